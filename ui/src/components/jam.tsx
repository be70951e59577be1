// Server clock: HH:mm:ss + zone label and the long Indonesian date, ticking every second
// from props.app.server_time (never the browser's clock or zone during render).
import { useEffect, useState } from "react";
import { usePage } from "../app/page-context";
import { formatJamDetik, formatTanggalPanjang, zonaLabel } from "../lib/tanggal";
import { parseIso } from "../lib/tanggal-inti";

export function Jam() {
  const { app } = usePage();
  const [now, setNow] = useState(() => parseIso(app.server_time));

  useEffect(() => {
    const server = parseIso(app.server_time);
    if (Number.isNaN(server)) return;
    const offset = server - Date.now();
    setNow(server);
    const id = setInterval(() => setNow(Date.now() + offset), 1000);
    return () => clearInterval(id);
  }, [app.server_time]);

  const t = new Date(now);
  return (
    <div className="text-right leading-tight" aria-label="Waktu server">
      <div className="font-mono text-lg font-semibold text-slate-800 tabular-nums">
        {`${formatJamDetik(t, app.time_zone)} ${zonaLabel(app.time_zone)}`}
      </div>
      <div className="text-xs text-slate-500">{formatTanggalPanjang(t, app.time_zone)}</div>
    </div>
  );
}
