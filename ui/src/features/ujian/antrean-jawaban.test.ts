import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../app/api-client";
import {
  AntreanJawaban,
  gabungJawaban,
  jawabanLembar,
  type JawabanTertunda,
  KEADAAN_AWAL,
  kunciJawaban,
  nasibGalat,
  penyimpananMemori,
  pilahTersimpan,
  statusSoal,
  teksStatusSimpan,
  versiBerikut,
  yangPerluDikirim,
} from "./antrean-jawaban";
import type { JawabanSimpan, JawabanTersimpan, KelompokLembar, SoalLembar } from "./lembar-types";

const soal = (id: number, jawaban: string | null, versi: number): SoalLembar => ({
  id,
  nomor: id,
  jenis: "pilihan",
  pertanyaan: `<p>Soal ${id}</p>`,
  pilihan: ["a", "b", "c"],
  jenis_file_diterima: [],
  jawaban,
  berkas: [],
  soal_files: [],
  gambar: [],
  kunci_files: [],
  versi,
  kunci: null,
  nilai: null,
});

const kelompok = (...s: SoalLembar[]): KelompokLembar => ({ id: 1, nomor: 1, aturan: "semua", jumlah_wajib_dijawab: null, soal: s });

const LEMBAR = { kelompok_soal: [kelompok(soal(11, "1", 3), soal(12, null, 0), soal(13, "0", 7))] };

const tunda = (idSoal: number, jawaban: string, versi: number): JawabanTertunda => ({ idSoal, jawaban, versi });

describe("pure rules", () => {
  it("reads the sheet's answers and versions", () => {
    const j = jawabanLembar(LEMBAR);
    expect([...j]).toEqual([
      [11, { jawaban: "1", versi: 3 }],
      [12, { jawaban: "", versi: 0 }],
      [13, { jawaban: "0", versi: 7 }],
    ]);
  });

  it("keeps the device's answers newer than the server's and forgets the rest", () => {
    const versi = new Map([...jawabanLembar(LEMBAR)].map(([id, j]) => [id, j.versi]));
    const { kirim, buang } = pilahTersimpan([tunda(11, "2", 4), tunda(12, "0", 1), tunda(13, "2", 7), tunda(99, "1", 50)], versi);
    expect(kirim).toEqual([tunda(11, "2", 4), tunda(12, "0", 1)]);
    expect(buang, "the server has it, or the question is not on the sheet").toEqual([tunda(13, "2", 7), tunda(99, "1", 50)]);
  });

  it("shows the waiting answers over the sheet's, only for its questions", () => {
    const server = new Map([
      [11, "1"],
      [12, ""],
    ]);
    expect([...gabungJawaban(server, [tunda(12, "2", 1), tunda(99, "1", 1)])]).toEqual([
      [11, "1"],
      [12, "2"],
    ]);
    expect([...gabungJawaban(server, [tunda(11, "", 9)])]).toEqual([
      [11, ""],
      [12, ""],
    ]);
  });

  it("raises the version above the last one and to the server's time", () => {
    expect(versiBerikut(3, 0)).toBe(4);
    expect(versiBerikut(3, 1_700_000_000_123.6)).toBe(1_700_000_000_123);
    expect(versiBerikut(1_700_000_000_500, 1_700_000_000_123)).toBe(1_700_000_000_501);
  });

  it("sends what waits unless that very version is on its way", () => {
    const tertunda = new Map([
      [11, tunda(11, "1", 5)],
      [12, tunda(12, "0", 2)],
      [13, tunda(13, "2", 8)],
    ]);
    const dikirim = new Map([
      [11, 5],
      [13, 7],
    ]);
    expect(yangPerluDikirim(tertunda, dikirim)).toEqual([tunda(12, "0", 2), tunda(13, "2", 8)]);
  });

  it("tells what a failed save means", () => {
    expect(nasibGalat(new ApiError(0, "NETWORK_ERROR", "Network Error"))).toBe("jaringan");
    expect(nasibGalat(new TypeError("Failed to fetch"))).toBe("jaringan");
    expect(nasibGalat(new ApiError(409, "waktu_habis", "Waktu pengerjaan sudah habis."))).toBe("berakhir");
    expect(nasibGalat(new ApiError(409, "sudah_selesai", "Pengerjaan sudah selesai."))).toBe("berakhir");
    expect(nasibGalat(new ApiError(409, "conflict", "lain"))).toBe("ditolak");
    expect(nasibGalat(new ApiError(422, "unprocessable", "Kelompok soal ini cukup dijawab 2 soal."))).toBe("ditolak");
    expect(nasibGalat(new ApiError(502, "HTTP_502", "Bad Gateway"))).toBe("gangguan");
    expect(nasibGalat(new ApiError(429, "HTTP_429", "Too Many Requests"))).toBe("gangguan");
    expect(nasibGalat(new Error("lain"))).toBe("gangguan");
  });

  it("says what is saved and what waits", () => {
    const dua = new Map([
      [11, tunda(11, "1", 5)],
      [12, tunda(12, "0", 2)],
    ]);
    expect(teksStatusSimpan(KEADAAN_AWAL)).toBe("Semua jawaban tersimpan");
    expect(teksStatusSimpan({ tertunda: dua, dikirim: new Map([[11, 5]]), offline: false })).toBe("Menyimpan…");
    expect(teksStatusSimpan({ tertunda: dua, dikirim: new Map([[11, 5]]), offline: true })).toBe("2 jawaban menunggu dikirim (offline)");
    expect(teksStatusSimpan({ tertunda: dua, dikirim: new Map(), offline: false })).toBe("2 jawaban menunggu dikirim");
  });

  it("badges a question waiting, saved or unanswered", () => {
    const k = { tertunda: new Map([[11, tunda(11, "", 5)]]) };
    expect(statusSoal(11, "", k)).toBe("menunggu");
    expect(statusSoal(12, "1", k)).toBe("tersimpan");
    expect(statusSoal(13, "", k)).toBe("kosong");
  });
});

