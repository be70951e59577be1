// The app's side of offline reading (the worker is ui/src/sw/sw.ts): it registers the worker,
// tells it each page it shows (kept as props, so even a page reached inside the app opens
// offline), shows the 'Offline — data terakhir {time}' banner over a kept page, and forgets the
// device's pages at logout.
import type { PageProps } from "../api/types";
import { type Daftar, ID_SPANDUK, teksSpanduk } from "../sw/aturan";
import type { PesanKePekerja } from "../sw/pesan";

const ALAMAT_PEKERJA = "/sw.js";

function adaPekerja(): boolean {
  return typeof navigator !== "undefined" && "serviceWorker" in navigator && window.isSecureContext;
}

function kirim(pesan: PesanKePekerja): void {
  if (!adaPekerja()) return;
  void navigator.serviceWorker.ready.then((r) => r.active?.postMessage(pesan));
}

/** Whether the page on screen is a kept copy (the worker put the banner in its document). */
let dariSimpanan = typeof document !== "undefined" && document.getElementById(ID_SPANDUK) !== null;

/** Registers the worker once the page is working, and hands it the build files already loaded. */
export function daftarkanPekerja(): void {
  if (!adaPekerja()) return;
  navigator.serviceWorker.register(ALAMAT_PEKERJA, { scope: "/" }).catch((e: unknown) => console.warn("service worker:", e));
  const urls = performance
    .getEntriesByType("resource")
    .map((e) => new URL(e.name))
    .filter((u) => u.origin === location.origin && u.pathname.startsWith("/assets/"))
    .map((u) => u.pathname);
  kirim({ jenis: "aset", urls });
}

/** A page the app shows, for the worker to keep (not a kept copy, an error or a guest's page). */
export function laporHalaman(props: PageProps, judul: string): void {
  if (dariSimpanan || props.status !== 200 || !props.user) return;
  kirim({ jenis: "halaman", url: props.url, judul, props: JSON.stringify(props) });
}

/** The banner over a kept page (`waktu`: when it was kept), or none (`null`: fresh from the server). */
export function tampilkanSpanduk(waktu: string | null): void {
  dariSimpanan = waktu !== null;
  const ada = document.getElementById(ID_SPANDUK);
  if (waktu === null) {
    ada?.remove();
    return;
  }
  const el = ada ?? document.createElement("div");
  el.id = ID_SPANDUK;
  el.className = "spanduk-luring";
  el.setAttribute("role", "status");
  el.textContent = teksSpanduk(waktu);
  if (!ada) document.body.prepend(el);
}

/** The pages kept on this device for the signed-in user (the offline page lists them). */
export function daftarTersimpan(): Promise<Daftar> {
  if (!adaPekerja() || !navigator.serviceWorker.controller) return Promise.resolve({});
  const pekerja = navigator.serviceWorker.controller;
  return new Promise((resolve) => {
    const saluran = new MessageChannel();
    saluran.port1.onmessage = (e) => resolve((e.data ?? {}) as Daftar);
    pekerja.postMessage({ jenis: "daftar" } satisfies PesanKePekerja, [saluran.port2]);
    setTimeout(() => resolve({}), 3000);
  });
}

/** At logout: the device forgets every user's kept pages (the worker also does on seeing the logout). */
export function lupakanPerangkat(): void {
  kirim({ jenis: "keluar" });
}
