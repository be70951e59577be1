//! The rules of forums (spec 3 §4, §5): the form's checks and locks, posting
//! while it runs, read marks and each student's activity against minimal_post.
//! Callers pass the guard of `policy` first.

use super::model::*;
use super::store::{self, ForumDb};
use crate::db::{self, Db};
use crate::error::{AppError, AppResult};
use crate::identitas::CurrentUser;
use crate::inti::StatusWaktu;
use crate::kelas::model::PeranKelas;
use crate::log_aktivitas::{self, Entry};
use crate::pertemuan::store as pertemuan;
use crate::policy::Posisi;

pub const JUDUL_MAKS: usize = 255;
pub const DESKRIPSI_MAKS: usize = 20_000;
pub const POST_MAKS: usize = 5_000;
pub const MINIMAL_POST_MAKS: i64 = 100;

/// The form checked in the order of its fields (the meeting is the caller's);
/// `lama` is the saved forum with its number of participants when editing.
/// Returns (start, end, minimal_post).
pub fn periksa(f: &ForumSimpan, kemarin: &str, lama: Option<(&ForumDb, i64)>) -> AppResult<(String, String, i64)> {
    use crate::input::wajib;
    wajib(!f.judul.trim().is_empty(), "Judul Forum wajib diisi")?;
    wajib(f.judul.chars().count() <= JUDUL_MAKS, &format!("Judul Forum paling banyak {JUDUL_MAKS} karakter."))?;
    wajib(!crate::input::html_kosong(&f.deskripsi), "Deskripsi wajib diisi")?;
    wajib(f.deskripsi.chars().count() <= DESKRIPSI_MAKS, &format!("Deskripsi paling banyak {DESKRIPSI_MAKS} karakter."))?;
    let waktu = crate::input::waktu_wajib;
    let mulai = waktu(&f.waktu_mulai, "Waktu Mulai wajib diisi")?;
    let selesai = waktu(&f.waktu_selesai, "Waktu Selesai wajib diisi")?;
    let minimal = f.minimal_post.unwrap_or(1);
    wajib(minimal >= 1, "Jumlah Minimal Komentar minimal 1")?;
    wajib(minimal <= MINIMAL_POST_MAKS, &format!("Jumlah Minimal Komentar paling banyak {MINIMAL_POST_MAKS}."))?;
    let tetap = lama.is_some_and(|(l, _)| l.waktu_mulai == mulai);
    wajib(tetap || mulai.as_str() >= kemarin, "Waktu mulai tidak boleh sebelum kemarin")?;
    wajib(mulai <= selesai, "Waktu mulai tidak boleh setelah waktu selesai")?;
    if let Some((l, peserta)) = lama {
        wajib(peserta == 0 || tetap, "Waktu mulai tidak bisa diubah karena sudah ada peserta forum.")?;
        wajib(peserta == 0 || selesai >= l.waktu_selesai, "Waktu selesai tidak dapat dimajukan karena sudah ada peserta forum")?;
    }
    Ok((mulai, selesai, minimal))
}

pub async fn buat(db: &Db, user: &CurrentUser, ip: &str, id_pertemuan: i64, f: &ForumSimpan) -> AppResult<i64> {
    let (mulai, selesai, minimal) = periksa(f, &crate::pengaturan::store::awal_kemarin(db).await?, None)?;
    let mut tx = db.begin().await?;
    let id = pertemuan::sisip_aktivitas(&mut tx, id_pertemuan, ("forum", ""), f.judul.trim(), (&mulai, &selesai), user.id()).await?;
    store::simpan(&mut tx, id, &ammonia::clean(&f.deskripsi), f.penilaian_keaktifan, minimal).await?;
    log_aktivitas::write(
        &mut *tx,
        Entry::by(user, log_aktivitas::jenis::TAMBAH_FORUM, format!("Menambah forum '{}'", f.judul.trim()), ip).di_pertemuan(id_pertemuan),
    )
    .await?;
    tx.commit().await?;
    Ok(id)
}

