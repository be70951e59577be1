import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pengaturMuat, TUNDA_MUAT_MS } from "./tunda-muat";

describe("pengaturMuat (the 200 ms of a loading indicator)", () => {
  let jejak: boolean[];
  const baru = () => pengaturMuat((t) => jejak.push(t));
  beforeEach(() => {
    vi.useFakeTimers();
    jejak = [];
  });
  afterEach(() => vi.useRealTimers());

  it("is 200 ms", () => {
    expect(TUNDA_MUAT_MS).toBe(200);
  });

  it("shows nothing for a load that ends within 200 ms", () => {
    const p = baru();
    p.atur(true);
    vi.advanceTimersByTime(199);
    p.atur(false);
    vi.advanceTimersByTime(1000);
    expect(jejak).toEqual([]);
  });

  it("appears once a load has run 200 ms and goes when it ends after that", () => {
    const p = baru();
    p.atur(true);
    vi.advanceTimersByTime(199);
    expect(jejak).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(jejak).toEqual([true]);
    vi.advanceTimersByTime(500);
    p.atur(false);
    expect(jejak).toEqual([true, false]);
  });

  it("stays 200 ms once shown, so a load ending just after does not blink", () => {
    const p = baru();
    p.atur(true);
    vi.advanceTimersByTime(250); // shown at 200
    p.atur(false);
    expect(jejak).toEqual([true]);
    vi.advanceTimersByTime(149);
    expect(jejak).toEqual([true]);
    vi.advanceTimersByTime(1);
    expect(jejak).toEqual([true, false]);
  });

  it("keeps showing when the next load starts before it went", () => {
    const p = baru();
    p.atur(true);
    vi.advanceTimersByTime(220);
    p.atur(false);
    vi.advanceTimersByTime(50);
    p.atur(true);
    vi.advanceTimersByTime(1000);
    expect(jejak).toEqual([true]);
    p.atur(false);
    expect(jejak).toEqual([true, false]);
  });

  it("forgets its timer when stopped", () => {
    const p = baru();
    p.atur(true);
    p.hentikan();
    vi.advanceTimersByTime(1000);
    expect(jejak).toEqual([]);
  });

  it("takes other times", () => {
    const p = pengaturMuat((t) => jejak.push(t), { tunda: 50, minimal: 0 });
    p.atur(true);
    vi.advanceTimersByTime(50);
    p.atur(false);
    expect(jejak).toEqual([true, false]);
  });
});
