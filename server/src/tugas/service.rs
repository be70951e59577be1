//! A task (tugas): its page, its authoring, a student's hand-in and its
//! grading (penilaian). Callers pass the guard first and hand over the
//! position it established: `policy::require_see_tugas`,
//! `require_author_tugas`, `require_kumpul_tugas`, `require_see_penilaian`,
//! `require_grade_tugas`.

use super::kelompok;
use super::model::*;
use super::store;
use crate::berkas::store::BerkasDb;
use crate::db::{self, Db, Tx};
use crate::error::{AppError, AppResult};
use crate::identitas::CurrentUser;
use crate::input::wajib;
use crate::log_aktivitas::{self, Entry};
use crate::pertemuan::store as pertemuan;
use crate::policy::{self, Posisi};

pub const JUDUL_MAKS: usize = 255;
/// Characters of the instructions' HTML (as the forum's description).
pub const DESKRIPSI_MAKS: usize = 20_000;
pub const JAWABAN_MAKS: usize = 20_000;
pub const BERKAS_MAKS: usize = 5;
/// What a task's attachments and hand-ins may be.
pub const EKSTENSI: &[&str] = crate::inti::EKSTENSI_DOKUMEN;

/// Bytes a task file may have: pengaturan_sistem.ukuran_max_file.tugas MB (default 10).
pub async fn batas_ukuran(db: &Db) -> AppResult<i64> {
    Ok((crate::pengaturan::store::ukuran_maks_tugas_mb(db).await? * 1_000_000.0) as i64)
}

/// The class of task `id`; 404 for an unknown task, or one of another class
/// when `id_kelas` is given (what `policy::require_see_tugas` asks about).
pub async fn kelas_tugas(db: &Db, id: i64, id_kelas: Option<i64>) -> AppResult<i64> {
    let found = store::kelas_tugas(db, id).await?;
    found.filter(|k| id_kelas.is_none_or(|wanted| *k == wanted)).ok_or_else(|| AppError::not_found("Tugas"))
}

/// The task, for a viewer at `posisi` in its class (already guarded).
async fn muat(db: &Db, id: i64, posisi: &Posisi) -> AppResult<TugasDetail> {
    let row = store::cari(db, id).await?;
    let kelas = TugasKelas {
        id: row.id_kelas,
        periode: row.periode,
        kode_mk: row.kode.clone(),
        nama_mk: row.nama_mk.clone(),
        nama_kelas: row.nama_kelas.clone(),
    };
    Ok(TugasDetail {
        id,
        sub_jenis: row.sub_jenis,
        status: crate::inti::status_waktu(&row.waktu_mulai, &row.waktu_selesai, &db::now()),
        boleh_terlambat: row.boleh_terlambat != 0,
        lampiran: store::lampiran(db, id).await?,
        pertemuan: TugasPertemuan { id: row.id_pertemuan, nomor: row.nomor, judul: row.judul_pertemuan },
        judul: row.judul,
        deskripsi: row.deskripsi,
        waktu_mulai: row.waktu_mulai,
        waktu_selesai: row.waktu_selesai,
        kelas,
        pengerjaan_saya: None,
        boleh_kumpul: None,
        kelompok_saya: None,
        ringkasan: None,
        id_chat: None,
        isAllowPenilaian: policy::may_grade_tugas(posisi),
        isAllowLihatPenilaian: policy::may_see_penilaian(posisi),
        isAllowUbah: policy::may_author_konten(posisi),
    })
}

/// Whether a student may hand in task `t` now (`kelompok`: in a group, for a
/// group task; `dinilai`: their hand-in has a score).
pub fn boleh_kumpul(t: &TugasDetail, now: &str, punya_kelompok: bool, dinilai: bool) -> BolehKumpul {
    let terlambat = now >= t.waktu_selesai.as_str();
    let alasan = if now < t.waktu_mulai.as_str() {
        Some("Tugas belum dimulai.")
    } else if terlambat && !t.boleh_terlambat {
        Some("Batas waktu pengumpulan sudah lewat.")
    } else if t.sub_jenis == JenisTugas::Kelompok && !punya_kelompok {
        Some("Anda belum tergabung dalam kelompok. Hubungi pengajar kelas ini.")
    } else if dinilai {
        Some("Pengumpulan yang sudah dinilai tidak dapat diubah.")
    } else {
        None
    };
    BolehKumpul { bisa: alasan.is_none(), alasan: alasan.map(Into::into), terlambat }
}

