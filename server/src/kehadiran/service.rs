//! The rules of attendance (spec 2 §4, §5): the meeting page, saving
//! participants' codes, teachers' attendance with its messages, starting and
//! ending a meeting, and the recalculation job. Callers pass the guard of
//! `policy` first.

use chrono::{Duration, Utc};

use super::model::*;
use super::progres::{self, Penghitung};
use super::store::{self, Penetapan, PengajarSimpan, PertemuanDb};
use super::syarat_dosen::AturanDosen;
use crate::db::{self, Db};
use crate::error::{AppError, AppResult};
use crate::identitas::CurrentUser;
use crate::inti::StatusPekerjaan;
use crate::log_aktivitas::{self, Entry};
use crate::peristiwa::Topik;
use crate::policy::{self, Posisi};
use crate::state::AppState;

/// Participants of a meeting with their codes and live progress.
pub async fn daftar_peserta(db: &Db, p: &PertemuanDb, hanya: Option<i64>) -> AppResult<Vec<KehadiranMahasiswa>> {
    let baris = store::baris_pertemuan(db, p.id).await?;
    let hitung = Penghitung::muat(db, p, hanya.unwrap_or(0)).await?;
    let peserta = store::peserta(db, p.id_kelas).await?;
    Ok(peserta
        .into_iter()
        .filter(|m| hanya.is_none_or(|id| id == m.id_user))
        .map(|m| {
            let row = baris.get(&m.id_user);
            let progress = if hitung.berlaku() { hitung.progress(m.id_user) } else { row.map_or(0.0, |r| r.progress) };
            let kode = row.map(|r| r.kode());
            KehadiranMahasiswa {
                detail: hitung.detail(m.id_user),
                presensi: kode,
                ada_presensi: row.is_some(),
                is_hadir: kode == Some(KodePresensi::H),
                is_qr_code: row.is_some_and(|r| r.is_qr_code != 0),
                progress: Progress { overall: progress },
                updated_by: row.map(|r| Pengubah {
                    username: r.updated_by.clone(),
                    name: if r.oleh_sistem() {
                        "Sistem LMS".into()
                    } else {
                        r.updated_by_nama.clone().unwrap_or_else(|| r.updated_by.clone())
                    },
                }),
                updated_at: row.map(|r| r.updated_at.clone()),
                presensi_label: kode.map_or("Belum Ada Presensi", KodePresensi::label).into(),
                is_valid: row.is_none_or(|r| r.is_valid != 0),
                mahasiswa: m,
            }
        })
        .collect())
}

/// The class setting `tampil_tombol_presensi_dosen.mulai` (default 15): the
/// minutes before its start a meeting may be started, and after its start
/// teachers' attendance opens.
async fn menit_presensi_dosen(db: &Db) -> AppResult<Duration> {
    let doc = crate::pengaturan::store::dokumen(db, "pengaturan_kelas").await?;
    let menit = doc.pointer("/tampil_tombol_presensi_dosen/mulai").and_then(|v| v.as_i64()).unwrap_or(15).clamp(0, 24 * 60);
    Ok(Duration::minutes(menit))
}

/// Teacher attendance opens at the meeting's start plus the setting's minutes.
pub async fn pengajar_bisa_diubah_mulai(db: &Db, p: &PertemuanDb) -> AppResult<String> {
    let mulai = db::parse_time(&p.waktu_mulai).unwrap_or_else(Utc::now);
    Ok(db::format_time(mulai + menit_presensi_dosen(db).await?))
}

/// Whether a meeting has started: a teacher started it, or its time came.
pub fn sudah_dimulai(p: &PertemuanDb, now: &str) -> bool {
    p.mulai_kuliah.is_some() || p.status != crate::kelas::model::StatusPertemuan::BelumDimulai || p.waktu_mulai.as_str() <= now
}

/// Whether UTS and UAS meetings' attendance is the exam committee's (default on).
pub async fn pembatasan_ujian(db: &Db) -> AppResult<bool> {
    let doc = crate::pengaturan::store::dokumen(db, "pengaturan_kelas").await?;
    Ok(doc.pointer("/pembatasan_kehadiran_ujian").and_then(|v| v.as_bool()).unwrap_or(true))
}

