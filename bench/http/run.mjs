// The HTTP benchmark (issue 17): the release server on the demo data, driven over loopback by
// autocannon at concurrency 1, 16 and 64 for a fixed time per request kind, printing req/s,
// p50 and p99, each kind's share of /healthz at the same concurrency, the page's size, and the
// server's memory (peak and settled RSS) — including after one BAP archive of a whole period.
// Every page added to the product should get a line here.
//
//   npm run bench:http -- [--detik 5] [--konkurensi 1,16,64] [--db postgres://...] [--bin target/release/lms] [--tanpa-zip]
//
// "first load" requests carry a query the page ignores (`?bench=N`), so each one misses the
// render cache as a user's first visit of the minute does; "repeat" asks the same address again.
import { readFileSync } from "node:fs";
import os from "node:os";
import { parseArgs } from "node:util";
import { brotliCompressSync } from "node:zlib";
import autocannon from "autocannon";
import { masuk, pastikan, RELEASE_BIN, siapkanServer, tidur } from "../lib/server.mjs";

const { values: opsi } = parseArgs({
  options: {
    detik: { type: "string", default: "5" },
    konkurensi: { type: "string", default: "1,16,64" },
    db: { type: "string" },
    bin: { type: "string", default: RELEASE_BIN },
    "tanpa-zip": { type: "boolean", default: false },
  },
});
const DETIK = Number(opsi.detik);
const KONKURENSI = opsi.konkurensi.split(",").map(Number);

/** Resident and peak resident memory of process `pid`, in MB. */
function memori(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (nama) => Number(new RegExp(`${nama}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rss: kb("VmRSS") / 1024, puncak: kb("VmHWM") / 1024 };
}

/** One autocannon run: `alamat(n)` gives the n-th request's path. */
function jalankan(port, { cookie, alamat }, koneksi) {
  let n = 0;
  const headers = { "college-id": "1", accept: cookie ? "text/html,application/json" : "*/*" };
  if (cookie) headers.cookie = `lms_sesi=${cookie}`;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `http://127.0.0.1:${port}`,
        connections: koneksi,
        duration: DETIK,
        headers,
        requests: [{ setupRequest: (req) => ({ ...req, path: alamat(n++) }) }],
      },
      (err, hasil) => (err ? reject(err) : resolve(hasil)),
    );
  });
}