/// The task page for a viewer who passed `policy::require_see_tugas` at `posisi`.
pub async fn detail(db: &Db, user: &CurrentUser, id: i64, posisi: &Posisi) -> AppResult<TugasDetail> {
    let mut tugas = muat(db, id, posisi).await?;
    if *posisi == Posisi::Peserta {
        tugas.pengerjaan_saya = store::pengumpulan(db, id, Some(user.id())).await?.remove(&user.id());
        match tugas.sub_jenis {
            JenisTugas::Individu => {
                let nim = store::nim(db, user.id()).await?;
                tugas.id_chat = Some(crate::chat::id_grup_tugas(id, &nim));
            }
            JenisTugas::Kelompok => tugas.kelompok_saya = kelompok::milik(db, user, id, user.id()).await?,
        }
        let dinilai = tugas.pengerjaan_saya.as_ref().is_some_and(|p| p.nilai.is_some());
        tugas.boleh_kumpul = Some(boleh_kumpul(&tugas, &db::now(), tugas.kelompok_saya.is_some(), dinilai));
    }
    if tugas.isAllowLihatPenilaian {
        tugas.ringkasan = Some(ringkasan(db, id, tugas.kelas.id).await?);
    }
    Ok(tugas)
}

/// The task page's data: the task and, for teachers and operators of a group task, its groups.
pub async fn halaman(db: &Db, user: &CurrentUser, id: i64, posisi: &Posisi) -> AppResult<TugasPageData> {
    let tugas = detail(db, user, id, posisi).await?;
    let kelompok = match (tugas.sub_jenis, posisi) {
        (JenisTugas::Kelompok, Posisi::Pengajar(_) | Posisi::Operator(_)) => Some(kelompok::daftar(db, user, id, tugas.kelas.id).await?),
        _ => None,
    };
    let batas_ukuran_mb = crate::pengaturan::store::ukuran_maks_tugas_mb(db).await?;
    Ok(TugasPageData { tugas, kelompok, batas_ukuran_mb })
}

async fn ringkasan(db: &Db, id: i64, id_kelas: i64) -> AppResult<RingkasanTugas> {
    let a = store::ringkasan(db, id, id_kelas).await?;
    Ok(RingkasanTugas { jumlah_peserta: a.peserta, jumlah_mengumpulkan: a.mengumpulkan, jumlah_dinilai: a.dinilai })
}

/// The grading page: the task and every participant with their hand-in, for
/// a viewer who passed `policy::require_see_penilaian` at `posisi`.
pub async fn penilaian(db: &Db, user: &CurrentUser, id: i64, posisi: &Posisi) -> AppResult<PenilaianPageData> {
    let tugas = detail(db, user, id, posisi).await?;
    let peserta = peserta(db, user, &tugas, None).await?;
    Ok(PenilaianPageData { tugas, peserta })
}

pub async fn daftar_pengerjaan(db: &Db, user: &CurrentUser, id: i64, posisi: &Posisi) -> AppResult<Vec<PengerjaanPeserta>> {
    Ok(penilaian(db, user, id, posisi).await?.peserta)
}

