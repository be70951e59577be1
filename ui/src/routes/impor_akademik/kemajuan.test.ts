import { describe, expect, it } from "vitest";
import { pisahPeristiwa, teksKemajuan } from "./kemajuan";

describe("import progress stream", () => {
  it("splits whole events and keeps the part still arriving", () => {
    const { peristiwa, sisa } = pisahPeristiwa(
      'event: kemajuan\ndata: {"tahap":"memeriksa","selesai":0,"jumlah":3}\n\n:\n\nevent: hasil\ndata: {"baris"',
    );
    expect(peristiwa).toEqual([{ event: "kemajuan", data: '{"tahap":"memeriksa","selesai":0,"jumlah":3}' }]);
    expect(sisa).toBe('event: hasil\ndata: {"baris"');
    // The rest arrives: the event is whole once its blank line does.
    expect(pisahPeristiwa(`${sisa}:3}\n\n`).peristiwa).toEqual([{ event: "hasil", data: '{"baris":3}' }]);
  });

  it("joins data lines, reads values without the space, defaults the event name", () => {
    expect(pisahPeristiwa("data:a\ndata: b\n\n").peristiwa).toEqual([{ event: "message", data: "a\nb" }]);
    expect(pisahPeristiwa("event: galat\n\n").peristiwa).toEqual([]);
  });

  it("says the stage in Indonesian with grouped numbers", () => {
    expect(teksKemajuan({ tahap: "memeriksa", selesai: 0, jumlah: 30000 })).toBe("Memeriksa 30.000 baris...");
    expect(teksKemajuan({ tahap: "menyimpan", selesai: 12500, jumlah: 30000 })).toBe("Menyimpan 12.500 dari 30.000 baris...");
  });
});
