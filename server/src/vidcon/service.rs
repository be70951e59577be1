//! The rules of video conferences (spec 3 §4, §5). Callers pass the guard of
//! `policy` first.

use chrono::Duration;

use super::model::*;
use super::store::{self, VidconDb};
use crate::db::{self, Db};
use crate::error::{AppError, AppResult};
use crate::identitas::CurrentUser;
use crate::inti::StatusWaktu;
use crate::kelas::model::PeranKelas;
use crate::log_aktivitas::{self, Entry};
use crate::pertemuan::store as pertemuan;
use crate::policy::Posisi;

pub const JUDUL_MAKS: usize = 255;
pub const CATATAN_MAKS: usize = 5_000;

/// Minutes after the start a student may still join on time (class setting).
pub async fn toleransi_menit(db: &Db) -> AppResult<i64> {
    let doc = crate::pengaturan::store::dokumen(db, "pengaturan_kelas").await?;
    Ok(doc.pointer("/syarat_kehadiran_online_mahasiswa/terlambat_vidcon_menit").and_then(|v| v.as_i64()).unwrap_or(15).clamp(0, 24 * 60))
}

fn batas_hadir(v: &VidconDb, toleransi: i64) -> Option<String> {
    v.jenis_pertemuan.daring().then(|| db::parse_time(&v.waktu_mulai).map(|t| db::format_time(t + Duration::minutes(toleransi)))).flatten()
}

/// The form checked in the order of spec 3 §5's eight messages (the first,
/// the meeting, is the caller's); returns (start, end) in UTC.
/// `lama` is the saved vidcon with its number of student joins when editing.
pub fn periksa(f: &VidconSimpan, now: &str, kemarin: &str, lama: Option<(&VidconDb, i64)>) -> AppResult<(String, String)> {
    use crate::input::wajib;
    wajib(!f.judul.trim().is_empty(), "Judul wajib diisi")?;
    wajib(f.judul.chars().count() <= JUDUL_MAKS, &format!("Judul paling banyak {JUDUL_MAKS} karakter."))?;
    wajib(f.aplikasi.is_some(), "Aplikasi wajib diisi")?;
    wajib(!f.link.trim().is_empty(), "Link wajib diisi")?;
    wajib(crate::inti::link_sah(f.link.trim()), "Link tidak valid. Gunakan alamat seperti https://meet.google.com/abc-defg-hij.")?;
    wajib(f.catatan.chars().count() <= CATATAN_MAKS, &format!("Catatan paling banyak {CATATAN_MAKS} karakter."))?;
    let waktu = crate::input::waktu_wajib;
    let mulai = waktu(&f.waktu_mulai, "Waktu mulai wajib diisi")?;
    let selesai = waktu(&f.waktu_selesai, "Waktu selesai wajib diisi")?;
    wajib(selesai >= mulai, "Waktu selesai tidak boleh kurang dari waktu mulai")?;
    match lama {
        Some((v, peserta)) => {
            wajib(!(peserta > 0 && selesai < v.waktu_selesai), "Waktu selesai tidak dapat dimajukan karena sudah ada peserta vidcon")?;
            let berubah = mulai != v.waktu_mulai || selesai != v.waktu_selesai;
            let status = crate::inti::status_waktu(&v.waktu_mulai, &v.waktu_selesai, now);
            wajib(!(berubah && status == StatusWaktu::Selesai), "Waktu vidcon yang telah berakhir tidak dapat diubah.")?;
            wajib(
                !(berubah && status == StatusWaktu::Berlangsung && peserta > 0),
                "Waktu vidcon tidak dapat diubah karena vidcon sedang berlangsung dan sudah ada peserta.",
            )?;
            wajib(mulai == v.waktu_mulai || mulai.as_str() >= kemarin, "Waktu mulai tidak boleh sebelum kemarin.")?;
        }
        None => wajib(mulai.as_str() >= kemarin, "Waktu mulai tidak boleh sebelum kemarin.")?,
    }
    Ok((mulai, selesai))
}

