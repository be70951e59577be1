// The grade benchmark (issue 14): the attendance benchmark's class of N
// students (1,500 by default) × 16 held meetings, each meeting with a graded
// task and quiz, against the release server over loopback HTTP. Times, R
// times each (the median and the slowest), as the class's lecturer: the grade
// recap as JSON, the recap page rendered on the server, and the recap .xlsx.
// Target: each under 1 s.
//
//   npm run bench:nilai -- [--peserta 1500] [--ulang 5] [--db postgres://...] [--bin target/release/lms]
import os from "node:os";
import { parseArgs } from "node:util";
import { masuk, pastikan, persentil, RELEASE_BIN, siapkanServer, waktu } from "../lib/server.mjs";

const { values: opsi } = parseArgs({
  options: {
    peserta: { type: "string", default: "1500" },
    ulang: { type: "string", default: "5" },
    db: { type: "string" },
    bin: { type: "string", default: RELEASE_BIN },
  },
});
const ULANG = Number(opsi.ulang);

const server = await siapkanServer({ bin: opsi.bin, db: opsi.db, prefix: "lms-bench-nilai-" });
const { minta } = server;

try {
  console.log(`seeding the demo university and a class of ${opsi.peserta} more students with grades (${server.mesin}) ...`);
  server.seed(["demo"]);
  const data = JSON.parse(server.seed(["bench-kehadiran", "--peserta", opsi.peserta, "--nilai"]));
  await server.mulai();
  const cookie = await masuk(minta, "dosen");
  const k = data.id_kelas;
  const ukur = [
    ["recap JSON", `/lms/nilai/kelas_kuliah/${k}`],
    ["recap page, server-rendered", `/nilai/${k}`],
    ["recap .xlsx", `/lms/nilai/kelas_kuliah/${k}/export_excel`],
  ];
  const hasil = ukur.map(() => []);
  const ukuran = [];
  for (let i = 0; i < ULANG; i++) {
    for (const [j, [apa, url]] of ukur.entries()) {
      const [ms, res] = await waktu(() => minta("GET", url, cookie));
      pastikan(res, 200, apa);
      hasil[j].push(ms);
      ukuran[j] = res.bytes.length;
    }
  }
  const ms = (xs, p) => persentil(xs, p).toFixed(1);
  console.log(`engine ${server.mesin}; ${os.cpus().length} cores; ${ULANG} runs; binary ${opsi.bin}`);
  console.log(`class: ${data.peserta} students x ${data.pertemuan.length} meetings, a task and a quiz in each`);
  for (const [j, [apa]] of ukur.entries()) console.log(`${apa} (${ukuran[j]} B): p50 ${ms(hasil[j], 50)} ms, max ${ms(hasil[j], 100)} ms`);
} finally {
  await server.selesai();
}
