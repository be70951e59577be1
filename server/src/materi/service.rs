//! The rules of materials (spec 3 §4, §5): what a valid material is, saving,
//! copying and deleting it in one transaction, and recording a student's use.
//! Callers pass the guard of `policy` first.

use futures::future::BoxFuture;

use super::model::*;
use super::store;
use crate::berkas::store::BerkasDb;
use crate::db::{self, Db};
use crate::error::{AppError, AppResult};
use crate::identitas::CurrentUser;
use crate::log_aktivitas::{self, Entry};
use crate::policy::Lingkup;
use crate::policy::Posisi;

pub const JUDUL_MAKS: usize = 255;
pub const DESKRIPSI_MAKS: usize = 50_000;

pub async fn syarat(db: &Db) -> AppResult<SyaratKehadiran> {
    let doc = crate::pengaturan::store::dokumen(db, "pengaturan_kelas").await?;
    let angka = |key: &str, default: i64| {
        doc.pointer(&format!("/syarat_kehadiran_online_mahasiswa/{key}")).and_then(|v| v.as_f64()).map_or(default, |v| v as i64)
    };
    Ok(SyaratKehadiran {
        ebook_detik: angka("ebook_detik", 60),
        video_persen: angka("video_persen", 50),
        audio_persen: angka("audio_persen", 50),
    })
}

pub async fn batas_ukuran(db: &Db) -> AppResult<BatasUkuran> {
    let doc = crate::pengaturan::store::dokumen(db, "pengaturan_sistem").await?;
    let mb = |tipe: TipeFile, default: f64| {
        doc.pointer(&format!("/ukuran_max_file/materi/{}", tipe.kunci_ukuran())).and_then(|v| v.as_f64()).unwrap_or(default)
    };
    Ok(BatasUkuran {
        ebook: mb(TipeFile::Ebook, 20.0),
        video: mb(TipeFile::Video, 100.0),
        audio: mb(TipeFile::Audio, 20.0),
        archive: mb(TipeFile::Archive, 50.0),
        tugas: crate::pengaturan::store::ukuran_tugas_mb(&doc),
    })
}

pub use super::store::PertemuanMateri;

pub async fn pertemuan(db: &Db, id: i64) -> AppResult<PertemuanMateri> {
    store::pertemuan(db, id).await?.ok_or_else(|| AppError::unprocessable("Pertemuan wajib dipilih!"))
}

/// When a material's card ends: its deadline, else its meeting's end. One
/// shown at or after that end stays open a day from when it is shown, instead
/// of reading 'Telah Berakhir' the moment it appears (issue 37, item 4).
fn akhir_kartu(j: &Jadwal, p: &PertemuanMateri) -> String {
    if let Some(deadline) = &j.deadline {
        return deadline.clone();
    }
    if p.waktu_selesai > j.waktu_mulai_tampil {
        return p.waktu_selesai.clone();
    }
    db::parse_time(&j.waktu_mulai_tampil).map_or_else(|| j.waktu_mulai_tampil.clone(), |t| db::format_time(t + chrono::Duration::days(1)))
}

fn waktu(teks: &str) -> AppResult<String> {
    db::parse_time(teks)
        .map(db::format_time)
        .ok_or_else(|| AppError::unprocessable("Format waktu tidak valid. Gunakan ISO 8601 dengan zona waktu."))
}

/// Display time and deadline after spec 3 §5's rules; `lama` is the saved
/// (display, deadline) when editing: an unchanged time may lie in the past.
pub struct Jadwal {
    pub tampil_sekarang: bool,
    pub waktu_mulai_tampil: String,
    pub is_syarat_hadir: bool,
    pub deadline: Option<String>,
}

