//! Taking an exam under the server's clock (spec 3 §4 Exam; issue 11): the
//! attempt starts on the server, its deadline is min(start + durasi, the
//! exam's end) read from the exam every time, answers are saved one by one
//! (idempotent, ordered by the client's version), an answer after the
//! deadline is refused and closes the attempt. Callers pass
//! `policy::require_kerjakan_ujian` first.

use rand::seq::SliceRandom;

use super::lampiran::{self, LampiranDari, LampiranSoal};
use super::model::*;
use super::nilai;
use super::pengerjaan_store::{self, kunci_terbuka, KonteksJawaban};
use super::store::{self, PengerjaanDb, SoalTerjawabDb, UjianDb};
use crate::db::{self, Db};
use crate::error::{AppError, AppResult, KodeGalat};
use crate::identitas::CurrentUser;
use crate::input::wajib;
use crate::log_aktivitas::{self, Entry};
use axum::http::StatusCode;

pub const JAWABAN_ESAY_MAKS: usize = 20_000;

/// Starting an attempt and building an answer sheet cost about ten queries
/// each, and at an exam's start every student asks for both within seconds.
/// Only a few build at once, so the database and the two cores stay free for
/// the answer saves, which must stay fast (issue 11: p99 ≤ 100 ms); the rest
/// wait here, not holding a database connection. Never hold two permits.
static PEMBUAT_LEMBAR: std::sync::LazyLock<tokio::sync::Semaphore> = std::sync::LazyLock::new(|| {
    let inti = std::thread::available_parallelism().map(|n| n.get()).unwrap_or(2);
    tokio::sync::Semaphore::new(inti.max(2))
});

async fn giliran_lembar() -> AppResult<tokio::sync::SemaphorePermit<'static>> {
    PEMBUAT_LEMBAR.acquire().await.map_err(|_| AppError::internal())
}

/// The deadline of an attempt started at `mulai` (UTC text).
pub fn batas_waktu(ujian: &UjianDb, mulai: &str) -> String {
    let durasi = ujian.durasi.filter(|_| ujian.gunakan_batas_waktu != 0);
    match (durasi, db::parse_time(mulai)) {
        (Some(menit), Some(t)) => {
            let akhir = db::format_time(t + chrono::Duration::minutes(menit));
            akhir.min(ujian.waktu_selesai.clone())
        }
        _ => ujian.waktu_selesai.clone(),
    }
}

fn waktu_habis() -> AppError {
    AppError::new(StatusCode::CONFLICT, KodeGalat::WaktuHabis, "Waktu pengerjaan sudah habis. Jawaban tidak dapat disimpan lagi.")
}

/// Closes an attempt whose deadline passed (at its deadline) and scores it.
/// Returns whether it is finished now.
pub async fn tutup_jika_lewat(db: &Db, ujian: &UjianDb, p: &PengerjaanDb) -> AppResult<bool> {
    if p.waktu_kumpul.is_some() {
        return Ok(true);
    }
    let batas = batas_waktu(ujian, &p.waktu_mulai);
    if db::now() < batas {
        return Ok(false);
    }
    kumpul(db, p.id, &batas).await?;
    Ok(true)
}

fn sudah_selesai() -> AppError {
    AppError::new(StatusCode::CONFLICT, KodeGalat::SudahSelesai, "Pengerjaan sudah selesai. Jawaban tidak dapat diubah lagi.")
}

/// Marks attempt `id` finished at `waktu` and scores it, in one transaction
/// whose first write takes the attempt's lock as [`kunci_terbuka`] does: every answer
/// saved before is counted, none lands after. Answers whether this call
/// finished it (false when it was already finished).
async fn kumpul(db: &Db, id: i64, waktu: &str) -> AppResult<bool> {
    let antre = db::antre_tulis(db).await;
    let mut tx = db.begin().await?;
    let ditutup = pengerjaan_store::tandai_kumpul(&mut tx, id, waktu).await?;
    if ditutup {
        nilai::hitung(&mut tx, id).await?;
    }
    tx.commit().await?;
    drop(antre);
    if ditutup {
        let (id_aktivitas, id_mahasiswa) = pengerjaan_store::pemilik(db, id).await?;
        crate::kehadiran::progres::perbarui_setelah_aktivitas(db, id_aktivitas, &[id_mahasiswa]).await;
    }
    Ok(ditutup)
}

