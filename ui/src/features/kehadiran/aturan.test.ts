import { describe, expect, it } from "vitest";
import {
  bobotLabel,
  crumbsKehadiran,
  formPengajarAwal,
  halamanSah,
  jabatanLabel,
  jumlahTanpaPresensi,
  jedaQr,
  jenisAktivitasLabel,
  namaPengubah,
  pembaruanOtomatis,
  jumlahHadirLabel,
  kodeSemua,
  kodeTersedia,
  lebarBar,
  minimalLabel,
  namaPengajar,
  pisahAsisten,
  payloadPengajar,
  payloadSimpan,
  pengajarTerkunci,
  pesanTanpaPresensi,
  periksaPengajar,
  persenProgres,
  pertemuanDaring,
  pesanTerkunci,
  pilihanAwal,
  pilihSatu,
  pilihSemua,
  potongHalaman,
  setHadir,
  sisaDetik,
  srcQr,
  tagPengajar,
  tipeDikenal,
  tombolPertemuan,
  UKURAN_AWAL,
  UKURAN_HALAMAN,
  validasiLabel,
  warnaProgres,
} from "./aturan";
import type { JenisPresensi, KehadiranMahasiswa, KehadiranPengajar, KodePresensi } from "./types";

const WIB = "Asia/Jakarta";

function mhs(nim: string, presensi: KodePresensi | null = null, overall = 0, username: string | null = null): KehadiranMahasiswa {
  return {
    mahasiswa: { id_user: Number(nim), nim, nama: `Mhs ${nim}` },
    presensi,
    ada_presensi: presensi != null,
    is_hadir: presensi === "H",
    is_qr_code: false,
    progress: { overall },
    updated_by: username ? { username, name: username === "LMS:SYSTEM" ? "Sistem" : "Dosen Satu" } : null,
    updated_at: username ? "2026-05-05T07:05:00Z" : null,
    presensi_label: presensi ?? "Belum Ada Presensi",
    is_valid: true,
    detail: [],
  };
}

function pengajar(over: Partial<KehadiranPengajar> = {}): KehadiranPengajar {
  return {
    pengajar: { id_dosen: 7, avatar_url: null, gelar_depan: "Dr.", nama: "Budi Santoso", gelar_akademik: "M.Kom.", jabatan: "koordinator" },
    ada_presensi: true,
    is_hadir: true,
    is_valid: true,
    wajib_validasi: true,
    mulai_kuliah: "2026-05-05T00:30:00Z",
    selesai_kuliah: "2026-05-05T02:10:00Z",
    aktivitas: 2,
    ...over,
  };
}

const kelas = { id: 3, kode_mk: "IF101", nama_mk: "Algoritma", nama_kelas: "A" };
const pert = { id: 41, nomor: 5 };

describe("crumbsKehadiran", () => {
  it("walks the attendance section for lecturers and operators", () => {
    expect(crumbsKehadiran("dosen", kelas, pert)).toEqual([
      { label: "Kehadiran", to: "/kehadiran" },
      { label: "IF101 A", to: "/kehadiran/3" },
      { label: "Pertemuan 5" },
    ]);
    expect(crumbsKehadiran("operator", kelas, pert)[0]).toEqual({ label: "Kehadiran", to: "/kehadiran-peserta" });
  });
  it("walks the class and meeting inside a class", () => {
    const c = [
      { label: "Kelas", to: "/kelas" },
      { label: "Algoritma", to: "/kelas/3" },
      { label: "Pertemuan 5", to: "/kelas/3/41" },
      { label: "Kehadiran" },
    ];
    expect(crumbsKehadiran("dosen-kelas", kelas, pert)).toEqual(c);
    expect(crumbsKehadiran("operator-kelas", kelas, pert)).toEqual(c);
  });
  it("knows only the four page types", () => {
    expect(crumbsKehadiran("mahasiswa", kelas, pert)).toEqual([]);
    expect(tipeDikenal("dosen-kelas")).toBe(true);
    expect(tipeDikenal("mahasiswa")).toBe(false);
  });
});