pub async fn aturan_qr(db: &Db) -> AppResult<AturanQr> {
    let doc = crate::pengaturan::store::dokumen(db, "aturan_qr_code").await?;
    Ok(AturanQr { status: doc.pointer("/status").and_then(|v| v.as_bool()).unwrap_or(false) })
}

/// The meeting attendance page of `p` (as `policy::require_see_kehadiran_pertemuan` read it).
pub async fn halaman(db: &Db, p: PertemuanDb, posisi: &Posisi, tipe: TipeHalamanKehadiran) -> AppResult<KehadiranPertemuanPage> {
    let peserta = daftar_peserta(db, &p, None).await?;
    let now = db::now();
    let qr = aturan_qr(db).await?.status;
    let izin = IzinKehadiran {
        isAllowUbahPeserta: policy::may_ubah_kehadiran_peserta(posisi) && sudah_dimulai(&p, &now),
        isAllowUbahPengajar: policy::may_ubah_kehadiran_pengajar(posisi),
        isAllowQr: policy::may_mulai_pertemuan(posisi) && p.jenis.di_ruangan() && qr,
        isAllowUpdateProgres: policy::may_hitung_ulang_kehadiran(posisi) && p.daring() && p.parameter().ada(),
        isAllowMulaiAkhiri: policy::may_mulai_pertemuan(posisi),
    };
    let tercatat: Vec<&KehadiranMahasiswa> = peserta.iter().filter(|m| m.ada_presensi).collect();
    let progress_peserta = (!tercatat.is_empty()).then(|| tercatat.iter().map(|m| m.progress.overall).sum::<f64>() / tercatat.len() as f64);
    let terakhir = store::terakhir_dihitung(db, p.id).await?;
    let pertemuan = PertemuanKehadiran {
        id: p.id,
        nomor: p.nomor,
        judul: p.judul.clone(),
        jenis: p.jenis,
        kategori: p.kategori,
        status: p.status,
        waktu_mulai: p.waktu_mulai.clone(),
        waktu_selesai: p.waktu_selesai.clone(),
        mulai_kuliah: p.mulai_kuliah.clone(),
        selesai_kuliah: p.selesai_kuliah.clone(),
        parameter_kehadiran: p.parameter(),
        progress_minimal_persen: progres::minimal_persen(db).await?,
        peserta_hadir: peserta.iter().filter(|m| m.is_hadir).count() as i64,
        jumlah_peserta: peserta.len() as i64,
        progress_peserta,
        waktu_terakhir_update_kehadiran: terakhir,
    };
    Ok(KehadiranPertemuanPage {
        tipe,
        kelas: store::kelas(db, p.id_kelas).await?,
        pengajar: store::pengajar(db, &p, &AturanDosen::baca(db).await?).await?,
        jenis_presensi: store::jenis_presensi(db).await?,
        pengajar_bisa_diubah_mulai: pengajar_bisa_diubah_mulai(db, &p).await?,
        proses: store::status_hitung(db, p.id).await?,
        pertemuan,
        peserta,
        izin,
    })
}

/// The scan page of a participant: the meeting and their record, and for a
/// code that is current as the request arrives, a receipt for 'Catat
/// Kehadiran' (`qr::tanda_terima`: a slow page load does not expire it).
pub async fn halaman_presensi(db: &Db, id_mahasiswa: i64, id_pertemuan: i64, token: Option<String>) -> AppResult<PresensiPageData> {
    let p = store::pertemuan(db, id_pertemuan).await?;
    let token = match token.filter(|t| !t.is_empty() && t.len() <= 100) {
        Some(t) => Some(super::qr::tanda_terima(db, &p, id_mahasiswa, &t).await?),
        None => None,
    };
    let kehadiran = daftar_peserta(db, &p, Some(id_mahasiswa)).await?.pop().ok_or_else(|| AppError::not_found("Peserta"))?;
    Ok(PresensiPageData {
        kelas: store::kelas(db, p.id_kelas).await?,
        id_pertemuan: p.id,
        nomor: p.nomor,
        judul: p.judul,
        token,
        kehadiran,
    })
}

fn belum_dimulai() -> AppError {
    AppError::unprocessable("Kehadiran peserta dapat diubah setelah pertemuan dimulai.")
}

