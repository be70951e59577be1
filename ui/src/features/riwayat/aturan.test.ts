import { describe, expect, it } from "vitest";
import { akhirInklusif, formDari, kodeJenis, PESAN_RIWAYAT, queryRiwayat, tanggalLog, urlExport, utcDariLokal } from "./aturan";

const JENIS = [
  { kode: "login", label: "Login" },
  { kode: "kumpul_tugas", label: "Kumpul tugas" },
];
const TZ = "Asia/Jakarta";
const form = (f: Partial<{ jenis: string; awal: string; akhir: string; username: string }> = {}) => ({
  jenis: "",
  awal: "",
  akhir: "",
  username: "",
  ...f,
});

describe("activity history filter", () => {
  it("shows dates as DD/MM/YYYY in the college's zone", () => {
    expect(tanggalLog("2026-11-25T17:30:00Z", TZ)).toBe("26/11/2026");
    expect(tanggalLog("2026-11-25T17:30:00Z", "Asia/Jayapura")).toBe("26/11/2026");
    expect(tanggalLog("2026-11-25T14:30:00Z", TZ)).toBe("25/11/2026");
    expect(tanggalLog("", TZ)).toBe("-");
  });

  it("finds a kind by its label in any case or by its code", () => {
    expect(kodeJenis(JENIS, "kumpul TUGAS")).toBe("kumpul_tugas");
    expect(kodeJenis(JENIS, " login ")).toBe("login");
    expect(kodeJenis(JENIS, "terbang")).toBeNull();
  });

  it("sends times in UTC and makes an end equal to the start the whole day", () => {
    expect(utcDariLokal("2026-11-26T00:00", TZ)).toBe("2026-11-25T17:00:00Z");
    expect(utcDariLokal("bukan", TZ)).toBeNull();
    expect(akhirInklusif("2026-11-26T08:00", "2026-11-26T08:00")).toBe("2026-11-26T23:59:59");
    expect(akhirInklusif("2026-11-26T08:00", "2026-11-27T08:00")).toBe("2026-11-27T08:00:59");
    expect(akhirInklusif("", "")).toBe("");
    const hasil = queryRiwayat(form({ jenis: "Kumpul tugas", awal: "2026-11-26T00:00", akhir: "2026-11-26T00:00" }), JENIS, TZ, false);
    expect(hasil).toEqual({
      ok: true,
      query: [
        ["tab", "riwayat"],
        ["jenis_aktivitas", "kumpul_tugas"],
        ["waktu_awal", "2026-11-25T17:00:00Z"],
        ["waktu_akhir", "2026-11-26T16:59:59Z"],
      ],
    });
  });

  it("refuses what the server would refuse, with its message", () => {
    expect(queryRiwayat(form({ jenis: "terbang" }), JENIS, TZ, false)).toEqual({ ok: false, galat: PESAN_RIWAYAT.jenis });
    expect(queryRiwayat(form({ awal: "2026-11-27T00:00", akhir: "2026-11-26T00:00" }), JENIS, TZ, false)).toEqual({
      ok: false,
      galat: PESAN_RIWAYAT.urutan,
    });
  });

  it("sends the user only for those who read every user's history", () => {
    expect(queryRiwayat(form({ username: " dosen " }), JENIS, TZ, true)).toEqual({
      ok: true,
      query: [
        ["tab", "riwayat"],
        ["username", "dosen"],
      ],
    });
    expect(queryRiwayat(form({ username: "dosen" }), JENIS, TZ, false)).toEqual({ ok: true, query: [["tab", "riwayat"]] });
  });

  it("round-trips the applied filter into the form and the export link", () => {
    const r = {
      jenis: JENIS,
      jenis_aktivitas: "login",
      waktu_awal: "2026-11-25T17:00:00Z",
      waktu_akhir: "2026-11-26T16:59:59Z",
      username: "dosen",
      time_zone: TZ,
      semua_pengguna: true,
    };
    expect(formDari(r)).toEqual({ jenis: "Login", awal: "2026-11-26T00:00", akhir: "2026-11-26T23:59", username: "dosen" });
    expect(urlExport(r)).toBe(
      "/lms/log_aktivitas/export_excel?jenis_aktivitas=login&waktu_awal=2026-11-25T17%3A00%3A00Z&waktu_akhir=2026-11-26T16%3A59%3A59Z&username=dosen",
    );
    expect(urlExport({ ...r, semua_pengguna: false, jenis_aktivitas: "" })).not.toContain("username");
  });
});