pub fn jadwal(
    tampil_sekarang: bool,
    mulai: Option<&str>,
    syarat_hadir: bool,
    deadline: Option<&str>,
    pertemuan: &PertemuanMateri,
    now: &str,
    lama: Option<(&str, Option<&str>)>,
) -> AppResult<Jadwal> {
    let waktu_mulai_tampil = if tampil_sekarang {
        match lama {
            Some((tampil, _)) if tampil <= now => tampil.to_string(),
            _ => now.to_string(),
        }
    } else {
        let t = waktu(
            mulai.filter(|s| !s.trim().is_empty()).ok_or_else(|| AppError::unprocessable("Tanggal & Jam Mulai Tampil wajib dipilih!"))?,
        )?;
        if t.as_str() < now && lama.is_none_or(|(l, _)| l != t) {
            return Err(AppError::unprocessable("Waktu mulai tampil tidak boleh di masa lalu."));
        }
        t
    };
    // Spec 3 §4: the requirement does not apply to offline meetings.
    let is_syarat_hadir = syarat_hadir && pertemuan.jenis.daring();
    let deadline = if is_syarat_hadir {
        let d = waktu(
            deadline.filter(|s| !s.trim().is_empty()).ok_or_else(|| AppError::unprocessable("Batas syarat kehadiran wajib diisi!"))?,
        )?;
        let sama = lama.and_then(|(_, d)| d) == Some(d.as_str());
        if d.as_str() < now && !sama {
            return Err(AppError::unprocessable("Batas syarat kehadiran tidak boleh di masa lalu."));
        }
        if d <= waktu_mulai_tampil {
            return Err(AppError::unprocessable("Batas syarat kehadiran harus setelah waktu mulai tampil."));
        }
        Some(d)
    } else {
        None
    };
    Ok(Jadwal { tampil_sekarang, waktu_mulai_tampil, is_syarat_hadir, deadline })
}

/// The content checks of the form, in the order of spec 3 §5's messages.
pub fn periksa_isi(m: &MateriSimpan) -> AppResult<()> {
    if m.judul.trim().is_empty() {
        return Err(AppError::unprocessable("Judul wajib diisi!"));
    }
    if m.judul.chars().count() > JUDUL_MAKS {
        return Err(AppError::unprocessable(format!("Judul paling banyak {JUDUL_MAKS} karakter.")));
    }
    if crate::input::html_kosong(&m.deskripsi) {
        return Err(AppError::unprocessable("Deskripsi wajib diisi!"));
    }
    if m.deskripsi.chars().count() > DESKRIPSI_MAKS {
        return Err(AppError::unprocessable(format!("Deskripsi paling banyak {DESKRIPSI_MAKS} karakter.")));
    }
    if m.tipe_file == TipeFile::Url {
        let link = m.file_url.as_deref().map(str::trim).unwrap_or_default();
        if link.is_empty() {
            return Err(AppError::unprocessable("Link wajib diisi!"));
        }
        if !crate::inti::link_sah(link) {
            return Err(AppError::unprocessable("Link tidak valid. Gunakan alamat seperti https://contoh.ac.id/materi."));
        }
    } else if m.file.is_none() {
        return Err(AppError::unprocessable("File wajib diunggah!"));
    }
    Ok(())
}

/// The upload a material names: one of ours, uploaded by the caller (or
/// already this material's), of an extension and size its type allows.
pub async fn berkas_materi(
    db: &Db,
    user: &CurrentUser,
    info: &crate::berkas::BerkasInfo,
    tipe: TipeFile,
    milik_materi: Option<&str>,
) -> AppResult<BerkasDb> {
    let tidak_ada = || AppError::unprocessable("File tidak ditemukan. Unggah ulang file materi.");
    let id = crate::berkas::id_dari_url(&info.url).ok_or_else(tidak_ada)?;
    let b = crate::berkas::store::cari(db, id).await?.ok_or_else(tidak_ada)?;
    if b.id_pengunggah != user.id() && milik_materi != Some(b.id.as_str()) {
        return Err(tidak_ada());
    }
    if !tipe.ekstensi().contains(&b.ekstensi.as_str()) {
        return Err(AppError::unprocessable(format!("File type .{} is not allowed", b.ekstensi)));
    }
    let maks = batas_ukuran(db).await?.bytes(tipe);
    if b.ukuran > maks {
        return Err(AppError::too_large(format!("Ukuran maksimal {}", crate::inti::ukuran_label(maks))));
    }
    Ok(b)
}

