#!/usr/bin/env node
// Deterministic PageProps for the SSR benchmark (bench/ssr/run.mjs).
//
//   node bench/ssr/fixtures.mjs [out-dir]     default: target/bench-ssr/fixtures
//
// Writes one JSON file per case (the exact props string both engines receive) and
// cases.json: [{case, file, url, iterations_scale}]. Same output on every run: the data
// comes from a seeded PRNG, never from the clock.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

/** mulberry32: small, fast, deterministic. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = (rnd, xs) => xs[Math.floor(rnd() * xs.length)];

export const USER = {
  id: 2107,
  username: "budi.santoso",
  role: "dosen",
  nama: "Dr. Budi Santoso, M.Kom.",
  namaAsli: "Budi Santoso",
  avatar_url: null,
  permission: {
    data_master: "no_access",
    kelas_kuliah: "read",
    bank_soal: "write",
    data_sistem: "no_access",
    konfigurasi: "no_access",
    pengumuman: "read",
    bantuan: "read",
    laporan: "read",
  },
  acting_operator: null,
};

export const APP = {
  nama: "Universitas Nusantara Raya",
  judul: "LMS",
  logo_url: "/assets/logo.svg",
  time_zone: "Asia/Jakarta",
  periode: { kode: 20261, label: "2026/2027 Ganjil" },
  server_time: "2026-11-22T08:00:00Z",
  college_id: "1",
};

const PRODI = [
  { nama: "Teknik Informatika", jenjang: "S1", kode: "IF" },
  { nama: "Sistem Informasi", jenjang: "S1", kode: "SI" },
  { nama: "Teknik Elektro", jenjang: "S1", kode: "TE" },
  { nama: "Manajemen", jenjang: "S1", kode: "MN" },
  { nama: "Akuntansi", jenjang: "S1", kode: "AK" },
  { nama: "Pendidikan Bahasa Indonesia", jenjang: "S1", kode: "PB" },
  { nama: "Ilmu Hukum", jenjang: "S1", kode: "HK" },
  { nama: "Manajemen Informatika", jenjang: "D3", kode: "MI" },
  { nama: "Ilmu Komputer", jenjang: "S2", kode: "IK" },
];

const MATKUL = [
  "Algoritma dan Pemrograman",
  "Struktur Data",
  "Basis Data",
  "Sistem Operasi",
  "Jaringan Komputer",
  "Rekayasa Perangkat Lunak",
  "Kecerdasan Buatan",
  "Pemrograman Web",
  "Interaksi Manusia dan Komputer",
  "Matematika Diskrit",
  "Kalkulus I",
  "Aljabar Linear",
  "Statistika dan Probabilitas",
  "Pendidikan Pancasila",
  "Pendidikan Kewarganegaraan",
  "Bahasa Indonesia",
  "Bahasa Inggris Akademik",
  "Pengantar Akuntansi",
  "Manajemen Keuangan",
  "Hukum Perdata",
  "Hukum Tata Negara",
  "Rangkaian Listrik",
  "Elektronika Dasar",
  "Metodologi Penelitian",
  "Kewirausahaan",
  "Etika Profesi",
  "Keamanan Informasi",
  "Komputasi Awan",
  "Pembelajaran Mesin",
  "Sistem Informasi Manajemen",
  "Analisis dan Desain Sistem",
  "Teori Bahasa dan Otomata",
  "Grafika Komputer",
  "Arsitektur Komputer",
  "Agama Islam",
];

const DEPAN = ["", "", "", "Dr. ", "Prof. Dr. ", "Ir. ", "Dr. Ir. "];
const NAMA_DEPAN = [
  "Budi",
  "Siti",
  "Ahmad",
  "Dewi",
  "Agus",
  "Rina",
  "Hendra",
  "Wulan",
  "Eko",
  "Sri",
  "Bambang",
  "Indah",
  "Yusuf",
  "Ratna",
  "Teguh",
  "Lestari",
  "Fajar",
  "Nur",
  "Rizky",
  "Putri",
  "Dian",
  "Galih",
  "Ayu",
  "Made",
  "Komang",
  "Ketut",
  "Andi",
  "Muhammad",
  "Fitri",
  "Hadi",
  "Yohanes",
];
const NAMA_BELAKANG = [
  "Santoso",
  "Rahmawati",
  "Hidayat",
  "Lestari",
  "Wijaya",
  "Susanti",
  "Gunawan",
  "Pratama",
  "Saputra",
  "Wahyuni",
  "Kusuma",
  "Siregar",
  "Nasution",
  "Harahap",
  "Simanjuntak",
  "Putra",
  "Setiawan",
  "Purnomo",
  "Handayani",
  "Sari",
  "Nugroho",
  "Kurniawan",
  "Wibowo",
  "Hakim",
  "Sembiring",
  "Tanjung",
  "Manurung",
  "Suryadi",
  "Firmansyah",
  "Ramadhan",
];
const GELAR = ["S.Kom., M.Kom.", "M.T.", "M.Kom.", "S.E., M.M.", "M.Pd.", "S.H., M.H.", "M.Sc., Ph.D.", "M.Si.", "M.Cs."];
const JENIS = [{ nama: "Reguler" }, { nama: "Reguler" }, { nama: "Karyawan" }, { nama: "Internasional" }];
const MODE = ["offline", "offline", "online", "campuran"];
const STATUS = ["berlangsung", "berlangsung", "akan_dimulai", "selesai"];

function dosen(rnd, jabatan) {
  const nama = `${pick(rnd, NAMA_DEPAN)} ${pick(rnd, NAMA_BELAKANG)}`;
  return { id_dosen: 2000 + Math.floor(rnd() * 900), jabatan, nama: `${pick(rnd, DEPAN)}${nama}, ${pick(rnd, GELAR)}` };
}

function kelasRows(count, rnd) {
  const rows = [];
  for (let i = 0; i < count; i++) {
    const p = PRODI[i % PRODI.length];
    const nama = MATKUL[(i * 7) % MATKUL.length];
    const semester = 1 + (i % 8);
    const prodiKelas = [{ nama: p.nama, jenjang: p.jenjang }];
    if (rnd() < 0.25) {
      const q = pick(rnd, PRODI);
      if (q !== p) prodiKelas.push({ nama: q.nama, jenjang: q.jenjang });
    }
    const pengajar = [dosen(rnd, "koordinator")];
    if (rnd() < 0.4) pengajar.push(dosen(rnd, "pengajar"));
    if (rnd() < 0.1) pengajar.push(dosen(rnd, "asisten"));
    rows.push({
      id: 31000 + i * 3 + 1,
      periode: 20261,
      mata_kuliah: {
        id: 8000 + i,
        kode: `${p.kode}${semester}${String(100 + ((i * 13) % 90)).padStart(3, "0")}`,
        nama,
        sks: pick(rnd, [2, 2, 3, 3, 3, 4]),
        prodi: { nama: p.nama, jenjang: p.jenjang },
      },
      kelas: { nama: String.fromCharCode(65 + (i % 5)), jenis: pick(rnd, JENIS) },
      pengajar: rnd() < 0.03 ? [] : pengajar,
      jumlah_peserta: 15 + Math.floor(rnd() * 40),
      jumlah_pertemuan: 16,
      prodi_kelas: prodiKelas,
      banner_color_idx: i % 6,
      banner_url: null,
      mode_kuliah: pick(rnd, MODE),
      status: pick(rnd, STATUS),
    });
  }
  return rows;
}

function pageProps(url, page, data) {
  return { url, status: 200, page, user: USER, app: APP, data, error: null };
}

function kelas(count, perPage) {
  const rnd = prng(0x4b454c41 + count);
  const url = perPage === 5 ? "/kelas" : `/kelas?per_page=${perPage}`;
  return pageProps(url, "kelas", {
    rows: kelasRows(count, rnd),
    meta: { total_items: 437, page: 1, per_page: perPage },
    filter: perPage === 5 ? {} : { per_page: perPage },
  });
}

function rekap(students, meetings) {
  const rnd = prng(0x52454b41);
  const held = meetings - 3; // the last three meetings have no record yet
  const pertemuan = Array.from({ length: meetings }, (_, i) => ({
    id: 52000 + i,
    nomor: i + 1,
    jenis: i % 4 === 3 ? "online" : i % 7 === 6 ? "campuran" : "offline",
  }));
  // One character per meeting, as the server sends it: H, A, I or S (lower case while not
  // validated), '-' without a record.
  const mahasiswa = Array.from({ length: students }, (_, i) => {
    const nama = `${pick(rnd, NAMA_DEPAN)} ${pick(rnd, NAMA_DEPAN)} ${pick(rnd, NAMA_BELAKANG)}`.toUpperCase();
    const rajin = rnd();
    let presensi = "";
    for (let j = 0; j < meetings; j++) {
      if (j >= held || rnd() < 0.03)
        presensi += "-"; // not held yet, or a missing record
      else {
        const kode = rnd() < 0.55 + rajin * 0.45 ? "H" : pick(rnd, ["A", "A", "I", "S"]);
        presensi += rnd() > 0.08 ? kode : kode.toLowerCase();
      }
    }
    // The server's one rule: H of the held meetings, one decimal.
    const hadir = [...presensi.slice(0, held)].filter((c) => c === "H" || c === "h").length;
    const kehadiran = { hadir, terlaksana: held, persen: held > 0 ? Math.round((hadir * 1000) / held) / 10 : null };
    return { id_user: 90000 + i * 11, nim: `2023${String(10001 + i * 17).padStart(6, "0")}`, nama, presensi, kehadiran };
  });
  return pageProps("/kehadiran/31204", "kehadiran_rekap", {
    kelas: {
      id: 31204,
      periode: 20261,
      kode_mk: "IF3204",
      nama_mk: "Rekayasa Perangkat Lunak",
      nama_kelas: "B",
      jenis_kelas: "Reguler",
      mode_kuliah: "campuran",
    },
    pertemuan,
    mahasiswa,
  });
}

const MAHASISWA = {
  ...USER,
  id: 5120,
  username: "2023100217",
  role: "mahasiswa",
  nama: "Siti Rahmawati",
  namaAsli: "Siti Rahmawati",
  permission: { ...USER.permission, bank_soal: "no_access" },
};

/** A student's dashboard as the server sends it (issue 17: the page every student opens first):
 *  8 classes, two announcements, five deadlines, this month's calendar in short. */
