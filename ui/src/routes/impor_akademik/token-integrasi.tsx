// 'Token Integrasi' on the import page (issue 35): the academic system's nightly job sends its
// rows to POST /lms/sinkron/{jenis} with a token made here, not with anyone's password. A new
// token is shown once, with a copy button; the list shows each token's start, who made it, its
// last use, and 'Cabut' (revoke: it opens nothing from then on).
import { useState } from "react";
import type { TokenBaru, TokenIntegrasiInfo } from "../../api/types";
import { panggil } from "../../app/panggil";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { TombolSalin } from "../../components/tombol-salin";
import { useToast } from "../../components/toast";
import { formatTanggalJam } from "../../lib/tanggal";
import { galatNamaToken, KOTAK_ISIAN } from "./aturan";

export function TokenIntegrasi({ awal, zona }: { awal: TokenIntegrasiInfo[]; zona: string }) {
  const toast = useToast();
  const [daftar, setDaftar] = useState(awal);
  const [nama, setNama] = useState("");
  const [galat, setGalat] = useState<string | null>(null);
  const [baru, setBaru] = useState<TokenBaru | null>(null);
  const [cabut, setCabut] = useState<TokenIntegrasiInfo | null>(null);
  const [sibuk, setSibuk] = useState(false);

  const muatLagi = async () => setDaftar(await panggil("/lms/token_integrasi", "get", {}));
  const buat = async () => {
    const salah = galatNamaToken(nama);
    setGalat(salah);
    if (salah) return;
    setSibuk(true);
    try {
      setBaru(await panggil("/lms/token_integrasi", "post", { body: { nama: nama.trim() } }));
      setNama("");
      await muatLagi();
    } catch (e) {
      toast.error(e instanceof Error ? e.message : "Terjadi kesalahan");
    } finally {
      setSibuk(false);
    }
  };
  const cabutToken = async (t: TokenIntegrasiInfo) => {
    setSibuk(true);
    try {
      await panggil("/lms/token_integrasi/{id}", "delete", { path: { id: t.id } });
      toast.success(`Token ${t.nama} dicabut`);
      if (baru?.id === t.id) setBaru(null);
      await muatLagi();
    } catch (e) {
      toast.error(e instanceof Error ? e.message : "Terjadi kesalahan");
    } finally {
      setSibuk(false);
      setCabut(null);
    }
  };

  return (
    <section aria-labelledby="token-integrasi-judul" className="kartu space-y-4 p-4 sm:p-6">
      <h2 id="token-integrasi-judul" className="font-semibold text-slate-900">
        Token Integrasi SIAKAD
      </h2>
      <p className="text-sm text-slate-600">
        {"Sistem akademik dapat mengirim data yang sama setiap malam ke "}
        <code className="rounded bg-slate-100 px-1">{"POST /lms/sinkron/{jenis}"}</code>
        {" dengan token di bawah (bukan password siapa pun). Aturan dan kolomnya sama dengan template."}
      </p>
      <form
        className="flex flex-wrap items-start gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void buat();
        }}
      >
        <div className="min-w-0 flex-1">
          <label htmlFor="token-nama" className="sr-only">
            Nama Token
          </label>
          <input
            id="token-nama"
            className={`w-full ${KOTAK_ISIAN}`}
            placeholder="Nama token, misalnya SIAKAD sinkron malam"
            value={nama}
            maxLength={100}
            onChange={(e) => setNama(e.target.value)}
            aria-invalid={galat != null}
            aria-describedby={galat ? "token-nama-galat" : undefined}
            disabled={sibuk}
          />
          {galat && (
            <p id="token-nama-galat" className="mt-1 text-sm text-red-600">
              {galat}
            </p>
          )}
        </div>
        <button type="submit" className="tombol-utama" disabled={sibuk}>
          Buat Token
        </button>
      </form>
      {baru && (
        <div role="status" className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
          <p className="font-medium text-amber-900">{`Token ${baru.nama}: simpan sekarang, token ini tidak ditampilkan lagi.`}</p>
          <p className="font-mono break-all text-slate-900" aria-label="Token baru">
            {baru.token}
          </p>
          <TombolSalin teks={baru.token} jenis="token" label="Salin Token" />
        </div>
      )}
      {daftar.length === 0 ? (
        <p className="text-sm text-slate-500">Belum ada token integrasi.</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-md border border-slate-200" aria-label="Daftar token integrasi">
          {daftar.map((t) => (
            <li key={t.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words text-slate-900">
                  {t.nama} <span className="font-mono text-xs text-slate-500">{`${t.awalan}...`}</span>
                </p>
                <p className="text-xs text-slate-500">
                  {`Dibuat ${formatTanggalJam(t.dibuat, zona)}${t.dibuat_oleh ? ` oleh ${t.dibuat_oleh}` : ""} · `}
                  {t.terakhir_dipakai ? `terakhir dipakai ${formatTanggalJam(t.terakhir_dipakai, zona)}` : "belum pernah dipakai"}
                </p>
              </div>
              {t.dicabut ? (
                <span className="shrink-0 text-xs font-medium text-slate-500">{`Dicabut ${formatTanggalJam(t.dicabut, zona)}`}</span>
              ) : (
                <button type="button" className="tombol-garis shrink-0" onClick={() => setCabut(t)} disabled={sibuk}>
                  Cabut
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={cabut != null}
        title="Cabut Token"
        message={`Cabut token ${cabut?.nama ?? ""}? Sinkron yang memakainya akan ditolak sejak sekarang.`}
        labelOk="Cabut"
        danger
        busy={sibuk}
        onOk={() => cabut && void cabutToken(cabut)}
        onCancel={() => setCabut(null)}
      />
    </section>
  );
}
