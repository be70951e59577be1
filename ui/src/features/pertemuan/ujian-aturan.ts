// Pure rules of the exam card and form of the meeting page (tested in ujian-aturan.test.ts):
// the card's labels and lecturer summary, a student's attempt status, action and the rules of
// the 'Informasi' modal, the delete confirmation text, the form's first values (spec 3 §9
// defaults), its checks (the server's words; only the first failing one is shown), the body of
// POST /lms/ujian and PUT /lms/ujian/{id}, the copy tab's prefill, checks and body (POST
// /lms/ujian/salin) and the edit modal's separate date and time parts.
import { parseIso } from "../../lib/tanggal-inti";
import { isoDariLokal, lokalDariIso } from "./aturan";
import { htmlKosong } from "./forum-aturan";
import { type GalatIsian, JUDUL_MAKS, jumlahKarakter, type KonteksPeriksa, type KonteksSimpan, tujuan, waktuKirim } from "./tugas-aturan";
import type { AktivitasKartu, PilihanUjianUtama } from "./types";
import type { JenisUjian, PengerjaanRingkas, SifatUjian, UjianDetail, UjianSalin, UjianSalinan, UjianSimpan } from "./types-ujian";

/** The exam of an activity card of jenis 'ujian', or null. */
export const ujianDari = (a: AktivitasKartu): UjianDetail | null => (a.jenis === "ujian" ? (a.ujian ?? null) : null);

// ---- labels ----

/** The 'Jenis' options, in the form's order. */
export const JENIS_UJIAN_LABEL: Record<JenisUjian, string> = { kuis: "Kuis", uts: "UTS", uas: "UAS", remedial: "Remedial" };

/** The 'Sifat' options, in the form's order. */
export const SIFAT_UJIAN_LABEL: Record<SifatUjian, string> = { close: "Tutup Buku", open: "Buku Terbuka" };

const punya = <K extends string>(peta: Record<K, string>, v: string | null | undefined): v is K =>
  v != null && Object.prototype.hasOwnProperty.call(peta, v);

const adalahJenis = (v: string | null | undefined): v is JenisUjian => punya(JENIS_UJIAN_LABEL, v);

export const jenisUjianLabel = (v: string | null | undefined) => (adalahJenis(v) ? JENIS_UJIAN_LABEL[v] : "-");
export const sifatUjianLabel = (v: string | null | undefined) => (punya(SIFAT_UJIAN_LABEL, v) ? SIFAT_UJIAN_LABEL[v] : "-");
export const tampilanLabel = (ditampilkan: boolean) => (ditampilkan ? "Ditampilkan" : "Disembunyikan");

/** 'Durasi: 90 menit', or 'Tanpa batas waktu' without a time limit. */
export function durasiLabel(u: Pick<UjianDetail, "gunakan_batas_waktu" | "durasi">): string {
  return u.gunakan_batas_waktu && u.durasi != null ? `Durasi: ${u.durasi} menit` : "Tanpa batas waktu";
}

/** Spec 3 §4: a student cannot expand an exam's card before it starts; the card says why. */
export const ujianTerkunci = (a: AktivitasKartu, peserta: boolean): string | null =>
  peserta && a.jenis === "ujian" && a.status === "belum_dimulai" ? "Kuis/ujian belum dimulai." : null;

export const pesertaRemedialLabel = (n: number) => `Peserta remedial: ${n} mahasiswa`;

/** The lecturer's summary once the exam is over (spec 3 §4 Exam); null before. */
export function ringkasanUjian(u: Pick<UjianDetail, "status" | "jumlah_pengerjaan" | "jumlah_belum_dinilai">): string | null {
  if (u.status !== "selesai") return null;
  if (u.jumlah_pengerjaan === 0) return "Tidak Ada Pengerjaan";
  if (u.jumlah_belum_dinilai > 0) return `Belum Dinilai ${u.jumlah_belum_dinilai}`;
  return `Sudah Dinilai ${u.jumlah_pengerjaan - u.jumlah_belum_dinilai}`;
}

// ---- the student's side ----

/** The exam-taking screen of an exam. */
export const urlLembarUjian = (idUjian: number) => `/ujian/${idUjian}/soal`;

