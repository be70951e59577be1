// Typed fetch helper for the JSON API (spec 1 §7, §8).
import { buildQuery } from "./query";

let collegeId = "";

/** Called once at start-up with props.app.college_id. */
export function configureApi(opts: { collegeId: string }): void {
  collegeId = opts.collegeId;
}

export function getCollegeId(): string {
  return collegeId;
}

export class ApiError extends Error {
  /** HTTP status; 0 when the request never got an answer. */
  readonly status: number;
  /** data.status.code from the server, else NETWORK_ERROR, GATEWAY_TIMEOUT or HTTP_<status>. */
  readonly code: string;
  /** The decoded body of the error answer, if any. */
  readonly data: unknown;

  constructor(status: number, code: string, message: string, data: unknown = null) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.data = data;
  }
}

const DEFAULT_MESSAGE = "Terjadi kesalahan";

function field(v: unknown, key: string): unknown {
  return v !== null && typeof v === "object" ? (v as Record<string, unknown>)[key] : undefined;
}

function text(v: unknown): string | null {
  if (typeof v !== "string") return null;
  const t = v.replace(/<[^>]*>/g, "").trim();
  return t === "" ? null : t;
}

/**
 * The message of an error answer, in the order of spec 1 §8: data.status.message,
 * data.detail.detail, data.detail, then the error's own message, else 'Terjadi kesalahan'.
 * HTML tags are stripped.
 */
export function pesanError(data: unknown, ownMessage?: string | null): string {
  const detail = field(data, "detail");
  return (
    text(field(field(data, "status"), "message")) ?? text(field(detail, "detail")) ?? text(detail) ?? text(ownMessage) ?? DEFAULT_MESSAGE
  );
}

export function errorCode(status: number, data: unknown): string {
  const code = field(field(data, "status"), "code");
  if (typeof code === "string" && code) return code;
  if (status === 504) return "GATEWAY_TIMEOUT";
  return `HTTP_${status}`;
}

/** Full-page redirect to the login page, coming back to the current path afterwards. */
export function redirectToLogin(path?: string): void {
  if (typeof window === "undefined") return;
  const back = path ?? window.location.pathname + window.location.search;
  window.location.assign(`/?redirect=${encodeURIComponent(back)}`);
}

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

export interface ApiOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Null/undefined values are omitted; arrays repeat the key. */
  query?: Record<string, QueryValue>;
  /** FormData is sent as is (multipart); anything else as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** A 401 rejects without sending the page to the login (a background send, app/antrean-kiriman.ts). */
  tanpaAlihLogin?: boolean;
}

export function queryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return "";
  const pairs: [string, string][] = [];
  for (const [k, v] of Object.entries(query)) {
    if (v == null) continue;
    if (Array.isArray(v)) for (const item of v) pairs.push([k, String(item)]);
    else pairs.push([k, String(v)]);
  }
  return buildQuery(pairs);
}

/** True for the rejection of a request cancelled through its AbortSignal. */
export function dibatalkan(e: unknown): boolean {
  return e instanceof DOMException && e.name === "AbortError";
}

/**
 * The decoded body: undefined for 204, null for JSON that does not parse. A request
 * cancelled while its body arrives rejects as cancelled, as it would before the headers:
 * resolving with null would hand the caller an answer that never came.
 */
async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204) return undefined;
  const type = res.headers.get("content-type") ?? "";
  if (type.includes("json")) {
    try {
      return await res.json();
    } catch (e) {
      if (dibatalkan(e)) throw e;
      return null;
    }
  }
  return res.text();
}

/** Sends a request; resolves with the decoded body, rejects with ApiError. */
export async function api<T = unknown>(path: string, opts: ApiOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json", "college-id": collegeId, ...opts.headers };
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers["content-type"] = "application/json";
  }
  let res: Response;
  try {
    res = await fetch(path + queryString(opts.query), {
      method: opts.method ?? (body === undefined ? "GET" : "POST"),
      headers,
      body,
      credentials: "same-origin",
      signal: opts.signal,
    });
  } catch (e) {
    if (dibatalkan(e)) throw e;
    throw new ApiError(0, "NETWORK_ERROR", "Network Error");
  }
  const data = await readBody(res);
  if (res.ok) return data as T;
  throw galatJawaban(res, data, opts.tanpaAlihLogin);
}

/**
 * The ApiError of an answer that is not what the caller wanted, its body already read as
 * `data`; a 401 goes to the login page first unless `tanpaAlihLogin`.
 */
export function galatJawaban(res: Response, data: unknown, tanpaAlihLogin = false): ApiError {
  if (res.status === 401 && !tanpaAlihLogin) redirectToLogin();
  const own = res.status === 504 ? "Gateway Timeout" : res.statusText;
  return new ApiError(res.status, errorCode(res.status, data), pesanError(data, own), data);
}

export const apiGet = <T = unknown>(path: string, query?: Record<string, QueryValue>, signal?: AbortSignal) =>
  api<T>(path, { query, signal });

/** The file name of a content-disposition header (filename* first), or null. */
export function namaFileUnduhan(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)?''([^;]+)/.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ""));
    } catch {
      /* fall through to the plain name */
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = plain?.[2] ?? plain?.[1];
  return name ? name.trim() : null;
}

/** Downloads an export: fetches it with the API headers and saves it under the server's file name.
 * With `kirim`, the file is made by a POST of that JSON body (it changes something on the server). */
export async function unduh(path: string, query?: Record<string, QueryValue>, fallbackName = "unduhan", kirim?: unknown): Promise<void> {
  const init: RequestInit =
    kirim === undefined
      ? { headers: { "college-id": collegeId }, credentials: "same-origin" }
      : {
          method: "POST",
          headers: { "college-id": collegeId, "content-type": "application/json" },
          credentials: "same-origin",
          body: JSON.stringify(kirim),
        };
  const res = await fetch(path + queryString(query), init).catch(() => {
    throw new ApiError(0, "NETWORK_ERROR", "Network Error");
  });
  if (!res.ok) {
    if (res.status === 401) redirectToLogin();
    const data = await readBody(res);
    throw new ApiError(res.status, errorCode(res.status, data), pesanError(data, res.statusText), data);
  }
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = namaFileUnduhan(res.headers.get("content-disposition")) ?? fallbackName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
