// The attendance benchmark (issue 13): one class of N students (1,500 by
// default) with 16 held meetings and their attendance rows, against the
// release server over loopback HTTP. Times, R times each (the median and the
// slowest): the class recap as JSON, the recap page rendered on the server,
// the recap .xlsx, and a full recalculation of the class (from the request
// until the last meeting's job reports completed), all as an operator with
// write (a teacher's class-wide run leaves UTS/UAS out). Target: each under 1 s.
//
//   npm run bench:kehadiran -- [--peserta 1500] [--ulang 5] [--db postgres://...] [--bin target/release/lms]
import os from "node:os";
import { parseArgs } from "node:util";
import { masuk, pastikan, persentil, RELEASE_BIN, siapkanServer, tidur, waktu } from "../lib/server.mjs";

const { values: opsi } = parseArgs({
  options: {
    peserta: { type: "string", default: "1500" },
    ulang: { type: "string", default: "5" },
    db: { type: "string" },
    bin: { type: "string", default: RELEASE_BIN },
  },
});
const ULANG = Number(opsi.ulang);

const server = await siapkanServer({ bin: opsi.bin, db: opsi.db, prefix: "lms-bench-kehadiran-" });
const { minta } = server;

/** Until the recalculation covering `idPertemuan` is no longer processing (20 ms polls). */
async function tungguSelesai(cookie, idKelas, idPertemuan) {
  for (let i = 0; i < 3000; i++) {
    const res = await minta("GET", `/kehadiran/${idKelas}/${idPertemuan}`, cookie, null, { "x-lms-data": "1" });
    const status = pastikan(res, 200, "meeting page").json.data.proses;
    if (status === "completed") return;
    if (status === "failed") throw new Error("the recalculation failed");
    await tidur(20);
  }
  throw new Error("the recalculation did not finish in a minute");
}

try {
  console.log(`seeding the demo university and a class of ${opsi.peserta} more students (${server.mesin}) ...`);
  server.seed(["demo"]);
  const data = JSON.parse(server.seed(["bench-kehadiran", "--peserta", opsi.peserta]));
  await server.mulai();
  const cookie = await masuk(minta, "operator");
  const k = data.id_kelas;
  const hasil = { json: [], halaman: [], xlsx: [], hitung: [] };
  const ukuran = {};
  for (let i = 0; i < ULANG; i++) {
    const [tJson, rJson] = await waktu(() => minta("GET", `/lms/kehadiran_mahasiswa/kelas_kuliah/${k}`, cookie));
    pastikan(rJson, 200, "recap JSON");
    hasil.json.push(tJson);
    ukuran.json = rJson.bytes.length;
    const [tPage, rPage] = await waktu(() => minta("GET", `/kehadiran/${k}`, cookie));
    pastikan(rPage, 200, "recap page");
    hasil.halaman.push(tPage);
    ukuran.halaman = rPage.bytes.length;
    const [tXlsx, rXlsx] = await waktu(() => minta("GET", `/lms/kehadiran_mahasiswa/kelas_kuliah/${k}/export_excel`, cookie));
    pastikan(rXlsx, 200, "recap xlsx");
    hasil.xlsx.push(tXlsx);
    ukuran.xlsx = rXlsx.bytes.length;
    const [tHitung] = await waktu(async () => {
      pastikan(await minta("POST", "/lms/kehadiran_mahasiswa/hitung_persentase", cookie, { id_kelas_kuliah: k }), 202, "recalculation");
      await tungguSelesai(cookie, k, data.pertemuan[data.pertemuan.length - 1]);
    });
    hasil.hitung.push(tHitung);
  }
  const ms = (xs, p) => persentil(xs, p).toFixed(1);
  const baris = (label, xs) => console.log(`${label}: p50 ${ms(xs, 50)} ms, max ${ms(xs, 100)} ms`);
  console.log(`engine ${server.mesin}; ${os.cpus().length} cores; ${ULANG} runs; binary ${opsi.bin}`);
  console.log(`class: ${data.peserta} students x ${data.pertemuan.length} meetings`);
  baris(`recap JSON (${ukuran.json} B)`, hasil.json);
  baris(`recap page, server-rendered (${ukuran.halaman} B)`, hasil.halaman);
  baris(`recap .xlsx (${ukuran.xlsx} B)`, hasil.xlsx);
  baris("full recalculation of the class (request to completed)", hasil.hitung);
} finally {
  await server.selesai();
}
