//! The settings page (`/pengaturan`, issue 15): every value the server reads
//! from the settings documents, as one typed form. Operators with write on
//! data_sistem change it, operators with read and lecturers see it; each
//! value is checked with an Indonesian message, written into its document
//! (other keys kept) in one transaction with a log entry naming what changed,
//! and read again by the next request of every process (the table is the
//! only copy).

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::db::Db;
use crate::error::{AppError, AppResult};
use crate::identitas::CurrentUser;
use crate::kehadiran::syarat_dosen::{AturanDosen, SyaratKehadiranDosen};
use crate::log_aktivitas::{self, Entry};
use crate::pengaturan::store::{self, dokumen};
use crate::policy;

/// Whole megabytes (1 MB = 1,000,000 bytes, as the upload checks count).
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct UkuranMaxFile {
    pub banner: i64,
    pub lampiran_soal: i64,
    pub lampiran_kunci: i64,
    pub lampiran_jawaban_esai: i64,
    pub ebook: i64,
    pub video: i64,
    pub audio: i64,
    pub arsip: i64,
    pub tugas: i64,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct SyaratKehadiranMahasiswa {
    pub terlambat_vidcon_menit: i64,
    pub video_persen: i64,
    pub audio_persen: i64,
    pub ebook_detik: i64,
    pub presentase_progress_minimal_persen: i64,
}

/// The settings form; each field names the document key it is stored under.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct PengaturanIsi {
    /// pengaturan_sistem.time_zone: Asia/Jakarta | Asia/Makassar | Asia/Jayapura
    pub time_zone: String,
    /// pengaturan_sistem.ukuran_max_file
    pub ukuran_max_file: UkuranMaxFile,
    /// pengaturan_kelas.syarat_kehadiran_online_mahasiswa
    pub syarat_kehadiran_online_mahasiswa: SyaratKehadiranMahasiswa,
    /// pengaturan_kelas.tampil_tombol_presensi_dosen.mulai: minutes before a
    /// meeting's start it may be started (and after it, teachers' attendance opens)
    pub menit_presensi_dosen: i64,
    /// pengaturan_kelas.ubah_jadwal.online / .offline: teachers may move a meeting
    pub ubah_jadwal_online: bool,
    pub ubah_jadwal_offline: bool,
    /// pengaturan_kelas.pembatasan_kehadiran_ujian: UTS/UAS attendance is the exam committee's
    pub pembatasan_kehadiran_ujian: bool,
    /// pengaturan_kelas.akses_resume_ujian.tampilkan_soal: students see questions after an exam
    pub tampilkan_soal_setelah_ujian: bool,
    /// aturan_qr_code.status: QR attendance on
    pub presensi_qr: bool,
    /// pengaturan_kelas.syarat_kehadiran_online_dosen: when a lecturer's own record of an
    /// online or mixed meeting is valid without an operator
    pub syarat_kehadiran_online_dosen: SyaratKehadiranDosen,
    /// pengaturan_kelas.syarat_kehadiran_offline_dosen: the same for offline meetings
    pub syarat_kehadiran_offline_dosen: SyaratKehadiranDosen,
    /// pengaturan_kelas.validasi_kehadiran_dosen: records that are not valid show 'Belum Divalidasi'
    pub validasi_kehadiran_dosen: bool,
}

/// Props of `/pengaturan` and `GET /lms/pengaturan/halaman`.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct PengaturanHalaman {
    pub isi: PengaturanIsi,
    pub boleh_ubah: bool,
    /// The largest file size any upload takes (MB), and a banner's.
    pub ukuran_maks_mb: i64,
    pub banner_maks_mb: i64,
}

pub const UKURAN_MAKS_MB: i64 = (crate::berkas::routes::BODY_LIMIT / 1_000_000) as i64;
pub const BANNER_MAKS_MB: i64 = (crate::kelas::banner::BODY_LIMIT / 1_000_000) as i64;

pub async fn halaman(db: &Db, user: &CurrentUser) -> AppResult<PengaturanHalaman> {
    policy::require_see_pengaturan(user)?;
    Ok(PengaturanHalaman {
        isi: baca(db).await?,
        boleh_ubah: policy::may_ubah_pengaturan(user),
        ukuran_maks_mb: UKURAN_MAKS_MB,
        banner_maks_mb: BANNER_MAKS_MB,
    })
}

