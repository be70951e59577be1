import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type Dokumen, POLL_MS, ulangiSaatTerlihat } from "./use-chat";

/** A document whose visibility the test switches. */
function dokumen(): Dokumen & { tampil: (v: boolean) => void } {
  const target = new EventTarget();
  const dok = {
    visibilityState: "visible" as DocumentVisibilityState,
    addEventListener: (t: "visibilitychange", fn: () => void) => target.addEventListener(t, fn),
    removeEventListener: (t: "visibilitychange", fn: () => void) => target.removeEventListener(t, fn),
    tampil(v: boolean) {
      dok.visibilityState = v ? "visible" : "hidden";
      target.dispatchEvent(new Event("visibilitychange"));
    },
  };
  return dok;
}

describe("ulangiSaatTerlihat", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs every 5000 ms while visible", async () => {
    const langkah = vi.fn(() => Promise.resolve());
    const stop = ulangiSaatTerlihat(langkah, POLL_MS, dokumen());
    expect(POLL_MS).toBe(5000);
    await vi.advanceTimersByTimeAsync(4999);
    expect(langkah).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(langkah).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(langkah).toHaveBeenCalledTimes(3);
    stop();
  });

  it("pauses while hidden and runs at once when visible again", async () => {
    const dok = dokumen();
    const langkah = vi.fn(() => Promise.resolve());
    const stop = ulangiSaatTerlihat(langkah, POLL_MS, dok);
    dok.tampil(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(langkah).toHaveBeenCalledTimes(0);
    dok.tampil(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(langkah).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(langkah).toHaveBeenCalledTimes(2);
    stop();
  });

  it("keeps going after a failure and never overlaps", async () => {
    let selesai: () => void = () => undefined;
    const langkah = vi
      .fn<(s: AbortSignal) => Promise<unknown>>()
      .mockImplementationOnce(() => Promise.reject(new Error("jaringan")))
      .mockImplementationOnce(() => new Promise<void>((r) => (selesai = r)))
      .mockImplementation(() => Promise.resolve());
    const dok = dokumen();
    const stop = ulangiSaatTerlihat(langkah, POLL_MS, dok);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(langkah).toHaveBeenCalledTimes(2);
    // Becoming visible while a run is in flight starts no second one.
    dok.tampil(false);
    dok.tampil(true);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(langkah).toHaveBeenCalledTimes(2);
    selesai();
    await vi.advanceTimersByTimeAsync(5000);
    expect(langkah).toHaveBeenCalledTimes(3);
    stop();
  });

  it("stops: no timer, listener or request survives", async () => {
    const dok = dokumen();
    const signals: AbortSignal[] = [];
    const langkah = vi.fn((s: AbortSignal) => {
      signals.push(s);
      return new Promise(() => undefined);
    });
    const stop = ulangiSaatTerlihat(langkah, POLL_MS, dok);
    await vi.advanceTimersByTimeAsync(5000);
    stop();
    expect(signals[0]?.aborted).toBe(true);
    dok.tampil(false);
    dok.tampil(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(langkah).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
