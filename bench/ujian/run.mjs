// The exam-peak benchmark (issue 11): N simulated students take one exam at
// once against the release server over loopback HTTP. Each starts the
// attempt, loads the sheet, saves 40 answers with think time between them
// (retrying a save that failed, as the browser's offline queue does) and
// finishes. Afterwards every acknowledged answer is looked up through each
// student's sheet: an acknowledged answer missing there is lost.
//
//   npm run bench:ujian -- [--peserta 2000] [--db postgres://...] [--pikir 1000-5000] [--kill]
//
// --db       an empty PostgreSQL database (default: SQLite in a temporary directory)
// --pikir    think time range in ms between two answers (uniform)
// --kill     SIGKILL the server when half of the answers are in, restart it, go on
// --bin      the server binary (default target/release/lms; built when missing)
import { spawn, execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const { values: opsi } = parseArgs({
  options: {
    peserta: { type: "string", default: "2000" },
    db: { type: "string" },
    pikir: { type: "string", default: "1000-5000" },
    kill: { type: "boolean", default: false },
    bin: { type: "string", default: path.join(ROOT, "target", "release", "lms") },
    "ramp-ms": { type: "string", default: "10000" },
  },
});
const PESERTA = Number(opsi.peserta);
const [PIKIR_MIN, PIKIR_MAKS] = opsi.pikir.split("-").map(Number);
const RAMP_MS = Number(opsi["ramp-ms"]);
const COLLEGE_ID = "1";

if (!existsSync(opsi.bin)) {
  console.log(`building ${opsi.bin} (cargo build --release -p lms) ...`);
  execFileSync("cargo", ["build", "--release", "-p", "lms"], { cwd: ROOT, stdio: "inherit" });
}
if (!existsSync(path.join(ROOT, "ui", "dist", "manifest.json"))) execFileSync("node", ["ui/build.mjs"], { cwd: ROOT, stdio: "inherit" });

const dataDir = await mkdtemp(path.join(os.tmpdir(), "lms-bench-ujian-"));
const port = await portBebas();
const env = { ...process.env, LMS_DATA_DIR: dataDir, LMS_BIND: `127.0.0.1:${port}`, LMS_ROOT: ROOT, LMS_LOG: "warn" };
delete env.DATABASE_URL;
if (opsi.db) env.DATABASE_URL = opsi.db;
const mesin = opsi.db ? "PostgreSQL" : "SQLite";

function portBebas() {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

const tidur = (ms) => new Promise((r) => setTimeout(r, ms));

// ---------------------------------------------------------------- server

let server = null;

async function jalankanServer() {
  const child = spawn(opsi.bin, ["serve"], { cwd: ROOT, env, stdio: ["ignore", "ignore", "inherit"] });
  for (let i = 0; i < 300; i++) {
    try {
      const res = await minta("GET", "/healthz", null, null);
      if (res.status === 200) return child;
    } catch {
      // not listening yet
    }
    await tidur(100);
  }
  throw new Error("the server did not start");
}

// ---------------------------------------------------------------- HTTP

const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });

function minta(method, urlPath, cookie, body) {
  return new Promise((resolve, reject) => {
    const data = body === null ? null : Buffer.from(JSON.stringify(body));
    const headers = { "college-id": COLLEGE_ID };
    if (cookie) headers.cookie = `lms_sesi=${cookie}`;
    if (data) {
      headers["content-type"] = "application/json";
      headers["content-length"] = data.length;
    }
    const req = http.request({ host: "127.0.0.1", port, method, path: urlPath, headers, agent }, (res) => {
      const parts = [];
      res.on("data", (c) => parts.push(c));
      res.on("end", () => {
        const text = Buffer.concat(parts).toString("utf8");
        let json = null;
        try {
          json = JSON.parse(text);
        } catch {
          // not JSON
        }
        resolve({ status: res.statusCode, json });
      });
      res.on("error", reject);
    });
    req.setTimeout(30_000, () => req.destroy(new Error("timeout")));
    req.on("error", reject);
    if (data) req.write(data);
    req.end();
  });
}

/** Retries a request that failed on the network or with 5xx, like the browser's queue. */
async function mintaSampai(method, urlPath, cookie, body, stat) {
  for (let coba = 0; ; coba++) {
    try {
      const res = await minta(method, urlPath, cookie, body);
      if (res.status < 500) return res;
    } catch {
      // connection refused or reset while the server restarts
    }
    stat.ulang++;
    await tidur(Math.min(2000, 200 * (coba + 1)));
  }
}

// ---------------------------------------------------------------- takers

function jawabanUntuk(soal, i) {
  if (soal.jenis === "pilihan") return String(i % soal.pilihan.length);
  if (soal.jenis === "benar_salah") return i % 2 ? "salah" : "benar";
  return `Jawaban uraian peserta untuk soal ${soal.nomor}: langkah demi langkah beserta alasannya.`;
}