describe("meeting", () => {
  it("counts progress for online and mixed meetings", () => {
    expect(pertemuanDaring("online")).toBe(true);
    expect(pertemuanDaring("campuran")).toBe(true);
    expect(pertemuanDaring("offline")).toBe(false);
  });
  it("offers start before the lecture, end while it runs, nothing after", () => {
    expect(tombolPertemuan({ mulai_kuliah: null, selesai_kuliah: null })).toBe("mulai");
    expect(tombolPertemuan({ mulai_kuliah: "0001-01-01T00:00:00Z", selesai_kuliah: null })).toBe("mulai");
    expect(tombolPertemuan({ mulai_kuliah: "2026-05-05T00:30:00Z", selesai_kuliah: null })).toBe("akhiri");
    expect(tombolPertemuan({ mulai_kuliah: "2026-05-05T00:30:00Z", selesai_kuliah: "2026-05-05T02:00:00Z" })).toBeNull();
  });
  it("labels the minimum and the count", () => {
    expect(minimalLabel(60)).toBe("Minimal progres peserta 60%");
    expect(minimalLabel(62.5)).toBe("Minimal progres peserta 62,5%");
    expect(jumlahHadirLabel({ peserta_hadir: 12, jumlah_peserta: 30 })).toBe("12 / 30");
  });
});

describe("progress", () => {
  it("shows fraction x 100 with one decimal", () => {
    expect(persenProgres(0.8567)).toBe("85,7%");
    expect(persenProgres(1)).toBe("100,0%");
    expect(persenProgres(0)).toBe("0,0%");
    expect(persenProgres(null)).toBe("0,0%");
    expect(persenProgres(Number.NaN)).toBe("0,0%");
  });
  it("keeps the bar inside 0-100", () => {
    expect(lebarBar(0.5)).toBe(50);
    expect(lebarBar(1.2)).toBe(100);
    expect(lebarBar(-1)).toBe(0);
    expect(lebarBar(Number.NaN)).toBe(0);
  });
  it("is green at or above the minimum, red below, grey when a person set it", () => {
    expect(warnaProgres(mhs("1", "H", 0.6), 60)).toBe("hijau");
    expect(warnaProgres(mhs("1", "H", 0.7, "LMS:SYSTEM"), 60)).toBe("hijau");
    expect(warnaProgres(mhs("1", "A", 0.59, "LMS:SYSTEM"), 60)).toBe("merah");
    expect(warnaProgres(mhs("1", "H", 0.1, "dosen1"), 60)).toBe("abu");
    expect(warnaProgres(mhs("1", "H", 0.9, "dosen1"), 60)).toBe("abu");
  });
  it("names who changed a row", () => {
    expect(namaPengubah(mhs("1").updated_by)).toBe("-");
    expect(namaPengubah(mhs("1", "H", 0, "LMS:SYSTEM").updated_by)).toBe("Sistem LMS");
    expect(namaPengubah(mhs("1", "H", 0, "dosen1").updated_by)).toBe("Dosen Satu");
  });
  it("labels the detail items", () => {
    expect(jenisAktivitasLabel("materi")).toBe("Materi");
    expect(jenisAktivitasLabel("ujian")).toBe("Kuis/Ujian");
    expect(jenisAktivitasLabel("vidcon")).toBe("Vidcon");
    expect(bobotLabel({ weight: 1 / 3 })).toBe("Bobot 33,3%");
  });
});

describe("edit mode", () => {
  const jenis = (izin: boolean, sakit: boolean): JenisPresensi => ({
    izin: { id: "I", nama: "Izin", is_active: izin },
    sakit: { id: "S", nama: "Sakit", is_active: sakit },
  });
  it("offers I and S only while active", () => {
    expect(kodeTersedia(jenis(false, false))).toEqual(["H", "A"]);
    expect(kodeTersedia(jenis(true, false))).toEqual(["H", "A", "I"]);
    expect(kodeTersedia(jenis(true, true))).toEqual(["H", "A", "I", "S"]);
  });
  it("starts from each row's code and changes one or all", () => {
    const awal = pilihanAwal([mhs("1", "H"), mhs("2"), mhs("3", "S")]);
    expect(awal).toEqual({ 1: "H", 2: null, 3: "S" });
    const satu = pilihSatu(awal, "2", "I");
    expect(satu).toEqual({ 1: "H", 2: "I", 3: "S" });
    expect(awal[2]).toBeNull();
    expect(pilihSemua(awal, "A")).toEqual({ 1: "A", 2: "A", 3: "A" });
  });
  it("checks the header radio only when every row agrees", () => {
    expect(kodeSemua({ 1: "H", 2: "H" })).toBe("H");
    expect(kodeSemua({ 1: "H", 2: "A" })).toBeNull();
    expect(kodeSemua({ 1: null, 2: null })).toBeNull();
    expect(kodeSemua({})).toBeNull();
  });
  it("saves every row, an unset one as A marked as unset", () => {
    const peserta = [mhs("1", "H"), mhs("2"), mhs("3", "S"), mhs("6")];
    expect(payloadSimpan(peserta, { 1: "A", 2: null, 3: "S", 6: "A" })).toEqual({
      data: [
        { nim: "1", presensi: "A", ada_presensi: true },
        { nim: "2", presensi: "A", ada_presensi: false },
        { nim: "3", presensi: "S", ada_presensi: true },
        { nim: "6", presensi: "A", ada_presensi: true },
      ],
    });
  });
  it("counts the students saving will count 'Alpa' without a choice", () => {
    const peserta = [mhs("1", "H"), mhs("2"), mhs("3"), mhs("4")];
    expect(jumlahTanpaPresensi(peserta, { 1: "H", 2: null, 3: "S", 4: null })).toBe(2);
    expect(jumlahTanpaPresensi(peserta, pilihSemua(pilihanAwal(peserta), "H"))).toBe(0);
    expect(pesanTanpaPresensi(2)).toMatch(/^2 mahasiswa belum memiliki presensi dan akan dihitung Alpa\./);
  });
  it("keeps the code of a row missing from the copy", () => {
    expect(payloadSimpan([mhs("1", "H"), mhs("4", "I"), mhs("5")], { 1: "A" }).data.map((r) => r.presensi)).toEqual(["A", "I", "A"]);
  });
});