describe("penyimpananMemori", () => {
  it("keeps the newest version and forgets only an equal or older one", async () => {
    const p = penyimpananMemori();
    await p.simpan(1, tunda(11, "a", 5));
    await p.simpan(1, tunda(11, "lama", 4));
    await p.simpan(2, tunda(11, "lain", 1));
    expect(await p.daftar(1)).toEqual([tunda(11, "a", 5)]);
    await p.hapus(1, 11, 4);
    expect(await p.daftar(1)).toHaveLength(1);
    await p.hapus(1, 11, 5);
    expect(await p.daftar(1)).toEqual([]);
    await p.kosongkan(2);
    expect(await p.daftar(2)).toEqual([]);
    expect(kunciJawaban(31, 11)).toBe("31:11");
  });
});

/** A server that answers each PUT as told: acknowledge, fail, or hold until released. */
function server() {
  const panggilan: { idSoal: number; body: JawabanSimpan }[] = [];
  let galat: Error | null = null;
  const ditahan: (() => void)[] = [];
  let tahan = false;
  const ack = (idSoal: number, versi: number): JawabanTersimpan => ({ id_soal: idSoal, versi, waktu_server: "2026-11-24T01:00:00Z" });
  const kirim = (idSoal: number, body: JawabanSimpan) => {
    panggilan.push({ idSoal, body });
    if (galat) return Promise.reject(galat);
    if (tahan) return new Promise<JawabanTersimpan>((resolve) => ditahan.push(() => resolve(ack(idSoal, body.versi))));
    return Promise.resolve(ack(idSoal, body.versi));
  };
  return {
    kirim,
    panggilan,
    gagal: (e: Error | null) => (galat = e),
    tahan: (v: boolean) => (tahan = v),
    lepas: () => ditahan.splice(0).forEach((f) => f()),
  };
}

function antrean(penyimpanan = penyimpananMemori(), s = server()) {
  const onBerakhir = vi.fn();
  const onDitolak = vi.fn();
  let jam = 100;
  const a = new AntreanJawaban({ idUjian: 31, penyimpanan, kirim: s.kirim, sekarang: () => jam++, lembar: LEMBAR, onBerakhir, onDitolak });
  return { a, s, penyimpanan, onBerakhir, onDitolak };
}

const OFFLINE = new ApiError(0, "NETWORK_ERROR", "Network Error");