/// I and S only while their type is active.
fn periksa_kode(jenis: &JenisPresensi, kode: KodePresensi) -> AppResult<()> {
    let item = match kode {
        KodePresensi::I => &jenis.izin,
        KodePresensi::S => &jenis.sakit,
        _ => return Ok(()),
    };
    if !item.is_active {
        return Err(AppError::unprocessable(format!("Jenis presensi {} tidak aktif.", item.nama)));
    }
    Ok(())
}

/// One row of the bulk save, as the server reads it.
enum Simpanan<'a> {
    /// Sent as A with `ada_presensi: false`: the lecturer left it unset.
    Bawaan(i64),
    /// A code the lecturer chose (or kept).
    Kode(Penetapan<'a>),
}

/// The bulk save of the edit mode: every row names a participant by NIM;
/// one unknown NIM or inactive type and nothing is written. The spec's
/// client sends every row, unset ones as A, so only what differs from the
/// stored code is written as the lecturer's (issue 37): an unchanged row
/// keeps its author, time and QR tag, and an unset row without a record
/// becomes the system's default A that activity or a scan may still change.
pub async fn simpan_semua(db: &Db, user: &CurrentUser, ip: &str, id_pertemuan: i64, body: &PresensiSimpanSemua) -> AppResult<()> {
    let p = store::pertemuan(db, id_pertemuan).await?;
    if !sudah_dimulai(&p, &db::now()) {
        return Err(belum_dimulai());
    }
    if body.data.is_empty() {
        return Err(AppError::unprocessable("Tidak ada kehadiran yang disimpan."));
    }
    let peserta = store::peserta(db, p.id_kelas).await?;
    // Which leave types are active, read once for the whole save (it was once per row).
    let jenis = store::jenis_presensi(db).await?;
    let mut simpanan = Vec::with_capacity(body.data.len());
    for row in &body.data {
        let nim = row.nim.trim();
        let m = peserta
            .iter()
            .find(|m| m.nim == nim)
            .ok_or_else(|| AppError::unprocessable(format!("Mahasiswa dengan NIM {nim} bukan peserta kelas ini.")))?;
        let kode = row.presensi.unwrap_or(KodePresensi::A);
        periksa_kode(&jenis, kode)?;
        simpanan.push(if kode == KodePresensi::A && row.ada_presensi == Some(false) {
            Simpanan::Bawaan(m.id_user)
        } else {
            Simpanan::Kode(Penetapan { id_mahasiswa: m.id_user, kode, is_qr_code: false, oleh: &user.info.username })
        });
    }
    let now = db::now();
    let mut tx = db.begin().await?;
    let (mut diubah, mut bawaan) = (0, 0);
    for s in &simpanan {
        match s {
            Simpanan::Bawaan(id) => bawaan += usize::from(store::alpa_bawaan(&mut tx, p.id, *id, &now).await?),
            Simpanan::Kode(t) => diubah += usize::from(store::ubah_kode(&mut tx, p.id, t, &now).await?),
        }
    }
    let detail =
        format!("Mengubah kehadiran {diubah} peserta pertemuan ke-{} (id {}); {bawaan} peserta tanpa presensi dicatat Alpa", p.nomor, p.id);
    log_aktivitas::write(&mut *tx, Entry::by(user, log_aktivitas::jenis::UBAH_KEHADIRAN, detail, ip).di_pertemuan(p.id)).await?;
    tx.commit().await?;
    Ok(())
}

/// One participant: present (H) or not (A); the same code again changes nothing.
pub async fn simpan_satu(db: &Db, user: &CurrentUser, ip: &str, id_pertemuan: i64, id_mahasiswa: i64, hadir: bool) -> AppResult<()> {
    let p = store::pertemuan(db, id_pertemuan).await?;
    if !sudah_dimulai(&p, &db::now()) {
        return Err(belum_dimulai());
    }
    let peserta = store::peserta(db, p.id_kelas).await?;
    let m = peserta.iter().find(|m| m.id_user == id_mahasiswa).ok_or_else(|| AppError::not_found("Peserta"))?;
    let kode = if hadir { KodePresensi::H } else { KodePresensi::A };
    let now = db::now();
    let mut tx = db.begin().await?;
    let penetapan = Penetapan { id_mahasiswa, kode, is_qr_code: false, oleh: &user.info.username };
    if store::ubah_kode(&mut tx, p.id, &penetapan, &now).await? {
        let detail = format!("Mengubah kehadiran {} ({}) pertemuan ke-{} menjadi {}", m.nama, m.nim, p.nomor, kode.as_str());
        log_aktivitas::write(&mut *tx, Entry::by(user, log_aktivitas::jenis::UBAH_KEHADIRAN, detail, ip).di_pertemuan(p.id)).await?;
    }
    tx.commit().await?;
    Ok(())
}