describe("teachers", () => {
  it("names with titles and role", () => {
    expect(namaPengajar(pengajar())).toBe("Dr. Budi Santoso, M.Kom.");
    const polos = pengajar();
    polos.pengajar = { ...polos.pengajar, gelar_depan: "", gelar_akademik: "" };
    expect(namaPengajar(polos)).toBe("Budi Santoso");
    expect(jabatanLabel("koordinator")).toBe("Koordinator");
    expect(jabatanLabel("asisten")).toBe("Asisten");
  });
  it("puts assistants in their own presence, keeping the order", () => {
    const sebagai = (id_dosen: number, jabatan: KehadiranPengajar["pengajar"]["jabatan"]) => {
      const k = pengajar();
      return { ...k, pengajar: { ...k.pengajar, id_dosen, jabatan } };
    };
    const { dosen, asisten } = pisahAsisten([
      sebagai(1, "asisten"),
      sebagai(2, "pengajar"),
      sebagai(3, "asisten"),
      sebagai(4, "koordinator"),
    ]);
    expect(dosen.map((k) => k.pengajar.id_dosen)).toEqual([2, 4]);
    expect(asisten.map((k) => k.pengajar.id_dosen)).toEqual([1, 3]);
    expect(pisahAsisten([])).toEqual({ dosen: [], asisten: [] });
  });
  it("tags attendance and validation", () => {
    expect(tagPengajar(pengajar({ ada_presensi: false }))).toEqual({ label: "Belum Ada Presensi", warna: "abu" });
    expect(tagPengajar(pengajar())).toEqual({ label: "Hadir", warna: "hijau" });
    expect(tagPengajar(pengajar({ is_hadir: false }))).toEqual({ label: "Tidak Hadir", warna: "merah" });
    expect(tagPengajar(pengajar({ is_valid: false }))).toEqual({ label: "Hadir", warna: "kuning" });
    expect(tagPengajar(pengajar({ is_valid: false, is_hadir: false }))).toEqual({ label: "Tidak Hadir", warna: "kuning" });
    expect(validasiLabel({ is_valid: true, wajib_validasi: true })).toBe("Sudah Divalidasi");
    expect(validasiLabel({ is_valid: false, wajib_validasi: true })).toBe("Belum Divalidasi");
  });
  it("shows no validation when the settings do not require it", () => {
    expect(tagPengajar(pengajar({ is_valid: false, wajib_validasi: false }))).toEqual({ label: "Hadir", warna: "hijau" });
    expect(tagPengajar(pengajar({ is_valid: false, is_hadir: false, wajib_validasi: false }))).toEqual({
      label: "Tidak Hadir",
      warna: "merah",
    });
    expect(tagPengajar(pengajar({ ada_presensi: false, wajib_validasi: false }))).toEqual({ label: "Belum Ada Presensi", warna: "abu" });
    expect(validasiLabel({ is_valid: false, wajib_validasi: false })).toBeNull();
    expect(validasiLabel({ is_valid: true, wajib_validasi: false })).toBeNull();
  });
  it("locks the change until start plus minutes unless the lecture started", () => {
    const bisa = "2026-05-05T00:45:00Z";
    const sebelum = Date.UTC(2026, 4, 5, 0, 44);
    const sesudah = Date.UTC(2026, 4, 5, 0, 45);
    expect(pengajarTerkunci(sebelum, bisa, null)).toBe(true);
    expect(pengajarTerkunci(sesudah, bisa, null)).toBe(false);
    expect(pengajarTerkunci(sebelum, bisa, "2026-05-05T00:30:00Z")).toBe(false);
    expect(pesanTerkunci(bisa, WIB)).toBe("Kehadiran pengajar dapat diubah mulai 5 Mei 2026, 07:45 WIB");
  });
  it("edits times in the college's wall clock and sends them with its offset", () => {
    const f = formPengajarAwal(pengajar(), WIB);
    expect(f).toEqual({ is_hadir: true, mulai: "2026-05-05T07:30", selesai: "2026-05-05T09:10" });
    expect(payloadPengajar(f, WIB)).toEqual({
      is_hadir: true,
      mulai_kuliah: "2026-05-05T07:30:00+07:00",
      selesai_kuliah: "2026-05-05T09:10:00+07:00",
    });
    expect(formPengajarAwal(pengajar({ mulai_kuliah: null, selesai_kuliah: null }), WIB)).toEqual({
      is_hadir: true,
      mulai: "",
      selesai: "",
    });
  });
  it("clears both times when 'Hadir' is switched off", () => {
    const f = formPengajarAwal(pengajar(), WIB);
    const mati = setHadir(f, false);
    expect(mati).toEqual({ is_hadir: false, mulai: "", selesai: "" });
    expect(setHadir(mati, true)).toEqual({ is_hadir: true, mulai: "", selesai: "" });
    expect(payloadPengajar(mati, WIB)).toEqual({ is_hadir: false, mulai_kuliah: null, selesai_kuliah: null });
  });
  it("requires both times of a present teacher with the server's messages", () => {
    const nama = "Dr. Budi Santoso, M.Kom.";
    expect(periksaPengajar({ is_hadir: true, mulai: "", selesai: "" }, nama, WIB)).toEqual({
      mulai: "Memulai kuliah dosen Dr. Budi Santoso, M.Kom. wajib diisi",
      selesai: "Mengakhiri kuliah dosen Dr. Budi Santoso, M.Kom. wajib diisi",
    });
    expect(periksaPengajar({ is_hadir: true, mulai: "2026-05-05T07:30", selesai: "" }, nama, WIB)).toEqual({
      selesai: "Mengakhiri kuliah dosen Dr. Budi Santoso, M.Kom. wajib diisi",
    });
    expect(periksaPengajar({ is_hadir: false, mulai: "", selesai: "" }, nama, WIB)).toEqual({});
  });
});