fn angka(doc: &Value, pointer: &str, bawaan: i64) -> i64 {
    doc.pointer(pointer).and_then(Value::as_f64).map_or(bawaan, |v| v as i64)
}

fn ya(doc: &Value, pointer: &str, bawaan: bool) -> bool {
    doc.pointer(pointer).and_then(Value::as_bool).unwrap_or(bawaan)
}

/// The form as the server reads the settings today (the readers' defaults for missing keys).
pub async fn baca(db: &Db) -> AppResult<PengaturanIsi> {
    let (sistem, kelas, qr) =
        (dokumen(db, "pengaturan_sistem").await?, dokumen(db, "pengaturan_kelas").await?, dokumen(db, "aturan_qr_code").await?);
    let mb = |p: &str, bawaan| angka(&sistem, &format!("/ukuran_max_file/{p}"), bawaan);
    let syarat = |p: &str, bawaan| angka(&kelas, &format!("/syarat_kehadiran_online_mahasiswa/{p}"), bawaan);
    let dosen = AturanDosen::dari_dokumen(&kelas);
    Ok(PengaturanIsi {
        time_zone: store::zona_dari(&sistem),
        ukuran_max_file: UkuranMaxFile {
            banner: mb("kelas/banner", 2),
            lampiran_soal: mb("ujian/lampiran_soal", 10),
            lampiran_kunci: mb("ujian/lampiran_kunci", 10),
            lampiran_jawaban_esai: mb("ujian/lampiran_jawaban_esai", 10),
            ebook: mb("materi/ebook", 20),
            video: mb("materi/video", 100),
            audio: mb("materi/audio", 20),
            arsip: mb("materi/arsip", 50),
            tugas: mb("tugas", 10),
        },
        syarat_kehadiran_online_mahasiswa: SyaratKehadiranMahasiswa {
            terlambat_vidcon_menit: syarat("terlambat_vidcon_menit", 15),
            video_persen: syarat("video_persen", 50),
            audio_persen: syarat("audio_persen", 50),
            ebook_detik: syarat("ebook_detik", 60),
            presentase_progress_minimal_persen: syarat("presentase_progress_minimal_persen", 0),
        },
        menit_presensi_dosen: angka(&kelas, "/tampil_tombol_presensi_dosen/mulai", 15),
        ubah_jadwal_online: ya(&kelas, "/ubah_jadwal/online", false),
        ubah_jadwal_offline: ya(&kelas, "/ubah_jadwal/offline", false),
        pembatasan_kehadiran_ujian: ya(&kelas, "/pembatasan_kehadiran_ujian", true),
        tampilkan_soal_setelah_ujian: ya(&kelas, "/akses_resume_ujian/tampilkan_soal", true),
        presensi_qr: ya(&qr, "/status", false),
        syarat_kehadiran_online_dosen: dosen.online,
        syarat_kehadiran_offline_dosen: dosen.offline,
        validasi_kehadiran_dosen: dosen.wajib_validasi,
    })
}

/// Sets `pointer` (`/a/b`) in `doc`, making the objects on the way.
fn pasang(doc: &mut Value, pointer: &str, nilai: Value) {
    let mut here = doc;
    for key in pointer.trim_start_matches('/').split('/') {
        if !here.is_object() {
            *here = Value::Object(Default::default());
        }
        let Value::Object(o) = here else { return };
        here = o.entry(key.to_string()).or_insert(Value::Null);
    }
    *here = nilai;
}

