// 'Profil Saya' (/profil): tabs 'Data Diri' (photo, name with titles, role, NIM or NIDN,
// programme, year, e-mail and phone, '-' when empty; operators also see their access right per
// module) and 'Riwayat Aktivitas' (?tab=riwayat, the activity history with its filter).
import { useLocation } from "react-router";
import type { ProfilData } from "../../api/types";
import { Link } from "../../app/link";
import { useMuatGagal, usePageData, usePageLoading, useReloadPage } from "../../app/page-context";
import { getQuery } from "../../app/query";
import { Avatar } from "../../components/avatar-stack";
import { NoData } from "../../components/data-kosong";
import { PageHeader } from "../../components/page-header";
import { Tag } from "../../components/status-tag";
import { ROLE_LABEL } from "../../components/layout/menu";
import { levelLabel, MODUL_LABEL } from "../../lib/hak-akses";
import { RiwayatAktivitas } from "../../features/riwayat/riwayat-aktivitas";
import { namaLengkapDosen } from "../../lib/nama";

export const title = "Profil Saya";

/** A tab, filter or page the server could not answer keeps the page with 'NO DATA' (spec 2 §2). */
export const gagalDiBagian = true;

/**
 * 'Dr. Budi Santoso, M.Kom.': the name with its titles, not adding a title the name
 * already carries (in case the server sends the display name).
 */
export function namaProfil(p: Pick<ProfilData, "nama" | "gelar_depan" | "gelar_akademik">): string {
  const nama = (p.nama ?? "").trim();
  const depan = (p.gelar_depan ?? "").trim();
  const belakang = (p.gelar_akademik ?? "").trim();
  return namaLengkapDosen({
    gelar_depan: depan && !nama.startsWith(`${depan} `) ? depan : "",
    nama,
    gelar_akademik: belakang && !nama.endsWith(`, ${belakang}`) ? belakang : "",
  });
}

const isi = (v: string | number | null | undefined) => (v == null || String(v).trim() === "" ? "-" : String(v));

/** Label/value pairs of the card, by role. */
export function barisProfil(p: ProfilData): [string, string][] {
  const rows: [string, string][] = [
    ["Nama", namaProfil(p)],
    ["Username", isi(p.username)],
  ];
  if (p.role === "mahasiswa") rows.push(["NIM", isi(p.nomor_induk)]);
  if (p.role === "dosen") rows.push(["NIDN", isi(p.nomor_induk)]);
  if (p.role !== "operator" || p.prodi)
    rows.push(["Prodi", p.prodi?.nama ? `${p.prodi.jenjang ? `${p.prodi.jenjang} ` : ""}${p.prodi.nama}` : "-"]);
  if (p.role === "mahasiswa") rows.push(["Angkatan", isi(p.angkatan)]);
  rows.push(["Email", isi(p.email)], ["Telepon", isi(p.telepon)]);
  return rows;
}

export default function Page() {
  const { data } = usePageData("profil");
  const gagal = useMuatGagal();
  const { search } = useLocation();
  const cobaLagi = useReloadPage();
  const memuat = usePageLoading();
  const riwayat = data.riwayat;
  // After a failed load the URL says which tab was asked for; the data on screen may be the other's.
  const tabRiwayat = gagal ? getQuery(search, "tab") === "riwayat" : riwayat != null;
  return (
    <>
      <PageHeader crumbs={[{ label: "Profil Saya" }]} />
      <Tabs riwayat={tabRiwayat} />
      {tabRiwayat && riwayat ? (
        <RiwayatAktivitas data={riwayat} />
      ) : gagal ? (
        <div className="kartu">
          <NoData onCobaLagi={cobaLagi} memuat={memuat} />
        </div>
      ) : (
        <DataDiri p={data.profil} />
      )}
    </>
  );
}

function Tabs({ riwayat }: { riwayat: boolean }) {
  const item = (aktif: boolean, to: string, label: string) => (
    <Link
      to={to}
      aria-current={aktif ? "page" : undefined}
      className={`-mb-px flex-1 border-b-2 px-4 py-2 text-center text-sm font-medium sm:flex-none sentuh:py-3 ${
        aktif ? "border-blue-700 text-blue-800" : "border-transparent text-slate-600 hover:text-slate-800"
      }`}
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label="Bagian profil" className="mb-4 flex border-b border-slate-200">
      {item(!riwayat, "/profil", "Data Diri")}
      {item(riwayat, "/profil?tab=riwayat", "Riwayat Aktivitas")}
    </nav>
  );
}

function DataDiri({ p }: { p: ProfilData }) {
  const nama = namaProfil(p);
  return (
    <>
      <div className="grid items-start gap-4 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="profil-nama" className="kartu p-4 sm:p-6">
          <div className="mb-5 flex flex-col items-center gap-3 text-center sm:flex-row sm:text-left">
            <Avatar nama={p.nama} src={p.avatar_url} size="size-20 text-2xl" />
            <div className="min-w-0">
              <h2 id="profil-nama" className="text-lg font-semibold break-words text-slate-900">
                {nama}
              </h2>
              <Tag>{ROLE_LABEL[p.role] ?? p.role}</Tag>
            </div>
          </div>
          <dl className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-x-3 gap-y-2 text-sm sm:grid-cols-[8rem_minmax(0,1fr)]">
            {barisProfil(p).map(([label, v]) => (
              <div key={label} className="contents">
                <dt className="text-slate-500">{label}</dt>
                <dd className="break-words text-slate-800">{v}</dd>
              </div>
            ))}
          </dl>
        </section>
        {p.role === "operator" && (
          <section aria-labelledby="profil-hak-akses" className="kartu p-4 sm:p-6">
            <h2 id="profil-hak-akses" className="mb-3 font-semibold text-slate-900">
              Hak Akses
            </h2>
            <table className="w-full text-sm">
              <thead>
                <tr className="bg-slate-100 text-left text-xs font-semibold text-slate-600 uppercase">
                  <th className="px-3 py-2">Modul</th>
                  <th className="px-3 py-2">Akses</th>
                </tr>
              </thead>
              <tbody>
                {MODUL_LABEL.map(([key, label]) => (
                  <tr key={key} className="border-b border-slate-100">
                    <td className="px-3 py-2">{label}</td>
                    <td className="px-3 py-2">{levelLabel(p.hak_akses?.[key])}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
      </div>
    </>
  );
}