describe("paging", () => {
  const xs = Array.from({ length: 23 }, (_, i) => i + 1);
  it("offers 5, 10, 20, 50 with 10 first", () => {
    expect(UKURAN_HALAMAN).toEqual([5, 10, 20, 50]);
    expect(UKURAN_AWAL).toBe(10);
  });
  it("slices a page and numbers its first row", () => {
    expect(potongHalaman(xs, 1, 10)).toEqual({ baris: xs.slice(0, 10), awal: 0 });
    expect(potongHalaman(xs, 3, 10)).toEqual({ baris: [21, 22, 23], awal: 20 });
  });
  it("keeps the page inside the list", () => {
    expect(halamanSah(5, 23, 10)).toBe(3);
    expect(halamanSah(0, 23, 10)).toBe(1);
    expect(halamanSah(2, 0, 10)).toBe(1);
    expect(potongHalaman(xs, 9, 20)).toEqual({ baris: [21, 22, 23], awal: 20 });
  });
});

describe("QR", () => {
  const sampai = "2026-05-05T01:00:30Z";
  const t = Date.UTC(2026, 4, 5, 1, 0, 0);
  it("counts down whole seconds", () => {
    expect(sisaDetik(sampai, t)).toBe(30);
    expect(sisaDetik(sampai, t + 29_500)).toBe(1);
    expect(sisaDetik(sampai, t + 31_000)).toBe(0);
    expect(sisaDetik("bukan waktu", t)).toBe(0);
  });
  it("fetches the next code at expiry, at least a second later", () => {
    expect(jedaQr(sampai, 30, t)).toBe(30_000);
    expect(jedaQr(sampai, 30, t + 40_000)).toBe(1000);
    expect(jedaQr("bukan waktu", 30, t)).toBe(30_000);
  });
  it("shows the SVG as a data URL", () => {
    expect(srcQr('<svg a="1"/>')).toBe("data:image/svg+xml;utf8,%3Csvg%20a%3D%221%22%2F%3E");
  });
});

describe("pembaruanOtomatis", () => {
  it("names 23:59 in the college's zone", () => {
    expect(pembaruanOtomatis("Asia/Jakarta")).toBe("Kehadiran daring diperbarui otomatis setiap hari pukul 23:59 WIB.");
    expect(pembaruanOtomatis("Asia/Makassar")).toBe("Kehadiran daring diperbarui otomatis setiap hari pukul 23:59 WITA.");
  });
});
