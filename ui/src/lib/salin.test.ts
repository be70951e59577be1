import { describe, expect, it, vi } from "vitest";
import { PESAN_SALIN, salinDanBeriTahu, salinTeks } from "./salin";

const toast = () => ({ success: vi.fn(), error: vi.fn() });

describe("copying to the clipboard", () => {
  it("uses the Clipboard API", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const cadangan = vi.fn(() => true);
    expect(await salinTeks("42", { clipboard: { writeText }, cadangan })).toBe(true);
    expect(writeText).toHaveBeenCalledWith("42");
    expect(cadangan).not.toHaveBeenCalled();
  });
  it("falls back to the copy command when the API is absent or refuses", async () => {
    const cadangan = vi.fn(() => true);
    expect(await salinTeks("42", { cadangan })).toBe(true);
    const writeText = vi.fn().mockRejectedValue(new DOMException("Write permission denied.", "NotAllowedError"));
    expect(await salinTeks("43", { clipboard: { writeText }, cadangan })).toBe(true);
    expect(cadangan).toHaveBeenLastCalledWith("43");
  });
  it("fails when no way works", async () => {
    const writeText = vi.fn().mockRejectedValue(new Error("no"));
    expect(await salinTeks("42", { clipboard: { writeText }, cadangan: () => false })).toBe(false);
    expect(
      await salinTeks("42", {
        cadangan: () => {
          throw new Error("no document");
        },
      }),
    ).toBe(false);
    expect(await salinTeks("42", {})).toBe(false);
  });
});

describe("the toast after copying (spec 3 §8)", () => {
  it("says 'Berhasil Copy ID' for an ID and 'Copied' for a URL", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const t = toast();
    await salinDanBeriTahu("42", "id", t, { clipboard: { writeText } });
    await salinDanBeriTahu("https://lms.example/presensi/123", "url", t, { clipboard: { writeText } });
    expect(t.success.mock.calls).toEqual([["Berhasil Copy ID"], ["Copied"]]);
    expect(t.error).not.toHaveBeenCalled();
  });
  it("says 'Cannot copy' in danger style when copying failed", async () => {
    const writeText = vi.fn().mockRejectedValue(new Error("no"));
    const t = toast();
    expect(await salinDanBeriTahu("https://lms.example/x", "url", t, { clipboard: { writeText } })).toBe(false);
    expect(await salinDanBeriTahu("42", "id", t, {})).toBe(false);
    expect(t.error.mock.calls).toEqual([["Cannot copy"], ["Cannot copy"]]);
    expect(t.success).not.toHaveBeenCalled();
  });
  it("uses the spec's exact words", () => {
    expect(PESAN_SALIN).toEqual({
      id: { berhasil: "Berhasil Copy ID", gagal: "Cannot copy" },
      url: { berhasil: "Copied", gagal: "Cannot copy" },
      // Not in the spec: the integration token shown once on the import page.
      token: { berhasil: "Token disalin", gagal: "Token tidak dapat disalin; pilih teksnya lalu salin manual." },
    });
  });
});