/// An ISO date-time with an offset, as stored (UTC).
fn waktu_iso(value: Option<&str>, pesan: &str) -> AppResult<Option<String>> {
    match value.map(str::trim).filter(|v| !v.is_empty()) {
        None => Ok(None),
        Some(v) => db::parse_time(v).map(|t| Some(db::format_time(t))).ok_or_else(|| AppError::unprocessable(pesan.to_string())),
    }
}

/// An operator records (and so validates) a teacher's attendance (spec 2 §5).
pub async fn simpan_pengajar(
    db: &Db,
    user: &CurrentUser,
    ip: &str,
    id_pertemuan: i64,
    id_dosen: i64,
    body: &KehadiranPengajarSimpan,
) -> AppResult<KehadiranPengajarPertemuan> {
    let p = store::pertemuan(db, id_pertemuan).await?;
    let aturan = AturanDosen::baca(db).await?;
    let pengajar = store::pengajar(db, &p, &aturan).await?;
    let lama = pengajar.iter().find(|g| g.pengajar.id_dosen == id_dosen).ok_or_else(|| AppError::not_found("Pengajar"))?;
    let mulai_boleh = pengajar_bisa_diubah_mulai(db, &p).await?;
    if p.mulai_kuliah.is_none() && db::now() < mulai_boleh {
        return Err(AppError::unprocessable(format!(
            "Kehadiran pengajar dapat diubah mulai {}.",
            crate::pengaturan::store::waktu_lokal(db, &mulai_boleh).await?
        )));
    }
    let nama = crate::inti::nama_bergelar(&lama.pengajar.gelar_depan, &lama.pengajar.nama, &lama.pengajar.gelar_akademik);
    let (mulai, selesai) = if body.is_hadir {
        let wajib = |v: Option<&str>, pesan: String| -> AppResult<String> {
            waktu_iso(v, &format!("Format waktu dosen {nama} tidak valid."))?.ok_or_else(|| AppError::unprocessable(pesan))
        };
        let mulai = wajib(body.mulai_kuliah.as_deref(), format!("Memulai kuliah dosen {nama} wajib diisi"))?;
        let selesai = wajib(body.selesai_kuliah.as_deref(), format!("Mengakhiri kuliah dosen {nama} wajib diisi"))?;
        if selesai < mulai {
            return Err(AppError::unprocessable(format!("Mengakhiri kuliah dosen {nama} tidak boleh sebelum memulai kuliah")));
        }
        (Some(mulai), Some(selesai))
    } else {
        // Not present: the times are cleared (spec 2 §4).
        (None, None)
    };
    let mut tx = db.begin().await?;
    let simpan = PengajarSimpan {
        id_dosen,
        is_hadir: body.is_hadir,
        mulai_kuliah: mulai.as_deref(),
        selesai_kuliah: selesai.as_deref(),
        id_verifikator: Some(user.id()),
    };
    store::simpan_pengajar(&mut tx, p.id, &simpan).await?;
    let detail = format!(
        "Mengubah kehadiran pengajar {nama} pertemuan ke-{} (id {}) menjadi {}",
        p.nomor,
        p.id,
        if body.is_hadir { "hadir" } else { "tidak hadir" }
    );
    log_aktivitas::write(&mut *tx, Entry::by(user, log_aktivitas::jenis::UBAH_KEHADIRAN_PENGAJAR, detail, ip).di_pertemuan(p.id)).await?;
    tx.commit().await?;
    let baru = store::pengajar(db, &p, &aturan).await?;
    baru.into_iter().find(|g| g.pengajar.id_dosen == id_dosen).ok_or_else(|| AppError::not_found("Pengajar"))
}

