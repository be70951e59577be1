// Pure rules of the QR attendance page (tested in aturan.test.ts): what the card shows for the
// student's current record, the two payloads of POST .../qr (the scanned token or the typed
// six-digit code) and the check of the typed code.
import type { components } from "../../api/schema";
import type { KehadiranMahasiswa, PresensiPageData } from "../../features/kehadiran/types";

export type QrScan = components["schemas"]["QrScan"];

export const PESAN_KODE = "Kode presensi terdiri dari 6 angka.";

/** Recorded through a QR code (or its typed code) as present: nothing left to do. */
export const tercatatQr = (k: Pick<KehadiranMahasiswa, "is_qr_code" | "presensi">) => k.is_qr_code && k.presensi === "H";

/**
 * What the card shows: the success state once recorded, else the forms: the 'Catat Kehadiran'
 * button when the page was opened from a scanned QR (its token), and always the typed code.
 */
export type Keadaan = { jenis: "tercatat"; waktu: string | null } | { jenis: "belum"; token: string | null };

export function keadaanAwal(data: Pick<PresensiPageData, "kehadiran" | "token">): Keadaan {
  if (tercatatQr(data.kehadiran)) return { jenis: "tercatat", waktu: data.kehadiran.updated_at ?? null };
  const token = data.token?.trim() || null;
  return { jenis: "belum", token };
}

/** The body for a scanned token. */
export const payloadToken = (token: string): QrScan => ({ token, kode: null });

/** The body for a typed code (already checked with bacaKode). */
export const payloadKode = (kode: string): QrScan => ({ token: null, kode });

/** The text of the code input as typed: digits only, at most six (a pasted '123 456' works too). */
export const saringKode = (teks: string) => teks.replace(/\D/g, "").slice(0, 6);

export type HasilKode = { valid: true; kode: string } | { valid: false; pesan: string };

/** The typed code: exactly six digits (spaces around ignored), else PESAN_KODE. */
export function bacaKode(teks: string): HasilKode {
  const t = teks.trim();
  return /^\d{6}$/.test(t) ? { valid: true, kode: t } : { valid: false, pesan: PESAN_KODE };
}
