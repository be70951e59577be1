// The question-bank benchmark (issue 12): against the release server over
// loopback HTTP, a lecturer imports a 100-question spreadsheet into a new
// bank (checked whole, written in one transaction) and downloads that
// bank's PDF (typeset on the server), R times each; prints the median and
// the slowest of both.
//
//   npm run bench:bank-soal -- [--ulang 10] [--db postgres://...] [--bin target/release/lms]
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { persentil, RELEASE_BIN, siapkanServer } from "../lib/server.mjs";

const { values: opsi } = parseArgs({
  options: {
    ulang: { type: "string", default: "10" },
    db: { type: "string" },
    bin: { type: "string", default: RELEASE_BIN },
  },
});
const ULANG = Number(opsi.ulang);
const SOAL = 100;

const server = await siapkanServer({ bin: opsi.bin, db: opsi.db, prefix: "lms-bench-bank-" });
const { minta } = server;

function multipart(bagian) {
  const batas = "LmsBenchBatas";
  const potong = [];
  for (const [nama, nilai, berkas] of bagian) {
    const kepala = berkas
      ? `form-data; name="${nama}"; filename="${berkas}"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet`
      : `form-data; name="${nama}"`;
    potong.push(Buffer.from(`--${batas}\r\nContent-Disposition: ${kepala}\r\n\r\n`), Buffer.from(nilai), Buffer.from("\r\n"));
  }
  potong.push(Buffer.from(`--${batas}--\r\n`));
  return { raw: Buffer.concat(potong), type: `multipart/form-data; boundary=${batas}` };
}

function pastikan(res, status, apa) {
  if (res.status !== status) throw new Error(`${apa}: ${res.status} ${JSON.stringify(res.json)}`);
  return res;
}

try {
  console.log(`seeding the demo university (${server.mesin}) ...`);
  server.seed(["demo"]);
  await server.mulai();
  const login = pastikan(await minta("POST", "/v2/access_token", null, { username: "dosen", password: "demo123" }), 200, "login");
  const cookie = String(login.headers["set-cookie"]).match(/lms_sesi=([^;]+)/)[1];
  const daftar = pastikan(await minta("GET", "/lms/bank_soal", cookie), 200, "bank list");
  const idMk = daftar.json.data[0].id_mata_kuliah;
  const berkas = path.join(os.tmpdir(), `lms-bench-soal-${process.pid}.xlsx`);
  execFileSync(opsi.bin, ["contoh-impor-soal", "--jenis", "pilihan", "--jumlah", String(SOAL), "--out", berkas], { stdio: "ignore" });
  const xlsx = readFileSync(berkas);
  const waktuImpor = [];
  const waktuPdf = [];
  let ukuranPdf = 0;
  for (let i = 0; i < ULANG; i++) {
    const bank = {
      judul: `Bank Bench ${i + 1}`,
      deskripsi: "Benchmark impor dan PDF",
      id_dosen: null,
      id_mata_kuliah: idMk,
      ditampilkan: false,
    };
    const id = pastikan(await minta("POST", "/lms/bank_soal", cookie, bank), 201, "create bank").json.id;
    let t0 = performance.now();
    const impor = await minta(
      "POST",
      `/v2/lms/bank_soal/${id}/soal/import_excel`,
      cookie,
      multipart([
        ["jenis_soal", "pilihan"],
        ["file", xlsx, "soal.xlsx"],
      ]),
    );
    waktuImpor.push(performance.now() - t0);
    pastikan(impor, 200, "import");
    t0 = performance.now();
    const pdf = pastikan(await minta("GET", `/lms/bank_soal/${id}/pdf`, cookie), 200, "pdf");
    waktuPdf.push(performance.now() - t0);
    ukuranPdf = pdf.bytes.length;
  }
  const ms = (xs, p) => persentil(xs, p).toFixed(1);
  console.log(`engine ${server.mesin}; ${os.cpus().length} cores; ${ULANG} runs; binary ${opsi.bin}`);
  console.log(`import of ${SOAL} questions (.xlsx ${xlsx.length} B): p50 ${ms(waktuImpor, 50)} ms, max ${ms(waktuImpor, 100)} ms`);
  console.log(`PDF of a ${SOAL}-question bank (${ukuranPdf} B): p50 ${ms(waktuPdf, 50)} ms, max ${ms(waktuPdf, 100)} ms`);
} finally {
  await server.selesai();
}