pub async fn buat(db: &Db, user: &CurrentUser, ip: &str, id_pertemuan: i64, f: &VidconSimpan) -> AppResult<i64> {
    let (mulai, selesai) = periksa(f, &db::now(), &crate::pengaturan::store::awal_kemarin(db).await?, None)?;
    let aplikasi = f.aplikasi.map(AplikasiVidcon::as_str).unwrap_or("lainnya");
    let mut tx = db.begin().await?;
    let id = pertemuan::sisip_aktivitas(&mut tx, id_pertemuan, ("vidcon", ""), f.judul.trim(), (&mulai, &selesai), user.id()).await?;
    store::simpan(&mut tx, id, aplikasi, f.link.trim(), f.catatan.trim()).await?;
    log_aktivitas::write(
        &mut *tx,
        Entry::by(user, log_aktivitas::jenis::TAMBAH_VIDCON, format!("Menambah vidcon '{}'", f.judul.trim()), ip)
            .di_pertemuan(id_pertemuan),
    )
    .await?;
    tx.commit().await?;
    Ok(id)
}

pub async fn ubah(db: &Db, user: &CurrentUser, ip: &str, id: i64, f: &VidconSimpan) -> AppResult<()> {
    let lama = store::cari(db, id).await?.ok_or_else(|| AppError::not_found("Vidcon"))?;
    let peserta = store::jumlah_join(db, id).await?;
    let (mulai, selesai) = periksa(f, &db::now(), &crate::pengaturan::store::awal_kemarin(db).await?, Some((&lama, peserta)))?;
    let id_pertemuan = pertemuan::pertemuan_tujuan(db, f.id_pertemuan, lama.id_pertemuan, lama.id_kelas).await?;
    let aplikasi = f.aplikasi.map(AplikasiVidcon::as_str).unwrap_or("lainnya");
    let mut tx = db.begin().await?;
    pertemuan::ubah_aktivitas(&mut tx, id, id_pertemuan, f.judul.trim(), (&mulai, &selesai)).await?;
    store::simpan(&mut tx, id, aplikasi, f.link.trim(), f.catatan.trim()).await?;
    log_aktivitas::write(
        &mut *tx,
        Entry::by(user, log_aktivitas::jenis::UBAH_VIDCON, format!("Mengubah vidcon '{}'", f.judul.trim()), ip).di_pertemuan(id_pertemuan),
    )
    .await?;
    tx.commit().await?;
    Ok(())
}

pub async fn hapus(db: &Db, user: &CurrentUser, ip: &str, id: i64) -> AppResult<()> {
    let lama = store::cari(db, id).await?.ok_or_else(|| AppError::not_found("Vidcon"))?;
    let mut tx = db.begin().await?;
    store::hapus(&mut tx, id).await?;
    log_aktivitas::write(
        &mut *tx,
        Entry::by(user, log_aktivitas::jenis::HAPUS_VIDCON, format!("Menghapus vidcon '{}'", lama.judul), ip)
            .di_pertemuan(lama.id_pertemuan),
    )
    .await?;
    tx.commit().await?;
    Ok(())
}

/// The vidcon for a viewer at `posisi` (guarded by `policy::require_see_vidcon`).
pub async fn detail(db: &Db, user: &CurrentUser, id: i64, posisi: &Posisi) -> AppResult<VidconDetail> {
    let v = store::cari(db, id).await?.ok_or_else(|| AppError::not_found("Vidcon"))?;
    let joins = store::daftar_join(db, id).await?;
    let jumlah_peserta = crate::pertemuan::store::jumlah_peserta(db, v.id_kelas).await?;
    let toleransi = toleransi_menit(db).await?;
    let join_saya =
        joins.iter().find(|(u, _)| *u == user.id()).map(|(_, j)| JoinVidcon { waktu_join: j.waktu_join.clone(), terlambat: j.terlambat });
    let jumlah_peserta_join = joins.iter().filter(|(_, j)| j.role == PeranKelas::Mahasiswa).count() as i64;
    let daftar_join_detail = if *posisi == Posisi::Peserta { Vec::new() } else { joins.into_iter().map(|(_, j)| j).collect() };
    Ok(VidconDetail {
        id,
        id_kelas_kuliah: v.id_kelas,
        id_pertemuan: v.id_pertemuan,
        aplikasi: AplikasiVidcon::parse(&v.aplikasi).unwrap_or(AplikasiVidcon::Lainnya),
        status: crate::inti::status_waktu(&v.waktu_mulai, &v.waktu_selesai, &db::now()),
        batas_hadir: batas_hadir(&v, toleransi),
        judul: v.judul,
        link: v.link,
        catatan: v.catatan,
        waktu_mulai: v.waktu_mulai,
        waktu_selesai: v.waktu_selesai,
        jumlah_peserta,
        jumlah_peserta_join,
        daftar_join_detail,
        join_saya,
    })
}

