import { describe, expect, it } from "vitest";
import type { HeaderAktivitas, HeaderSikad, NilaiMahasiswa, RekapNilai } from "../../features/nilai/types";
import {
  alamatAktivitas,
  alamatExport,
  aturSemua,
  barisRekap,
  gantiPilihan,
  gayaStatus,
  grupPertemuan,
  grupPilihan,
  keadaanSemua,
  kelasKolom,
  kolomTampil,
  komponenDiatur,
  labelKomponen,
  namaBerkasExport,
  PILIHAN_AWAL,
  pesanGagalKomponen,
  selNilai,
  tampilKomponen,
} from "./aturan";

const akt = (
  id: number,
  jenis: HeaderAktivitas["aktivitas"]["jenis"],
  nomor: number,
  kelompok = jenis,
  status: HeaderAktivitas["status_nilai"] = "sudah_dinilai",
): HeaderAktivitas => ({
  aktivitas: { id, jenis, label: `${jenis} ${id}`, id_ujian_utama: null },
  id_pertemuan: 1000 + nomor,
  nomor_pertemuan: nomor,
  label_pertemuan: `Pertemuan ${nomor}`,
  status_nilai: status,
  kelompok: kelompok as HeaderAktivitas["kelompok"],
});
const sikad = (id: number, label: string, bobot: number, jenis: HeaderSikad["jenis"] = "lainnya"): HeaderSikad => ({
  id,
  label,
  jenis,
  bobot,
  aktivitas: [],
  diatur: false,
  ada_nilai_sikad: false,
});

const header_aktivitas = [
  akt(1, "forum", 2),
  akt(2, "tugas", 3),
  akt(3, "kuis", 3),
  akt(4, "uts", 8),
  akt(5, "remedial", 9, "uts"),
  akt(6, "uas", 16),
];
const header_rerata = (["tugas", "kuis", "forum", "uts", "uas"] as const).map((jenis) => ({ jenis, label: `Rata-rata ${jenis}` }));
const header_sikad = [
  sikad(1, "Kehadiran", 10, "kehadiran"),
  sikad(2, "Tugas", 40, "tugas"),
  sikad(3, "Bonus", 0),
  sikad(4, "UAS", 50, "uas"),
];
const mhs = (nama: string, nim: string, over: Partial<NilaiMahasiswa> = {}): NilaiMahasiswa => ({
  mahasiswa: { id_user: Number(nim), nama, nim },
  nilai: [100, 85.5, null, -1.618, -1.618, 70],
  rata_rata_lms: [85.5, -1.618, 100, -1.618, 70],
  nilai_sikad: [90, 85.5, -1.618, 70],
  update_by_sikad: [],
  nilai_akhir: 78.3,
  ...over,
});
const rekap = {
  tipe: "dosen",
  kelas: {
    id: 81,
    periode: 20261,
    kode_mk: "TI101",
    nama_mk: "Algoritma",
    nama_kelas: "A",
    jenis_kelas: "Reguler",
    kampus: "Pusat",
    mode_kuliah: "online",
  },
  header_aktivitas,
  header_rerata,
  header_sikad,
  nilai_mahasiswa: [mhs("Adi Sembiring", "22010601"), mhs("Citra <Lubis>", "25010403", { update_by_sikad: [2] })],
  boleh_buka_aktivitas: true,
  boleh_ubah_komponen: true,
  sedang_dihitung: false,
} satisfies RekapNilai;

describe("'Tampilkan'", () => {
  it("starts with every kind and the weighted components, without the 0% ones", () => {
    expect(PILIHAN_AWAL).toEqual({ tugas: true, kuis: true, forum: true, uts: true, uas: true, sikad_berbobot: true, sikad_nol: false });
    expect(keadaanSemua(PILIHAN_AWAL)).toBe("semua");
  });
  it("'Semua' reflects and sets the five kinds, leaving the SIKAD boxes", () => {
    expect(keadaanSemua({ ...PILIHAN_AWAL, kuis: false })).toBe("sebagian");
    const mati = aturSemua({ ...PILIHAN_AWAL, sikad_nol: true }, false);
    expect(mati).toEqual({ tugas: false, kuis: false, forum: false, uts: false, uas: false, sikad_berbobot: true, sikad_nol: true });
    expect(keadaanSemua(mati)).toBe("tidak");
    expect(aturSemua(mati, true)).toEqual({ ...PILIHAN_AWAL, sikad_nol: true });
  });
  it("splits components by weight", () => {
    expect(tampilKomponen(PILIHAN_AWAL, 20)).toBe(true);
    expect(tampilKomponen(PILIHAN_AWAL, 0)).toBe(false);
    expect(tampilKomponen({ ...PILIHAN_AWAL, sikad_berbobot: false, sikad_nol: true }, 0)).toBe(true);
  });
});

