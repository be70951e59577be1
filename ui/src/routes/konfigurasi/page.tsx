// 'Konfigurasi' (/konfigurasi): the system's keyword configuration, one row per key (name,
// description, current value). Operators with write change a key in place: 'Ubah' turns the
// row into a small form with the input of the key's kind, checked here as the server checks it
// and then by PUT /lms/konfigurasi/{keyword}, whose message shows under the input. Operators
// with read only see the values. A table from 640 px, stacked rows below.
import { type FormEvent, useState } from "react";
import { panggil } from "../../app/panggil";
import { usePageData } from "../../app/page-context";
import { DataKosong } from "../../components/data-kosong";
import { HanyaBaca } from "../../components/hanya-baca";
import { PageHeader } from "../../components/page-header";
import { useToast } from "../../components/toast";
import { ariaGalat, INPUT } from "../../features/pertemuan/field";
import { gantiItem, type KonfigurasiItem, labelKonfigurasi, periksaKonfigurasi, tampilNilai, urutkan } from "./aturan";

export const title = "Konfigurasi";

const SEL = "block sm:table-cell sm:px-4 sm:py-3 sm:align-top";

export default function Page() {
  const { data } = usePageData("konfigurasi");
  // The server's answers to saves, over the props (which a reload brings up to date anyway).
  const [disimpan, setDisimpan] = useState<KonfigurasiItem[]>([]);
  const [diubah, setDiubah] = useState<string | null>(null);
  const items = urutkan(disimpan.reduce(gantiItem, data.items));
  const boleh = data.boleh_ubah;
  return (
    <>
      <PageHeader crumbs={[{ label: "Konfigurasi" }]} />
      {!boleh && <HanyaBaca>Anda hanya dapat melihat konfigurasi.</HanyaBaca>}
      <section aria-labelledby="konfigurasi-judul" className="kartu overflow-hidden">
        <h2 id="konfigurasi-judul" className="border-b border-slate-200 px-4 py-3 font-semibold text-slate-900">
          Konfigurasi Sistem
        </h2>
        {items.length === 0 ? (
          <DataKosong pesan="Belum ada konfigurasi." />
        ) : (
          <table className="block w-full text-sm sm:table">
            <thead className="hidden sm:table-header-group">
              <tr className="bg-slate-100 text-left text-xs font-semibold text-slate-600 uppercase">
                <th scope="col" className="px-4 py-2">
                  Konfigurasi
                </th>
                <th scope="col" className="px-4 py-2">
                  Nilai
                </th>
                {boleh && (
                  <th scope="col" className="w-px px-4 py-2">
                    <span className="sr-only">Aksi</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody className="block divide-y divide-slate-100 sm:table-row-group">
              {items.map((item) => (
                <Baris
                  key={item.keyword}
                  item={item}
                  items={items}
                  boleh={boleh}
                  ubah={diubah === item.keyword}
                  onUbah={(on) => setDiubah(on ? item.keyword : null)}
                  onSimpan={(baru) => {
                    setDisimpan((xs) => [...xs.filter((x) => x.keyword !== baru.keyword), baru]);
                    setDiubah(null);
                  }}
                />
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}

function Nilai({ item }: { item: KonfigurasiItem }) {
  const teks = tampilNilai(item.jenis, item.nilai);
  if (item.jenis === "alamat" && /^https?:\/\/\S+$/.test(item.nilai.trim())) {
    return (
      <a
        href={item.nilai.trim()}
        target="_blank"
        rel="noopener noreferrer"
        className="break-all text-blue-700 underline hover:text-blue-800"
      >
        {teks}
      </a>
    );
  }
  return <span className="break-words text-slate-900">{teks}</span>;
}

function Baris({
  item,
  items,
  boleh,
  ubah,
  onUbah,
  onSimpan,
}: {
  item: KonfigurasiItem;
  items: KonfigurasiItem[];
  boleh: boolean;
  ubah: boolean;
  onUbah: (on: boolean) => void;
  onSimpan: (baru: KonfigurasiItem) => void;
}) {
  const label = labelKonfigurasi(item.keyword);
  return (
    <tr
      data-keyword={item.keyword}
      className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2 px-4 py-3 sm:table-row sm:p-0"
    >
      <td className={`${SEL} col-span-2`}>
        <div className="font-medium text-slate-900">{label}</div>
        {item.keterangan && <div className="mt-0.5 text-xs break-words text-slate-500">{item.keterangan}</div>}
      </td>
      {ubah ? (
        <td colSpan={2} className={`${SEL} col-span-2`}>
          <FormNilai item={item} items={items} label={label} onBatal={() => onUbah(false)} onSimpan={onSimpan} />
        </td>
      ) : (
        <>
          <td className={`${SEL} min-w-0 ${boleh ? "" : "col-span-2"}`}>
            <span className="mr-2 text-xs text-slate-500 sm:hidden">Nilai:</span>
            <Nilai item={item} />
          </td>
          {boleh && (
            <td className={`${SEL} text-right`}>
              <button type="button" className="tombol-garis" aria-label={`Ubah ${label}`} onClick={() => onUbah(true)}>
                Ubah
              </button>
            </td>
          )}
        </>
      )}
    </tr>
  );
}

/** The input of a kind: JJ:MM text, a number, Ya/Tidak, an address. */
function Masukan({
  id,
  item,
  value,
  galat,
  onChange,
}: {
  id: string;
  item: KonfigurasiItem;
  value: string;
  galat: string | null;
  onChange: (v: string) => void;
}) {
  const umum = {
    id,
    value,
    className: INPUT,
    autoFocus: true,
    ...ariaGalat(id, galat),
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
  };
  switch (item.jenis) {
    case "ya_tidak":
      return (
        <select {...umum}>
          <option value="true">Ya</option>
          <option value="false">Tidak</option>
        </select>
      );
    case "jam":
      return (
        <input
          {...umum}
          type="text"
          inputMode="numeric"
          placeholder="JJ:MM"
          maxLength={5}
          pattern="[0-2][0-9]:[0-5][0-9]"
          autoComplete="off"
        />
      );
    case "persen":
    case "hari":
      return <input {...umum} type="number" inputMode="numeric" min={0} max={item.jenis === "persen" ? 100 : 365} step={1} />;
    case "alamat":
      return <input {...umum} type="url" inputMode="url" placeholder="https://" autoComplete="off" />;
  }
}

function FormNilai({
  item,
  items,
  label,
  onBatal,
  onSimpan,
}: {
  item: KonfigurasiItem;
  items: KonfigurasiItem[];
  label: string;
  onBatal: () => void;
  onSimpan: (baru: KonfigurasiItem) => void;
}) {
  const toast = useToast();
  const [nilai, setNilai] = useState(item.nilai);
  const [galat, setGalat] = useState<string | null>(null);
  const [sibuk, setSibuk] = useState(false);
  const id = `konfigurasi-${item.keyword}`;

  const kirim = async (e: FormEvent) => {
    e.preventDefault();
    const salah = periksaKonfigurasi(item, nilai, items);
    setGalat(salah);
    if (salah) return;
    setSibuk(true);
    try {
      const baru = await panggil("/lms/konfigurasi/{keyword}", "put", {
        path: { keyword: item.keyword },
        body: { nilai: nilai.trim() },
      });
      toast.success("Konfigurasi berhasil disimpan");
      onSimpan(baru);
    } catch (err) {
      setGalat(err instanceof Error ? err.message : "Terjadi kesalahan");
    } finally {
      setSibuk(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void kirim(e)} aria-label={`Ubah ${label}`} className="min-w-0">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="flex flex-wrap items-start gap-2">
        <div className="min-w-0 flex-1 basis-40">
          <Masukan id={id} item={item} value={nilai} galat={galat} onChange={setNilai} />
          {galat && (
            <p id={`${id}-galat`} role="alert" className="mt-1 text-xs text-red-700">
              {galat}
            </p>
          )}
        </div>
        <div className="flex shrink-0 gap-2">
          <button type="button" className="tombol-garis" disabled={sibuk} onClick={onBatal}>
            Batal
          </button>
          <button type="submit" className="tombol-utama" disabled={sibuk}>
            {sibuk ? "Menyimpan…" : "Simpan"}
          </button>
        </div>
      </div>
    </form>
  );
}