/// Participants by name (or the one with `id_mahasiswa`), with hand-in,
/// group, discussion id and the viewer's unread count.
async fn peserta(db: &Db, user: &CurrentUser, tugas: &TugasDetail, id_mahasiswa: Option<i64>) -> AppResult<Vec<PengerjaanPeserta>> {
    let rows = store::peserta(db, tugas.id, tugas.kelas.id, id_mahasiswa.unwrap_or(0)).await?;
    let mut kumpul = store::pengumpulan(db, tugas.id, id_mahasiswa).await?;
    let belum_dibaca = crate::chat::store::belum_dibaca_per_mahasiswa(db, tugas.id, user.id()).await?;
    // A group task's row opens its group's chat, with that chat's unread count.
    let mut belum_dibaca_grup = std::collections::HashMap::new();
    for gid in rows.iter().filter_map(|r| r.id_kelompok) {
        if let std::collections::hash_map::Entry::Vacant(e) = belum_dibaca_grup.entry(gid) {
            e.insert(crate::chat::store::belum_dibaca(db, &crate::chat::id_grup_kelompok(tugas.id, gid), user.id()).await?);
        }
    }
    let individu = tugas.sub_jenis == JenisTugas::Individu;
    Ok(rows
        .into_iter()
        .map(|r| {
            let pengumpulan = kumpul.remove(&r.id);
            let (id_chat, belum) = match (individu, r.id_kelompok) {
                (true, _) => (Some(crate::chat::id_grup_tugas(tugas.id, &r.nim)), belum_dibaca.get(&r.id).copied().unwrap_or(0)),
                (false, Some(g)) => (Some(crate::chat::id_grup_kelompok(tugas.id, g)), belum_dibaca_grup.get(&g).copied().unwrap_or(0)),
                (false, None) => (None, 0),
            };
            PengerjaanPeserta {
                id_chat,
                belum_dibaca: belum,
                waktu: pengumpulan.as_ref().map(|p| p.waktu.clone()),
                nilai: pengumpulan.as_ref().and_then(|p| p.nilai),
                pengumpulan,
                kelompok: r.kelompok,
                mahasiswa: MahasiswaTugas { id_user: r.id, nim: r.nim, nama: r.nama },
            }
        })
        .collect())
}

pub fn validasi_nilai(nilai: Option<f64>) -> AppResult<()> {
    match nilai {
        Some(v) if !(0.0..=100.0).contains(&v) => Err(AppError::unprocessable("Nilai harus di antara 0 dan 100.")),
        _ => Ok(()),
    }
}

/// Scores one hand-in (or removes its score) for a viewer who passed
/// `policy::require_grade_tugas` at `posisi`; the log entry is written in the
/// same transaction.
pub async fn beri_nilai(
    db: &Db,
    user: &CurrentUser,
    ip: &str,
    id: i64,
    posisi: &Posisi,
    id_mahasiswa: i64,
    nilai: Option<f64>,
) -> AppResult<PengerjaanPeserta> {
    let tugas = muat(db, id, posisi).await?;
    validasi_nilai(nilai)?;
    let row = peserta(db, user, &tugas, Some(id_mahasiswa)).await?.into_iter().next();
    let row = row.ok_or_else(|| AppError::not_found("Peserta"))?;
    if row.waktu.is_none() {
        return Err(AppError::unprocessable("Mahasiswa ini belum mengumpulkan tugas, jadi belum dapat dinilai."));
    }
    let mut tx = db.begin().await?;
    store::simpan_nilai(&mut tx, id, id_mahasiswa, nilai).await?;
    let detail = match nilai {
        Some(v) => format!("Memberi nilai {v} pada tugas '{}' untuk {} ({})", tugas.judul, row.mahasiswa.nama, row.mahasiswa.nim),
        None => format!("Menghapus nilai tugas '{}' untuk {} ({})", tugas.judul, row.mahasiswa.nama, row.mahasiswa.nim),
    };
    log_aktivitas::write(&mut *tx, Entry::by(user, log_aktivitas::jenis::NILAI_TUGAS, detail, ip).di_pertemuan(tugas.pertemuan.id)).await?;
    tx.commit().await?;
    let pengumpulan = row.pengumpulan.map(|p| Pengumpulan { nilai, ..p });
    Ok(PengerjaanPeserta { nilai, pengumpulan, ..row })
}

// ---------------------------------------------------------------- authoring

/// The saved task's times and whether its kind may still change, when editing.
pub struct Lama<'a> {
    pub waktu_mulai: &'a str,
    pub sub_jenis: JenisTugas,
    pub terpakai: bool,
}