/// Closes every attempt of an exam whose deadline passed (before grading lists).
pub async fn tutup_yang_lewat(db: &Db, ujian: &UjianDb) -> AppResult<()> {
    for p in store::pengerjaan_terbuka(db, ujian.id).await? {
        tutup_jika_lewat(db, ujian, &p).await?;
    }
    Ok(())
}

/// The questions a new attempt gets: groups in order; a random group a
/// random subset of its size; with acak_soal each group's order shuffled.
pub fn pilih_soal(kelompok: &[(store::KelompokDb, Vec<i64>)], acak: bool, rng: &mut impl rand::Rng) -> Vec<i64> {
    let mut hasil = Vec::new();
    for (k, soal) in kelompok {
        let mut pilihan = soal.clone();
        if k.aturan == AturanKelompok::Random {
            let n = k.jumlah_wajib_dijawab.unwrap_or(pilihan.len() as i64).clamp(0, pilihan.len() as i64) as usize;
            let mut urut: Vec<usize> = (0..pilihan.len()).collect();
            urut.shuffle(rng);
            let mut ambil: Vec<usize> = urut.into_iter().take(n).collect();
            ambil.sort();
            pilihan = ambil.into_iter().map(|i| soal[i]).collect();
        }
        if acak {
            pilihan.shuffle(rng);
        }
        hasil.extend(pilihan);
    }
    hasil
}

/// Starts (or, when it exists, returns) the student's attempt.
pub async fn mulai(db: &Db, (user, ip): (&CurrentUser, &str), ujian: &UjianDb) -> AppResult<LembarUjian> {
    if let Some(p) = store::pengerjaan_mahasiswa(db, ujian.id, user.id()).await? {
        return lembar_dari(db, ujian, p).await;
    }
    let now = db::now();
    if now < ujian.waktu_mulai {
        return Err(AppError::conflict("Kuis/ujian belum dimulai."));
    }
    if now >= ujian.waktu_selesai {
        return Err(AppError::conflict("Waktu kuis/ujian sudah berakhir."));
    }
    let giliran = giliran_lembar().await?;
    let soal = store::soal_per_kelompok(db, ujian.id).await?;
    let kelompok: Vec<(store::KelompokDb, Vec<i64>)> = store::kelompok(db, ujian.id)
        .await?
        .into_iter()
        .map(|k| {
            let milik = soal.iter().filter(|(_, kel)| *kel == k.id).map(|(id, _)| *id).collect();
            (k, milik)
        })
        .collect();
    let dipilih = pilih_soal(&kelompok, ujian.acak_soal != 0, &mut rand::thread_rng());
    if dipilih.is_empty() {
        return Err(AppError::conflict("Kuis/ujian ini belum memiliki soal. Hubungi dosen pengampu."));
    }
    let _antre = db::antre_tulis(db).await;
    let mut tx = db.begin().await?;
    // Two starts at once (a double tap, two tabs): the second finds the first's attempt.
    let id = pengerjaan_store::sisip_pengerjaan(&mut tx, ujian.id, user.id(), &now).await?;
    if let Some(id) = id {
        pengerjaan_store::sisip_pengerjaan_aktivitas(&mut tx, ujian.id, user.id(), &now).await?;
        pengerjaan_store::sisip_lembar(&mut tx, id, &dipilih).await?;
        let detail = format!("Mulai mengerjakan '{}'", ujian.judul);
        log_aktivitas::write(&mut *tx, Entry::by(user, log_aktivitas::jenis::MULAI_UJIAN, detail, ip).di_pertemuan(ujian.id_pertemuan))
            .await?;
    }
    tx.commit().await?;
    drop(_antre);
    drop(giliran);
    let p = store::pengerjaan_mahasiswa(db, ujian.id, user.id()).await?.ok_or_else(AppError::internal)?;
    lembar_dari(db, ujian, p).await
}

/// The student's attempt (None before they start), closed if its time is up.
pub async fn milik(db: &Db, user: &CurrentUser, ujian: &UjianDb) -> AppResult<Option<PengerjaanDb>> {
    match store::pengerjaan_mahasiswa(db, ujian.id, user.id()).await? {
        Some(p) => {
            tutup_jika_lewat(db, ujian, &p).await?;
            Ok(store::cari_pengerjaan(db, p.id).await?)
        }
        None => Ok(None),
    }
}

