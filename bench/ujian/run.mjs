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
import os from "node:os";
import { parseArgs } from "node:util";
import { persentil, RELEASE_BIN, siapkanServer, tidur } from "../lib/server.mjs";

const { values: opsi } = parseArgs({
  options: {
    peserta: { type: "string", default: "2000" },
    db: { type: "string" },
    pikir: { type: "string", default: "1000-5000" },
    kill: { type: "boolean", default: false },
    bin: { type: "string", default: RELEASE_BIN },
    "ramp-ms": { type: "string", default: "10000" },
  },
});
const PESERTA = Number(opsi.peserta);
const [PIKIR_MIN, PIKIR_MAKS] = opsi.pikir.split("-").map(Number);
const RAMP_MS = Number(opsi["ramp-ms"]);

const server = await siapkanServer({ bin: opsi.bin, db: opsi.db, prefix: "lms-bench-ujian-" });
const { minta, mesin } = server;

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

// ---------------------------------------------------------------- run

try {
  console.log(`seeding the demo university and ${PESERTA} students (${mesin}) ...`);
  server.seed(["demo"]);
  const data = JSON.parse(server.seed(["bench-ujian", "--peserta", String(PESERTA)]));
  await server.mulai();
  const stat = { latensi: [], waktu: [], gagal: [], ulang: 0 };
  const totalJawaban = PESERTA * 40;
  let dibunuh = null;
  const tandaSetengah = () => {
    if (opsi.kill && !dibunuh && stat.latensi.length >= totalJawaban / 2) {
      dibunuh = (async () => {
        await server.bunuh();
        console.log(`SIGKILL after ${stat.latensi.length} acknowledged answers; restarting ...`);
        await server.mulai();
      })();
    }
  };
  console.log(
    `${PESERTA} takers, 40 answers each, think time ${PIKIR_MIN}-${PIKIR_MAKS} ms, ramp-up ${RAMP_MS} ms${opsi.kill ? ", SIGKILL mid-way" : ""}`,
  );
  const t0 = performance.now();
  const diakui = await Promise.all(data.cookies.map((c) => peserta(c, data.id_ujian, stat, tandaSetengah)));
  const detik = (performance.now() - t0) / 1000;
  if (dibunuh) await dibunuh;
  let lost = 0;
  for (const [i, c] of data.cookies.entries()) lost += await hilang(c, data.id_ujian, diakui[i], stat);
  const n = stat.latensi.length;
  console.log(`engine ${mesin}; ${os.cpus().length} cores`);
  console.log(
    `answers acknowledged: ${n} of ${totalJawaban}; refused: ${stat.gagal.length}${stat.gagal.length ? ` (${stat.gagal[0]})` : ""}; retries: ${stat.ulang}`,
  );
  console.log(`duration ${detik.toFixed(1)} s; throughput ${(n / detik).toFixed(0)} saves/s`);
  console.log(
    `save latency p50 ${persentil(stat.latensi, 50).toFixed(1)} ms, p99 ${persentil(stat.latensi, 99).toFixed(1)} ms, max ${persentil(stat.latensi, 100).toFixed(1)} ms`,
  );
  console.log(`acknowledged answers missing from the database: ${lost}`);
  const jendela = new Map();
  for (const [t, ms] of stat.waktu) {
    const j = Math.floor((t - t0) / 30_000);
    if (!jendela.has(j)) jendela.set(j, []);
    jendela.get(j).push(ms);
  }
  const baris = [...jendela.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([j, xs]) => `${j * 30}-${j * 30 + 30} s: ${xs.length} saves, p99 ${persentil(xs, 99).toFixed(1)} ms`);
  console.log(`by 30 s window: ${baris.join("; ")}`);
  process.exitCode = lost === 0 && stat.gagal.length === 0 ? 0 : 1;
} finally {
  await server.selesai();
}
