// Server clock: HH:mm:ss + zone label and the long Indonesian date. It renders
// the props' time on the server and during hydration, then ticks every second
// from the server's clock (ui/src/app/server-clock.ts), never the browser's
// clock or zone. On a phone it wraps below the page title; `ml-auto` keeps it at the right
// edge there too, its two lines aligned (issue 16: the time looked indented over the date).
import { usePage } from "../app/page-context";
import { useServerNow } from "../app/server-clock";
import { formatJamDetik, formatTanggalPanjang, zonaLabel } from "../lib/tanggal";

export function Jam() {
  const { app, user } = usePage();
  const now = useServerNow(app.server_time, Boolean(user));
  const t = new Date(now);
  return (
    <div className="ml-auto text-right leading-tight" aria-label="Waktu server">
      <div className="text-lg font-semibold text-slate-800 tabular-nums">
        {`${formatJamDetik(t, app.time_zone)} ${zonaLabel(app.time_zone)}`}
      </div>
      <div className="text-xs text-slate-500">{formatTanggalPanjang(t, app.time_zone)}</div>
    </div>
  );
}