const server = await siapkanServer({ bin: opsi.bin, db: opsi.db, prefix: "lms-bench-http-" });
const { minta } = server;
try {
  console.log(`seeding the demo university (${server.mesin}) ...`);
  server.seed(["demo"]);
  const child = await server.mulai();
  const dosen = await masuk(minta, "dosen");
  const mahasiswa = await masuk(minta, "mahasiswa");
  const operator = await masuk(minta, "operator");
  const awal = memori(child.pid);

  const jenis = [
    ["GET /healthz", { cookie: null, alamat: () => "/healthz" }],
    ["GET /lms/kelas_kuliah (JSON, dosen)", { cookie: dosen, alamat: () => "/lms/kelas_kuliah" }],
    ["/kelas first load (dosen)", { cookie: dosen, alamat: (n) => `/kelas?bench=${n}` }],
    ["/kelas repeat (dosen)", { cookie: dosen, alamat: () => "/kelas" }],
    ["/beranda first load (mahasiswa)", { cookie: mahasiswa, alamat: (n) => `/beranda?bench=${n}` }],
    ["/beranda repeat (mahasiswa)", { cookie: mahasiswa, alamat: () => "/beranda" }],
    ["/beranda first load (dosen)", { cookie: dosen, alamat: (n) => `/beranda?bench=${n}` }],
  ];
  // Sizes of the pages as a browser receives them (raw and brotli).
  const ukuran = {};
  for (const [nama, j] of jenis) {
    if (!j.cookie) continue;
    const res = pastikan(await minta("GET", j.alamat(0), j.cookie, null, { accept: "text/html" }), 200, nama);
    ukuran[nama] = `${(res.bytes.length / 1000).toFixed(1)} KB (${(brotliCompressSync(res.bytes).length / 1000).toFixed(1)} KB br)`;
  }

  const tabel = [];
  for (const c of KONKURENSI) {
    let healthz = null;
    for (const [nama, j] of jenis) {
      const h = await jalankan(server.port, j, c);
      if (h.non2xx || h.errors) throw new Error(`${nama} c=${c}: ${h.non2xx} non-2xx, ${h.errors} errors`);
      const rps = h.requests.average;
      if (nama === "GET /healthz") healthz = rps;
      const mem = memori(child.pid);
      tabel.push({ nama, c, rps, p50: h.latency.p50, p99: h.latency.p99, bagian: (100 * rps) / healthz, rss: mem.rss });
    }
  }

  console.log(`\nengine ${server.mesin}; ${os.cpus().length} cores; ${DETIK} s per run; binary ${opsi.bin}`);
  console.log("| request | c | req/s | p50 ms | p99 ms | share of /healthz | RSS after (MB) |");
  console.log("|---|---|---|---|---|---|---|");
  for (const r of tabel) {
    console.log(`| ${r.nama} | ${r.c} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.bagian.toFixed(1)} % | ${r.rss.toFixed(0)} |`);
  }
  console.log("\npage sizes (HTML):");
  for (const [nama, u] of Object.entries(ukuran)) console.log(`  ${nama}: ${u}`);

  // Logins: 64 students at once (different accounts: one account's parallel attempts count as
  // failures for the login throttle), each an argon2 check of ~19 MiB.
  const props = await minta("GET", "/beranda", mahasiswa, null, { "x-lms-data": "1", accept: "application/json" });
  const nimDemo = pastikan(props, 200, "the demo student's props").json.user.nomor_induk; // signs in as 'mahasiswa'
  const nim = new Set();
  const kelas = pastikan(await minta("GET", "/lms/kelas_kuliah?per_page=100", dosen), 200, "class list").json.data;
  for (const k of kelas) {
    if (nim.size >= 64) break;
    const peserta = pastikan(await minta("GET", `/v2/lms/kelas_kuliah/${k.id}/peserta/nim_nama`, dosen), 200, "participants").json.data;
    for (const p of peserta) if (p.nim !== nimDemo) nim.add(p.nim);
  }
  const sebelumLogin = memori(child.pid).rss;
  const t0 = performance.now();
  await Promise.all([...nim].slice(0, 64).map((n) => masuk(minta, n)));
  const lamaLogin = performance.now() - t0;
  const setelahLogin = memori(child.pid);
  console.log(
    `\nmemory: at start ${awal.rss.toFixed(0)} MB; after the runs ${sebelumLogin.toFixed(0)} MB; after 64 simultaneous logins (all done in ${(lamaLogin / 1000).toFixed(1)} s) ${setelahLogin.rss.toFixed(0)} MB (peak so far ${setelahLogin.puncak.toFixed(0)} MB)`,
  );

  if (!opsi["tanpa-zip"]) {
    const periode = 20261;
    const mulai = performance.now();
    const job = pastikan(await minta("POST", "/lms/kelas_kuliah/bap/unduh", operator, { periode }), 202, "BAP archive").json;
    let status = job;
    while (status.status !== "selesai" && status.status !== "gagal") {
      await tidur(500);
      status = pastikan(await minta("GET", `/lms/kelas_kuliah/bap/unduh/${job.id}`, operator), 200, "BAP status").json;
    }
    if (status.status !== "selesai") throw new Error(`BAP archive: ${status.pesan}`);
    const detik = ((performance.now() - mulai) / 1000).toFixed(1);
    const segera = memori(child.pid);
    await tidur(60_000);
    const semenit = memori(child.pid);
    console.log(
      `BAP archive of ${status.total} classes in ${detik} s: RSS right after ${segera.rss.toFixed(0)} MB (peak ${segera.puncak.toFixed(0)} MB), a minute later ${semenit.rss.toFixed(0)} MB`,
    );
  }
} finally {
  await server.selesai();
}