/** The exam page of a class: questions and results (teachers and operators). */
export const urlUjianKelas = (idKelas: number, idUjian: number) => `/kelas/${idKelas}/ujian/${idUjian}`;

export type StatusPengerjaan = "belum_dimulai" | "sedang_berlangsung" | "selesai";

/**
 * Spec 3 §4: belum_dimulai without an attempt; selesai when it was finished, its end has passed
 * or its start lies in the future; otherwise sedang_berlangsung. `sekarang`: the server's time (ms).
 */
export function statusPengerjaan(
  p: Pick<PengerjaanRingkas, "waktu_mulai" | "waktu_selesai" | "selesai"> | null | undefined,
  sekarang: number,
): StatusPengerjaan {
  if (!p) return "belum_dimulai";
  if (p.selesai || parseIso(p.waktu_selesai) <= sekarang || parseIso(p.waktu_mulai) > sekarang) return "selesai";
  return "sedang_berlangsung";
}

export type AksiUjian = "mulai" | "lanjutkan" | "lihat";

export const AKSI_UJIAN_LABEL: Record<AksiUjian, string> = { mulai: "Mulai Ujian", lanjutkan: "Lanjutkan Ujian", lihat: "Lihat Ujian" };

/** 'Lihat Ujian', with '& Kunci Jawaban' when the server says the review shows the keys. */
export const labelLihatUjian = (kunciTerlihat: boolean) =>
  kunciTerlihat ? `${AKSI_UJIAN_LABEL.lihat} & Kunci Jawaban` : AKSI_UJIAN_LABEL.lihat;

/** The confirm button of that text: 'Ya' where the text says to click 'Ya', else the dialog's 'Ok'. */
export const labelHapusUjian = (u: Pick<UjianDetail, "has_remedial" | "jumlah_pengerjaan">): string | undefined =>
  pesanHapusUjian(u).includes("klik Ya") ? "Ya" : undefined;

/**
 * The student's button (spec 3 §4): 'Mulai Ujian' while the exam runs and there is no attempt,
 * 'Lanjutkan Ujian' while the attempt runs, 'Lihat Ujian' once it is over; none otherwise.
 */
export function aksiUjian(statusUjian: string, status: StatusPengerjaan): AksiUjian | null {
  if (status === "sedang_berlangsung") return "lanjutkan";
  if (status === "selesai") return "lihat";
  return statusUjian === "berlangsung" ? "mulai" : null;
}

/** The line under the student's exam details. */
export function keteranganPengerjaan(
  statusUjian: string,
  p: Pick<PengerjaanRingkas, "jumlah_soal" | "jumlah_soal_dijawab"> | null | undefined,
  status: StatusPengerjaan,
): string {
  if (!p) return statusUjian === "selesai" ? "Anda tidak mengerjakan kuis/ujian ini." : "Anda belum mengerjakan kuis/ujian ini.";
  const dijawab = `${p.jumlah_soal_dijawab} dari ${p.jumlah_soal} soal dijawab`;
  return status === "sedang_berlangsung" ? `Sedang dikerjakan: ${dijawab}.` : `Selesai dikerjakan: ${dijawab}.`;
}

/**
 * The rules of the 'Informasi' modal before the start: four that hold for every exam and, for a
 * closed-book one, the full-screen rule.
 */
export function aturanUjian(u: Pick<UjianDetail, "sifat" | "gunakan_batas_waktu" | "durasi">): string[] {
  const waktu =
    u.gunakan_batas_waktu && u.durasi != null
      ? `Waktu pengerjaan ${u.durasi} menit sejak Anda menekan Mulai, paling lambat sampai waktu selesai kuis/ujian. Sisa waktu mengikuti jam server dan pengerjaan ditutup otomatis saat waktu habis.`
      : "Pengerjaan ditutup otomatis pada waktu selesai kuis/ujian. Sisa waktu mengikuti jam server.";
  const aturan = [
    "Jawaban tersimpan otomatis setiap kali Anda menjawab; soal yang sudah diterima server bertanda Tersimpan.",
    waktu,
    "Jika koneksi terputus, jawaban disimpan di perangkat ini dan dikirim saat koneksi kembali. Jangan menutup browser atau menghapus data browser sebelum semua jawaban terkirim.",
    "Tekan Selesai setelah semua soal dijawab. Setelah selesai, jawaban tidak dapat diubah lagi.",
  ];
  if (u.sifat === "close") aturan.push(ATURAN_TUTUP_BUKU);
  return aturan;
}

