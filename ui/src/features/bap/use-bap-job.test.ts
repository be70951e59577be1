import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { POLL_MS, pantau } from "./use-bap-job";

interface Job {
  status: string;
  selesai: number;
}

/** Answers the given jobs in order, one per poll. */
function antrean(jobs: Job[]) {
  const calls: AbortSignal[] = [];
  const ambil = vi.fn((signal: AbortSignal) => {
    calls.push(signal);
    const j = jobs.shift();
    return j ? Promise.resolve(j) : Promise.reject(new Error("habis"));
  });
  return { ambil, calls };
}

const berakhir = (j: Job) => j.status === "selesai" || j.status === "gagal";

describe("pantau", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("polls every 1000 ms until the job ends", async () => {
    const { ambil } = antrean([
      { status: "berjalan", selesai: 1 },
      { status: "berjalan", selesai: 2 },
      { status: "selesai", selesai: 3 },
    ]);
    const seen: Job[] = [];
    const onError = vi.fn();
    pantau({ ambil, onData: (j) => seen.push(j), onError, selesai: berakhir });
    expect(POLL_MS).toBe(1000);

    await vi.advanceTimersByTimeAsync(999);
    expect(ambil).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(ambil).toHaveBeenCalledTimes(1);
    expect(seen.map((j) => j.selesai)).toEqual([1]);

    await vi.advanceTimersByTimeAsync(1000);
    expect(ambil).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(ambil).toHaveBeenCalledTimes(3);
    expect(seen.map((j) => j.status)).toEqual(["berjalan", "berjalan", "selesai"]);

    // Ended: no more polls.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(ambil).toHaveBeenCalledTimes(3);
    expect(onError).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("stops on 'gagal'", async () => {
    const { ambil } = antrean([{ status: "gagal", selesai: 0 }]);
    const onData = vi.fn();
    pantau({ ambil, onData, onError: vi.fn(), selesai: berakhir });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(ambil).toHaveBeenCalledTimes(1);
    expect(onData).toHaveBeenCalledWith({ status: "gagal", selesai: 0 });
  });

  it("stop() cancels the next poll and aborts the one in flight", async () => {
    let selesaikan: (j: Job) => void = () => undefined;
    const signals: AbortSignal[] = [];
    const ambil = vi.fn(
      (signal: AbortSignal) =>
        new Promise<Job>((resolve) => {
          signals.push(signal);
          selesaikan = resolve;
        }),
    );
    const onData = vi.fn();
    const stop = pantau({ ambil, onData, onError: vi.fn(), selesai: berakhir });
    await vi.advanceTimersByTimeAsync(1000);
    expect(ambil).toHaveBeenCalledTimes(1);
    stop();
    expect(signals[0]?.aborted).toBe(true);
    // A late answer is ignored and schedules nothing.
    selesaikan({ status: "berjalan", selesai: 1 });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(onData).not.toHaveBeenCalled();
    expect(ambil).toHaveBeenCalledTimes(1);
  });

  it("stop() before the first poll means no request at all", async () => {
    const { ambil } = antrean([{ status: "berjalan", selesai: 1 }]);
    const stop = pantau({ ambil, onData: vi.fn(), onError: vi.fn(), selesai: berakhir });
    stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(ambil).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("a failed poll reports once and ends the loop", async () => {
    const { ambil } = antrean([{ status: "berjalan", selesai: 1 }]);
    const onError = vi.fn();
    pantau({ ambil, onData: vi.fn(), onError, selesai: berakhir });
    await vi.advanceTimersByTimeAsync(2000);
    expect(onError).toHaveBeenCalledTimes(1);
    expect((onError.mock.calls[0]?.[0] as Error).message).toBe("habis");
    await vi.advanceTimersByTimeAsync(5_000);
    expect(ambil).toHaveBeenCalledTimes(2);
  });

  it("honours another interval", async () => {
    const { ambil } = antrean([
      { status: "berjalan", selesai: 1 },
      { status: "selesai", selesai: 2 },
    ]);
    pantau({ ambil, onData: vi.fn(), onError: vi.fn(), selesai: berakhir, intervalMs: 250 });
    await vi.advanceTimersByTimeAsync(500);
    expect(ambil).toHaveBeenCalledTimes(2);
  });
});
