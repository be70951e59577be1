import { describe, expect, it } from "vitest";
import { caraPencatatan, hitunganHadir, persenLabel, statusPertemuan, syaratUjian } from "./aturan";

describe("a student's own attendance", () => {
  it("names each meeting's status, and a held meeting without a record as not present", () => {
    expect(statusPertemuan({ presensi: "H", terlaksana: true })).toEqual({ label: "Hadir", warna: "hijau" });
    expect(statusPertemuan({ presensi: "S", terlaksana: true })).toEqual({ label: "Sakit", warna: "kuning" });
    expect(statusPertemuan({ presensi: "I", terlaksana: true })).toEqual({ label: "Izin", warna: "kuning" });
    expect(statusPertemuan({ presensi: "A", terlaksana: true })).toEqual({ label: "Alpa", warna: "merah" });
    expect(statusPertemuan({ presensi: null, terlaksana: true })).toEqual({ label: "Tidak ada catatan", warna: "merah" });
    expect(statusPertemuan({ presensi: null, terlaksana: false })).toEqual({ label: "Belum terlaksana", warna: "abu" });
  });

  it("says how a record was made", () => {
    expect(caraPencatatan({ cara: "qr", oleh: null })).toBe("Lewat QR Code");
    expect(caraPencatatan({ cara: "sistem", oleh: null })).toBe("Dihitung otomatis dari aktivitas");
    expect(caraPencatatan({ cara: "pengajar", oleh: "Budi Santoso" })).toBe("Dicatat oleh Budi Santoso");
    expect(caraPencatatan({ cara: "pengajar", oleh: null })).toBe("Dicatat oleh dosen");
    expect(caraPencatatan({ cara: null, oleh: null })).toBeNull();
  });

  it("shows the percentage with one decimal and the exam requirement", () => {
    expect(persenLabel(76.9)).toBe("76,9%");
    expect(persenLabel(null)).toBe("-");
    expect(hitunganHadir({ kehadiran: { hadir: 10, terlaksana: 13, persen: 76.9 } })).toBe("Hadir 10 dari 13 pertemuan terlaksana");
    expect(syaratUjian({ memenuhi_syarat: true }, 75)).toEqual({ label: "Memenuhi syarat UAS (minimal 75%)", warna: "hijau" });
    expect(syaratUjian({ memenuhi_syarat: false }, 80)).toEqual({ label: "Belum memenuhi syarat UAS (minimal 80%)", warna: "merah" });
    expect(syaratUjian({ memenuhi_syarat: null }, 75).warna).toBe("abu");
  });
});