/// The form checked in order; returns (start, deadline) in UTC.
pub fn periksa(f: &TugasSimpan, kemarin: &str, lama: Option<Lama<'_>>) -> AppResult<(String, String)> {
    wajib(!f.judul.trim().is_empty(), "Judul wajib diisi")?;
    wajib(f.judul.trim().chars().count() <= JUDUL_MAKS, &format!("Judul paling banyak {JUDUL_MAKS} karakter."))?;
    wajib(!crate::input::html_kosong(&f.deskripsi), "Deskripsi wajib diisi")?;
    wajib(f.deskripsi.chars().count() <= DESKRIPSI_MAKS, &format!("Deskripsi paling banyak {DESKRIPSI_MAKS} karakter."))?;
    let jenis = f.sub_jenis.ok_or_else(|| AppError::unprocessable("Jenis tugas wajib diisi"))?;
    let waktu = crate::input::waktu_wajib;
    let mulai = waktu(&f.waktu_mulai, "Waktu mulai wajib diisi")?;
    let selesai = waktu(&f.waktu_selesai, "Batas waktu wajib diisi")?;
    wajib(selesai > mulai, "Batas waktu harus setelah waktu mulai")?;
    let mulai_baru = lama.as_ref().is_none_or(|l| l.waktu_mulai != mulai);
    wajib(!mulai_baru || mulai.as_str() >= kemarin, "Waktu mulai tidak boleh sebelum kemarin.")?;
    if let Some(l) = lama {
        wajib(!(l.terpakai && l.sub_jenis != jenis), "Jenis tugas tidak dapat diubah karena sudah ada pengumpulan atau kelompok.")?;
    }
    wajib(f.lampiran.len() <= BERKAS_MAKS, &format!("Lampiran paling banyak {BERKAS_MAKS} file."))?;
    Ok((mulai, selesai))
}

/// The task uploads the URLs name ([`crate::berkas::ambil`] with the task kinds and size).
pub async fn ambil_berkas(db: &Db, user: &CurrentUser, urls: &[String], dir: &str, milik: &[String]) -> AppResult<Vec<BerkasDb>> {
    crate::berkas::ambil(db, user, crate::berkas::Ambil { urls, dir, milik, ekstensi: EKSTENSI, maks: batas_ukuran(db).await? }).await
}

/// Releases the uploads of `lama` no content uses any more; returns their object keys.
async fn lepas_semua(tx: &mut Tx<'_>, lama: &[String]) -> AppResult<Vec<String>> {
    let mut kunci = Vec::new();
    for id in lama {
        kunci.extend(crate::berkas::store::lepas(tx, id).await?);
    }
    Ok(kunci)
}

/// Creates a task in meeting `id_pertemuan` (guarded by `policy::require_author_pertemuan`).
pub async fn buat(db: &Db, user: &CurrentUser, ip: &str, id_pertemuan: i64, f: &TugasSimpan) -> AppResult<i64> {
    let (mulai, selesai) = periksa(f, &crate::pengaturan::store::awal_kemarin(db).await?, None)?;
    let berkas = ambil_berkas(db, user, &f.lampiran, "tugas/lampiran", &[]).await?;
    let jenis = f.sub_jenis.unwrap_or(JenisTugas::Individu);
    let mut tx = db.begin().await?;
    let id =
        pertemuan::sisip_aktivitas(&mut tx, id_pertemuan, ("tugas", jenis.as_str()), f.judul.trim(), (&mulai, &selesai), user.id()).await?;
    store::sisip_tugas(&mut tx, id, &ammonia::clean(f.deskripsi.trim()), f.boleh_terlambat).await?;
    store::simpan_lampiran(&mut tx, id, &berkas).await?;
    log_aktivitas::write(
        &mut *tx,
        Entry::by(user, log_aktivitas::jenis::TAMBAH_TUGAS, format!("Menambah tugas '{}'", f.judul.trim()), ip).di_pertemuan(id_pertemuan),
    )
    .await?;
    tx.commit().await?;
    Ok(id)
}

