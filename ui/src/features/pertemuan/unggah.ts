// File storage (POST /v2/storager, multipart file + service_id + dir): XMLHttpRequest
// rather than fetch, because only XHR reports upload progress. Errors come back as
// ApiError with the server's status.message, like api().
import { ApiError, api, getCollegeId, pesanError, redirectToLogin } from "../../app/api-client";
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

/** Removes an upload nothing refers to (cancelled or failed save). Failures are ignored. */
export function hapusUnggahan(url: string): Promise<void> {
  return api("/v2/storager", { method: "DELETE", query: { url } }).then(
    () => undefined,
    () => undefined,
  );
}

export const isBatal = (e: unknown) => e instanceof DOMException && e.name === "AbortError";
