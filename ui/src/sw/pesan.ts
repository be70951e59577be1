// What the app tells the service worker (luring.ts → sw.ts `message`).
export type PesanKePekerja =
  /** A page the app showed: its address, title and props, kept for offline reading. */
  | { jenis: "halaman"; url: string; judul: string; props: string }
  /** Build files the page loaded before the worker controlled it. */
  | { jenis: "aset"; urls: string[] }
  /** The list of kept pages, answered on the message's port. */
  | { jenis: "daftar" }
  /** Forget every user's pages (logout). */
  | { jenis: "keluar" };