/// The student's attempt summary (spec 3 §7 pengerjaan/me), the score once published.
pub async fn saya(db: &Db, user: &CurrentUser, ujian: &UjianDb) -> AppResult<Option<PengerjaanRingkas>> {
    match milik(db, user, ujian).await? {
        Some(p) => {
            let tampil = p.waktu_kumpul.is_some() && ujian.nilai_dipublikasi != 0;
            Ok(Some(ringkas(db, ujian, &p, tampil).await?))
        }
        None => Ok(None),
    }
}

/// The summary of an attempt; `tampil_nilai` when the student may see the score.
pub async fn ringkas(db: &Db, ujian: &UjianDb, p: &PengerjaanDb, tampil_nilai: bool) -> AppResult<PengerjaanRingkas> {
    let lembar = store::lembar(db, p.id).await?;
    ringkas_dari(db, ujian, p, &lembar, tampil_nilai).await
}

/// [`ringkas`] from the attempt's questions already read.
async fn ringkas_dari(
    db: &Db,
    ujian: &UjianDb,
    p: &PengerjaanDb,
    lembar: &[SoalTerjawabDb],
    tampil_nilai: bool,
) -> AppResult<PengerjaanRingkas> {
    let nilai: Option<f64> =
        if tampil_nilai { pengerjaan_store::nilai_pengerjaan(db, p.id_aktivitas, p.id_mahasiswa).await? } else { None };
    let selesai = p.waktu_kumpul.is_some();
    let kunci = selesai && kunci_terlihat(ujian, super::service::boleh_tampil_soal(db).await?, &db::now());
    Ok(PengerjaanRingkas {
        id: p.id,
        waktu_mulai: p.waktu_mulai.clone(),
        waktu_selesai: batas_waktu(ujian, &p.waktu_mulai),
        selesai,
        jumlah_soal: lembar.len() as i64,
        jumlah_soal_dijawab: lembar.iter().filter(|s| s.dijawab()).count() as i64,
        nilai_akhir: nilai,
        kunci_terlihat: kunci,
    })
}

/// Whether a student reviewing their finished attempt sees the keys (spec 3
/// §4): from the key's display time, and never before the exam ends (a time
/// stored before the form refused earlier ones), while others may still work.
pub fn kunci_terlihat(ujian: &UjianDb, boleh_tampil_soal: bool, now: &str) -> bool {
    ujian.tampilkan_kunci_jawaban != 0
        && boleh_tampil_soal
        && ujian.waktu_selesai.as_str() <= now
        && ujian.waktu_tampil_kunci.as_deref().is_some_and(|t| t <= now)
}

/// What a sheet shows besides its questions' rows: the essay answer files
/// ([`store::berkas_jawaban`]) and the questions' own files ([`lampiran::baca`]).
pub struct BerkasLembar {
    pub jawaban: Vec<(i64, crate::berkas::BerkasInfo)>,
    pub soal: std::collections::HashMap<i64, LampiranSoal>,
}

impl BerkasLembar {
    /// Both, each read only when the sheet has any (every student loads the sheet at the start).
    pub async fn baca(db: &Db, id_pengerjaan: i64, lembar: &[SoalTerjawabDb]) -> AppResult<Self> {
        let jawaban = if lembar.iter().any(|s| s.jumlah_berkas > 0) { store::berkas_jawaban(db, id_pengerjaan).await? } else { Vec::new() };
        let soal = if lembar.iter().any(|s| s.jumlah_lampiran > 0) {
            lampiran::baca(db, LampiranDari::Pengerjaan(id_pengerjaan)).await?
        } else {
            Default::default()
        };
        Ok(BerkasLembar { jawaban, soal })
    }
}