/// A teacher starts the meeting: its start time and, when they are recorded in
/// lecturers' presence ([`store::pengajar_dicatat`]), their own attendance.
/// Allowed from the setting's minutes before the scheduled start.
pub async fn mulai(db: &Db, user: &CurrentUser, ip: &str, id_pertemuan: i64) -> AppResult<()> {
    let p = store::pertemuan(db, id_pertemuan).await?;
    if p.selesai_kuliah.is_some() {
        return Err(AppError::conflict("Pertemuan sudah diakhiri."));
    }
    if p.mulai_kuliah.is_some() {
        return Err(AppError::conflict("Pertemuan sudah dimulai."));
    }
    let menit = menit_presensi_dosen(db).await?;
    let paling_awal = db::parse_time(&p.waktu_mulai).map(|t| db::format_time(t - menit)).unwrap_or_default();
    let now = db::now();
    if now < paling_awal {
        return Err(AppError::unprocessable(format!(
            "Pertemuan baru dapat dimulai mulai {}.",
            crate::pengaturan::store::waktu_lokal(db, &paling_awal).await?
        )));
    }
    let mut tx = db.begin().await?;
    store::tandai_mulai(&mut tx, p.id, &now).await?;
    if store::pengajar_dicatat(&mut tx, p.id_kelas, user.id()).await? {
        let simpan =
            PengajarSimpan { id_dosen: user.id(), is_hadir: true, mulai_kuliah: Some(&now), selesai_kuliah: None, id_verifikator: None };
        store::simpan_pengajar(&mut tx, p.id, &simpan).await?;
    }
    let detail = format!("Memulai pertemuan ke-{} (id {})", p.nomor, p.id);
    log_aktivitas::write(&mut *tx, Entry::by(user, log_aktivitas::jenis::MULAI_PERTEMUAN, detail, ip).di_pertemuan(p.id)).await?;
    tx.commit().await?;
    Ok(())
}

/// A teacher ends a started meeting; their own attendance, when recorded, gets its end time.
pub async fn akhiri(db: &Db, user: &CurrentUser, ip: &str, id_pertemuan: i64) -> AppResult<()> {
    let p = store::pertemuan(db, id_pertemuan).await?;
    if p.mulai_kuliah.is_none() {
        return Err(AppError::unprocessable("Pertemuan belum dimulai."));
    }
    if p.selesai_kuliah.is_some() {
        return Err(AppError::conflict("Pertemuan sudah diakhiri."));
    }
    let now = db::now();
    let mut tx = db.begin().await?;
    store::tandai_selesai(&mut tx, p.id, &now).await?;
    if store::pengajar_dicatat(&mut tx, p.id_kelas, user.id()).await? {
        // The ending teacher was there: from their own start, else the meeting's.
        let mulai_sendiri = store::mulai_pengajar(db, p.id, user.id()).await?.or(p.mulai_kuliah.clone());
        let simpan = PengajarSimpan {
            id_dosen: user.id(),
            is_hadir: true,
            mulai_kuliah: mulai_sendiri.as_deref(),
            selesai_kuliah: Some(&now),
            id_verifikator: None,
        };
        store::simpan_pengajar(&mut tx, p.id, &simpan).await?;
    }
    let detail = format!("Mengakhiri pertemuan ke-{} (id {})", p.nomor, p.id);
    log_aktivitas::write(&mut *tx, Entry::by(user, log_aktivitas::jenis::AKHIRI_PERTEMUAN, detail, ip).di_pertemuan(p.id)).await?;
    tx.commit().await?;
    Ok(())
}

