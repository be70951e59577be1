import { describe, expect, it } from "vitest";
import type { DiskusiMahasiswa } from "../../api/types";
import { judulKomentar, ringkasanKomentar, tandaiDibaca, urutKomentar } from "./komentar-aturan";

const d = (nim: string, belum_dibaca: number, jumlah_pesan = 2): DiskusiMahasiswa => ({
  id_chat: `LMS-ujian-9-${nim}`,
  id_mahasiswa: Number(nim),
  nim,
  nama: `Mhs ${nim}`,
  jumlah_pesan,
  pesan_terakhir: "2026-11-29T03:00:00Z",
  belum_dibaca,
});

describe("exam comments", () => {
  it("names the student and counts what is unread", () => {
    expect(judulKomentar(d("2201", 0))).toBe("Komentar Mhs 2201 (2201)");
    expect(ringkasanKomentar(d("1", 0, 3))).toBe("3 komentar");
    expect(ringkasanKomentar(d("1", 1, 3))).toBe("3 komentar, 1 belum dibaca");
  });

  it("puts unread discussions first and keeps the server's order otherwise", () => {
    const urut = urutKomentar([d("1", 0), d("2", 2), d("3", 0), d("4", 1)]);
    expect(urut.map((x) => x.nim)).toEqual(["2", "4", "1", "3"]);
  });

  it("clears the unread count of the opened discussion only", () => {
    const baru = tandaiDibaca([d("1", 2), d("2", 1)], "LMS-ujian-9-1");
    expect(baru.map((x) => x.belum_dibaca)).toEqual([0, 1]);
  });
});