/// Creates material in `pertemuan` (guarded by `policy::require_author_pertemuan`).
pub async fn buat(db: &Db, user: &CurrentUser, ip: &str, m: &MateriSimpan) -> AppResult<MateriDetail> {
    periksa_isi(m)?;
    let p = pertemuan(db, m.id_pertemuan).await?;
    let now = db::now();
    let j = jadwal(m.tampil_sekarang, m.waktu_mulai_tampil.as_deref(), m.is_syarat_hadir, m.deadline.as_deref(), &p, &now, None)?;
    let berkas = match (&m.file, m.tipe_file) {
        (Some(f), tipe) if tipe != TipeFile::Url => Some(berkas_materi(db, user, f, tipe, None).await?),
        _ => None,
    };
    let baru = Baru {
        judul: m.judul.trim(),
        deskripsi: ammonia::clean(&m.deskripsi),
        tipe: m.tipe_file,
        jenis: m.jenis_materi,
        id_berkas: berkas.as_ref().map(|b| b.id.as_str()),
        file_url: (m.tipe_file == TipeFile::Url).then(|| m.file_url.as_deref().unwrap_or_default().trim()),
    };
    let mut tx = db.begin().await?;
    let id = sisip(&mut tx, user, &p, &baru, &j).await?;
    log_aktivitas::write(
        &mut *tx,
        Entry::by(user, log_aktivitas::jenis::TAMBAH_MATERI, format!("Menambah materi '{}'", baru.judul), ip).di_pertemuan(p.id),
    )
    .await?;
    tx.commit().await?;
    store::muat(db, id).await
}

struct Baru<'a> {
    judul: &'a str,
    deskripsi: String,
    tipe: TipeFile,
    jenis: JenisMateri,
    id_berkas: Option<&'a str>,
    file_url: Option<&'a str>,
}

async fn sisip(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    user: &CurrentUser,
    p: &PertemuanMateri,
    b: &Baru<'_>,
    j: &Jadwal,
) -> AppResult<i64> {
    let selesai = akhir_kartu(j, p);
    let id =
        crate::pertemuan::store::sisip_aktivitas(tx, p.id, ("materi", ""), b.judul, (&j.waktu_mulai_tampil, &selesai), user.id()).await?;
    let isi = store::IsiMateri {
        deskripsi: &b.deskripsi,
        tipe: b.tipe,
        jenis: b.jenis,
        id_berkas: b.id_berkas,
        file_url: b.file_url,
        tampil_sekarang: j.tampil_sekarang,
        is_syarat_hadir: j.is_syarat_hadir,
        deadline: j.deadline.as_deref(),
    };
    store::simpan(tx, id, &isi).await?;
    Ok(id)
}

/// Changes material `id` (guarded by `policy::require_author_materi`); the
/// file it no longer uses is removed after the commit.
pub async fn ubah(
    db: &Db,
    storage: &crate::storage::Storage,
    user: &CurrentUser,
    ip: &str,
    id: i64,
    m: &MateriSimpan,
) -> AppResult<MateriDetail> {
    periksa_isi(m)?;
    let lama = store::muat(db, id).await?;
    let lama_berkas = lama.file.as_ref().and_then(|f| crate::berkas::id_dari_url(&f.url)).map(str::to_string);
    let p = pertemuan(db, lama.id_pertemuan).await?;
    let now = db::now();
    let j = jadwal(
        m.tampil_sekarang,
        m.waktu_mulai_tampil.as_deref(),
        m.is_syarat_hadir,
        m.deadline.as_deref(),
        &p,
        &now,
        Some((&lama.waktu_mulai_tampil, lama.deadline.as_deref())),
    )?;
    let berkas = match (&m.file, m.tipe_file) {
        (Some(f), tipe) if tipe != TipeFile::Url => Some(berkas_materi(db, user, f, tipe, lama_berkas.as_deref()).await?),
        _ => None,
    };
    let id_berkas = berkas.as_ref().map(|b| b.id.clone());
    let file_url = (m.tipe_file == TipeFile::Url).then(|| m.file_url.as_deref().unwrap_or_default().trim().to_string());
    let selesai = akhir_kartu(&j, &p);
    let mut tx = db.begin().await?;
    crate::pertemuan::store::ubah_aktivitas(&mut tx, id, p.id, m.judul.trim(), (&j.waktu_mulai_tampil, &selesai)).await?;
    let deskripsi = ammonia::clean(&m.deskripsi);
    let isi = store::IsiMateri {
        deskripsi: &deskripsi,
        tipe: m.tipe_file,
        jenis: m.jenis_materi,
        id_berkas: id_berkas.as_deref(),
        file_url: file_url.as_deref(),
        tampil_sekarang: j.tampil_sekarang,
        is_syarat_hadir: j.is_syarat_hadir,
        deadline: j.deadline.as_deref(),
    };
    store::simpan(&mut tx, id, &isi).await?;
    let dilepas = match &lama_berkas {
        Some(l) if Some(l) != id_berkas.as_ref() => crate::berkas::store::lepas(&mut tx, l).await?,
        _ => None,
    };
    log_aktivitas::write(
        &mut *tx,
        Entry::by(user, log_aktivitas::jenis::UBAH_MATERI, format!("Mengubah materi '{}'", m.judul.trim()), ip).di_pertemuan(p.id),
    )
    .await?;
    tx.commit().await?;
    if let Some(kunci) = dilepas {
        storage.delete(&crate::berkas::pratinjau::kunci_pratinjau(&kunci)).await;
        storage.delete(&kunci).await;
    }
    store::muat(db, id).await
}

