import { describe, expect, it } from "vitest";
import type { ProfilData } from "../../api/types";
import { levelLabel, MODUL_LABEL } from "../../lib/hak-akses";
import { barisProfil, namaProfil } from "./page";

const dosen: ProfilData = {
  nama: "Budi Santoso",
  username: "dosen",
  role: "dosen",
  email: "budi@kampus.ac.id",
  telepon: "",
  avatar_url: null,
  nomor_induk: "0412345678",
  gelar_depan: "Dr.",
  gelar_akademik: "M.Kom.",
  prodi: { nama: "Teknik Informatika", jenjang: "S1" },
  angkatan: null,
  hak_akses: null,
};

describe("namaProfil", () => {
  it("adds the titles", () => {
    expect(namaProfil(dosen)).toBe("Dr. Budi Santoso, M.Kom.");
    expect(namaProfil({ nama: "Siti", gelar_depan: "", gelar_akademik: "" })).toBe("Siti");
  });
  it("does not add titles the name already has", () => {
    expect(namaProfil({ ...dosen, nama: "Dr. Budi Santoso, M.Kom." })).toBe("Dr. Budi Santoso, M.Kom.");
  });
});

describe("barisProfil", () => {
  it("a lecturer: NIDN and programme, '-' when empty", () => {
    expect(barisProfil(dosen)).toEqual([
      ["Nama", "Dr. Budi Santoso, M.Kom."],
      ["Username", "dosen"],
      ["NIDN", "0412345678"],
      ["Prodi", "S1 Teknik Informatika"],
      ["Email", "budi@kampus.ac.id"],
      ["Telepon", "-"],
    ]);
  });
  it("a student: NIM and year", () => {
    const m = barisProfil({ ...dosen, role: "mahasiswa", gelar_depan: "", gelar_akademik: "", nomor_induk: "2024001", angkatan: 2024 });
    expect(Object.fromEntries(m)).toMatchObject({ NIM: "2024001", Angkatan: "2024", Prodi: "S1 Teknik Informatika" });
    expect(m.map(([l]) => l)).not.toContain("NIDN");
  });
  it("an operator: no NIM/NIDN, programme only when there is one", () => {
    const o = barisProfil({ ...dosen, role: "operator", prodi: null, nomor_induk: null });
    expect(o.map(([l]) => l)).toEqual(["Nama", "Username", "Email", "Telepon"]);
  });
});

describe("hak akses", () => {
  it("labels the modules and levels", () => {
    expect(MODUL_LABEL.map(([k]) => k)).toEqual([
      "data_master",
      "kelas_kuliah",
      "bank_soal",
      "data_sistem",
      "konfigurasi",
      "pengumuman",
      "bantuan",
      "laporan",
    ]);
    expect(levelLabel("write")).toBe("Tulis");
    expect(levelLabel("read")).toBe("Baca");
    expect(levelLabel("no_access")).toBe("Tidak Ada Akses");
    expect(levelLabel(undefined)).toBe("Tidak Ada Akses");
    expect(levelLabel("toString")).toBe("Tidak Ada Akses");
  });
});
