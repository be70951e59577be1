import { describe, expect, it } from "vitest";
import { buatAntrean, type Kabar, type Kiriman, penyimpananMemori, tertunda } from "./antrean-kiriman";
import { ApiError } from "./api-client";

const isi = (pengguna: number, label: string): Omit<Kiriman, "kunci" | "dibuat"> => ({
  pengguna,
  jenis: "forum",
  jalur: "/lms/forum/7/post",
  metode: "POST",
  body: { isi: label, id_induk: null },
  label,
  halaman: "/forum?forumId=7",
});

/** A queue over memory whose server is `server` (which records every key it was sent). */
function siapkan(server: (k: Kiriman) => Promise<unknown>) {
  const simpanan = penyimpananMemori();
  const terkirim: string[] = [];
  let n = 0;
  let detik = 0;
  const antrean = buatAntrean(
    simpanan,
    (k) => {
      terkirim.push(k.kunci);
      return server(k);
    },
    () => `k${++n}`,
    () => `2026-11-29T10:00:${String(detik++).padStart(2, "0")}Z`,
  );
  const kabar: Kabar[] = [];
  antrean.dengar((x) => x && kabar.push(x));
  return { antrean, simpanan, terkirim, kabar };
}

const jaringanPutus = () => Promise.reject(new ApiError(0, "NETWORK_ERROR", "Network Error"));

describe("antrean kiriman", () => {
  it("sends at once when online and keeps nothing", async () => {
    const { antrean, simpanan } = siapkan(async (k) => ({ id: 1, isi: (k.body as { isi: string }).isi }));
    await expect(antrean.kirim(isi(5, "Halo"))).resolves.toEqual({ id: 1, isi: "Halo" });
    expect(await simpanan.semua()).toEqual([]);
  });

  it("keeps a kiriman without a connection and sends it once, with the same key, when asked again", async () => {
    let online = false;
    const { antrean, simpanan, terkirim, kabar } = siapkan((k) => (online ? Promise.resolve({ ok: k.kunci }) : jaringanPutus()));
    await expect(antrean.kirim(isi(5, "Komentar"))).resolves.toBeNull();
    expect(await antrean.daftar(5)).toHaveLength(1);
    online = true;
    await antrean.kirimTertunda(5);
    await antrean.kirimTertunda(5);
    expect(terkirim).toEqual(["k1", "k1"]);
    expect(await simpanan.semua()).toEqual([]);
    expect(kabar).toEqual([expect.objectContaining({ jenis: "terkirim", hasil: { ok: "k1" } })]);
  });

  it("a kiriman on its first way is not listed as waiting", async () => {
    let lepas = () => {};
    const { antrean } = siapkan(() => new Promise((_, tolak) => (lepas = () => tolak(new ApiError(0, "NETWORK_ERROR", "")))));
    const dikirim = antrean.kirim(isi(5, "sedang jalan"));
    await new Promise((r) => setTimeout(r, 0));
    expect(await antrean.daftar(5)).toEqual([]);
    lepas();
    await expect(dikirim).resolves.toBeNull();
    expect(await antrean.daftar(5)).toHaveLength(1);
  });

  it("never sends another user's kiriman", async () => {
    const { antrean, terkirim } = siapkan(jaringanPutus);
    await antrean.kirim(isi(5, "milik 5"));
    terkirim.length = 0;
    await antrean.kirimTertunda(6);
    expect(terkirim).toEqual([]);
    expect(await antrean.daftar(6)).toEqual([]);
    expect(await antrean.daftar(5)).toHaveLength(1);
  });

  it("forgets a kiriman the server refuses, and says why", async () => {
    let tolak = false;
    const { antrean, simpanan, kabar } = siapkan(() =>
      tolak ? Promise.reject(new ApiError(422, "TIDAK_VALID", "Forum sudah ditutup")) : jaringanPutus(),
    );
    await antrean.kirim(isi(5, "Terlambat"));
    tolak = true;
    await antrean.kirimTertunda(5);
    expect(await simpanan.semua()).toEqual([]);
    expect(kabar).toEqual([expect.objectContaining({ jenis: "ditolak", pesan: "Forum sudah ditutup" })]);
  });

  it("a refusal while online rejects and keeps nothing", async () => {
    const { antrean, simpanan } = siapkan(() => Promise.reject(new ApiError(422, "X", "Komentar wajib diisi")));
    await expect(antrean.kirim(isi(5, ""))).rejects.toThrow("Komentar wajib diisi");
    expect(await simpanan.semua()).toEqual([]);
  });

  it("sends oldest first and stops at the first that must wait", async () => {
    const { antrean, terkirim } = siapkan(jaringanPutus);
    await antrean.kirim(isi(5, "satu"));
    await antrean.kirim(isi(5, "dua"));
    terkirim.length = 0;
    await antrean.kirimTertunda(5);
    expect(terkirim).toEqual(["k1"]);
  });

  it("one run at a time: two calls together send each kiriman once", async () => {
    let online = false;
    const { antrean, terkirim } = siapkan(async () => {
      if (!online) throw new ApiError(0, "NETWORK_ERROR", "Network Error");
      await new Promise((r) => setTimeout(r, 5));
      return {};
    });
    await antrean.kirim(isi(5, "a"));
    online = true;
    terkirim.length = 0;
    await Promise.all([antrean.kirimTertunda(5), antrean.kirimTertunda(5)]);
    expect(terkirim).toEqual(["k1"]);
  });

  it("logout forgets everything", async () => {
    const { antrean, simpanan } = siapkan(jaringanPutus);
    await antrean.kirim(isi(5, "a"));
    await antrean.lupakan();
    expect(await simpanan.semua()).toEqual([]);
  });

  it("what waits and what is gone", () => {
    expect(tertunda(new ApiError(0, "NETWORK_ERROR", ""))).toBe(true);
    expect(tertunda(new ApiError(409, "KONFLIK", ""))).toBe(true);
    expect(tertunda(new ApiError(401, "UNAUTHORIZED", ""))).toBe(true);
    expect(tertunda(new ApiError(503, "HTTP_503", ""))).toBe(true);
    expect(tertunda(new ApiError(422, "TIDAK_VALID", ""))).toBe(false);
    expect(tertunda(new ApiError(403, "FORBIDDEN", ""))).toBe(false);
    expect(tertunda(new TypeError("Failed to fetch"))).toBe(true);
  });
});