/// Where each field is stored: (document, pointer, value).
fn letak(isi: &PengaturanIsi) -> Vec<(&'static str, String, Value)> {
    let u = &isi.ukuran_max_file;
    let s = &isi.syarat_kehadiran_online_mahasiswa;
    let sistem = |p: &str, v: Value| ("pengaturan_sistem", p.to_string(), v);
    let kelas = |p: &str, v: Value| ("pengaturan_kelas", p.to_string(), v);
    let dosen = |kunci: &str, d: &SyaratKehadiranDosen| {
        let v = |k: &str, nilai: Value| kelas(&format!("/{kunci}/{k}"), nilai);
        [
            v("mulai_kuliah", d.mulai_kuliah.into()),
            v("akhiri_kuliah", d.akhiri_kuliah.into()),
            v("presentase_kehadiran_kelas", d.presentase_kehadiran_kelas.into()),
            v("aktivitas_kuliah", d.aktivitas_kuliah.into()),
            v("presentase_kehadiran_kelas_persen", d.presentase_kehadiran_kelas_persen.into()),
        ]
    };
    let mut semua = vec![
        sistem("/time_zone", Value::from(isi.time_zone.clone())),
        sistem("/ukuran_max_file/kelas/banner", u.banner.into()),
        sistem("/ukuran_max_file/ujian/lampiran_soal", u.lampiran_soal.into()),
        sistem("/ukuran_max_file/ujian/lampiran_kunci", u.lampiran_kunci.into()),
        sistem("/ukuran_max_file/ujian/lampiran_jawaban_esai", u.lampiran_jawaban_esai.into()),
        sistem("/ukuran_max_file/materi/ebook", u.ebook.into()),
        sistem("/ukuran_max_file/materi/video", u.video.into()),
        sistem("/ukuran_max_file/materi/audio", u.audio.into()),
        sistem("/ukuran_max_file/materi/arsip", u.arsip.into()),
        sistem("/ukuran_max_file/tugas", u.tugas.into()),
        kelas("/syarat_kehadiran_online_mahasiswa/terlambat_vidcon_menit", s.terlambat_vidcon_menit.into()),
        kelas("/syarat_kehadiran_online_mahasiswa/video_persen", s.video_persen.into()),
        kelas("/syarat_kehadiran_online_mahasiswa/audio_persen", s.audio_persen.into()),
        kelas("/syarat_kehadiran_online_mahasiswa/ebook_detik", s.ebook_detik.into()),
        kelas("/syarat_kehadiran_online_mahasiswa/presentase_progress_minimal_persen", s.presentase_progress_minimal_persen.into()),
        kelas("/tampil_tombol_presensi_dosen/mulai", isi.menit_presensi_dosen.into()),
        kelas("/ubah_jadwal/online", isi.ubah_jadwal_online.into()),
        kelas("/ubah_jadwal/offline", isi.ubah_jadwal_offline.into()),
        kelas("/pembatasan_kehadiran_ujian", isi.pembatasan_kehadiran_ujian.into()),
        kelas("/akses_resume_ujian/tampilkan_soal", isi.tampilkan_soal_setelah_ujian.into()),
        kelas("/validasi_kehadiran_dosen", isi.validasi_kehadiran_dosen.into()),
        ("aturan_qr_code", "/status".into(), isi.presensi_qr.into()),
    ];
    semua.extend(dosen("syarat_kehadiran_online_dosen", &isi.syarat_kehadiran_online_dosen));
    semua.extend(dosen("syarat_kehadiran_offline_dosen", &isi.syarat_kehadiran_offline_dosen));
    semua
}

fn rentang(nilai: i64, min: i64, maks: i64, pesan: &str) -> AppResult<()> {
    if (min..=maks).contains(&nilai) {
        Ok(())
    } else {
        Err(AppError::unprocessable(pesan))
    }
}