/// Builds sheet groups from an attempt's questions and their files; keys
/// (with the key's files) and scores only when asked.
pub fn kelompok_lembar(
    lembar: Vec<SoalTerjawabDb>,
    mut berkas: BerkasLembar,
    dengan_kunci: bool,
    dengan_nilai: bool,
) -> Vec<KelompokLembar> {
    let mut hasil: Vec<KelompokLembar> = Vec::new();
    for (i, s) in lembar.into_iter().enumerate() {
        let jenis = s.jenis;
        let skor = nilai::skor_soal(jenis, &s.kunci, s.jawaban_dinilai(), s.nilai);
        let pilihan: Vec<String> = serde_json::from_str(&s.pilihan).unwrap_or_default();
        let opsi = if jenis == JenisSoal::Pilihan { pilihan.len() } else { 0 };
        let lampiran = berkas.soal.remove(&s.id).unwrap_or_default().info(opsi);
        let soal = SoalLembar {
            id: s.id,
            nomor: i as i64 + 1,
            jenis,
            pilihan,
            jenis_file_diterima: serde_json::from_str(&s.jenis_file_diterima).unwrap_or_default(),
            jawaban: s.jawaban.clone().filter(|j| !j.is_empty()),
            versi: s.versi.unwrap_or(0),
            berkas: berkas.jawaban.iter().filter(|(id, _)| *id == s.id).map(|(_, b)| b.clone()).collect(),
            soal_files: lampiran.soal,
            gambar: lampiran.gambar,
            kunci_files: if dengan_kunci { lampiran.kunci } else { Vec::new() },
            kunci: dengan_kunci.then(|| s.kunci.clone()),
            nilai: if dengan_nilai { skor } else { None },
            pertanyaan: s.pertanyaan,
        };
        match hasil.last_mut() {
            Some(k) if k.id == s.id_kelompok => k.soal.push(soal),
            _ => hasil.push(KelompokLembar {
                id: s.id_kelompok,
                nomor: s.nomor_kelompok,
                aturan: s.aturan,
                jumlah_wajib_dijawab: s.jumlah_wajib_dijawab,
                soal: vec![soal],
            }),
        }
    }
    hasil
}

/// An essay whose accepted kinds are text alone (or none named).
fn menerima_teks_saja(s: &SoalTerjawabDb) -> bool {
    let jenis: Vec<JenisFileJawaban> = serde_json::from_str(&s.jenis_file_diterima).unwrap_or_default();
    jenis.iter().all(|j| *j == JenisFileJawaban::Text)
}

async fn lembar_dari(db: &Db, ujian: &UjianDb, p: PengerjaanDb) -> AppResult<LembarUjian> {
    let _giliran = giliran_lembar().await?;
    tutup_jika_lewat(db, ujian, &p).await?;
    let p = store::cari_pengerjaan(db, p.id).await?.ok_or_else(|| AppError::not_found("Pengerjaan"))?;
    let now = db::now();
    let tampil_nilai = p.waktu_kumpul.is_some() && ujian.nilai_dipublikasi != 0;
    let lembar = store::lembar(db, p.id).await?;
    let pengerjaan = ringkas_dari(db, ujian, &p, &lembar, tampil_nilai).await?;
    let kunci = pengerjaan.kunci_terlihat;
    let jumlah_pelanggaran = pengerjaan_store::jumlah_pelanggaran(db, p.id).await?;
    // Two reads only a sheet with file answers needs (every student starts at once).
    let terima_berkas = lembar.iter().any(|s| s.jenis == JenisSoal::Esay && !menerima_teks_saja(s));
    let batas_berkas_jawaban_mb =
        if terima_berkas { Some(super::service::batas_berkas(db).await?.jawaban_esai as f64 / 1_000_000.0) } else { None };
    let berkas = BerkasLembar::baca(db, p.id, &lembar).await?;
    Ok(LembarUjian {
        ujian: UjianLembarInfo {
            id: ujian.id,
            id_kelas_kuliah: ujian.id_kelas,
            id_pertemuan: ujian.id_pertemuan,
            judul: ujian.judul.clone(),
            jenis: ujian.sub_jenis,
            sifat: ujian.sifat,
        },
        pengerjaan,
        waktu_server: now,
        kelompok_soal: kelompok_lembar(lembar, berkas, kunci, tampil_nilai),
        jumlah_pelanggaran,
        batas_berkas_jawaban_mb,
    })
}