/// Starts a recalculation of `ids` (one meeting, or a class's) in the
/// background and answers at once; meetings already being recalculated are
/// left to that job. Each meeting's end is announced on the attendance stream.
pub async fn minta_hitung(state: &AppState, user: &CurrentUser, ids: &[i64]) -> AppResult<Vec<ProsesKehadiran>> {
    let db = &state.db;
    let mut baru = Vec::with_capacity(ids.len());
    for &id in ids {
        if store::status_hitung(db, id).await? != StatusProses::Processing {
            baru.push(id);
        }
    }
    let semua = ids.iter().map(|&id_pertemuan| ProsesKehadiran { id_pertemuan, status: StatusProses::Processing }).collect();
    if baru.is_empty() {
        return Ok(semua);
    }
    let id_job = uuid::Uuid::new_v4().to_string();
    if !store::catat_hitung(db, &id_job, user.id(), &baru).await? {
        return Err(AppError::conflict("Masih ada proses update kehadiran Anda yang berjalan. Tunggu sampai selesai, lalu coba lagi."));
    }
    for &id_pertemuan in &baru {
        state.peristiwa.umumkan(db, Topik::Kehadiran, id_pertemuan, &StatusProses::Processing).await?;
    }
    let state = state.clone();
    tokio::spawn(async move { jalankan_hitung(&state, &id_job, &baru).await });
    Ok(semua)
}

async fn jalankan_hitung(state: &AppState, id_job: &str, ids: &[i64]) {
    let mut gagal = None;
    // A class's participants are read once for all its meetings.
    let mut peserta: std::collections::HashMap<i64, Vec<MahasiswaRingkas>> = std::collections::HashMap::new();
    for &id_pertemuan in ids {
        let hasil = async {
            let id_kelas = store::pertemuan(&state.db, id_pertemuan).await?.id_kelas;
            let daftar = match peserta.entry(id_kelas) {
                std::collections::hash_map::Entry::Occupied(e) => e.into_mut(),
                std::collections::hash_map::Entry::Vacant(e) => e.insert(store::peserta(&state.db, id_kelas).await?),
            };
            progres::hitung_pertemuan(&state.db, id_pertemuan, Some(daftar.as_slice())).await
        };
        let status = match hasil.await {
            Ok(()) => StatusProses::Completed,
            Err(e) => {
                tracing::error!(error = %e.message, id_pertemuan, "hitung ulang kehadiran gagal");
                gagal = Some(e.message);
                StatusProses::Failed
            }
        };
        if let Err(e) = state.peristiwa.umumkan(&state.db, Topik::Kehadiran, id_pertemuan, &status).await {
            tracing::warn!(error = %e.message, "status hitung ulang tidak diumumkan");
        }
    }
    let status = if gagal.is_none() { StatusPekerjaan::Selesai } else { StatusPekerjaan::Gagal };
    if let Err(e) = store::akhiri_hitung(&state.db, id_job, status, gagal.as_deref()).await {
        tracing::error!(error = %e.message, "status hitung ulang tidak tersimpan");
    }
}

/// How long a started meeting stays open after its scheduled end (or after a
/// start that came later than that end) before the clock ends it: a lecture
/// that runs over can still be ended by hand with its real time.
pub const TENGGANG_AKHIR_MENIT: i64 = 30;

/// What the clock does to an overtaken meeting: `None` leaves it (a started
/// meeting still within its grace), `Some(None)` marks a meeting nobody
/// started 'Telah Berakhir', `Some(Some(t))` ends a started one at `t`: its
/// scheduled end, or the end of the grace when it started after that end.
pub fn akhir_menurut_jadwal(p: &store::LewatJadwal, now: &str) -> Option<Option<String>> {
    let Some(mulai) = p.mulai_kuliah.as_deref() else { return Some(None) };
    let dasar = if mulai > p.waktu_selesai.as_str() { mulai } else { p.waktu_selesai.as_str() };
    let batas = db::format_time(db::parse_time(dasar)? + Duration::minutes(TENGGANG_AKHIR_MENIT));
    if now < batas.as_str() {
        return None;
    }
    Some(Some(if mulai > p.waktu_selesai.as_str() { batas } else { p.waktu_selesai.clone() }))
}

/// Moves every overtaken meeting to 'selesai' by [`akhir_menurut_jadwal`];
/// returns how many it moved. Each change is one guarded UPDATE, so a teacher
/// starting or ending the meeting at the same moment wins, and any number of
/// servers may run this side by side.
pub async fn ikuti_jadwal(db: &Db, now: &str) -> AppResult<usize> {
    let mut berubah = 0;
    for p in store::lewat_jadwal(db, now).await? {
        let ok = match akhir_menurut_jadwal(&p, now) {
            None => false,
            Some(None) => store::akhiri_tanpa_mulai(db, p.id).await?,
            Some(Some(selesai)) => store::akhiri_menurut_jadwal(db, p.id, p.mulai_kuliah.as_deref().unwrap_or_default(), &selesai).await?,
        };
        berubah += usize::from(ok);
    }
    Ok(berubah)
}