/// Changes task `id` (guarded by `policy::require_author_tugas`).
pub async fn ubah(db: &Db, storage: &crate::storage::Storage, user: &CurrentUser, ip: &str, id: i64, f: &TugasSimpan) -> AppResult<()> {
    let lama = store::cari(db, id).await?;
    let terpakai = store::jumlah_pengumpulan_kelompok(db, id).await? > 0;
    let kemarin = crate::pengaturan::store::awal_kemarin(db).await?;
    let (mulai, selesai) = periksa(f, &kemarin, Some(Lama { waktu_mulai: &lama.waktu_mulai, sub_jenis: lama.sub_jenis, terpakai }))?;
    let id_pertemuan = pertemuan::pertemuan_tujuan(db, f.id_pertemuan, lama.id_pertemuan, lama.id_kelas).await?;
    let lampiran_lama = store::id_lampiran(db, id).await?;
    let berkas = ambil_berkas(db, user, &f.lampiran, "tugas/lampiran", &lampiran_lama).await?;
    let jenis = f.sub_jenis.unwrap_or(JenisTugas::Individu);
    let mut tx = db.begin().await?;
    pertemuan::ubah_aktivitas(&mut tx, id, id_pertemuan, f.judul.trim(), (&mulai, &selesai)).await?;
    store::ubah_tugas(&mut tx, id, jenis.as_str(), &ammonia::clean(f.deskripsi.trim()), f.boleh_terlambat).await?;
    store::simpan_lampiran(&mut tx, id, &berkas).await?;
    let dilepas = lepas_semua(&mut tx, &lampiran_lama).await?;
    log_aktivitas::write(
        &mut *tx,
        Entry::by(user, log_aktivitas::jenis::UBAH_TUGAS, format!("Mengubah tugas '{}'", f.judul.trim()), ip).di_pertemuan(id_pertemuan),
    )
    .await?;
    tx.commit().await?;
    for kunci in dilepas {
        storage.delete(&kunci).await;
    }
    Ok(())
}

/// Deletes task `id` with its hand-ins, groups and discussions (guarded by
/// `policy::require_author_tugas`); files no other content uses go too.
pub async fn hapus(db: &Db, storage: &crate::storage::Storage, user: &CurrentUser, ip: &str, id: i64) -> AppResult<()> {
    let lama = store::cari(db, id).await?;
    let mut berkas = store::id_lampiran(db, id).await?;
    berkas.extend(store::id_berkas_semua_pengumpulan(db, id).await?);
    let mut tx = db.begin().await?;
    store::hapus_tugas(&mut tx, id).await?;
    let dilepas = lepas_semua(&mut tx, &berkas).await?;
    log_aktivitas::write(
        &mut *tx,
        Entry::by(user, log_aktivitas::jenis::HAPUS_TUGAS, format!("Menghapus tugas '{}'", lama.judul), ip).di_pertemuan(lama.id_pertemuan),
    )
    .await?;
    tx.commit().await?;
    for kunci in dilepas {
        storage.delete(&kunci).await;
    }
    Ok(())
}

// ---------------------------------------------------------------- hand-in