describe("kolomTampil", () => {
  it("shows everything but the 0% components by default", () => {
    expect(kolomTampil(rekap, PILIHAN_AWAL)).toEqual({ aktivitas: [0, 1, 2, 3, 4, 5], rerata: [0, 1, 2, 3, 4], sikad: [0, 1, 3] });
  });
  it("hides a kind's activities and average; a remedial follows its main exam", () => {
    expect(kolomTampil(rekap, { ...PILIHAN_AWAL, kuis: false })).toEqual({
      aktivitas: [0, 1, 3, 4, 5],
      rerata: [0, 2, 3, 4],
      sikad: [0, 1, 3],
    });
    expect(kolomTampil(rekap, { ...PILIHAN_AWAL, uts: false }).aktivitas).toEqual([0, 1, 2, 5]);
  });
  it("chooses components by weight", () => {
    expect(kolomTampil(rekap, { ...PILIHAN_AWAL, sikad_berbobot: false, sikad_nol: true }).sikad).toEqual([2]);
    expect(kolomTampil(rekap, aturSemua(PILIHAN_AWAL, false))).toEqual({ aktivitas: [], rerata: [], sikad: [0, 1, 3] });
  });
});

describe("alamatExport", () => {
  it("is bare with the default selection", () => {
    expect(alamatExport(81, PILIHAN_AWAL)).toBe("/lms/nilai/kelas_kuliah/81/export_excel");
  });
  it("carries only what differs from the default", () => {
    expect(alamatExport(81, { ...PILIHAN_AWAL, kuis: false })).toBe("/lms/nilai/kelas_kuliah/81/export_excel?kuis=false");
    expect(alamatExport(81, { ...PILIHAN_AWAL, tugas: false, uas: false, sikad_berbobot: false, sikad_nol: true })).toBe(
      "/lms/nilai/kelas_kuliah/81/export_excel?tugas=false&uas=false&sikad_berbobot=false&sikad_nol=true",
    );
  });
  it("names the file like the server", () => {
    expect(namaBerkasExport(rekap.kelas)).toBe("Rekap Nilai - TI101 A.xlsx");
  });
});

describe("header", () => {
  it("groups consecutive activities of one meeting", () => {
    expect(grupPertemuan(header_aktivitas, [0, 1, 2, 3, 4, 5])).toEqual([
      { label: "Pertemuan 2", kolom: [0] },
      { label: "Pertemuan 3", kolom: [1, 2] },
      { label: "Pertemuan 8", kolom: [3] },
      { label: "Pertemuan 9", kolom: [4] },
      { label: "Pertemuan 16", kolom: [5] },
    ]);
    expect(grupPertemuan(header_aktivitas, [0, 2, 5])).toEqual([
      { label: "Pertemuan 2", kolom: [0] },
      { label: "Pertemuan 3", kolom: [2] },
      { label: "Pertemuan 16", kolom: [5] },
    ]);
    expect(grupPertemuan(header_aktivitas, [])).toEqual([]);
  });
  it("colours by grading status (spec 2 §4)", () => {
    expect(gayaStatus("sudah_dinilai").cls).toContain("green");
    expect(gayaStatus("belum_dinilai").cls).toContain("red");
    expect(gayaStatus("tidak_ada_pengerjaan").cls).toContain("amber");
    expect(gayaStatus("belum_berakhir").cls).toContain("slate");
  });
  it("links exams, tasks and forums as the route table says", () => {
    const [forum, tugas, kuis, uts, remedial] = header_aktivitas;
    expect(alamatAktivitas(kuis!, 81, "dosen", true)).toBe("/kelas/81/ujian/3?tab=hasil&from=nilai");
    expect(alamatAktivitas(uts!, 81, "operator", true)).toBe("/kelas/81/ujian/4?tab=hasil&from=nilai");
    expect(alamatAktivitas(remedial!, 81, "dosen", true)).toBe("/kelas/81/ujian/5?tab=hasil&from=nilai");
    expect(alamatAktivitas(tugas!, 81, "dosen", true)).toBe("/kelas/81/tugas/2?tab=submission&ref=nilai");
    expect(alamatAktivitas(forum!, 81, "dosen", true)).toBe("/forum?groupId=81&forumId=FORUM__1&ref=nilai");
    expect(alamatAktivitas(forum!, 81, "operator", true)).toBe("/kelas/81?back=forum");
  });
  it("is plain text without read access to the class", () => {
    expect(alamatAktivitas(header_aktivitas[1]!, 81, "operator", false)).toBeNull();
  });
  it("labels components and lets only the integration actor choose non-attendance ones", () => {
    expect(labelKomponen(header_sikad[1]!)).toBe("Tugas (40%)");
    expect(komponenDiatur(rekap, header_sikad[1]!)).toBe(true);
    expect(komponenDiatur(rekap, header_sikad[0]!)).toBe(false);
    expect(komponenDiatur({ boleh_ubah_komponen: false }, header_sikad[1]!)).toBe(false);
  });
});