export const ATURAN_TUTUP_BUKU =
  "Ujian ini bersifat tutup buku dan dikerjakan dalam layar penuh. Keluar dari layar penuh, berpindah tab, atau berpindah jendela dicatat sebagai pelanggaran.";

export const PERSETUJUAN_UJIAN = "Saya telah membaca dan menyetujui ketentuan di atas.";

/** The delete confirmation (spec 3 §5 'Exam delete confirmation text'). */
export function pesanHapusUjian(u: Pick<UjianDetail, "has_remedial" | "jumlah_pengerjaan">): string {
  if (u.has_remedial) {
    return "Kuis/Ujian ini sudah dikerjakan peserta dan memiliki ujian remedial. Apakah Anda yakin untuk menghapus semua data pengerjaan kuis/ujian dan ujian remedialnya?";
  }
  if (u.jumlah_pengerjaan > 0) {
    return "Ujian ini sudah berisi pengerjaan ujian dari peserta kelas. Apakah Anda yakin menghapus semua data ujian ini? Setelah klik Ya, ujian terhapus.";
  }
  return "Anda yakin ingin menghapus kuis/ujian ini?";
}

/**
 * The 'Ujian Utama' options of a remedial exam: the class's exams that are not remedial
 * themselves (the server lists them), without the exam being edited, naming their meeting.
 */
export function opsiUjianUtama(ujian: readonly PilihanUjianUtama[], idSendiri: number | null): [string, string][] {
  return ujian
    .filter((u) => u.jenis !== "remedial" && u.id !== idSendiri)
    .map((u) => [String(u.id), `${jenisUjianLabel(u.jenis)} - ${u.judul} (Pertemuan ${u.nomor_pertemuan})`]);
}

// ---- the form ----

export interface FormUjian {
  /** The chosen meeting (operators); '' until chosen. */
  id_pertemuan: string;
  judul: string;
  /** HTML or plain text; the server sanitises it. */
  deskripsi: string;
  jenis: JenisUjian | "";
  sifat: SifatUjian;
  acak_soal: boolean;
  ditampilkan: boolean;
  gunakan_batas_waktu: boolean;
  /** Minutes, as typed. */
  durasi: string;
  /** datetime-local values in the college's zone */
  waktu_mulai: string;
  waktu_selesai: string;
  tampilkan_kunci_jawaban: boolean;
  waktu_tampil_kunci: string;
  /** Remedial: the exam it repeats; '' until chosen. */
  id_ujian_utama: string;
  /** Remedial: NIMs of who may take it. */
  peserta_remedial: string[];
}

export type KolomUjian = Exclude<
  keyof FormUjian,
  "sifat" | "acak_soal" | "ditampilkan" | "gunakan_batas_waktu" | "tampilkan_kunci_jawaban"
>;

export const DESKRIPSI_UJIAN_MAKS = 20_000;
/** Minutes: the shortest duration and the shortest window (spec 3 §9). */
export const MENIT_MINIMAL = 5;

export const PESAN_UJIAN = {
  id_pertemuan: "Pertemuan wajib diisi",
  judul: "Judul wajib diisi",
  judulMaks: `Judul paling banyak ${JUDUL_MAKS} karakter.`,
  deskripsi: "Deskripsi wajib diisi",
  deskripsiMaks: `Deskripsi paling banyak ${DESKRIPSI_UJIAN_MAKS} karakter.`,
  jenis: "Jenis wajib diisi",
  id_ujian_utama: "Ujian Utama wajib diisi",
  peserta_remedial: "Peserta remedial wajib diisi",
  durasi: "Durasi wajib diisi",
  durasiMin: `Durasi tidak boleh kurang dari ${MENIT_MINIMAL} menit`,
  waktu_mulai: "Waktu mulai wajib diisi",
  waktu_selesai: "Waktu selesai wajib diisi",
  urutan: "Waktu selesai tidak boleh kurang dari waktu mulai",
  rentang: `Rentang waktu tidak boleh kurang dari ${MENIT_MINIMAL} menit`,
  rentangDurasi: "Rentang waktu tidak boleh kurang dari durasi",
  waktu_tampil_kunci: "Waktu tampil kunci jawaban wajib diisi",
  tampilKunciAwal: "Waktu tampil kunci jawaban tidak boleh sebelum ujian berakhir.",
  id_ujian: "Pilih ujian terlebih dahulu",
} as const;

