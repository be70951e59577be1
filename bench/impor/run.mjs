// The academic import benchmark (issue 35): a mid-size university as SIAKAD would hand it over,
// 1,200 lecturers, 30,000 students, 500 courses, 2,500 classes (each with a coordinator and a
// lecturer) in the current period, their timetable (which makes 40,000 meetings) and 120,000
// enrolments (each student in 4 of those classes),
// as CSV through `lms impor` on a demo-seeded database: the preview (--uji), the import, and
// the same file again (which must change nothing). Then the students again as an .xlsx (written
// with Python's openpyxl, installed with pip when missing), previewed and imported: reading
// 30,000 spreadsheet rows. Each run's wall time and the process's peak memory (max RSS).
// Targets: each under 60 s, under 300 MB.
//
//   npm run bench:impor -- [--mahasiswa 30000] [--dosen 1200] [--mata-kuliah 500] [--kelas 2500]
//     [--kelas-per-mahasiswa 4] [--db postgres://...] [--bin target/release/lms]
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { RELEASE_BIN, siapkanServer } from "../lib/server.mjs";

const { values: opsi } = parseArgs({
  options: {
    mahasiswa: { type: "string", default: "30000" },
    dosen: { type: "string", default: "1200" },
    "mata-kuliah": { type: "string", default: "500" },
    kelas: { type: "string", default: "2500" },
    "kelas-per-mahasiswa": { type: "string", default: "4" },
    db: { type: "string" },
    bin: { type: "string", default: RELEASE_BIN },
  },
});

const PRODI = ["TI", "SI", "MN", "AK", "PBI", "MI"];
const NAMA = ["Ayu", "Bagus", "Citra", "Dimas", "Eka", "Fitri", "Galih", "Hana", "Indra", "Joko", "Kartika", "Lestari"];
const nama = (i) => `${NAMA[i % NAMA.length]} ${NAMA[(i * 7) % NAMA.length]}wati ${i}`;

const nimKe = (i) => `9${String(i).padStart(8, "0")}`;
const nidnKe = (i) => `88${String(i).padStart(8, "0")}`;

function csvMahasiswa(n) {
  const baris = ["NIM;Nama;Kode Prodi;Angkatan;Email;Telepon"];
  for (let i = 0; i < n; i++) {
    const nim = nimKe(i);
    baris.push(`${nim};${nama(i)};${PRODI[i % PRODI.length]};${2020 + (i % 7)};${nim}@mhs.kampus.ac.id;0812${String(i).padStart(8, "0")}`);
  }
  return baris.join("\n") + "\n";
}

function csvDosen(n) {
  const baris = ["NIDN,Nama,Kode Prodi,Gelar Depan,Gelar Belakang,Email"];
  for (let i = 0; i < n; i++)
    baris.push(`${nidnKe(i)},${nama(i)},${PRODI[i % PRODI.length]},${i % 5 ? "" : "Dr."},M.Kom.,d${i}@kampus.ac.id`);
  return baris.join("\n") + "\n";
}

const kodeMkKe = (i) => `BM-${String(i).padStart(4, "0")}`;

/** `n` courses of the programmes, each coordinated by one of the `dosen` lecturers. */
function csvMataKuliah(n, dosen) {
  const baris = ["Kode MK;Nama;SKS;Kode Prodi;NIDN Koordinator"];
  for (let i = 0; i < n; i++) baris.push(`${kodeMkKe(i)};Mata Kuliah ${i};${1 + (i % 4)};${PRODI[i % PRODI.length]};${nidnKe(i % dosen)}`);
  return baris.join("\n") + "\n";
}

/** `n` classes of the `mk` courses in `periode` (A, B, ... per course), with two lecturers each. */
function kelasBaru(n, mk, periode) {
  const kelas = [];
  for (let i = 0; i < n; i++) kelas.push([periode, kodeMkKe(i % mk), String.fromCharCode(65 + Math.floor(i / mk))]);
  return kelas;
}

function csvKelas(kelas, dosen) {
  const baris = ["Periode;Kode MK;Nama Kelas;Jenis Kelas;Mode;Kapasitas;NIDN Koordinator;NIDN Pengajar"];
  kelas.forEach(([periode, kode, nama], i) =>
    baris.push(
      `${periode};${kode};${nama};Reguler;${["online", "offline", "campuran"][i % 3]};60;${nidnKe(i % dosen)};${nidnKe((i + 1) % dosen)}`,
    ),
  );
  return baris.join("\n") + "\n";
}

const HARI = ["Senin", "Selasa", "Rabu", "Kamis", "Jumat"];
const SESI = [
  ["07:30", "09:10"],
  ["09:20", "11:00"],
  ["13:00", "14:40"],
  ["15:30", "17:10"],
  ["18:30", "20:10"],
];

/** Each class's weekly slot, spread over the weekdays and sessions (16 meetings each). */
function csvJadwal(kelas) {
  const baris = ["Periode;Kode MK;Nama Kelas;Hari;Jam Mulai;Jam Selesai"];
  kelas.forEach(([periode, kode, nama], i) => {
    const [mulai, selesai] = SESI[Math.floor(i / HARI.length) % SESI.length];
    baris.push(`${periode};${kode};${nama};${HARI[i % HARI.length]};${mulai};${selesai}`);
  });
  return baris.join("\n") + "\n";
}

