import { afterEach, describe, expect, it, vi } from "vitest";
import { api, ApiError, configureApi, namaFileUnduhan, pesanError, queryString } from "./api-client";

describe("pesanError", () => {
  it("follows the spec order", () => {
    const all = { status: { message: "a" }, detail: { detail: "b" } };
    expect(pesanError(all, "own")).toBe("a");
    expect(pesanError({ detail: { detail: "b" } }, "own")).toBe("b");
    expect(pesanError({ detail: "c" }, "own")).toBe("c");
    expect(pesanError({ detail: { other: 1 } }, "own")).toBe("own");
    expect(pesanError(null, "own")).toBe("own");
    expect(pesanError(undefined, "")).toBe("Terjadi kesalahan");
    expect(pesanError("plain text body")).toBe("Terjadi kesalahan");
  });

  it("skips empty messages and strips tags", () => {
    expect(pesanError({ status: { message: "" }, detail: "d" })).toBe("d");
    expect(pesanError({ status: { message: "<b>Gagal</b> menyimpan" } })).toBe("Gagal menyimpan");
  });
});

describe("queryString", () => {
  it("omits nulls and repeats arrays", () => {
    expect(queryString({ a: 1, b: null, c: undefined, d: ["x", "y"], e: true })).toBe("?a=1&d=x&d=y&e=true");
    expect(queryString({})).toBe("");
  });
});

describe("namaFileUnduhan", () => {
  it("reads filename* and filename", () => {
    expect(namaFileUnduhan(`attachment; filename="rekap.xlsx"`)).toBe("rekap.xlsx");
    expect(namaFileUnduhan(`attachment; filename=bap.zip`)).toBe("bap.zip");
    expect(namaFileUnduhan(`attachment; filename="x.pdf"; filename*=UTF-8''Rekap%20Nilai.pdf`)).toBe("Rekap Nilai.pdf");
    expect(namaFileUnduhan(null)).toBeNull();
  });
});

describe("api", () => {
  afterEach(() => vi.unstubAllGlobals());

  function stubFetch(status: number, body: unknown, statusText = "") {
    const fn = vi.fn(
      async () =>
        new Response(body === undefined ? null : JSON.stringify(body), {
          status,
          statusText,
          headers: { "content-type": "application/json" },
        }),
    );
    vi.stubGlobal("fetch", fn);
    return fn;
  }

  it("sends the college-id header and JSON body", async () => {
    configureApi({ collegeId: "041105" });
    const fn = stubFetch(200, { data: [1] });
    const out = await api<{ data: number[] }>("/lms/x", { method: "POST", body: { a: 1 }, query: { page: 2 } });
    expect(out).toEqual({ data: [1] });
    const [url, init] = fn.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/lms/x?page=2");
    expect((init.headers as Record<string, string>)["college-id"]).toBe("041105");
    expect(init.body).toBe('{"a":1}');
    expect(init.method).toBe("POST");
  });

  it("rejects as cancelled when the request is aborted while its body arrives", async () => {
    const abort = new DOMException("The operation was aborted.", "AbortError");
    const res = new Response("{}", { status: 200, headers: { "content-type": "application/json" } });
    vi.spyOn(res, "json").mockRejectedValue(abort);
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => res),
    );
    await expect(api("/lms/ruangan")).rejects.toBe(abort);
    // JSON that does not parse is still an answer without a body.
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("{not json", { status: 200, headers: { "content-type": "application/json" } })),
    );
    await expect(api("/lms/x")).resolves.toBeNull();
  });

  it("throws ApiError with code and message", async () => {
    stubFetch(422, { status: { code: "VALIDASI", message: "Judul wajib diisi" } }, "Unprocessable Entity");
    const err = await api("/lms/x").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 422, code: "VALIDASI", message: "Judul wajib diisi" });
  });

  it("uses the status text, and names gateway timeouts", async () => {
    stubFetch(500, {}, "Internal Server Error");
    await expect(api("/lms/x")).rejects.toMatchObject({ code: "HTTP_500", message: "Internal Server Error" });
    stubFetch(504, null);
    await expect(api("/lms/x")).rejects.toMatchObject({ code: "GATEWAY_TIMEOUT", message: "Gateway Timeout" });
  });

  it("redirects to login on 401", async () => {
    const assign = vi.fn();
    vi.stubGlobal("window", { location: { pathname: "/kelas", search: "?page=2", assign } });
    stubFetch(401, { status: { code: "UNAUTHORIZED", message: "Sesi berakhir" } });
    await expect(api("/lms/x")).rejects.toMatchObject({ status: 401 });
    expect(assign).toHaveBeenCalledWith("/?redirect=%2Fkelas%3Fpage%3D2");
  });

  it("maps a failed request to a network error", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await expect(api("/lms/x")).rejects.toMatchObject({ status: 0, code: "NETWORK_ERROR", message: "Network Error" });
  });
});
