import { describe, expect, it } from "vitest";
import {
  AMBANG_GULIR,
  gabungPesan,
  type GulirDiskusi,
  gulirDiskusi,
  idTerakhir,
  kelompokPerHari,
  labelLencana,
  PANJANG_MAKS,
  SISA_AKHIR,
  teksLencana,
  validasiIsi,
} from "./aturan";
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

describe("gulirDiskusi (the round 'Diskusi' button while the page scrolls)", () => {
  // A 740 px phone screen over a 3,000 px page: the end is at y = 2,260.
  const layar = { tinggiLayar: 740, tinggiHalaman: 3000 };
  const gulir = (ys: number[], awal: GulirDiskusi = { tampak: true, acuan: 0 }) =>
    ys.reduce((s, y) => gulirDiskusi(s, { ...layar, y }), awal);

  it("steps aside while the student scrolls down through the page", () => {
    expect(gulir([10, 20, 30]).tampak).toBe(false);
    expect(gulir([400, 900]).tampak).toBe(false);
  });
  it("ignores a finger's jitter either way", () => {
    expect(gulir([AMBANG_GULIR]).tampak).toBe(true);
    expect(gulir([500, 500 - AMBANG_GULIR, 500]).tampak).toBe(false);
  });
  it("counts small steps down together, from the highest point reached", () => {
    expect(gulir([5, 10, 15, 20, 25, 30]).tampak).toBe(false);
    // Scrolled up while shown, the way down is measured from the top of that move.
    const naik = gulir([600, 300, 290, 310]);
    expect(naik.tampak).toBe(true);
    expect(gulir([290 + AMBANG_GULIR], naik).tampak).toBe(true);
    expect(gulir([290 + AMBANG_GULIR + 1], naik).tampak).toBe(false);
  });
  it("comes back when the student scrolls up, measured from the lowest point reached", () => {
    expect(gulir([800, 1200, 1100]).tampak).toBe(true);
    expect(gulir([800, 1200, 1200 - AMBANG_GULIR]).tampak).toBe(false);
    expect(gulir([800, 1200, 1190, 1180, 1170, 1160]).tampak).toBe(true);
  });
  it("shows at the top and at the page's end, where it covers no content", () => {
    expect(gulir([800, 0]).tampak).toBe(true);
    expect(gulir([800, 2260]).tampak).toBe(true);
    expect(gulir([800, 2260 - SISA_AKHIR]).tampak).toBe(true);
    expect(gulir([800, 2260 - SISA_AKHIR - 1]).tampak).toBe(false);
    // A page shorter than the screen has no middle.
    expect(gulirDiskusi({ tampak: false, acuan: 0 }, { y: 0, tinggiLayar: 740, tinggiHalaman: 600 }).tampak).toBe(true);
  });
  it("going down again after the end hides it", () => {
    expect(gulir([2260, 1000, 1100]).tampak).toBe(false);
  });
});