/// Every minute, meetings follow the clock ([`ikuti_jadwal`]).
pub fn ikuti_jadwal_berkala(db: Db) {
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(std::time::Duration::from_secs(60));
        loop {
            tick.tick().await;
            match ikuti_jadwal(&db, &db::now()).await {
                Ok(0) => {}
                Ok(n) => tracing::info!(n, "pertemuan diakhiri menurut jadwal"),
                Err(e) => tracing::warn!(error = %e.message, "status pertemuan menurut jadwal gagal"),
            }
        }
    });
}

/// Configuration `attendance_percentage`: the attendance a student needs for
/// the final exam, in percent (75 when unset or unreadable).
pub async fn syarat_ujian_persen(db: &Db) -> AppResult<i64> {
    const BAWAAN: i64 = 75;
    let kunci = ["attendance_percentage".to_string()];
    let nilai = crate::pengaturan::store::konfigurasi(db, Some(&kunci)).await?;
    Ok(nilai.first().and_then(|k| k.nilai.trim().parse().ok()).filter(|p| (0..=100).contains(p)).unwrap_or(BAWAAN))
}

fn presensi_saya(r: store::PresensiSayaDb) -> PresensiSaya {
    let presensi = r.kode.as_deref().and_then(KodePresensi::parse);
    let cara = presensi.map(|_| match (r.is_qr_code, r.updated_by.as_deref()) {
        (Some(1), _) => CaraPencatatan::Qr,
        (_, Some(PENGUBAH_SISTEM)) => CaraPencatatan::Sistem,
        _ => CaraPencatatan::Pengajar,
    });
    let oleh = match cara {
        Some(CaraPencatatan::Pengajar) => r.updated_by_nama.or(r.updated_by),
        _ => None,
    };
    PresensiSaya {
        id_pertemuan: r.id_pertemuan,
        nomor: r.nomor,
        judul: r.judul,
        waktu_mulai: r.waktu_mulai,
        waktu_selesai: r.waktu_selesai,
        terlaksana: r.terlaksana != 0,
        presensi,
        cara,
        oleh,
        updated_at: r.updated_at,
    }
}

/// A student's own attendance (`/kehadiran-saya`, issue 37 §3): each class of
/// the running period that `lingkup` (the student's, from policy) covers, its
/// meetings with the student's record, the percentage by the one rule and
/// whether it meets the final exam's minimum.
pub async fn halaman_saya(db: &Db, lingkup: &policy::Lingkup, id_mahasiswa: i64, dibuka: Option<i64>) -> AppResult<KehadiranSayaPage> {
    let periode = crate::pengaturan::store::periode_berjalan(db).await?;
    let syarat_persen = syarat_ujian_persen(db).await?;
    let kelas = match &periode {
        Some(p) => crate::kelas::store::kelas_saya(db, lingkup, p.kode).await?,
        None => Vec::new(),
    };
    let ids: Vec<i64> = kelas.iter().map(|k| k.id).collect();
    let mut per_kelas: std::collections::HashMap<i64, Vec<PresensiSaya>> = std::collections::HashMap::new();
    for r in store::presensi_saya(db, id_mahasiswa, &ids, &db::now()).await? {
        per_kelas.entry(r.id_kelas).or_default().push(presensi_saya(r));
    }
    let kelas = kelas
        .into_iter()
        .map(|kelas| {
            let pertemuan = per_kelas.remove(&kelas.id).unwrap_or_default();
            let terlaksana = pertemuan.iter().filter(|p| p.terlaksana);
            let hadir = terlaksana.clone().filter(|p| p.presensi == Some(KodePresensi::H)).count();
            let kehadiran = super::persen::PersenKehadiran::dari(hadir as i64, terlaksana.count() as i64);
            let memenuhi_syarat = kehadiran.memenuhi(syarat_persen);
            KehadiranSayaKelas { kelas, kehadiran, memenuhi_syarat, pertemuan }
        })
        .collect();
    Ok(KehadiranSayaPage { periode: periode.map(|p| p.nama), syarat_persen, kelas, dibuka })
}
