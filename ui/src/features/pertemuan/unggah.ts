// File storage (POST /v2/storager, multipart file + service_id + dir): XMLHttpRequest
// rather than fetch, because only XHR reports upload progress. Errors come back as
// ApiError with the server's status.message, like api(). useUnggahSatu: a form's one file,
// uploaded when chosen, shown as a row of the shared upload box (barisSatu).
import { useEffect, useRef, useState } from "react";
import { ApiError, dibatalkan, getCollegeId, pesanError, redirectToLogin } from "../../app/api-client";
import { panggil } from "../../app/panggil";
import { type ToastApi, useToast } from "../../components/toast";
import type { BarisBerkas } from "../../components/unggah-berkas";
import { PESAN_UNGGAH } from "../../lib/unggah";
import type { BerkasInfo } from "./types";

function bacaJson(teks: string): unknown {
  try {
    return JSON.parse(teks);
  } catch {
    return null;
  }
}

/** Uploads one file to `dir` (e.g. 'materi/ebook'); onProgres gets 0..100. */
export function unggahBerkas(file: File, dir: string, onProgres: (persen: number) => void, signal?: AbortSignal): Promise<BerkasInfo> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const body = new FormData();
    // dir before file: the server knows the size limit while the file streams in.
    body.append("service_id", "lms");
    body.append("dir", dir);
    body.append("file", file);
    xhr.open("POST", "/v2/storager");
    xhr.setRequestHeader("accept", "application/json");
    xhr.setRequestHeader("college-id", getCollegeId());
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgres(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      const data = bacaJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) return resolve(data as BerkasInfo);
      if (xhr.status === 401) redirectToLogin();
      const kode = (data as { status?: { code?: unknown } } | null)?.status?.code;
      reject(new ApiError(xhr.status, typeof kode === "string" ? kode : `HTTP_${xhr.status}`, pesanError(data, xhr.statusText), data));
    };
    xhr.onerror = () => reject(new ApiError(0, "NETWORK_ERROR", "Network Error"));
    xhr.onabort = () => reject(new DOMException("Upload dibatalkan", "AbortError"));
    if (signal?.aborted) return reject(new DOMException("Upload dibatalkan", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

const pesanDari = (e: unknown) => (e instanceof Error ? e.message : "Terjadi kesalahan");

/** Removes an upload nothing refers to (cancelled or failed save). Failures are ignored. */
export function hapusUnggahan(url: string): Promise<void> {
  return panggil("/v2/storager", "delete", { query: { url } }).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * The user removed a file uploaded in this form: deleted from storage with the spec's toast,
 * 'Berhasil hapus file' or 'Gagal hapus file: {error}' (spec 2 §8). A file that could not be
 * deleted is still gone from the form; the store sweeps uploads no content took.
 */
export async function hapusUnggahanDenganPesan(url: string, toast: ToastApi): Promise<void> {
  try {
    await panggil("/v2/storager", "delete", { query: { url } });
    toast.success(PESAN_UNGGAH.berhasilHapus);
  } catch (e) {
    if (!dibatalkan(e)) toast.error(PESAN_UNGGAH.gagalHapus(pesanDari(e)));
  }
}

/** A failed upload's toast, 'Gagal upload file: {error}' (spec 2 §8); the text is returned for
 * the form's own line. */
export function pesanGagalUpload(e: unknown, toast: ToastApi): string {
  const pesan = PESAN_UNGGAH.gagalUnggah(pesanDari(e));
  toast.error(pesan);
  return pesan;
}

/**
 * The single file of a form (a material's file), uploaded as soon as it
 * is chosen and passes the form's checks (spec 1 §5: 'a valid chosen file uploads
 * automatically'), with its progress. Choosing another file, emptying the choice or leaving the
 * form without `disimpan()` deletes an upload no save took.
 */
export function useUnggahSatu() {
  const toast = useToast();
  const [hasil, setHasil] = useState<BerkasInfo | null>(null);
  const [progres, setProgres] = useState<number | null>(null);
  const [galat, setGalat] = useState<string | null>(null);
  const jalan = useRef<AbortController | null>(null);
  /** Uploaded here and not saved yet. */
  const belumDisimpan = useRef<BerkasInfo | null>(null);
  const buang = () => {
    jalan.current?.abort();
    jalan.current = null;
    if (belumDisimpan.current) void hapusUnggahan(belumDisimpan.current.url);
    belumDisimpan.current = null;
  };
  useEffect(() => buang, []);

  /** A new choice: `dir` the storage folder, `galatCek` the form's own check of the file. */
  const pilih = (file: File | null, dir: string | null, galatCek: string | null) => {
    buang();
    setHasil(null);
    setGalat(null);
    setProgres(null);
    if (!file || !dir || galatCek) return;
    const ctrl = new AbortController();
    jalan.current = ctrl;
    setProgres(0);
    unggahBerkas(file, dir, setProgres, ctrl.signal).then(
      (info) => {
        if (ctrl.signal.aborted) return void hapusUnggahan(info.url);
        belumDisimpan.current = info;
        setHasil(info);
        setProgres(null);
      },
      (e: unknown) => {
        if (dibatalkan(e)) return;
        setGalat(pesanGagalUpload(e, toast));
        setProgres(null);
      },
    );
  };
  /** The user removed the file: a running upload stops, a finished one is deleted (with its toast). */
  const hapus = () => {
    const terunggah = belumDisimpan.current;
    belumDisimpan.current = null;
    pilih(null, null, null);
    if (terunggah) void hapusUnggahanDenganPesan(terunggah.url, toast);
  };
  /** The save took the upload: it is the saved record's now. */
  const disimpan = () => {
    belumDisimpan.current = null;
  };
  return { hasil, progres, galat, pilih, hapus, disimpan };
}

/**
 * The chosen file as the upload box's row: its progress while uploading, then its link; `galat`
 * the row's own message. Removing it stops or deletes the upload (`onHapus` also clears the
 * form's choice).
 */
export function barisSatu(
  file: File | null,
  unggah: Pick<ReturnType<typeof useUnggahSatu>, "hasil" | "progres" | "hapus">,
  onHapus: () => void,
  galat: string | null = null,
): BarisBerkas[] {
  if (!file) return [];
  const hapus = () => {
    onHapus();
    unggah.hapus();
  };
  const href = unggah.hasil?.url ?? null;
  return [{ kunci: "pilihan", nama: file.name, ukuran: file.size, mime: file.type, href, progres: unggah.progres, galat, onHapus: hapus }];
}