describe("AntreanJawaban", () => {
  it("keeps an answer on the device, sends it, and forgets it once acknowledged", async () => {
    const { a, s, penyimpanan } = antrean();
    const simpan = vi.spyOn(penyimpanan, "simpan");
    const dilihat: string[] = [];
    a.langganan(() => dilihat.push(teksStatusSimpan(a.lihat())));
    await a.jawab(12, "2");
    expect(simpan).toHaveBeenCalledWith(31, tunda(12, "2", 100));
    expect(s.panggilan).toEqual([{ idSoal: 12, body: { jawaban: "2", versi: 100 } }]);
    expect(dilihat).toContain("Menyimpan…");
    expect(teksStatusSimpan(a.lihat())).toBe("Semua jawaban tersimpan");
    await a.kirimSemua();
    expect(await penyimpanan.daftar(31)).toEqual([]);
  });

  it("keeps answers made offline and sends them when the connection returns", async () => {
    const { a, s, penyimpanan } = antrean();
    s.gagal(OFFLINE);
    await a.jawab(12, "0");
    await a.jawab(11, "");
    expect(teksStatusSimpan(a.lihat())).toBe("2 jawaban menunggu dikirim (offline)");
    expect(statusSoal(11, "", a.lihat())).toBe("menunggu");
    expect(await penyimpanan.daftar(31)).toHaveLength(2);
    s.gagal(null);
    a.setOffline(false);
    await a.kirimSemua();
    expect(teksStatusSimpan(a.lihat())).toBe("Semua jawaban tersimpan");
    expect(a.lihat().offline).toBe(false);
    await a.kirimSemua();
    expect(await penyimpanan.daftar(31)).toEqual([]);
    expect(s.panggilan.slice(-2).map((p) => p.body)).toEqual([
      { jawaban: "0", versi: 100 },
      { jawaban: "", versi: 101 },
    ]);
  });

  it("does not let an older acknowledgement drop a newer answer", async () => {
    const { a, s, penyimpanan } = antrean();
    s.tahan(true);
    const pertama = a.jawab(12, "0");
    await vi.waitFor(() => expect(s.panggilan).toHaveLength(1));
    const kedua = a.jawab(12, "1");
    await vi.waitFor(() => expect(s.panggilan).toHaveLength(2));
    expect(a.lihat().dikirim.get(12)).toBe(101);
    s.lepas();
    await Promise.all([pertama, kedua]);
    expect(a.lihat().tertunda.size).toBe(0);
    await a.kirimSemua();
    expect(await penyimpanan.daftar(31)).toEqual([]);
  });

  it("takes an acknowledgement of a newer version (another tab's) as saved and goes on above it", async () => {
    const dikirim: JawabanSimpan[] = [];
    const kirim = (idSoal: number, body: JawabanSimpan) => {
      dikirim.push(body);
      return Promise.resolve({ id_soal: idSoal, versi: Math.max(body.versi, 5000), waktu_server: "2026-11-24T01:00:00Z" });
    };
    const { a } = antrean(penyimpananMemori(), { ...server(), kirim });
    await a.jawab(12, "1");
    expect(a.lihat().tertunda.size).toBe(0);
    await a.jawab(12, "2");
    expect(dikirim.map((b) => b.versi)).toEqual([100, 5001]);
  });

  it("takes back the device's newer answers after a reload and forgets the older ones", async () => {
    const penyimpanan = penyimpananMemori();
    await penyimpanan.simpan(31, tunda(11, "2", 4));
    await penyimpanan.simpan(31, tunda(13, "1", 6));
    await penyimpanan.simpan(30, tunda(11, "0", 99));
    const { a, s } = antrean(penyimpanan);
    s.gagal(OFFLINE);
    expect(await a.pulihkan()).toEqual([tunda(11, "2", 4)]);
    await a.kirimSemua();
    expect(await penyimpanan.daftar(31)).toEqual([tunda(11, "2", 4)]);
    expect(await penyimpanan.daftar(30), "another exam's answers stay").toHaveLength(1);
    s.gagal(null);
    await a.kirimSemua();
    expect(s.panggilan.at(-1)).toEqual({ idSoal: 11, body: { jawaban: "2", versi: 4 } });
    await a.jawab(11, "0");
    expect(s.panggilan.at(-1)?.body.versi, "versions go on from the device's").toBe(100);
  });

  it("stops when the server closed the attempt and forgets the exam's answers", async () => {
    const { a, s, penyimpanan, onBerakhir } = antrean();
    s.gagal(OFFLINE);
    await a.jawab(11, "0");
    s.gagal(new ApiError(409, "waktu_habis", "Waktu pengerjaan sudah habis. Jawaban tidak dapat disimpan lagi."));
    await a.jawab(12, "1");
    expect(onBerakhir).toHaveBeenCalledTimes(1);
    expect(onBerakhir).toHaveBeenCalledWith("Waktu pengerjaan sudah habis. Jawaban tidak dapat disimpan lagi.");
    expect(a.lihat().berakhir).toBe(true);
    expect(a.lihat().tertunda.size).toBe(0);
    await a.kirimSemua();
    expect(await penyimpanan.daftar(31)).toEqual([]);
    const n = s.panggilan.length;
    await a.jawab(13, "2");
    expect(s.panggilan).toHaveLength(n);
  });

  it("drops a refused answer and shows the last acknowledged one again", async () => {
    const { a, s, penyimpanan, onDitolak } = antrean();
    s.gagal(new ApiError(422, "unprocessable", "Kelompok soal ini cukup dijawab 2 soal. Kosongkan salah satu jawaban untuk menggantinya."));
    await a.jawab(11, "2");
    expect(onDitolak).toHaveBeenCalledWith(
      11,
      "Kelompok soal ini cukup dijawab 2 soal. Kosongkan salah satu jawaban untuk menggantinya.",
      "1",
    );
    expect(a.lihat().tertunda.size).toBe(0);
    await a.kirimSemua();
    expect(await penyimpanan.daftar(31)).toEqual([]);
  });

  it("keeps an answer through a passing server fault", async () => {
    const { a, s, penyimpanan } = antrean();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    s.gagal(new ApiError(503, "HTTP_503", "Service Unavailable"));
    await a.jawab(12, "1");
    expect(teksStatusSimpan(a.lihat())).toBe("1 jawaban menunggu dikirim");
    expect(await penyimpanan.daftar(31)).toHaveLength(1);
    warn.mockRestore();
  });

  it("forgets everything once stopped after 'Selesai'", async () => {
    const { a, s, penyimpanan } = antrean();
    s.gagal(OFFLINE);
    await a.jawab(12, "1");
    a.hentikan();
    await a.kirimSemua();
    expect(await penyimpanan.daftar(31)).toEqual([]);
    expect(a.lihat()).toMatchObject({ berakhir: true });
  });
});