/// The answer sheet of the student's attempt (404 before they start).
pub async fn lembar(db: &Db, user: &CurrentUser, ujian: &UjianDb) -> AppResult<LembarUjian> {
    let p = store::pengerjaan_mahasiswa(db, ujian.id, user.id()).await?.ok_or_else(|| {
        AppError::new(
            StatusCode::NOT_FOUND,
            KodeGalat::BelumMulai,
            "Anda belum memulai kuis/ujian ini. Mulai dari kartu ujian di halaman pertemuan.",
        )
    })?;
    lembar_dari(db, ujian, p).await
}

fn periksa_jawaban(k: &KonteksJawaban, jawaban: &str) -> AppResult<()> {
    if jawaban.is_empty() {
        return Ok(());
    }
    match k.jenis {
        JenisSoal::Pilihan => {
            let n = serde_json::from_str::<Vec<String>>(&k.pilihan).map(|p| p.len()).unwrap_or(0);
            wajib(jawaban.parse::<usize>().is_ok_and(|i| i < n), "Pilihan jawaban tidak dikenal.")
        }
        JenisSoal::BenarSalah => wajib(matches!(jawaban, "benar" | "salah"), "Jawaban harus benar atau salah."),
        JenisSoal::Esay => {
            wajib(jawaban.chars().count() <= JAWABAN_ESAY_MAKS, &format!("Jawaban esai paling banyak {JAWABAN_ESAY_MAKS} karakter."))
        }
    }
}

/// The attempt and question an answer is given to, refused when the attempt
/// is finished or past its deadline (then it is closed: 409 waktu_habis).
/// Read before the save's transaction; [`buka_simpan`] checks again under the lock.
async fn konteks_terbuka(db: &Db, user: &CurrentUser, ujian: &UjianDb, id_soal: i64) -> AppResult<KonteksJawaban> {
    let k = pengerjaan_store::konteks_jawaban(db, ujian.id, user.id(), id_soal)
        .await?
        .ok_or_else(|| AppError::not_found("Soal pada pengerjaan Anda"))?;
    if k.waktu_kumpul.is_some() {
        return Err(sudah_selesai());
    }
    tolak_jika_lewat(db, ujian, &k).await?;
    Ok(k)
}

/// After the deadline: closes the attempt at its deadline and refuses (409 waktu_habis).
async fn tolak_jika_lewat(db: &Db, ujian: &UjianDb, k: &KonteksJawaban) -> AppResult<()> {
    let batas = batas_waktu(ujian, &k.waktu_mulai);
    if db::now() >= batas {
        kumpul(db, k.id_pengerjaan, &batas).await?;
        return Err(waktu_habis());
    }
    Ok(())
}

/// An answer's save under the attempt's lock: its place in the write queue,
/// its transaction and the server's time.
struct Simpan {
    tx: sqlx::Transaction<'static, sqlx::Any>,
    now: String,
    _antre: Option<tokio::sync::MutexGuard<'static, ()>>,
}

/// Opens an answer's save, holding the attempt's lock ([`kunci_terbuka`])
/// while it is open and before its deadline, so the checks that follow and
/// the write are one step, and the finish waits for it (or it for the
/// finish, and is refused).
async fn buka_simpan(db: &Db, ujian: &UjianDb, k: &KonteksJawaban) -> AppResult<Simpan> {
    let antre = db::antre_tulis(db).await;
    let mut tx = db.begin().await?;
    if !kunci_terbuka(&mut tx, k.id_pengerjaan).await? {
        return Err(sudah_selesai());
    }
    // The lock may have been waited for: the deadline is read again under it.
    if db::now() >= batas_waktu(ujian, &k.waktu_mulai) {
        tx.rollback().await?;
        drop(antre);
        tolak_jika_lewat(db, ujian, k).await?;
        return Err(waktu_habis());
    }
    Ok(Simpan { tx, now: db::now(), _antre: antre })
}

