import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, configureApi } from "./api-client";
import { isiJalur, panggil } from "./panggil";

afterEach(() => vi.unstubAllGlobals());

function stubFetch(status: number, body: unknown, statusText = "") {
  const fn = vi.fn(
    async (_url: string, _init: RequestInit) =>
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        statusText,
        headers: { "content-type": "application/json" },
      }),
  );
  vi.stubGlobal("fetch", fn);
  return fn;
}

function panggilan(fn: ReturnType<typeof stubFetch>): [string, RequestInit] {
  const call = fn.mock.calls[0];
  if (!call) throw new Error("fetch was not called");
  return call;
}

describe("isiJalur", () => {
  it("fills and encodes the params of a template", () => {
    expect(isiJalur("/lms/konfigurasi/{keyword}", { keyword: "a b/c?" })).toBe("/lms/konfigurasi/a%20b%2Fc%3F");
    expect(isiJalur("/lms/tugas/{id}/kelompok/{id_kelompok}", { id: 7, id_kelompok: 9 })).toBe("/lms/tugas/7/kelompok/9");
    expect(isiJalur("/lms/pengaturan")).toBe("/lms/pengaturan");
  });

  it("refuses a missing param", () => {
    expect(() => isiJalur("/lms/tugas/{id}", {})).toThrow(/id/);
  });
});

describe("panggil", () => {
  it("substitutes path params and sends the query", async () => {
    configureApi({ collegeId: "041105" });
    const fn = stubFetch(200, { data: [], meta: {} });
    await panggil("/lms/kehadiran_mahasiswa/kelas_kuliah/{idKelas}/pertemuan/{idPertemuan}/nim/{nim}", "get", {
      path: { idKelas: 3, idPertemuan: 4, nim: "12/34 5" },
    });
    const [url, init] = panggilan(fn);
    expect(url).toBe("/lms/kehadiran_mahasiswa/kelas_kuliah/3/pertemuan/4/nim/12%2F34%205");
    expect(init.method).toBe("GET");
    expect(init.body).toBeUndefined();
    expect(new Headers(init.headers).get("college-id")).toBe("041105");
  });

  it("sends the query of the operation", async () => {
    const fn = stubFetch(200, { data: [], meta: {} });
    await panggil("/lms/bank_soal", "get", { query: { page: 2, search: "a&b", mata_kuliah: null } });
    expect(panggilan(fn)[0]).toBe("/lms/bank_soal?page=2&search=a%26b");
  });

  it("sends a JSON body with the upper-cased method", async () => {
    const fn = stubFetch(200, { keyword: "x", nilai: "1" });
    const out = await panggil("/lms/konfigurasi/{keyword}", "put", { path: { keyword: "x" }, body: { nilai: "1" } });
    expect(out).toEqual({ keyword: "x", nilai: "1" });
    const [url, init] = panggilan(fn);
    expect(url).toBe("/lms/konfigurasi/x");
    expect(init.method).toBe("PUT");
    expect(init.body).toBe('{"nilai":"1"}');
    expect(new Headers(init.headers).get("content-type")).toBe("application/json");
  });

  it("passes a FormData body through", async () => {
    const fn = stubFetch(200, {});
    const form = new FormData();
    form.append("file", new Blob(["x"]), "soal.xlsx");
    await panggil("/v2/lms/bank_soal/{id}/soal/import_excel", "post", { path: { id: 5 }, body: form });
    const [url, init] = panggilan(fn);
    expect(url).toBe("/v2/lms/bank_soal/5/soal/import_excel");
    expect(init.method).toBe("POST");
    expect(init.body).toBe(form);
    expect(new Headers(init.headers).has("content-type")).toBe(false);
  });

  it("resolves with undefined on 204", async () => {
    stubFetch(204, undefined);
    await expect(panggil("/lms/bank_soal/{id}", "delete", { path: { id: 1 } })).resolves.toBeUndefined();
  });

  it("rejects with ApiError", async () => {
    stubFetch(422, { status: { code: "VALIDASI", message: "Nilai wajib diisi" } }, "Unprocessable Entity");
    const err = await panggil("/lms/konfigurasi/{keyword}", "put", { path: { keyword: "x" }, body: { nilai: "" } }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 422, code: "VALIDASI", message: "Nilai wajib diisi" });
  });
});

// Type-level checks: tsc fails when one of these lines stops being an error.
export function cekTipe(): void {
  // @ts-expect-error a path that is not in the OpenAPI document
  void panggil("/lms/tidak_ada", "get");
  // @ts-expect-error /lms/pengaturan has no DELETE
  void panggil("/lms/pengaturan", "delete");
  // @ts-expect-error the {id} of the template is missing
  void panggil("/lms/bank_soal/{id}", "get");
  // @ts-expect-error the {id} of the template is missing
  void panggil("/lms/bank_soal/{id}", "get", { path: {} });
  // @ts-expect-error the body's nilai is a string
  void panggil("/lms/konfigurasi/{keyword}", "put", { path: { keyword: "x" }, body: { nilai: 1 } });
  // @ts-expect-error a PUT with a body needs the body
  void panggil("/lms/konfigurasi/{keyword}", "put", { path: { keyword: "x" } });
  // @ts-expect-error a query param the operation does not declare
  void panggil("/lms/bank_soal", "get", { query: { halaman: 2 } });
  // @ts-expect-error a multipart body is FormData
  void panggil("/v2/lms/bank_soal/{id}/soal/import_excel", "post", { path: { id: 5 }, body: { file: "x" } });

  // The answer is the operation's JSON body; a 204 resolves with undefined.
  const konfigurasi: Promise<{ keyword: string; nilai: string }> = panggil("/lms/konfigurasi/{keyword}", "put", {
    path: { keyword: "x" },
    body: { nilai: "1" },
  });
  const hapus: Promise<undefined> = panggil("/lms/bank_soal/{id}", "delete", { path: { id: 1 } });
  // @ts-expect-error the answer of a 204 is not a JSON body
  const salah: Promise<{ id: number }> = panggil("/lms/bank_soal/{id}", "delete", { path: { id: 1 } });
  void [konfigurasi, hapus, salah];
}