pub async fn ubah(db: &Db, user: &CurrentUser, ip: &str, id: i64, f: &ForumSimpan) -> AppResult<()> {
    let lama = store::cari(db, id).await?.ok_or_else(|| AppError::not_found("Forum"))?;
    let peserta = store::jumlah_peserta_join(db, id).await?;
    let (mulai, selesai, minimal) = periksa(f, &crate::pengaturan::store::awal_kemarin(db).await?, Some((&lama, peserta)))?;
    let id_pertemuan = pertemuan::pertemuan_tujuan(db, f.id_pertemuan, lama.id_pertemuan, lama.id_kelas).await?;
    let mut tx = db.begin().await?;
    pertemuan::ubah_aktivitas(&mut tx, id, id_pertemuan, f.judul.trim(), (&mulai, &selesai)).await?;
    store::simpan(&mut tx, id, &ammonia::clean(&f.deskripsi), f.penilaian_keaktifan, minimal).await?;
    log_aktivitas::write(
        &mut *tx,
        Entry::by(user, log_aktivitas::jenis::UBAH_FORUM, format!("Mengubah forum '{}'", f.judul.trim()), ip).di_pertemuan(id_pertemuan),
    )
    .await?;
    tx.commit().await?;
    Ok(())
}

pub async fn hapus(db: &Db, user: &CurrentUser, ip: &str, id: i64) -> AppResult<()> {
    let lama = store::cari(db, id).await?.ok_or_else(|| AppError::not_found("Forum"))?;
    let mut tx = db.begin().await?;
    store::hapus(&mut tx, id).await?;
    log_aktivitas::write(
        &mut *tx,
        Entry::by(user, log_aktivitas::jenis::HAPUS_FORUM, format!("Menghapus forum '{}'", lama.judul), ip).di_pertemuan(lama.id_pertemuan),
    )
    .await?;
    tx.commit().await?;
    Ok(())
}

/// The forum for a viewer at `posisi` (guarded by `policy::require_see_forum`).
pub async fn detail(db: &Db, user: &CurrentUser, id: i64, posisi: &Posisi) -> AppResult<ForumDetail> {
    let f = store::cari(db, id).await?.ok_or_else(|| AppError::not_found("Forum"))?;
    detail_dari(db, user, f, posisi).await
}

async fn detail_dari(db: &Db, user: &CurrentUser, f: ForumDb, posisi: &Posisi) -> AppResult<ForumDetail> {
    let peserta = *posisi == Posisi::Peserta;
    let jumlah_post_saya = if peserta { Some(store::jumlah_post_user(db, f.id, user.id()).await?) } else { None };
    Ok(ForumDetail {
        id: f.id,
        id_kelas_kuliah: f.id_kelas,
        id_pertemuan: f.id_pertemuan,
        status: crate::inti::status_waktu(&f.waktu_mulai, &f.waktu_selesai, &db::now()),
        penilaian_keaktifan: f.penilaian_keaktifan != 0,
        minimal_post: f.minimal_post,
        jumlah_peserta: crate::pertemuan::store::jumlah_peserta(db, f.id_kelas).await?,
        jumlah_peserta_join: store::jumlah_peserta_join(db, f.id).await?,
        belum_dibaca: store::belum_dibaca(db, f.id, user.id()).await?,
        belum_dibaca_pertemuan: store::belum_dibaca_per_pertemuan(db, f.id_kelas, user.id()).await?,
        memenuhi: jumlah_post_saya.map(|n| n >= f.minimal_post),
        jumlah_post_saya,
        judul: f.judul,
        deskripsi: f.deskripsi,
        waktu_mulai: f.waktu_mulai,
        waktu_selesai: f.waktu_selesai,
    })
}

/// Whether the caller may post now, and why not (`peran` from
/// `policy::peran_forum`: None for operators, who only read).
pub fn izin(status: StatusWaktu, peran: Option<PeranKelas>) -> IzinForum {
    let alasan = match (peran, status) {
        (None, _) => Some("Operator hanya dapat membaca forum."),
        (_, StatusWaktu::BelumDimulai) => Some("Forum belum dimulai."),
        (_, StatusWaktu::Selesai) => Some("Forum telah berakhir."),
        _ => None,
    };
    IzinForum { bolehPost: alasan.is_none(), alasan: alasan.map(Into::into), isStaf: peran != Some(PeranKelas::Mahasiswa) }
}

