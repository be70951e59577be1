// A typed call of the JSON API (issue 33): the path is an OpenAPI template of the
// generated `paths`, so its params, query, body and answer come from the server's
// document instead of a type argument the caller picks. It sends through api(), the
// one request path (headers, ApiError, 401 redirect).
import type { paths } from "../api/schema";
import { api, type QueryValue } from "./api-client";

export type Metode = "get" | "post" | "put" | "patch" | "delete";

export type Jalur = keyof paths;

/** `K` of `T` if it has one, else never (an index the compiler can check on generic types). */
type Dari<T, K extends PropertyKey> = T extends { [k in K]?: infer V } ? V : never;

/**
 * The methods a path answers. openapi-typescript writes every method of a path item and
 * marks the missing ones `put?: never`; `[X] extends [never]` asks "is X never" without
 * distributing over X.
 */
export type MetodeDari<P extends Jalur> = {
  [M in Metode]-?: [NonNullable<paths[P][M]>] extends [never] ? never : M;
}[Metode];

/** The operation object of one path and method (`operations["put_lms_bank_soal_id"]`). */
export type Operasi<P extends Jalur, M extends Metode> = NonNullable<Dari<paths[P], M>>;

// Every operation writes `parameters: { query?: never; path?: never; ... }` when it has no
// such params; an optional `query?: {...}` when all query params are optional; and a
// required `path: {...}` when the template has params.
type Parameter<O> = Dari<O, "parameters">;
type PathParams<O> = NonNullable<Dari<Parameter<O>, "path">>;
type QueryParams<O> = NonNullable<Dari<Parameter<O>, "query">>;

type OpsiPath<O> = [PathParams<O>] extends [never] ? { path?: never } : { path: PathParams<O> };
type OpsiQuery<O> = [QueryParams<O>] extends [never]
  ? { query?: never }
  : Parameter<O> extends { query: object }
    ? { query: QueryParams<O> }
    : { query?: QueryParams<O> };

// `requestBody?: never` without a body; else `requestBody: { content: { <media type>: T } }`,
// with multipart bodies sent as FormData (api() passes a FormData through untouched).
type Isi<O> = NonNullable<Dari<Dari<O, "requestBody">, "content">>;
type OpsiBody<O> = [Isi<O>] extends [never]
  ? { body?: never }
  : Isi<O> extends { "application/json": infer J }
    ? { body: J }
    : Isi<O> extends { "multipart/form-data": unknown }
      ? { body: FormData }
      : { body: unknown };

export type OpsiPanggil<O> = OpsiPath<O> &
  OpsiQuery<O> &
  OpsiBody<O> & {
    headers?: Record<string, string>;
    signal?: AbortSignal;
  };

/** The options may be left out when none of them is required (no path params, body or required query). */
type ArgOpsi<O> = object extends OpsiPanggil<O> ? [opts?: OpsiPanggil<O>] : [opts: OpsiPanggil<O>];

type Sukses = 200 | 201 | 202 | 203 | 204 | 205 | 206;
/** The union of the 2xx answers of an operation. */
type Jawaban2xx<O> = Dari<O, "responses"> extends infer R ? { [K in keyof R]: K extends Sukses ? R[K] : never }[keyof R] : never;
/** Distributes over the 2xx answers: their JSON body, or undefined (204, no content). */
type JsonDari<R> = R extends { content: { "application/json": infer J } } ? J : undefined;

/** What panggil() resolves with for this operation. */
export type HasilPanggil<O> = JsonDari<Jawaban2xx<O>>;

const METODE_HTTP = { get: "GET", post: "POST", put: "PUT", patch: "PATCH", delete: "DELETE" } as const;

/** The path of a template with its `{name}` params filled in, each URI-encoded. */
export function isiJalur(template: string, params: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{([^}]+)\}/g, (_, nama: string) => {
    const nilai = params[nama];
    if (nilai === undefined) throw new Error(`panggil: parameter path "${nama}" untuk ${template} tidak ada`);
    return encodeURIComponent(String(nilai));
  });
}

interface OpsiLonggar {
  path?: Readonly<Record<string, string | number>>;
  query?: Readonly<Record<string, QueryValue>>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * Calls `method` on the OpenAPI `path` template; resolves with the operation's 2xx JSON
 * body, rejects with ApiError like api().
 *
 *   panggil("/lms/pertemuan/{id}", "put", { path: { id }, body })
 */
export function panggil<P extends Jalur, M extends MetodeDari<P>>(
  path: P,
  method: M,
  ...opts: ArgOpsi<Operasi<P, M>>
): Promise<HasilPanggil<Operasi<P, M>>>;
export function panggil(path: string, method: Metode, opts: OpsiLonggar = {}): Promise<unknown> {
  return api(isiJalur(path, opts.path), {
    method: METODE_HTTP[method],
    query: opts.query,
    body: opts.body,
    headers: opts.headers,
    signal: opts.signal,
  });
}

/**
 * A call kept on the device and sent later (app/antrean-kiriman.ts): its path was filled and its
 * body typed by panggil's types when it was made (antrean-kiriman-perangkat.ts kirimAtauTunda).
 */
export function panggilTersimpan(k: {
  jalur: string;
  metode: "POST" | "PUT";
  body: unknown;
  headers: Record<string, string>;
}): Promise<unknown> {
  return api(k.jalur, { method: k.metode, body: k.body, headers: k.headers, tanpaAlihLogin: true });
}