function beranda() {
  const rnd = prng(0x42455241);
  const kelas = kelasRows(8, rnd);
  const hari = (d) => `2026-11-${String(d).padStart(2, "0")}`;
  const jumlah = {};
  for (let d = 2; d <= 30; d += 1 + Math.floor(rnd() * 3)) jumlah[hari(d)] = 1 + Math.floor(rnd() * 4);
  jumlah[hari(22)] = 3;
  const acara = (k, jam, label) => ({
    tanggal: hari(22),
    judul: `${jam} WIB: ${k.mata_kuliah.kode} ${k.mata_kuliah.nama} (Kelas ${k.kelas.nama}) — ${label}`,
    tautan: `/kelas/${k.id}`,
  });
  const tenggat = Array.from({ length: 5 }, (_, i) => {
    const k = kelas[i];
    const ujian = i % 3 === 2;
    return {
      id: 7100 + i,
      jenis: ujian ? "ujian" : "tugas",
      sub_jenis: ujian ? "kuis" : i % 2 ? "kelompok" : "individu",
      judul: ujian ? `Kuis ${i + 1}: ${k.mata_kuliah.nama}` : `Tugas ${i + 1}: Laporan ${k.mata_kuliah.nama}`,
      kelas: `${k.mata_kuliah.nama} - ${k.kelas.nama}`,
      nomor_pertemuan: 9 + i,
      status: "berlangsung",
      tautan: ujian ? `/kelas/${k.id}/${9 + i}` : `/tugas/${7100 + i}`,
      waktu_mulai: "2026-11-20T01:00:00Z",
      waktu_selesai: `2026-11-${23 + i}T16:59:00Z`,
    };
  });
  const pengumuman = [1, 2].map((n) => ({
    id: 300 + n,
    judul: n === 1 ? "Jadwal Ujian Akhir Semester Ganjil 2026/2027" : "Pemeliharaan Sistem LMS Sabtu Malam",
    isi: "Diberitahukan kepada seluruh mahasiswa bahwa jadwal kegiatan telah diterbitkan.\n\nSilakan periksa kelas masing-masing dan hubungi program studi bila ada jadwal yang bertabrakan. ".repeat(
      2,
    ),
    pembuat: { nama: "Operator Akademik" },
    tanggalPublish: `2026-11-${18 + n}T02:00:00Z`,
  }));
  return {
    url: "/beranda",
    status: 200,
    page: "beranda",
    user: MAHASISWA,
    app: APP,
    data: {
      tiles: { tugas: 3, ujian: 2, forum: 5, vidcon: 1 },
      pengumuman,
      kelas,
      ringkasan_kelas: [],
      kegiatan: {
        bulan: "2026-11",
        hari_ini: hari(22),
        jumlah,
        data: [acara(kelas[0], "08:00", "Pertemuan 12"), acara(kelas[3], "10:30", "Pertemuan 12"), acara(kelas[5], "23:59", "Batas tugas")],
      },
      tenggat,
    },
    error: null,
  };
}

/** Cases in print order; iterations_scale shrinks N for the slowest case. */
export function cases() {
  return [
    { case: "kelas-5", props: kelas(5, 5), iterations_scale: 1 },
    { case: "kelas-200", props: kelas(200, 200), iterations_scale: 0.5 },
    { case: "rekap-40x16", props: rekap(40, 16), iterations_scale: 1 },
    { case: "beranda-mahasiswa", props: beranda(), iterations_scale: 1 },
  ];
}

export async function writeFixtures(dir) {
  await mkdir(dir, { recursive: true });
  const index = [];
  for (const c of cases()) {
    const file = `${c.case}.json`;
    await writeFile(path.join(dir, file), JSON.stringify(c.props));
    index.push({ case: c.case, file, url: c.props.url, iterations_scale: c.iterations_scale });
  }
  await writeFile(path.join(dir, "cases.json"), JSON.stringify(index, null, 2) + "\n");
  return index;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? path.join(ROOT, "target", "bench-ssr", "fixtures"));
  const index = await writeFixtures(dir);
  for (const c of index) console.log(`${c.case.padEnd(12)} ${c.url}`);
  console.log(`fixtures written to ${path.relative(process.cwd(), dir) || "."}`);
}