/// Hands in (or replaces) the caller's work, for a student who passed
/// `policy::require_kumpul_tugas`. A group task's hand-in is written for
/// every member of the caller's group, in one transaction.
pub async fn kumpul(
    db: &Db,
    storage: &crate::storage::Storage,
    user: &CurrentUser,
    ip: &str,
    id: i64,
    posisi: &Posisi,
    f: &PengumpulanSimpan,
) -> AppResult<Pengumpulan> {
    let tugas = detail(db, user, id, posisi).await?;
    let boleh = tugas.boleh_kumpul.clone().ok_or_else(AppError::forbidden)?;
    if let Some(alasan) = boleh.alasan {
        return Err(AppError::unprocessable(alasan));
    }
    let teks = f.teks.trim();
    wajib(!teks.is_empty() || !f.berkas.is_empty(), "Tulis jawaban atau unggah minimal satu file.")?;
    wajib(teks.chars().count() <= JAWABAN_MAKS, &format!("Jawaban paling banyak {JAWABAN_MAKS} karakter."))?;
    wajib(f.berkas.len() <= BERKAS_MAKS, &format!("Paling banyak {BERKAS_MAKS} file."))?;
    let lama = store::id_berkas_pengumpulan(db, id, user.id()).await?;
    let berkas = ambil_berkas(db, user, &f.berkas, "tugas/pengumpulan", &lama).await?;
    let (penerima, id_kelompok) = match &tugas.kelompok_saya {
        Some(k) => (k.anggota.iter().map(|a| a.mahasiswa.id_user).collect(), Some(k.id)),
        None => (vec![user.id()], None),
    };
    let mut dilepas_dari = Vec::new();
    for m in &penerima {
        dilepas_dari.extend(store::id_berkas_pengumpulan(db, id, *m).await?);
    }
    let now = db::now();
    let baru =
        store::PengumpulanBaru { waktu: &now, teks, terlambat: boleh.terlambat, id_pengirim: user.id(), id_kelompok, berkas: &berkas };
    let mut tx = db.begin().await?;
    for m in &penerima {
        store::simpan_pengumpulan(&mut tx, id, *m, &baru).await?;
    }
    let dilepas = lepas_semua(&mut tx, &dilepas_dari).await?;
    let detail = format!("Mengumpulkan tugas '{}'{}", tugas.judul, if boleh.terlambat { " (terlambat)" } else { "" });
    log_aktivitas::write(&mut *tx, Entry::by(user, log_aktivitas::jenis::KUMPUL_TUGAS, detail, ip).di_pertemuan(tugas.pertemuan.id))
        .await?;
    tx.commit().await?;
    crate::kehadiran::progres::perbarui_setelah_aktivitas(db, id, &penerima).await;
    for kunci in dilepas {
        storage.delete(&kunci).await;
    }
    store::pengumpulan(db, id, Some(user.id())).await?.remove(&user.id()).ok_or_else(AppError::internal)
}

