// Tells the server the user is still here: once after load, then every 300 s
// (spec 1 §9). Failures are ignored; the next ping tries again.
import { useEffect } from "react";
import { panggil } from "./panggil";

export const LAST_ACTIVE_INTERVAL_MS = 300_000;

export function useLastActive(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const ping = () => void panggil("/lms/visitor/last_active", "put").catch(() => undefined);
    ping();
    const timer = window.setInterval(ping, LAST_ACTIVE_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [enabled]);
}
