import { describe, expect, it } from "vitest";
import { klikBiasa } from "./tautan-unduh";

const klik = (ubah: Partial<Parameters<typeof klikBiasa>[0]> = {}) => ({
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  ...ubah,
});

describe("klikBiasa", () => {
  it("takes a plain left click and leaves the rest to the browser", () => {
    expect(klikBiasa(klik())).toBe(true);
    expect(klikBiasa(klik({ button: 1 }))).toBe(false);
    expect(klikBiasa(klik({ ctrlKey: true }))).toBe(false);
    expect(klikBiasa(klik({ metaKey: true }))).toBe(false);
    expect(klikBiasa(klik({ shiftKey: true }))).toBe(false);
    expect(klikBiasa(klik({ altKey: true }))).toBe(false);
  });
});
