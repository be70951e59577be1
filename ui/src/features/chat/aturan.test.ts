import { describe, expect, it } from "vitest";
import { gabungPesan, idTerakhir, kelompokPerHari, labelLencana, PANJANG_MAKS, teksLencana, validasiIsi } from "./aturan";
import type { PesanChat } from "./types";

function pesan(id: number, dikirim_pada = "2026-05-05T03:00:00Z", isi = `pesan ${id}`): PesanChat {
  return {
    id,
    isi,
    dikirim_pada,
    diubah_pada: null,
    pengirim: { id_user: 1, nama: "Budi", peran: "Mahasiswa" },
    milik_saya: false,
  };
}

const ids = (xs: PesanChat[]) => xs.map((p) => p.id);

describe("gabungPesan", () => {
  it("merges by id, oldest first, without duplicates", () => {
    expect(ids(gabungPesan([pesan(1), pesan(3)], [pesan(3), pesan(2), pesan(5)]))).toEqual([1, 2, 3, 5]);
    expect(ids(gabungPesan([], [pesan(9), pesan(4)]))).toEqual([4, 9]);
    expect(ids(gabungPesan([pesan(1)], []))).toEqual([1]);
  });
  it("takes the newer copy of an edited message", () => {
    const hasil = gabungPesan([pesan(1, undefined, "lama")], [pesan(1, undefined, "baru")]);
    expect(hasil.map((p) => p.isi)).toEqual(["baru"]);
  });
  it("leaves its inputs alone", () => {
    const lama = [pesan(2), pesan(1)];
    gabungPesan(lama, [pesan(3)]);
    expect(ids(lama)).toEqual([2, 1]);
  });
});

describe("idTerakhir", () => {
  it("is the largest id, null when empty", () => {
    expect(idTerakhir([pesan(4), pesan(7), pesan(5)])).toBe(7);
    expect(idTerakhir([])).toBeNull();
  });
});

describe("validasiIsi", () => {
  it("refuses empty comments", () => {
    expect(validasiIsi("")).toBe("Komentar tidak boleh kosong.");
    expect(validasiIsi(" \n\t ")).toBe("Komentar tidak boleh kosong.");
  });
  it("allows up to 2000 characters after trimming", () => {
    expect(PANJANG_MAKS).toBe(2000);
    expect(validasiIsi("Halo")).toBeNull();
    expect(validasiIsi(`  ${"a".repeat(2000)}  `)).toBeNull();
    expect(validasiIsi("a".repeat(2001))).toBe("Komentar paling banyak 2000 karakter.");
  });
  it("counts characters, not UTF-16 units", () => {
    expect(validasiIsi("😀".repeat(2000))).toBeNull();
    expect(validasiIsi("😀".repeat(2001))).toBe("Komentar paling banyak 2000 karakter.");
  });
});

describe("kelompokPerHari", () => {
  it("splits on the local day of the configured zone", () => {
    const xs = [pesan(1, "2026-05-04T16:59:00Z"), pesan(2, "2026-05-04T17:00:00Z"), pesan(3, "2026-05-05T10:00:00Z")];
    expect(kelompokPerHari(xs, "Asia/Jakarta").map((h) => [h.label, ids(h.pesan)])).toEqual([
      ["Senin, 4 Mei 2026", [1]],
      ["Selasa, 5 Mei 2026", [2, 3]],
    ]);
    // 16:00Z is already the next day in WIT (UTC+9), not yet in WIB.
    const malam = [pesan(1, "2026-05-04T14:00:00Z"), pesan(2, "2026-05-04T16:00:00Z")];
    expect(kelompokPerHari(malam, "Asia/Jayapura").map((h) => ids(h.pesan))).toEqual([[1], [2]]);
    expect(kelompokPerHari(malam, "Asia/Jakarta").map((h) => ids(h.pesan))).toEqual([[1, 2]]);
  });
  it("gives nothing for no messages", () => {
    expect(kelompokPerHari([], "Asia/Jakarta")).toEqual([]);
  });
});

it("shows unread counts up to 99", () => {
  expect(teksLencana(0)).toBeNull();
  expect(teksLencana(-1)).toBeNull();
  expect(teksLencana(3)).toBe("3");
  expect(teksLencana(99)).toBe("99");
  expect(teksLencana(100)).toBe("99+");
});

it("names a badged button with the badge's own text", () => {
  expect(labelLencana("Diskusi", 0)).toBe("Diskusi");
  expect(labelLencana("Diskusi", 3)).toBe("Diskusi, 3 pesan belum dibaca");
  // The visible '99+' must be inside the accessible name (axe: label-content-name-mismatch).
  expect(labelLencana("Chat Kelompok 1", 250)).toContain("99+");
});