export interface KonteksAwalUjian {
  tz: string;
  operator: boolean;
  /** The page's meeting: where a lecturer's exam goes. */
  idPertemuan: number;
}

/**
 * The form's first values. Editing: the exam's own. A new exam (spec 3 §9): displayed, closed
 * book, no shuffle, no time limit, no key; no kind and no times yet; an operator picks the
 * meeting first.
 */
export function formUjianAwal(u: UjianDetail | null, k: KonteksAwalUjian): FormUjian {
  if (u) {
    return {
      id_pertemuan: String(u.id_pertemuan),
      judul: u.judul,
      deskripsi: u.deskripsi,
      jenis: adalahJenis(u.jenis) ? u.jenis : "",
      sifat: u.sifat === "open" ? "open" : "close",
      acak_soal: u.acakSoal,
      ditampilkan: u.ditampilkan,
      gunakan_batas_waktu: u.gunakan_batas_waktu,
      durasi: u.durasi != null ? String(u.durasi) : "",
      waktu_mulai: lokalDariIso(u.waktu_mulai, k.tz),
      waktu_selesai: lokalDariIso(u.waktu_selesai, k.tz),
      tampilkan_kunci_jawaban: u.tampilkan_kunci_jawaban,
      waktu_tampil_kunci: lokalDariIso(u.waktu_tampil_kunci, k.tz),
      id_ujian_utama: u.id_ujian_utama != null ? String(u.id_ujian_utama) : "",
      peserta_remedial: [...u.peserta_remedial],
    };
  }
  return {
    id_pertemuan: k.operator ? "" : String(k.idPertemuan),
    judul: "",
    deskripsi: "",
    jenis: "",
    sifat: "close",
    acak_soal: false,
    ditampilkan: true,
    gunakan_batas_waktu: false,
    durasi: "",
    waktu_mulai: "",
    waktu_selesai: "",
    tampilkan_kunci_jawaban: false,
    waktu_tampil_kunci: "",
    id_ujian_utama: "",
    peserta_remedial: [],
  };
}

/** min of the start picker: the start of today (the server refuses earlier starts), or an edited exam's earlier start. */
export function minMulaiUjian(u: Pick<UjianDetail, "waktu_mulai"> | null, sekarang: number, tz: string): string {
  const kini = lokalDariIso(new Date(sekarang).toISOString(), tz);
  const hariIni = kini ? `${kini.slice(0, 10)}T00:00` : "";
  const mulai = lokalDariIso(u?.waktu_mulai, tz);
  return mulai && mulai < hariIni ? mulai : hariIni;
}

/** Whole minutes as typed ('90'); null when empty or not a whole number. */
function menitDari(v: string): number | null {
  const s = v.trim();
  if (!/^-?\d+$/.test(s)) return null;
  const n = Number(s);
  return Number.isSafeInteger(n) ? n : null;
}

/** A remedial exam's main exam as chosen; null when none. */
function idUtama(v: string): number | null {
  const n = Number(v);
  return v && Number.isInteger(n) && n > 0 ? n : null;
}

const galatUjian = <K extends string>(kolom: K, pesan: string): GalatIsian<K> => ({ kolom, pesan });

/**
 * The start and end in the order of spec 3 §5 'Edit-exam modal'. An end before the start leaves
 * no window to measure: the order rule answers for it, as the server's does (it checks the order
 * before the window), so both forms and the server name the same fault.
 */
