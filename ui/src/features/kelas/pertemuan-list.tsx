// The meetings of a class (spec 1 §2.5): number, title, type and status tags, date and
// time in the configured zone, activity markers. Phones (< 768 px) get a 'Pilih Pertemuan'
// select instead ('Pendahuluan' goes back to the class data, a meeting is shown below it),
// opened on the meeting in progress or the next one: the one a student came for.
// Each meeting links to its page, /kelas/{id}/{idPertemuan}. Before the scripts run (a slow
// network) the select is a GET form: 'Tampilkan' asks for /kelas/{id}?pertemuan={id}, which the
// server answers with the meeting's page.
// `forum` (the class page opened from the grade recap's forum header) keeps the meetings holding a
// forum, with a link to the whole list.
import { useEffect, useRef, useState } from "react";
import { Link } from "../../app/link";
import { TagStatusPertemuan, TagTipePertemuan } from "../../components/status-tag";
import { aktivitasAda, opsiPertemuan, pertemuanForum, pertemuanSekarang, waktuPertemuan } from "./aturan";
import { IkonAktivitas } from "./ikon-aktivitas";
import { Kartu } from "./kartu";
import type { PertemuanRingkas } from "./types";

const PENDAHULUAN = "pendahuluan";

function Item({ p, tz, id, idKelas }: { p: PertemuanRingkas; tz: string; id?: string; idKelas: number }) {
  const ada = aktivitasAda(p.count_activity);
  return (
    <li id={id} className="scroll-mt-4">
      <Link to={`/kelas/${idKelas}/${p.id}`} className="-mx-2 flex gap-3 rounded-md px-2 py-3 hover:bg-slate-50">
        <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-blue-50 text-sm font-semibold text-blue-800">
          {p.nomor}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-medium break-words text-slate-800">{p.judul}</span>
          <span className="block text-xs text-slate-500">{waktuPertemuan(p, tz)}</span>
          <span className="mt-1.5 flex flex-wrap items-center gap-1.5">
            <TagTipePertemuan jenis={p.jenis} />
            <TagStatusPertemuan status={p.status} />
            {ada.map((a) => (
              <IkonAktivitas key={a} jenis={a} jumlah={p.count_activity[a]} />
            ))}
          </span>
        </span>
      </Link>
    </li>
  );
}

export function PertemuanList({
  pertemuan: semua,
  tz,
  idKelas,
  forum = false,
}: {
  pertemuan: PertemuanRingkas[];
  tz: string;
  idKelas: number;
  forum?: boolean;
}) {
  const pertemuan = forum ? pertemuanForum(semua) : semua;
  const [pilih, setPilih] = useState(() => String(pertemuanSekarang(pertemuan)?.id ?? PENDAHULUAN));
  const dipilih = useRef(false);
  const terpilih = pertemuan.find((p) => String(p.id) === pilih);
  useEffect(() => {
    if (!dipilih.current) return;
    const target = document.getElementById(pilih === PENDAHULUAN ? "data-kelas" : `pertemuan-pilih-${pilih}`);
    target?.scrollIntoView({ behavior: "smooth", block: pilih === PENDAHULUAN ? "start" : "nearest" });
  }, [pilih]);
  return (
    <Kartu
      id="pertemuan"
      judul={forum ? "Pertemuan dengan Forum" : "Pertemuan"}
      sub={forum ? `${pertemuan.length} dari ${semua.length} Pertemuan` : `${pertemuan.length} Pertemuan`}
      aksi={
        forum && (
          <Link to={`/kelas/${idKelas}`} className="tombol-garis">
            Tampilkan semua pertemuan
          </Link>
        )
      }
    >
      <form method="get" action={`/kelas/${idKelas}`} className="md:hidden" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="pilih-pertemuan" className="mb-1 block text-sm font-medium text-slate-700">
          Pilih Pertemuan
        </label>
        <select
          id="pilih-pertemuan"
          name="pertemuan"
          value={pilih}
          onChange={(e) => {
            dipilih.current = true;
            setPilih(e.target.value);
          }}
          className="w-full rounded-md border border-slate-300 bg-white px-2 py-2 text-sm"
        >
          <option value={PENDAHULUAN}>Pendahuluan</option>
          {pertemuan.map((p) => (
            <option key={p.id} value={String(p.id)}>
              {opsiPertemuan(p, tz)}
            </option>
          ))}
        </select>
        <noscript>
          <button type="submit" className="tombol-garis mt-2">
            Tampilkan
          </button>
        </noscript>
        {terpilih && (
          <ul>
            <Item p={terpilih} tz={tz} id={`pertemuan-pilih-${terpilih.id}`} idKelas={idKelas} />
          </ul>
        )}
      </form>
      {pertemuan.length === 0 ? (
        <p className="py-4 text-center text-sm text-slate-500">{forum ? "Belum ada forum di kelas ini." : "Belum ada pertemuan."}</p>
      ) : (
        <ol className="hidden divide-y divide-slate-100 md:block">
          {pertemuan.map((p) => (
            <Item key={p.id} p={p} tz={tz} id={`pertemuan-${p.nomor}`} idKelas={idKelas} />
          ))}
        </ol>
      )}
    </Kartu>
  );
}