/// Records the caller's join (`peran` from `policy::require_join_vidcon`);
/// not once it has ended. A student joining after the start plus the
/// tolerance of a required vidcon is late.
pub async fn join(db: &Db, user: &CurrentUser, id: i64, peran: PeranKelas) -> AppResult<JoinVidcon> {
    let v = store::cari(db, id).await?.ok_or_else(|| AppError::not_found("Vidcon"))?;
    let now = db::now();
    if let Some(j) = store::join_user(db, id, user.id()).await? {
        return Ok(j);
    }
    if now >= v.waktu_selesai {
        return Err(AppError::unprocessable("Vidcon telah berakhir."));
    }
    let terlambat = match (peran, batas_hadir(&v, toleransi_menit(db).await?)) {
        (PeranKelas::Mahasiswa, Some(batas)) => Some(now > batas),
        _ => None,
    };
    let join = store::catat_join(db, id, user.id(), peran, &now, terlambat).await?;
    if peran == PeranKelas::Mahasiswa {
        crate::kehadiran::progres::perbarui_setelah_aktivitas(db, id, &[user.id()]).await;
    }
    Ok(join)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form(judul: &str, aplikasi: Option<AplikasiVidcon>, link: &str, mulai: Option<&str>, selesai: Option<&str>) -> VidconSimpan {
        VidconSimpan {
            id_pertemuan: Some(1),
            judul: judul.into(),
            aplikasi,
            link: link.into(),
            catatan: String::new(),
            waktu_mulai: mulai.map(Into::into),
            waktu_selesai: selesai.map(Into::into),
        }
    }

    #[test]
    fn messages_in_the_order_of_the_spec() {
        let (now, kemarin) = ("2026-11-24T10:00:00Z", "2026-11-22T17:00:00Z");
        let g = Some(AplikasiVidcon::Gmeet);
        let (m, s) = (Some("2026-11-25T08:00:00+07:00"), Some("2026-11-25T09:00:00+07:00"));
        let pesan = |f: VidconSimpan| periksa(&f, now, kemarin, None).err().map(|e| e.message);
        assert_eq!(pesan(form("", None, "", None, None)).as_deref(), Some("Judul wajib diisi"));
        assert_eq!(pesan(form("Kuliah", None, "", None, None)).as_deref(), Some("Aplikasi wajib diisi"));
        assert_eq!(pesan(form("Kuliah", g, " ", None, None)).as_deref(), Some("Link wajib diisi"));
        assert_eq!(pesan(form("Kuliah", g, "meet.google.com/abc", None, None)).as_deref(), Some("Waktu mulai wajib diisi"));
        assert_eq!(pesan(form("Kuliah", g, "meet.google.com/abc", m, None)).as_deref(), Some("Waktu selesai wajib diisi"));
        assert_eq!(
            pesan(form("Kuliah", g, "meet.google.com/abc", s, m)).as_deref(),
            Some("Waktu selesai tidak boleh kurang dari waktu mulai")
        );
        assert_eq!(
            pesan(form("Kuliah", g, "meet.google.com/abc", Some("2026-11-20T08:00:00Z"), s)).as_deref(),
            Some("Waktu mulai tidak boleh sebelum kemarin.")
        );
        assert_eq!(periksa(&form("Kuliah", g, "meet.google.com/abc", m, s), now, kemarin, None).unwrap().0, "2026-11-25T01:00:00Z");
    }
}