/// Every value in its range, or the message saying what to write.
pub fn periksa(isi: &PengaturanIsi) -> AppResult<()> {
    if !matches!(isi.time_zone.as_str(), "Asia/Jakarta" | "Asia/Makassar" | "Asia/Jayapura") {
        return Err(AppError::unprocessable("Zona waktu harus WIB (Asia/Jakarta), WITA (Asia/Makassar) atau WIT (Asia/Jayapura)."));
    }
    let u = &isi.ukuran_max_file;
    rentang(u.banner, 1, BANNER_MAKS_MB, &format!("Ukuran maksimal banner kelas harus 1 sampai {BANNER_MAKS_MB} MB."))?;
    for (nilai, label) in [
        (u.lampiran_soal, "lampiran soal"),
        (u.lampiran_kunci, "lampiran kunci jawaban"),
        (u.lampiran_jawaban_esai, "berkas jawaban esai"),
        (u.ebook, "e-book"),
        (u.video, "video"),
        (u.audio, "audio"),
        (u.arsip, "arsip"),
        (u.tugas, "berkas tugas"),
    ] {
        rentang(nilai, 1, UKURAN_MAKS_MB, &format!("Ukuran maksimal {label} harus 1 sampai {UKURAN_MAKS_MB} MB."))?;
    }
    let s = &isi.syarat_kehadiran_online_mahasiswa;
    rentang(s.terlambat_vidcon_menit, 0, 240, "Batas terlambat vidcon harus 0 sampai 240 menit.")?;
    rentang(s.video_persen, 0, 100, "Persentase video harus 0 sampai 100.")?;
    rentang(s.audio_persen, 0, 100, "Persentase audio harus 0 sampai 100.")?;
    rentang(s.ebook_detik, 0, 3600, "Waktu baca e-book harus 0 sampai 3600 detik.")?;
    rentang(s.presentase_progress_minimal_persen, 0, 100, "Progres minimal harus 0 sampai 100 persen.")?;
    for (d, jenis) in [(&isi.syarat_kehadiran_online_dosen, "online"), (&isi.syarat_kehadiran_offline_dosen, "offline")] {
        let pesan = format!("Persentase kehadiran kelas (dosen, {jenis}) harus 0 sampai 100.");
        rentang(d.presentase_kehadiran_kelas_persen, 0, 100, &pesan)?;
    }
    rentang(isi.menit_presensi_dosen, 0, 120, "Waktu tombol presensi dosen harus 0 sampai 120 menit.")
}

/// 'ukuran_max_file.video: 100 → 200' for every field that changed.
fn perubahan(lama: &PengaturanIsi, baru: &PengaturanIsi) -> Vec<String> {
    fn datar(prefix: &str, v: &Value, out: &mut Vec<(String, String)>) {
        match v {
            Value::Object(m) => {
                m.iter().for_each(|(k, v)| datar(&if prefix.is_empty() { k.clone() } else { format!("{prefix}.{k}") }, v, out))
            }
            _ => out.push((prefix.to_string(), v.to_string())),
        }
    }
    let (mut a, mut b) = (Vec::new(), Vec::new());
    datar("", &serde_json::to_value(lama).unwrap_or_default(), &mut a);
    datar("", &serde_json::to_value(baru).unwrap_or_default(), &mut b);
    a.iter().zip(b.iter()).filter(|(x, y)| x.1 != y.1).map(|(x, y)| format!("{}: {} → {}", x.0, x.1, y.1)).collect()
}

/// Writes the form into its documents (other keys kept), with a log entry
/// naming what changed, in one transaction.
pub async fn simpan(db: &Db, user: &CurrentUser, ip: &str, isi: PengaturanIsi) -> AppResult<PengaturanIsi> {
    policy::require_ubah_pengaturan(user)?;
    crate::input::check_text(&isi.time_zone)?;
    periksa(&isi)?;
    let lama = baca(db).await?;
    let ubah = perubahan(&lama, &isi);
    if ubah.is_empty() {
        return Ok(isi);
    }
    let mut docs: Vec<(&str, Value)> = Vec::new();
    for (kunci, pointer, nilai) in letak(&isi) {
        if !docs.iter().any(|(k, _)| *k == kunci) {
            docs.push((kunci, dokumen(db, kunci).await?));
        }
        if let Some((_, doc)) = docs.iter_mut().find(|(k, _)| *k == kunci) {
            pasang(doc, &pointer, nilai);
        }
    }
    let mut tx = db.begin().await?;
    for (kunci, doc) in &docs {
        // Insert or replace, so a document missing from an old database is created.
        store::ganti_dokumen(&mut tx, kunci, doc.to_string()).await?;
    }
    let detail = format!("Mengubah pengaturan: {}", ubah.join("; "));
    log_aktivitas::write(&mut *tx, Entry::by(user, log_aktivitas::jenis::UBAH_PENGATURAN, detail, ip)).await?;
    tx.commit().await?;
    Ok(isi)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pasang_keeps_other_keys_and_makes_the_path() {
        let mut doc = serde_json::json!({"a": {"x": 1}, "b": 2});
        pasang(&mut doc, "/a/y/z", Value::from(3));
        pasang(&mut doc, "/b", Value::from(4));
        assert_eq!(doc, serde_json::json!({"a": {"x": 1, "y": {"z": 3}}, "b": 4}));
        let mut kosong = Value::Null;
        pasang(&mut kosong, "/status", Value::from(true));
        assert_eq!(kosong, serde_json::json!({"status": true}));
    }
}
