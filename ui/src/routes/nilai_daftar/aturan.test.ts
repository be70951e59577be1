import { describe, expect, it } from "vitest";
import { alamatRekapNilai, belumDinilai } from "./aturan";

describe("grade list rows", () => {
  it("links the class grade recap", () => {
    expect(alamatRekapNilai(81)).toBe("/nilai/81");
  });
  it("tags hand-ins waiting for a score in red, only when there are any", () => {
    expect(belumDinilai({ belum_dinilai: 17 })).toEqual({ teks: "17", tag: true });
    expect(belumDinilai({ belum_dinilai: 0 })).toEqual({ teks: "0", tag: false });
    expect(belumDinilai({ belum_dinilai: Number.NaN })).toEqual({ teks: "0", tag: false });
  });
});
