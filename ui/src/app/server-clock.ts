// The server's clock in the browser. The page's props carry the server time
// rounded to the minute (so identical pages render identically); the exact
// second comes from <meta name="lms-server-time">, and then every second from
// the SSE stream /lms/events?stream=sistem (event 'time'). EventSource
// reconnects by itself after a drop (the server asks for a 2 s retry).
import { useEffect, useState } from "react";
import { parseIso } from "../lib/tanggal-inti";

let offsetMs: number | null = null;
let source: EventSource | null = null;

/**
 * When the document's first byte arrived, in epoch ms: the browser's moment nearest to the one
 * the server stamped in the meta. Not "now": the app starts once its scripts have arrived,
 * seconds later on a slow phone or a busy machine, and the clock ran that much behind until the
 * stream corrected it.
 */
function documentArrival(): number {
  const nav = performance.getEntriesByType?.("navigation")[0] as PerformanceNavigationTiming | undefined;
  return nav && nav.responseStart > 0 ? performance.timeOrigin + nav.responseStart : Date.now();
}

function offsetFromMeta(): number | null {
  const content = document.querySelector('meta[name="lms-server-time"]')?.getAttribute("content");
  const server = content ? parseIso(content) : NaN;
  return Number.isNaN(server) ? null : server - documentArrival();
}

/** Milliseconds to add to Date.now() to get the server's time. */
export function serverOffset(): number {
  if (offsetMs === null) offsetMs = offsetFromMeta() ?? 0;
  return offsetMs;
}

/** Opens the clock stream once per page load (signed-in pages only). */
export function startClockStream(): void {
  if (source || typeof EventSource === "undefined") return;
  source = new EventSource("/lms/events?stream=sistem");
  source.addEventListener("time", (e) => {
    const server = parseIso((e as MessageEvent<string>).data);
    if (!Number.isNaN(server)) offsetMs = server - Date.now();
  });
}

/** Server time in ms, ticking every second after hydration; `initialIso` until then. */
export function useServerNow(initialIso: string, live: boolean): number {
  const [now, setNow] = useState(() => parseIso(initialIso));
  useEffect(() => {
    if (live) startClockStream();
    const tick = () => setNow(Date.now() + serverOffset());
    tick();
    const id = window.setInterval(tick, 1000);
    return () => window.clearInterval(id);
  }, [live]);
  return now;
}