describe("selNilai", () => {
  it("rounds to 2 decimals with a decimal comma", () => {
    expect(selNilai(85.5)).toEqual({ teks: "85,5", cls: "" });
    expect(selNilai(95.856)).toEqual({ teks: "95,86", cls: "" });
    expect(selNilai(100)).toEqual({ teks: "100", cls: "" });
    expect(selNilai(0)).toEqual({ teks: "0", cls: "" });
  });
  it("shows '-' for not done and 'Belum dinilai' for a hand-in without a score", () => {
    expect(selNilai(-1.618)).toEqual({ teks: "-", cls: "x" });
    expect(selNilai(undefined)).toEqual({ teks: "-", cls: "x" });
    expect(selNilai(Number.NaN)).toEqual({ teks: "-", cls: "x" });
    expect(selNilai(null)).toEqual({ teks: "Belum dinilai", cls: "bd" });
  });
});

describe("barisRekap", () => {
  const sel = (html: string) => [...html.matchAll(/<td[^>]*>.*?<\/td>/g)].map((m) => m[0]);
  it("writes one escaped row per student with the columns shown", () => {
    const html = barisRekap(rekap, kolomTampil(rekap, PILIHAN_AWAL));
    expect(html.match(/<tr>/g)).toHaveLength(2);
    const [baris1] = html.split("</tr>");
    expect(sel(baris1!)).toEqual([
      '<td class="no">1</td>',
      '<td class="nm"><span>ADI SEMBIRING</span><small>22010601</small></td>',
      '<td class="g">100</td>',
      '<td class="g">85,5</td>',
      '<td class="bd">Belum dinilai</td>',
      '<td class="g x">-</td>',
      '<td class="g x">-</td>',
      '<td class="g">70</td>',
      '<td class="g rt">85,5</td>',
      '<td class="rt x">-</td>',
      '<td class="rt">100</td>',
      '<td class="rt x">-</td>',
      '<td class="rt">70</td>',
      '<td class="g sk">90</td>',
      '<td class="sk">85,5</td>',
      '<td class="sk">70</td>',
      '<td class="na">78,3</td>',
    ]);
    expect(html).toContain("CITRA &lt;LUBIS&gt;");
  });
  it("marks components SIKAD set and drops hidden columns", () => {
    const k = kolomTampil(rekap, { ...aturSemua(PILIHAN_AWAL, false), sikad_berbobot: false, sikad_nol: true });
    const [, baris2] = barisRekap(rekap, k).split("</tr>");
    expect(sel(baris2!).slice(2)).toEqual(['<td class="g sk x s" title="Diperbarui oleh SIKAD">-</td>', '<td class="na">78,3</td>']);
  });
  it("starts the final score's group when no component is shown", () => {
    const k = { aktivitas: [], rerata: [], sikad: [] };
    expect(sel(barisRekap(rekap, k)).at(2)).toBe('<td class="g na">78,3</td>');
    expect(kelasKolom(rekap, k)).toEqual({ aktivitas: [], rerata: [], sikad: [] });
  });
});

describe("component dialog", () => {
  it("groups the activities by meeting", () => {
    const list = [
      { id: 1, jenis: "forum" as const, label: "Forum", label_pertemuan: "Pertemuan 2" },
      { id: 2, jenis: "tugas" as const, label: "Tugas", label_pertemuan: "Pertemuan 3" },
      { id: 3, jenis: "kuis" as const, label: "Kuis", label_pertemuan: "Pertemuan 3" },
    ];
    expect(grupPilihan(list).map((g) => [g.label, g.aktivitas.map((a) => a.id)])).toEqual([
      ["Pertemuan 2", [1]],
      ["Pertemuan 3", [2, 3]],
    ]);
  });
  it("ticks and unticks", () => {
    expect(gantiPilihan([1, 2], 3, true)).toEqual([1, 2, 3]);
    expect(gantiPilihan([1, 2], 2, true)).toEqual([1, 2]);
    expect(gantiPilihan([1, 2], 1, false)).toEqual([2]);
  });
  it("words the failure toast as '{error}! {server message}'", () => {
    expect(pesanGagalKomponen("Pilih paling banyak 50 aktivitas.")).toBe(
      "Gagal menyimpan komponen nilai! Pilih paling banyak 50 aktivitas.",
    );
  });
});