async function peserta(cookie, idUjian, stat, tandaSetengah) {
  await tidur(Math.random() * RAMP_MS);
  const dasar = `/lms/ujian/${idUjian}/pengerjaan/me`;
  const mulai = await mintaSampai("POST", `/lms/ujian/${idUjian}/pengerjaan/start`, cookie, null, stat);
  if (mulai.status !== 200) throw new Error(`start ${mulai.status}: ${JSON.stringify(mulai.json)}`);
  const lembar = await mintaSampai("GET", `${dasar}/soal`, cookie, null, stat);
  const soal = lembar.json.kelompok_soal.flatMap((k) => k.soal);
  const diakui = new Map();
  for (const [i, s] of soal.entries()) {
    await tidur(PIKIR_MIN + Math.random() * (PIKIR_MAKS - PIKIR_MIN));
    const body = { jawaban: jawabanUntuk(s, i), versi: 1 };
    const t0 = performance.now();
    const res = await mintaSampai("PUT", `${dasar}/jawaban/${s.id}`, cookie, body, stat);
    const ms = performance.now() - t0;
    if (res.status !== 200) {
      stat.gagal.push(`${res.status} ${res.json?.status?.message}`);
      continue;
    }
    stat.latensi.push(ms);
    stat.waktu.push([t0, ms]);
    diakui.set(s.id, body.jawaban);
    tandaSetengah();
  }
  await mintaSampai("POST", `${dasar}/selesai`, cookie, null, stat);
  return diakui;
}

async function hilang(cookie, idUjian, diakui, stat) {
  const res = await mintaSampai("GET", `/lms/ujian/${idUjian}/pengerjaan/me/soal`, cookie, null, stat);
  const tersimpan = new Map(res.json.kelompok_soal.flatMap((k) => k.soal).map((s) => [s.id, s.jawaban]));
  let n = 0;
  for (const [id, jawaban] of diakui) if (tersimpan.get(id) !== jawaban) n++;
  return n;
}

function persentil(xs, p) {
  const urut = [...xs].sort((a, b) => a - b);
  return urut[Math.min(urut.length - 1, Math.floor((p / 100) * urut.length))];
}

// ---------------------------------------------------------------- run

try {
  console.log(`seeding the demo university and ${PESERTA} students (${mesin}) ...`);
  execFileSync(opsi.bin, ["seed", "demo"], { env, stdio: ["ignore", "ignore", "inherit"] });
  const data = JSON.parse(execFileSync(opsi.bin, ["seed", "bench-ujian", "--peserta", String(PESERTA)], { env, maxBuffer: 64 << 20 }).toString());
  server = await jalankanServer();
  const stat = { latensi: [], waktu: [], gagal: [], ulang: 0 };
  const totalJawaban = PESERTA * 40;
  let dibunuh = null;
  const tandaSetengah = () => {
    if (opsi.kill && !dibunuh && stat.latensi.length >= totalJawaban / 2) {
      dibunuh = (async () => {
        server.kill("SIGKILL");
        await new Promise((r) => server.once("exit", r));
        console.log(`SIGKILL after ${stat.latensi.length} acknowledged answers; restarting ...`);
        server = await jalankanServer();
      })();
    }
  };
  console.log(`${PESERTA} takers, 40 answers each, think time ${PIKIR_MIN}-${PIKIR_MAKS} ms, ramp-up ${RAMP_MS} ms${opsi.kill ? ", SIGKILL mid-way" : ""}`);
  const t0 = performance.now();
  const diakui = await Promise.all(data.cookies.map((c) => peserta(c, data.id_ujian, stat, tandaSetengah)));
  const detik = (performance.now() - t0) / 1000;
  if (dibunuh) await dibunuh;
  let lost = 0;
  for (const [i, c] of data.cookies.entries()) lost += await hilang(c, data.id_ujian, diakui[i], stat);
  const n = stat.latensi.length;
  console.log(`engine ${mesin}; ${os.cpus().length} cores`);
  console.log(`answers acknowledged: ${n} of ${totalJawaban}; refused: ${stat.gagal.length}${stat.gagal.length ? ` (${stat.gagal[0]})` : ""}; retries: ${stat.ulang}`);
  console.log(`duration ${detik.toFixed(1)} s; throughput ${(n / detik).toFixed(0)} saves/s`);
  console.log(`save latency p50 ${persentil(stat.latensi, 50).toFixed(1)} ms, p99 ${persentil(stat.latensi, 99).toFixed(1)} ms, max ${persentil(stat.latensi, 100).toFixed(1)} ms`);
  console.log(`acknowledged answers missing from the database: ${lost}`);
  const jendela = new Map();
  for (const [t, ms] of stat.waktu) {
    const j = Math.floor((t - t0) / 30_000);
    if (!jendela.has(j)) jendela.set(j, []);
    jendela.get(j).push(ms);
  }
  const baris = [...jendela.entries()].sort((a, b) => a[0] - b[0]).map(([j, xs]) => `${j * 30}-${j * 30 + 30} s: ${xs.length} saves, p99 ${persentil(xs, 99).toFixed(1)} ms`);
  console.log(`by 30 s window: ${baris.join("; ")}`);
  process.exitCode = lost === 0 && stat.gagal.length === 0 ? 0 : 1;
} finally {
  if (server) server.kill("SIGKILL");
  await rm(dataDir, { recursive: true, force: true });
}