/// Deletes material `id` with its recorded uses (guarded by `policy::require_author_materi`).
pub async fn hapus(db: &Db, storage: &crate::storage::Storage, user: &CurrentUser, ip: &str, id: i64) -> AppResult<()> {
    let lama = store::muat(db, id).await?;
    let mut tx = db.begin().await?;
    store::hapus(&mut tx, id).await?;
    let dilepas = match lama.file.as_ref().and_then(|f| crate::berkas::id_dari_url(&f.url)) {
        Some(b) => crate::berkas::store::lepas(&mut tx, b).await?,
        None => None,
    };
    log_aktivitas::write(
        &mut *tx,
        Entry::by(user, log_aktivitas::jenis::HAPUS_MATERI, format!("Menghapus materi '{}'", lama.judul), ip)
            .di_pertemuan(lama.id_pertemuan),
    )
    .await?;
    tx.commit().await?;
    if let Some(kunci) = dilepas {
        storage.delete(&crate::berkas::pratinjau::kunci_pratinjau(&kunci)).await;
        storage.delete(&kunci).await;
    }
    Ok(())
}

/// Copies materials of other classes into a meeting (guarded by
/// `policy::require_author_pertemuan`); the copies share the source's file.
/// `lingkup` is the caller's copy scope from `policy::require_list_salinan`.
pub async fn salin(db: &Db, user: &CurrentUser, ip: &str, s: &MateriSalin, lingkup: &Lingkup) -> AppResult<Vec<MateriDetail>> {
    if s.list_id.is_empty() {
        return Err(AppError::unprocessable("Materi wajib dipilih!"));
    }
    if s.list_id.len() > 100 {
        return Err(AppError::unprocessable("Paling banyak 100 materi disalin sekaligus."));
    }
    let p = pertemuan(db, s.id_pertemuan).await?;
    let now = db::now();
    let j = jadwal(s.tampil_sekarang, s.waktu_mulai_tampil.as_deref(), s.is_syarat_hadir, s.deadline.as_deref(), &p, &now, None)?;
    let mut sumber = Vec::with_capacity(s.list_id.len());
    for &id in &s.list_id {
        if !crate::pertemuan::store::dalam_lingkup(db, lingkup, id, "materi").await? {
            return Err(AppError::not_found("Materi"));
        }
        sumber.push(store::sumber_salinan(db, id).await?.ok_or_else(|| AppError::not_found("Materi"))?);
    }
    let mut tx = db.begin().await?;
    let mut ids = Vec::with_capacity(sumber.len());
    for m in &sumber {
        let tipe = TipeFile::parse(&m.tipe_file).unwrap_or(TipeFile::Url);
        let baru = Baru {
            judul: &m.judul,
            deskripsi: m.deskripsi.clone(),
            tipe,
            jenis: JenisMateri::parse(&m.jenis_materi).unwrap_or(JenisMateri::Modul),
            id_berkas: m.id_berkas.as_deref(),
            file_url: m.file_url.as_deref(),
        };
        ids.push(sisip(&mut tx, user, &p, &baru, &j).await?);
    }
    let detail = format!("Menyalin {} materi ke pertemuan {}", ids.len(), p.id);
    log_aktivitas::write(&mut *tx, Entry::by(user, log_aktivitas::jenis::TAMBAH_MATERI, detail, ip).di_pertemuan(p.id)).await?;
    tx.commit().await?;
    let mut out = Vec::with_capacity(ids.len());
    for id in ids {
        out.push(store::muat(db, id).await?);
    }
    Ok(out)
}