/// A hand-in from the task page's plain form (no scripts): the text; the files of the current
/// hand-in are kept, since choosing files needs the scripts.
pub async fn kumpul_teks(
    db: &Db,
    storage: &crate::storage::Storage,
    user: &CurrentUser,
    ip: &str,
    id: i64,
    posisi: &Posisi,
    teks: &str,
) -> AppResult<Pengumpulan> {
    let sekarang = store::pengumpulan(db, id, Some(user.id())).await?.remove(&user.id());
    let berkas = sekarang.map(|p| p.berkas.into_iter().map(|b| b.url).collect()).unwrap_or_default();
    kumpul(db, storage, user, ip, id, posisi, &PengumpulanSimpan { teks: teks.to_string(), berkas }).await
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form(judul: &str, deskripsi: &str, jenis: Option<JenisTugas>, mulai: Option<&str>, selesai: Option<&str>) -> TugasSimpan {
        TugasSimpan {
            id_pertemuan: Some(1),
            judul: judul.into(),
            deskripsi: deskripsi.into(),
            sub_jenis: jenis,
            waktu_mulai: mulai.map(Into::into),
            waktu_selesai: selesai.map(Into::into),
            boleh_terlambat: false,
            lampiran: Vec::new(),
        }
    }

    #[test]
    fn the_form_is_checked_in_order() {
        let kemarin = "2026-11-22T17:00:00Z";
        let i = Some(JenisTugas::Individu);
        let (m, s) = (Some("2026-11-25T08:00:00+07:00"), Some("2026-11-30T23:59:00+07:00"));
        let pesan = |f: TugasSimpan| periksa(&f, kemarin, None).err().map(|e| e.message);
        assert_eq!(pesan(form(" ", "", None, None, None)).as_deref(), Some("Judul wajib diisi"));
        assert_eq!(pesan(form("Esai", " ", None, None, None)).as_deref(), Some("Deskripsi wajib diisi"));
        assert_eq!(pesan(form("Esai", "Tulis", None, None, None)).as_deref(), Some("Jenis tugas wajib diisi"));
        assert_eq!(pesan(form("Esai", "Tulis", i, None, s)).as_deref(), Some("Waktu mulai wajib diisi"));
        assert_eq!(pesan(form("Esai", "Tulis", i, m, None)).as_deref(), Some("Batas waktu wajib diisi"));
        assert_eq!(pesan(form("Esai", "Tulis", i, s, m)).as_deref(), Some("Batas waktu harus setelah waktu mulai"));
        assert_eq!(pesan(form("Esai", "Tulis", i, m, m)).as_deref(), Some("Batas waktu harus setelah waktu mulai"));
        let lalu = Some("2026-11-01T08:00:00Z");
        assert_eq!(pesan(form("Esai", "Tulis", i, lalu, s)).as_deref(), Some("Waktu mulai tidak boleh sebelum kemarin."));
        // An unchanged past start is kept when editing; the kind is locked once used.
        let lama = || Some(Lama { waktu_mulai: "2026-11-01T08:00:00Z", sub_jenis: JenisTugas::Individu, terpakai: true });
        assert!(periksa(&form("Esai", "Tulis", i, lalu, s), kemarin, lama()).is_ok());
        let kelompok = form("Esai", "Tulis", Some(JenisTugas::Kelompok), lalu, s);
        assert_eq!(
            periksa(&kelompok, kemarin, lama()).err().map(|e| e.message).as_deref(),
            Some("Jenis tugas tidak dapat diubah karena sudah ada pengumpulan atau kelompok.")
        );
        assert_eq!(periksa(&form("Esai", "Tulis", i, m, s), kemarin, None).unwrap().0, "2026-11-25T01:00:00Z");
    }

    fn tugas(jenis: JenisTugas, boleh_terlambat: bool) -> TugasDetail {
        TugasDetail {
            id: 1,
            judul: "Esai".into(),
            sub_jenis: jenis,
            deskripsi: String::new(),
            waktu_mulai: "2026-11-20T00:00:00Z".into(),
            waktu_selesai: "2026-11-27T00:00:00Z".into(),
            boleh_terlambat,
            lampiran: Vec::new(),
            status: crate::inti::StatusWaktu::Berlangsung,
            pertemuan: TugasPertemuan { id: 1, nomor: 1, judul: String::new() },
            kelas: TugasKelas { id: 1, periode: 20261, kode_mk: String::new(), nama_mk: String::new(), nama_kelas: String::new() },
            pengerjaan_saya: None,
            boleh_kumpul: None,
            kelompok_saya: None,
            ringkasan: None,
            id_chat: None,
            isAllowPenilaian: false,
            isAllowLihatPenilaian: false,
            isAllowUbah: false,
        }
    }

    #[test]
    fn when_a_student_may_hand_in() {
        let alasan = |t: &TugasDetail, now: &str, kelompok: bool, dinilai: bool| boleh_kumpul(t, now, kelompok, dinilai).alasan;
        let individu = tugas(JenisTugas::Individu, false);
        assert_eq!(alasan(&individu, "2026-11-19T00:00:00Z", false, false).as_deref(), Some("Tugas belum dimulai."));
        assert_eq!(alasan(&individu, "2026-11-24T00:00:00Z", false, false), None);
        assert_eq!(alasan(&individu, "2026-11-27T00:00:00Z", false, false).as_deref(), Some("Batas waktu pengumpulan sudah lewat."));
        assert_eq!(
            alasan(&individu, "2026-11-24T00:00:00Z", false, true).as_deref(),
            Some("Pengumpulan yang sudah dinilai tidak dapat diubah.")
        );
        let terlambat = boleh_kumpul(&tugas(JenisTugas::Individu, true), "2026-11-28T00:00:00Z", false, false);
        assert!(terlambat.bisa && terlambat.terlambat);
        let kelompok = tugas(JenisTugas::Kelompok, false);
        assert_eq!(
            alasan(&kelompok, "2026-11-24T00:00:00Z", false, false).as_deref(),
            Some("Anda belum tergabung dalam kelompok. Hubungi pengajar kelas ini.")
        );
        assert_eq!(alasan(&kelompok, "2026-11-24T00:00:00Z", true, false), None);
    }
}