/** Every student in `k` of the classes, spread over them. */
function csvPeserta(n, k, kelas) {
  const baris = ["Periode,Kode MK,Nama Kelas,NIM"];
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < k; j++) {
      const [periode, kode, nama] = kelas[(i * k + j) % kelas.length];
      baris.push(`${periode},${kode},${nama},${nimKe(i)}`);
    }
  }
  return baris.join("\n") + "\n";
}

/** The rows `sql` answers in the demo's database, each as its columns' text. */
function baca(env, sql) {
  const keluar = env.DATABASE_URL
    ? execFileSync("psql", [env.DATABASE_URL, "-At", "-F", "|", "-c", sql]).toString()
    : execFileSync("python3", [
        "-c",
        "import sqlite3,sys\nfor r in sqlite3.connect(sys.argv[1]).execute(sys.argv[2]): print('|'.join(map(str, r)))",
        path.join(env.LMS_DATA_DIR, "lms.db"),
        sql,
      ]).toString();
  return keluar
    .trim()
    .split("\n")
    .map((l) => l.split("|"));
}

/** Runs the binary under Python's rusage: wall seconds, peak RSS in MB and its stdout. */
function ukur(bin, args, env) {
  const skrip = [
    "import json,resource,subprocess,sys,time",
    "t=time.time()",
    "r=subprocess.run(sys.argv[1:],capture_output=True,text=True)",
    "print(json.dumps({'detik':time.time()-t,'mb':resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss/1024,'kode':r.returncode,'keluar':r.stdout,'galat':r.stderr[-2000:]}))",
  ].join("\n");
  return JSON.parse(execFileSync("python3", ["-c", skrip, bin, ...args], { env, maxBuffer: 64 << 20 }).toString());
}

/** `csv` (semicolons) as the first sheet of `xlsx`, every cell text, as SIAKAD's export holds NIMs. */
function keXlsx(csv, xlsx) {
  const skrip = [
    "import csv,subprocess,sys",
    "try:\n  import openpyxl\nexcept ImportError:\n  subprocess.run([sys.executable,'-m','pip','install','--quiet','openpyxl==3.1.5'],check=True)\n  import openpyxl",
    "wb=openpyxl.Workbook(write_only=True)",
    "ws=wb.create_sheet('Data')",
    "for row in csv.reader(open(sys.argv[1],newline=''),delimiter=';'): ws.append(row)",
    "wb.save(sys.argv[2])",
  ].join("\n");
  execFileSync("python3", ["-c", skrip, csv, xlsx], { stdio: "inherit" });
}

const server = await siapkanServer({ bin: opsi.bin, db: opsi.db, prefix: "lms-bench-impor-" });
console.log(`seeding the demo university (${server.mesin}) ...`);
server.seed(["demo"]);
const env = server.env;
const JENIS = ["dosen", "mahasiswa", "mata_kuliah", "kelas", "jadwal", "peserta"];
const berkas = Object.fromEntries(JENIS.map((j) => [j, path.join(env.LMS_DATA_DIR, `${j}.csv`)]));
const [dosen, mk] = [Number(opsi.dosen), Number(opsi["mata-kuliah"])];
const [[periode]] = baca(env, "SELECT kode FROM periode WHERE is_berjalan = 1");
const kelas = kelasBaru(Number(opsi.kelas), mk, periode);
writeFileSync(berkas.dosen, csvDosen(dosen));
writeFileSync(berkas.mahasiswa, csvMahasiswa(Number(opsi.mahasiswa)));
writeFileSync(berkas.mata_kuliah, csvMataKuliah(mk, dosen));
writeFileSync(berkas.kelas, csvKelas(kelas, dosen));
writeFileSync(berkas.jadwal, csvJadwal(kelas));
writeFileSync(berkas.peserta, csvPeserta(Number(opsi.mahasiswa), Number(opsi["kelas-per-mahasiswa"]), kelas));
console.log(`${opsi.mahasiswa} students in ${opsi["kelas-per-mahasiswa"]} of ${kelas.length} classes (period ${periode}) each`);

const xlsxMahasiswa = path.join(env.LMS_DATA_DIR, "mahasiswa.xlsx");
keXlsx(berkas.mahasiswa, xlsxMahasiswa);

const hasil = [];
let gagal = false;
const langkahCsv = (jenis) => [
  ["preview (--uji)", ["impor", jenis, berkas[jenis], "--uji"]],
  ["import", ["impor", jenis, berkas[jenis]]],
  ["same file again", ["impor", jenis, berkas[jenis]]],
];
const langkahXlsx = [
  ["preview (--uji)", ["impor", "mahasiswa", xlsxMahasiswa, "--uji"]],
  ["same file again", ["impor", "mahasiswa", xlsxMahasiswa]],
];
for (const [jenis, semua] of [...JENIS.map((j) => [j, langkahCsv(j)]), ["mahasiswa (.xlsx)", langkahXlsx]]) {
  for (const [langkah, args] of semua) {
    const r = ukur(opsi.bin, args, env);
    const keluar = r.keluar.trim();
    hasil.push({ jenis, langkah, detik: r.detik.toFixed(1), "max RSS MB": r.mb.toFixed(0), keluar });
    if (r.kode !== 0 || r.detik > 60 || r.mb > 300) gagal = true;
    if (r.kode !== 0) console.error(r.galat);
    if (langkah === "same file again" && !keluar.includes("tidak ada perubahan")) gagal = true;
  }
}
console.table(hasil);
await server.selesai();
if (gagal) {
  console.error("a target was missed (exit code, 60 s, 300 MB, or the second import changed something)");
  process.exit(1);
}
