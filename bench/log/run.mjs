// The activity-log benchmark (issue 15): N log entries (1,000,000 by default) over the past
// year and every user of the demo university, read through the release server over loopback
// HTTP, R times each (the median and the slowest). Times are whole requests: session, filter
// check, the page's rows and their count. Target: the query filtered by user and day under
// 100 ms on SQLite and PostgreSQL.
//
//   npm run bench:log -- [--entri 1000000] [--ulang 20] [--db postgres://...] [--bin target/release/lms]
import os from "node:os";
import { parseArgs } from "node:util";
import { masuk, pastikan, persentil, RELEASE_BIN, siapkanServer, waktu } from "../lib/server.mjs";

const { values: opsi } = parseArgs({
  options: {
    entri: { type: "string", default: "1000000" },
    ulang: { type: "string", default: "20" },
    db: { type: "string" },
    bin: { type: "string", default: RELEASE_BIN },
  },
});
const ULANG = Number(opsi.ulang);

const server = await siapkanServer({ bin: opsi.bin, db: opsi.db, prefix: "lms-bench-log-" });
const { minta } = server;

/** 00:00:00-23:59:59 WIB of the day `hari` days ago, as UTC. */
function hari(lalu) {
  const wib = new Date(Date.now() + 7 * 3600_000 - lalu * 86_400_000);
  const awal = Date.UTC(wib.getUTCFullYear(), wib.getUTCMonth(), wib.getUTCDate()) - 7 * 3600_000;
  const iso = (ms) => new Date(ms).toISOString().replace(".000Z", "Z");
  return `waktu_awal=${iso(awal)}&waktu_akhir=${iso(awal + 86_399_000)}`;
}

try {
  console.log(`seeding the demo university and ${opsi.entri} log entries (${server.mesin}) ...`);
  server.seed(["demo"]);
  const t0 = performance.now();
  const data = JSON.parse(server.seed(["bench-log", "--entri", opsi.entri]));
  console.log(`seeded ${data.entri} entries over ${data.pengguna} users in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  await server.mulai();
  const operator = await masuk(minta, "operator");
  const mahasiswa = await masuk(minta, "mahasiswa");
  const ukur = [
    ["one user, one day (operator)", operator, `/lms/log_aktivitas?username=mahasiswa&${hari(100)}`],
    ["one user, one day (own, /me)", mahasiswa, `/lms/log_aktivitas/me?${hari(100)}`],
    ["every user, one day", operator, `/lms/log_aktivitas?${hari(100)}`],
    ["every user, one day, one kind", operator, `/lms/log_aktivitas?jenis_aktivitas=login&${hari(100)}`],
    ["one user, whole year, one kind", operator, "/lms/log_aktivitas?username=mahasiswa&jenis_aktivitas=login"],
    ["every user, one day, page 20", operator, `/lms/log_aktivitas?page=20&${hari(100)}`],
    ["profile tab, today (page, server-rendered)", mahasiswa, "/profil?tab=riwayat"],
    ["one user, whole year, .xlsx", operator, "/lms/log_aktivitas/export_excel?username=mahasiswa"],
  ];
  const hasil = ukur.map(() => []);
  const info = [];
  for (let i = 0; i < ULANG; i++) {
    for (const [j, [apa, cookie, url]] of ukur.entries()) {
      const [ms, res] = await waktu(() => minta("GET", url, cookie));
      pastikan(res, 200, apa);
      hasil[j].push(ms);
      info[j] = res.json?.meta ? `${res.json.meta.total_items} matching` : `${res.bytes.length} B`;
    }
  }
  const ms = (xs, p) => persentil(xs, p).toFixed(1);
  console.log(`engine ${server.mesin}; ${os.cpus().length} cores; ${ULANG} runs; binary ${opsi.bin}; ${data.entri} entries`);
  for (const [j, [apa]] of ukur.entries()) console.log(`${apa} (${info[j]}): p50 ${ms(hasil[j], 50)} ms, max ${ms(hasil[j], 100)} ms`);
} finally {
  await server.selesai();
}
