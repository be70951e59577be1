import { describe, expect, it } from "vitest";
import type { KehadiranMahasiswa } from "../../features/kehadiran/types";
import { bacaKode, keadaanAwal, PESAN_KODE, payloadKode, payloadToken, saringKode, tercatatQr } from "./aturan";

function kehadiran(over: Partial<KehadiranMahasiswa> = {}): KehadiranMahasiswa {
  return {
    mahasiswa: { id_user: 1, nim: "22010001", nama: "Siti Rahmawati" },
    presensi: null,
    ada_presensi: false,
    is_hadir: false,
    is_qr_code: false,
    progress: { overall: 0 },
    updated_by: null,
    updated_at: null,
    presensi_label: "Belum Ada Presensi",
    is_valid: true,
    detail: [],
    ...over,
  };
}

const viaQr = { presensi: "H" as const, ada_presensi: true, is_hadir: true, is_qr_code: true, updated_at: "2026-05-05T07:05:09Z" };

describe("keadaanAwal", () => {
  it("shows the success state once recorded through the QR code", () => {
    expect(keadaanAwal({ kehadiran: kehadiran(viaQr), token: "123.abc" })).toEqual({ jenis: "tercatat", waktu: "2026-05-05T07:05:09Z" });
    expect(keadaanAwal({ kehadiran: kehadiran({ ...viaQr, updated_at: null }), token: null })).toEqual({ jenis: "tercatat", waktu: null });
  });
  it("keeps the forms when present otherwise or recorded absent", () => {
    expect(keadaanAwal({ kehadiran: kehadiran({ presensi: "H", is_hadir: true }), token: "t" })).toEqual({ jenis: "belum", token: "t" });
    expect(keadaanAwal({ kehadiran: kehadiran({ presensi: "A", is_qr_code: true }), token: null })).toEqual({
      jenis: "belum",
      token: null,
    });
  });
  it("offers the scan button only with a token", () => {
    expect(keadaanAwal({ kehadiran: kehadiran(), token: null })).toEqual({ jenis: "belum", token: null });
    expect(keadaanAwal({ kehadiran: kehadiran(), token: "  " })).toEqual({ jenis: "belum", token: null });
    expect(keadaanAwal({ kehadiran: kehadiran(), token: " 5.ab " })).toEqual({ jenis: "belum", token: "5.ab" });
  });
  it("reads a QR record only as H", () => {
    expect(tercatatQr({ is_qr_code: true, presensi: "H" })).toBe(true);
    expect(tercatatQr({ is_qr_code: false, presensi: "H" })).toBe(false);
    expect(tercatatQr({ is_qr_code: true, presensi: null })).toBe(false);
  });
});

describe("payloads", () => {
  it("sends either the token or the code", () => {
    expect(payloadToken("5.ab")).toEqual({ token: "5.ab", kode: null });
    expect(payloadKode("012345")).toEqual({ token: null, kode: "012345" });
  });
});

describe("kode presensi", () => {
  it("accepts exactly six digits, leading zeros kept", () => {
    expect(bacaKode("012345")).toEqual({ valid: true, kode: "012345" });
    expect(bacaKode(" 987654 ")).toEqual({ valid: true, kode: "987654" });
  });
  it("refuses anything else with one message", () => {
    expect(PESAN_KODE).toBe("Kode presensi terdiri dari 6 angka.");
    for (const t of ["", "12345", "1234567", "12a456", "123 456", "١٢٣٤٥٦", "-12345", "12345.", "1e5000"]) {
      expect(bacaKode(t)).toEqual({ valid: false, pesan: PESAN_KODE });
    }
  });
  it("keeps only digits while typing, at most six", () => {
    expect(saringKode("12a3")).toBe("123");
    expect(saringKode("123 456")).toBe("123456");
    expect(saringKode("1234567")).toBe("123456");
    expect(saringKode("")).toBe("");
  });
});