function periksaWaktu(f: FormUjian, durasi: number | null, tz: string): GalatIsian<KolomUjian> | null {
  const mulai = isoDariLokal(f.waktu_mulai, tz);
  if (!mulai) return galatUjian("waktu_mulai", PESAN_UJIAN.waktu_mulai);
  const selesai = isoDariLokal(f.waktu_selesai, tz);
  if (!selesai) return galatUjian("waktu_selesai", PESAN_UJIAN.waktu_selesai);
  const ms = parseIso(selesai) - parseIso(mulai);
  const rentang = Math.floor(ms / 60_000);
  if (ms >= 0 && rentang < MENIT_MINIMAL) return galatUjian("waktu_selesai", PESAN_UJIAN.rentang);
  if (ms >= 0 && f.gunakan_batas_waktu && durasi !== null && rentang < durasi)
    return galatUjian("waktu_selesai", PESAN_UJIAN.rentangDurasi);
  if (ms < 0) return galatUjian("waktu_selesai", PESAN_UJIAN.urutan);
  return null;
}

const periksaPertemuan = (f: FormUjian, k: KonteksPeriksa) =>
  k.operator && tujuan(f.id_pertemuan, { operator: true, idPertemuan: 0 }) === null
    ? galatUjian<KolomUjian>("id_pertemuan", PESAN_UJIAN.id_pertemuan)
    : null;

/** The form's checks in the server's order; the first failing one, or null. */
export function periksaUjian(f: FormUjian, k: KonteksPeriksa): GalatIsian<KolomUjian> | null {
  const galat = galatUjian<KolomUjian>;
  const pertemuan = periksaPertemuan(f, k);
  if (pertemuan) return pertemuan;
  const judul = f.judul.trim();
  if (!judul) return galat("judul", PESAN_UJIAN.judul);
  if (jumlahKarakter(judul) > JUDUL_MAKS) return galat("judul", PESAN_UJIAN.judulMaks);
  if (htmlKosong(f.deskripsi)) return galat("deskripsi", PESAN_UJIAN.deskripsi);
  if (jumlahKarakter(f.deskripsi.trim()) > DESKRIPSI_UJIAN_MAKS) return galat("deskripsi", PESAN_UJIAN.deskripsiMaks);
  if (!adalahJenis(f.jenis)) return galat("jenis", PESAN_UJIAN.jenis);
  if (f.jenis === "remedial") {
    if (idUtama(f.id_ujian_utama) === null) return galat("id_ujian_utama", PESAN_UJIAN.id_ujian_utama);
    if (f.peserta_remedial.length === 0) return galat("peserta_remedial", PESAN_UJIAN.peserta_remedial);
  }
  const durasi = menitDari(f.durasi);
  if (f.gunakan_batas_waktu) {
    if (durasi === null) return galat("durasi", PESAN_UJIAN.durasi);
    if (durasi < MENIT_MINIMAL) return galat("durasi", PESAN_UJIAN.durasiMin);
  }
  const waktu = periksaWaktu(f, durasi, k.tz);
  if (waktu) return waktu;
  return f.tampilkan_kunci_jawaban ? periksaTampilKunci(f, k.tz) : null;
}

/** The key's display time: filled in, and not before the exam ends (an early finisher would see the keys while others work). */
function periksaTampilKunci(f: FormUjian, tz: string): GalatIsian<KolomUjian> | null {
  const kunci = isoDariLokal(f.waktu_tampil_kunci, tz);
  if (!kunci) return galatUjian("waktu_tampil_kunci", PESAN_UJIAN.waktu_tampil_kunci);
  const selesai = isoDariLokal(f.waktu_selesai, tz);
  if (selesai && parseIso(kunci) < parseIso(selesai)) return galatUjian("waktu_tampil_kunci", PESAN_UJIAN.tampilKunciAwal);
  return null;
}