/// Saves one answer. The same save twice stores once; an older version than
/// the stored one is acknowledged without change; after the deadline the
/// attempt is closed and the save refused (409 waktu_habis).
pub async fn simpan_jawaban(db: &Db, user: &CurrentUser, ujian: &UjianDb, id_soal: i64, f: &JawabanSimpan) -> AppResult<JawabanTersimpan> {
    wajib(f.versi >= 1, "Versi jawaban harus 1 atau lebih.")?;
    let k = konteks_terbuka(db, user, ujian, id_soal).await?;
    // A replay of a save already superseded (an offline queue sent late) is
    // acknowledged as it is, before any rule that the newer answer changed.
    if let Some(versi) = k.versi_tersimpan.filter(|v| *v >= f.versi) {
        return Ok(JawabanTersimpan { id_soal, versi, waktu_server: db::now() });
    }
    let jawaban = if k.jenis == JenisSoal::Esay { f.jawaban.as_str() } else { f.jawaban.trim() };
    periksa_jawaban(&k, jawaban)?;
    let Simpan { mut tx, now, _antre } = buka_simpan(db, ujian, &k).await?;
    if k.aturan == AturanKelompok::Sebagian && !jawaban.is_empty() {
        batas_sebagian(&mut tx, &k, id_soal).await?;
    }
    let disimpan = pengerjaan_store::simpan_jawaban(&mut tx, (k.id_pengerjaan, id_soal), jawaban, f.versi, &now).await?;
    let versi = match disimpan {
        Some(v) => v,
        // A newer version arrived between the read and the write: it stays.
        None => pengerjaan_store::versi_jawaban(&mut tx, k.id_pengerjaan, id_soal).await?,
    };
    tx.commit().await?;
    metrics::counter!("lms_ujian_jawaban_disimpan_total").increment(1);
    Ok(JawabanTersimpan { id_soal, versi, waktu_server: now })
}

/// A sebagian group takes only jumlah_wajib_dijawab answers: a new one is
/// refused once that many other questions of the group are answered.
async fn batas_sebagian(tx: &mut sqlx::AnyConnection, k: &KonteksJawaban, id_soal: i64) -> AppResult<()> {
    let lain = pengerjaan_store::jumlah_dijawab_lain(tx, k.id_pengerjaan, k.id_kelompok, id_soal).await?;
    let n = k.jumlah_wajib_dijawab.unwrap_or(i64::MAX);
    wajib(lain < n, &format!("Kelompok soal ini cukup dijawab {n} soal. Kosongkan salah satu jawaban untuk menggantinya."))
}

/// Essay answer files per answer.
pub const BERKAS_JAWABAN_MAKS: usize = 5;

/// Replaces the files of an essay answer (the whole list; the same list twice
/// changes nothing). Each file was uploaded by the student to `ujian/jawaban`
/// (or is already one of this answer's) and is of a kind the question accepts.
/// The same deadline as a typed answer. Answers the object keys of files no
/// longer used, for the caller to delete after the commit.
pub async fn simpan_berkas_jawaban(
    db: &Db,
    user: &CurrentUser,
    ujian: &UjianDb,
    id_soal: i64,
    f: &BerkasJawabanSimpan,
) -> AppResult<(BerkasJawabanTersimpan, Vec<String>)> {
    let k = konteks_terbuka(db, user, ujian, id_soal).await?;
    wajib(k.jenis == JenisSoal::Esay, "Hanya soal esai yang menerima berkas jawaban.")?;
    let jenis: Vec<JenisFileJawaban> = serde_json::from_str(&k.jenis_file_diterima).unwrap_or_default();
    let ekstensi: Vec<&str> = jenis.iter().flat_map(|j| j.ekstensi().iter().copied()).collect();
    wajib(!ekstensi.is_empty(), "Soal ini hanya menerima jawaban berupa teks.")?;
    wajib(f.berkas.len() <= BERKAS_JAWABAN_MAKS, &format!("Berkas jawaban paling banyak {BERKAS_JAWABAN_MAKS} file."))?;
    let lama = pengerjaan_store::berkas_jawaban_soal(db, k.id_pengerjaan, id_soal).await?;
    let maks = super::service::batas_berkas(db).await?.jawaban_esai;
    let ambil = crate::berkas::Ambil {
        urls: &f.berkas,
        dir: crate::berkas::DirUnggah::UjianJawaban.as_str(),
        milik: &lama,
        ekstensi: &ekstensi,
        maks,
    };
    let berkas = crate::berkas::ambil(db, user, ambil).await?;
    let Simpan { mut tx, now, _antre } = buka_simpan(db, ujian, &k).await?;
    if k.aturan == AturanKelompok::Sebagian && !berkas.is_empty() {
        batas_sebagian(&mut tx, &k, id_soal).await?;
    }
    let id_berkas: Vec<&str> = berkas.iter().map(|b| b.id.as_str()).collect();
    pengerjaan_store::simpan_berkas_jawaban(&mut tx, (k.id_pengerjaan, id_soal), &id_berkas, &now).await?;
    let mut dilepas = Vec::new();
    for id in lama.iter().filter(|id| !berkas.iter().any(|b| &b.id == *id)) {
        dilepas.extend(crate::berkas::store::lepas(&mut tx, id).await?);
    }
    tx.commit().await?;
    let tersimpan = BerkasJawabanTersimpan { id_soal, berkas: berkas.iter().map(|b| b.info()).collect(), waktu_server: now };
    Ok((tersimpan, dilepas))
}