/// Records a student's use of a material (guarded by `policy::require_see_materi`
/// and `policy::require_peserta`): the way must fit the material's type, and
/// watching or listening must reach the set share of what was played.
pub async fn catat_akses(db: &Db, user: &CurrentUser, id: i64, r: &AksesRequest) -> AppResult<AksesMateri> {
    let m = store::muat(db, id).await?;
    if !m.tipe_file.cara_sah(r.cara) {
        return Err(AppError::unprocessable("Cara akses ini tidak berlaku untuk tipe materi tersebut."));
    }
    let persen = match r.cara {
        CaraAkses::Tonton | CaraAkses::Dengar => {
            let s = syarat(db).await?;
            let minimal = if r.cara == CaraAkses::Tonton { s.video_persen } else { s.audio_persen };
            let p = r
                .persen
                .filter(|p| p.is_finite() && (0.0..=100.0).contains(p))
                .ok_or_else(|| AppError::unprocessable("Persen diputar harus 0-100."))?;
            if p < minimal as f64 {
                let kata = if r.cara == CaraAkses::Tonton { "ditonton" } else { "didengarkan" };
                return Err(AppError::unprocessable(format!("Materi belum {kata} sampai {minimal}%.")));
            }
            Some(p.round() as i64)
        }
        _ => None,
    };
    let now = db::now();
    let tepat_waktu = m.deadline.as_deref().map(|d| now.as_str() <= d);
    let akses = store::catat_akses(db, id, user.id(), r.cara, persen, tepat_waktu, &now).await?;
    crate::kehadiran::progres::perbarui_setelah_aktivitas(db, id, &[user.id()]).await;
    Ok(akses)
}

/// A student's download of a file counts as 'unduh' for the materials it is
/// part of whose type counts downloads (not e-books: those are read).
pub fn catat_unduh<'a>(db: &'a Db, user: &'a CurrentUser, lewat: &'a [(i64, Posisi)]) -> BoxFuture<'a, AppResult<()>> {
    Box::pin(async move {
        for (id, posisi) in lewat {
            if *posisi == Posisi::Peserta {
                let m = store::muat(db, *id).await?;
                if m.tipe_file.cara_sah(CaraAkses::Unduh) {
                    let req = AksesRequest { cara: CaraAkses::Unduh, persen: None };
                    catat_akses(db, user, *id, &req).await?;
                }
            }
        }
        Ok(())
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kelas::model::JenisPertemuan;

    fn p(jenis: &str) -> PertemuanMateri {
        PertemuanMateri { id: 1, id_kelas: 1, jenis: JenisPertemuan::parse(jenis).unwrap(), waktu_selesai: "2026-12-01T00:00:00Z".into() }
    }

    #[test]
    fn schedule_rules() {
        let now = "2026-11-24T10:00:00Z";
        let j = jadwal(true, None, true, Some("2026-11-25T10:00:00+07:00"), &p("online"), now, None).unwrap();
        assert_eq!((j.waktu_mulai_tampil.as_str(), j.deadline.as_deref()), (now, Some("2026-11-25T03:00:00Z")));
        let j = jadwal(true, None, true, Some("2026-11-25T10:00:00Z"), &p("offline"), now, None).unwrap();
        assert!(!j.is_syarat_hadir && j.deadline.is_none(), "offline: not applicable");
        let msg = |r: AppResult<Jadwal>| r.err().unwrap().message;
        assert_eq!(msg(jadwal(false, None, false, None, &p("online"), now, None)), "Tanggal & Jam Mulai Tampil wajib dipilih!");
        assert_eq!(
            msg(jadwal(false, Some("2026-11-23T00:00:00Z"), false, None, &p("online"), now, None)),
            "Waktu mulai tampil tidak boleh di masa lalu."
        );
        assert_eq!(
            msg(jadwal(false, Some("2026-11-26T00:00:00Z"), true, Some("2026-11-25T00:00:00Z"), &p("online"), now, None)),
            "Batas syarat kehadiran harus setelah waktu mulai tampil."
        );
        // Editing keeps a display time that has passed since.
        let lama = Some(("2026-11-20T00:00:00Z", None));
        assert!(jadwal(false, Some("2026-11-20T07:00:00+07:00"), false, None, &p("online"), now, lama).is_ok());
    }
}
