// Copying an ID or a link to the clipboard, and what the toast says after (spec 3 §8: 'Copy
// ID success toast: Berhasil Copy ID. URL copy gives Copied, or Cannot copy on failure').
// The spec names no failure text for an ID: it says 'Cannot copy' too (docs/decisions.md).

export const PESAN_SALIN = {
  id: { berhasil: "Berhasil Copy ID", gagal: "Cannot copy" },
  url: { berhasil: "Copied", gagal: "Cannot copy" },
  token: { berhasil: "Token disalin", gagal: "Token tidak dapat disalin; pilih teksnya lalu salin manual." },
} as const;

export type JenisSalin = keyof typeof PESAN_SALIN;

export interface CaraSalin {
  /** the asynchronous Clipboard API (absent on a plain-http address other than localhost) */
  clipboard?: { writeText: (teks: string) => Promise<void> };
  /** the old copy command, for where the Clipboard API is absent or refuses */
  cadangan?: (teks: string) => boolean;
}

/** Puts `teks` on the clipboard; false when no way worked. */
export async function salinTeks(teks: string, { clipboard, cadangan }: CaraSalin): Promise<boolean> {
  if (clipboard) {
    try {
      await clipboard.writeText(teks);
      return true;
    } catch {
      /* refused (no permission, page not focused): the old way may still work */
    }
  }
  try {
    return cadangan?.(teks) ?? false;
  } catch {
    return false;
  }
}

export interface PemberiTahu {
  success: (pesan: string) => void;
  error: (pesan: string) => void;
}

/** Copies and says so in a toast with the spec's words: success in green, failure in danger style. */
export async function salinDanBeriTahu(teks: string, jenis: JenisSalin, toast: PemberiTahu, cara: CaraSalin): Promise<boolean> {
  const ok = await salinTeks(teks, cara);
  if (ok) toast.success(PESAN_SALIN[jenis].berhasil);
  else toast.error(PESAN_SALIN[jenis].gagal);
  return ok;
}