/// Records a violation of a closed-book exam while the attempt runs.
pub async fn catat_pelanggaran(db: &Db, user: &CurrentUser, ujian: &UjianDb, jenis: JenisPelanggaran) -> AppResult<()> {
    wajib(ujian.sifat == SifatUjian::Close, "Pelanggaran hanya dicatat pada ujian tutup buku.")?;
    let p = store::pengerjaan_mahasiswa(db, ujian.id, user.id()).await?.ok_or_else(|| AppError::not_found("Pengerjaan"))?;
    if tutup_jika_lewat(db, ujian, &p).await? {
        return Err(AppError::new(StatusCode::CONFLICT, KodeGalat::SudahSelesai, "Pengerjaan sudah selesai."));
    }
    pengerjaan_store::sisip_pelanggaran(db, p.id, jenis.as_str(), &db::now()).await
}

/// 'Selesai': the student ends the attempt before its deadline.
pub async fn selesai(db: &Db, (user, ip): (&CurrentUser, &str), ujian: &UjianDb) -> AppResult<LembarUjian> {
    let p = store::pengerjaan_mahasiswa(db, ujian.id, user.id()).await?.ok_or_else(|| AppError::not_found("Pengerjaan"))?;
    if !tutup_jika_lewat(db, ujian, &p).await? && kumpul(db, p.id, &db::now()).await? {
        let detail = format!("Selesai mengerjakan '{}'", ujian.judul);
        log_aktivitas::write(db, Entry::by(user, log_aktivitas::jenis::SELESAI_UJIAN, detail, ip).di_pertemuan(ujian.id_pertemuan)).await?;
    }
    lembar_dari(db, ujian, p).await
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    fn kelompok(id: i64, aturan: &str, n: Option<i64>) -> store::KelompokDb {
        store::KelompokDb { id, id_aktivitas: 1, urutan: id, aturan: AturanKelompok::parse(aturan).unwrap(), jumlah_wajib_dijawab: n }
    }

    #[test]
    fn the_answer_upload_takes_every_kind_an_essay_may_accept() {
        let mut kinds: Vec<&str> = [JenisFileJawaban::Image, JenisFileJawaban::Pdf, JenisFileJawaban::Docs, JenisFileJawaban::Compressed]
            .iter()
            .flat_map(|j| j.ekstensi().iter().copied())
            .collect();
        let mut semua = JenisFileJawaban::SEMUA_EKSTENSI.to_vec();
        kinds.sort_unstable();
        semua.sort_unstable();
        assert_eq!(kinds, semua);
    }

    #[test]
    fn a_random_group_gives_a_subset_of_its_size_and_semua_gives_all() {
        let k = vec![(kelompok(1, "semua", None), vec![1, 2, 3]), (kelompok(2, "random", Some(2)), vec![4, 5, 6, 7])];
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
        let mut dilihat = std::collections::BTreeSet::new();
        for _ in 0..50 {
            let s = pilih_soal(&k, false, &mut rng);
            assert_eq!(&s[..3], &[1, 2, 3]);
            assert_eq!(s.len(), 5);
            assert!(s[3] < s[4], "the subset keeps the group's order");
            dilihat.insert((s[3], s[4]));
        }
        assert!(dilihat.len() > 1, "students get different subsets");
        let acak = pilih_soal(&k, true, &mut rng);
        let mut awal = acak[..3].to_vec();
        awal.sort();
        assert_eq!(awal, vec![1, 2, 3], "shuffling stays within each group");
    }
}