/// The forum page; opening it marks the forum read.
pub async fn halaman(db: &Db, user: &CurrentUser, id: i64, posisi: &Posisi) -> AppResult<ForumPageData> {
    let f = store::cari(db, id).await?.ok_or_else(|| AppError::not_found("Forum"))?;
    let kelas = ForumKelas { id: f.id_kelas, nama_mk: f.nama_mk.clone(), nama_kelas: f.nama_kelas.clone() };
    let pertemuan = ForumPertemuan { id: f.id_pertemuan, nomor: f.nomor, judul: f.judul_pertemuan.clone() };
    let posts = store::posts(db, id, user.id()).await?;
    store::tandai_dibaca(db, id, user.id()).await?;
    let forum = detail_dari(db, user, f, posisi).await?;
    let izin = izin(forum.status, crate::policy::peran_forum(posisi));
    Ok(ForumPageData { forum, kelas, pertemuan, posts, izin })
}

/// A post by the class's student or teacher (`peran`, from
/// `policy::require_post_forum`) while the forum runs. A student's first post
/// is also their hand-in ('pengerjaan') of the forum.
pub async fn kirim(db: &Db, user: &CurrentUser, id: i64, peran: PeranKelas, r: &PostRequest) -> AppResult<ForumPost> {
    let f = store::cari(db, id).await?.ok_or_else(|| AppError::not_found("Forum"))?;
    let now = db::now();
    if let Some(alasan) = izin(crate::inti::status_waktu(&f.waktu_mulai, &f.waktu_selesai, &now), Some(peran)).alasan {
        return Err(AppError::unprocessable(alasan));
    }
    let isi = r.isi.trim();
    if isi.is_empty() {
        return Err(AppError::unprocessable("Komentar wajib diisi"));
    }
    if isi.chars().count() > POST_MAKS {
        return Err(AppError::unprocessable(format!("Komentar paling banyak {POST_MAKS} karakter.")));
    }
    crate::input::check_message(isi)?;
    if let Some(induk) = r.id_induk {
        if !store::adalah_thread(db, id, induk).await? {
            return Err(AppError::not_found("Komentar induk"));
        }
    }
    let mut tx = db.begin().await?;
    let id_post = store::kirim_post(&mut tx, (id, r.id_induk), (user.id(), peran), isi, &now).await?;
    tx.commit().await?;
    if peran == PeranKelas::Mahasiswa {
        crate::kehadiran::progres::perbarui_setelah_aktivitas(db, id, &[user.id()]).await;
    }
    store::tandai_dibaca(db, id, user.id()).await?;
    Ok(ForumPost {
        id: id_post,
        id_induk: r.id_induk,
        isi: isi.to_string(),
        nama: user.info.nama.clone(),
        role: peran,
        waktu: now,
        milik_saya: true,
        balasan: Vec::new(),
    })
}

/// Every student's posts against minimal_post (teachers and operators).
pub async fn keaktifan(db: &Db, id: i64) -> AppResult<Vec<KeaktifanPeserta>> {
    let f = store::cari(db, id).await?.ok_or_else(|| AppError::not_found("Forum"))?;
    let mut rows = store::keaktifan(db, id, f.id_kelas).await?;
    for r in &mut rows {
        r.memenuhi = r.jumlah_post >= f.minimal_post;
    }
    Ok(rows)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn who_may_post_and_why_not() {
        assert!(izin(StatusWaktu::Berlangsung, Some(PeranKelas::Mahasiswa)).bolehPost);
        assert_eq!(izin(StatusWaktu::BelumDimulai, Some(PeranKelas::Dosen)).alasan.as_deref(), Some("Forum belum dimulai."));
        assert_eq!(izin(StatusWaktu::Selesai, Some(PeranKelas::Mahasiswa)).alasan.as_deref(), Some("Forum telah berakhir."));
        let op = izin(StatusWaktu::Berlangsung, None);
        assert!(!op.bolehPost && op.isStaf);
        assert!(!izin(StatusWaktu::Berlangsung, Some(PeranKelas::Mahasiswa)).isStaf);
    }
}