/** POST /lms/ujian and PUT /lms/ujian/{id} body (call after periksaUjian passed). */
export function bodyUjian(
  f: FormUjian,
  k: KonteksSimpan & { awal?: Pick<UjianDetail, "waktu_mulai" | "waktu_selesai" | "waktu_tampil_kunci"> | null },
): UjianSimpan {
  const remedial = f.jenis === "remedial";
  return {
    id_pertemuan: tujuan(f.id_pertemuan, k),
    judul: f.judul.trim(),
    deskripsi: f.deskripsi.trim(),
    jenis: adalahJenis(f.jenis) ? f.jenis : null,
    sifat: f.sifat,
    gunakan_batas_waktu: f.gunakan_batas_waktu,
    durasi: f.gunakan_batas_waktu ? menitDari(f.durasi) : null,
    acak_soal: f.acak_soal,
    ditampilkan: f.ditampilkan,
    tampilkan_kunci_jawaban: f.tampilkan_kunci_jawaban,
    waktu_tampil_kunci: f.tampilkan_kunci_jawaban ? waktuKirim(f.waktu_tampil_kunci, k.awal?.waktu_tampil_kunci ?? undefined, k.tz) : null,
    waktu_mulai: waktuKirim(f.waktu_mulai, k.awal?.waktu_mulai, k.tz),
    waktu_selesai: waktuKirim(f.waktu_selesai, k.awal?.waktu_selesai, k.tz),
    id_ujian_utama: remedial ? idUtama(f.id_ujian_utama) : null,
    peserta_remedial: remedial ? [...new Set(f.peserta_remedial.map((n) => n.trim()).filter(Boolean))] : [],
  };
}

// ---- the copy tab ('Salin Kuis/Ujian Lain') ----

export type KolomSalinUjian = KolomUjian | "id_ujian";

/** A copy picker row's 'Durasi'. */
export const durasiSalinanLabel = (durasi: number | null | undefined) => (durasi != null ? `${durasi} menit` : "Tanpa batas waktu");

/** A copied remedial's main exam and participants belong to the other class: its kind is not offered. */
const jenisSalinan = (u: UjianSalinan | null): FormUjian["jenis"] => (u && u.jenis !== "remedial" ? u.jenis : "");

const durasiSalinan = (u: UjianSalinan | null) => (u?.durasi != null ? String(u.durasi) : "");

/**
 * What choosing exam `baru` in the copy picker fills in: its title, kind and time limit, each only
 * where the form holds nothing yet or what the previous choice `lama` filled in, so that the
 * lecturer's own entries stay.
 */
export function isianSalinan(f: FormUjian, baru: UjianSalinan, lama: UjianSalinan | null): Partial<FormUjian> {
  const isi: Partial<FormUjian> = {};
  if (!f.judul.trim() || f.judul === lama?.judul) isi.judul = baru.judul;
  if (!f.jenis || f.jenis === jenisSalinan(lama)) isi.jenis = jenisSalinan(baru);
  const durasiLama = durasiSalinan(lama);
  const durasiBaru = durasiSalinan(baru);
  if (!f.durasi.trim() || f.durasi === durasiLama) {
    if (durasiBaru) Object.assign(isi, { gunakan_batas_waktu: true, durasi: durasiBaru });
    else if (durasiLama) Object.assign(isi, { gunakan_batas_waktu: false, durasi: "" });
  }
  return isi;
}

/** The copy tab's checks: the meeting, then the exam to copy (the server's order), then the form's. */
export function periksaSalinUjian(f: FormUjian, idUjian: number | null, k: KonteksPeriksa): GalatIsian<KolomSalinUjian> | null {
  const pertemuan = periksaPertemuan(f, k);
  if (pertemuan) return pertemuan;
  if (idUjian === null) return galatUjian("id_ujian", PESAN_UJIAN.id_ujian);
  return periksaUjian(f, k);
}

/** POST /lms/ujian/salin body (call after periksaSalinUjian passed). */
export function bodySalinUjian(f: FormUjian, idUjian: number, k: KonteksSimpan): UjianSalin {
  return { ...bodyUjian(f, k), id_ujian: idUjian };
}

// ---- the edit modal ('Ubah Data Kuis/Ujian') ----

/** The date and the time of a form time, for separate pickers; '' for a missing part. */
export function bagianWaktu(v: string): { tanggal: string; jam: string } {
  const [tanggal = "", jam = ""] = v.split("T");
  return { tanggal, jam };
}

/**
 * A form time from its date and time. One part alone is kept ('2026-11-25T') for the other to
 * follow; the checks take it as empty.
 */
export const gabungWaktu = (tanggal: string, jam: string) => (tanggal || jam ? `${tanggal}T${jam}` : "");
