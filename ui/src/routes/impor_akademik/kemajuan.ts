// The confirmed import with its progress (issue 35): the same POST as the JSON answer, asked
// for as server-sent events, so the operator sees 'Menyimpan 12.000 dari 30.000 baris' instead
// of a button that waits for seconds. The server sends 'kemajuan' while it checks and writes,
// then 'hasil' (the import's summary) or 'galat' (the error body).
import type { JenisImpor, KemajuanImpor, Pratinjau } from "../../api/types";
import { ApiError, errorCode, galatJawaban, getCollegeId, pesanError } from "../../app/api-client";

export interface PeristiwaSse {
  event: string;
  data: string;
}

/**
 * The whole events in what has arrived of a stream, and the rest still arriving. The server
 * (axum) ends lines with '\n'; comment lines (keep-alive) and events without data are skipped.
 */
export function pisahPeristiwa(teks: string): { peristiwa: PeristiwaSse[]; sisa: string } {
  const blok = teks.split("\n\n");
  const sisa = blok.pop() ?? "";
  const peristiwa: PeristiwaSse[] = [];
  for (const b of blok) {
    let event = "message";
    const data: string[] = [];
    for (const baris of b.split("\n")) {
      if (baris === "" || baris.startsWith(":")) continue;
      const i = baris.indexOf(":");
      const nama = i < 0 ? baris : baris.slice(0, i);
      const nilai = i < 0 ? "" : baris.slice(baris[i + 1] === " " ? i + 2 : i + 1);
      if (nama === "event") event = nilai;
      else if (nama === "data") data.push(nilai);
    }
    if (data.length > 0) peristiwa.push({ event, data: data.join("\n") });
  }
  return { peristiwa, sisa };
}

/** What the page says while the import runs. */
export function teksKemajuan(k: KemajuanImpor): string {
  const n = (x: number) => x.toLocaleString("id-ID");
  if (k.tahap === "memeriksa") return `Memeriksa ${n(k.jumlah)} baris...`;
  return `Menyimpan ${n(k.selesai)} dari ${n(k.jumlah)} baris...`;
}

/** The stream ended without 'hasil' or 'galat': the import may or may not have been saved. */
export const PESAN_TERPUTUS =
  "Sambungan terputus sebelum impor selesai. Impor tetap berjalan sampai selesai di server: lihat Riwayat Aktivitas, atau buka pratinjau lagi (baris yang tersimpan terhitung 'tetap').";

/** Imports `body`'s file as `jenis`, calling `onKemajuan` with each report; the summary, or an ApiError. */
export async function imporDenganKemajuan(jenis: JenisImpor, body: FormData, onKemajuan: (k: KemajuanImpor) => void): Promise<Pratinjau> {
  let res: Response;
  try {
    res = await fetch(`/lms/impor_akademik/${jenis}`, {
      method: "POST",
      body,
      credentials: "same-origin",
      headers: { accept: "text/event-stream", "college-id": getCollegeId() },
    });
  } catch {
    throw new ApiError(0, "NETWORK_ERROR", "Network Error");
  }
  if (!res.ok || !res.body || !(res.headers.get("content-type") ?? "").includes("text/event-stream")) {
    throw galatJawaban(res, await res.json().catch(() => null));
  }
  const pembaca = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let sisa = "";
  for (;;) {
    const { value, done } = await pembaca.read().catch(() => ({ value: undefined, done: true }) as const);
    if (done) break;
    const potong = pisahPeristiwa(sisa + value);
    sisa = potong.sisa;
    for (const p of potong.peristiwa) {
      const isi: unknown = JSON.parse(p.data);
      if (p.event === "kemajuan") onKemajuan(isi as KemajuanImpor);
      else if (p.event === "hasil") return isi as Pratinjau;
      else if (p.event === "galat") throw new ApiError(422, errorCode(422, isi), pesanError(isi), isi);
    }
  }
  throw new ApiError(0, "NETWORK_ERROR", PESAN_TERPUTUS);
}
