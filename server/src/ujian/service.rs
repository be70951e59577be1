//! The rules of exams (spec 3 §4 Exam, §5 Exam form, edit-exam modal, delete
//! texts). Callers pass the guard of `policy` first.

use super::model::*;
use super::store::{self, UjianDb};
use crate::db::{self, Db};
use crate::error::{AppError, AppResult};
use crate::identitas::CurrentUser;
use crate::input::{wajib, waktu_wajib};
use crate::log_aktivitas::{self, Entry};
use crate::pertemuan::store as pertemuan;
use crate::policy::Lingkup;

pub const JUDUL_MAKS: usize = 255;
pub const DESKRIPSI_MAKS: usize = 20_000;
/// Minutes: the shortest duration and the shortest window (spec 3 §9).
pub const MENIT_MINIMAL: i64 = 5;

/// The saved exam, when editing: its start and how many attempts it has.
pub struct Lama<'a> {
    pub waktu_mulai: &'a str,
    pub jumlah_pengerjaan: i64,
}

/// What the form checks need from outside it.
pub struct Konteks<'a> {
    /// The start of today in the configured zone (UTC): past dates cannot be picked.
    pub awal_hari_ini: &'a str,
    /// The class setting akses_resume_ujian.tampilkan_soal: without it no key is shown.
    pub boleh_tampil_soal: bool,
    pub lama: Option<Lama<'a>>,
}

/// The checked times: start, end and the key's display time (UTC).
#[derive(Debug, PartialEq)]
pub struct Waktu {
    pub mulai: String,
    pub selesai: String,
    pub tampil_kunci: Option<String>,
}

fn menit(a: &str, b: &str) -> i64 {
    match (db::parse_time(a), db::parse_time(b)) {
        (Some(a), Some(b)) => (b - a).num_seconds().div_euclid(60),
        _ => 0,
    }
}

/// The form checked in the order of spec 3 §5 (the meeting is the caller's).
pub fn periksa(f: &UjianSimpan, k: &Konteks<'_>) -> AppResult<Waktu> {
    wajib(!f.judul.trim().is_empty(), "Judul wajib diisi")?;
    wajib(f.judul.trim().chars().count() <= JUDUL_MAKS, &format!("Judul paling banyak {JUDUL_MAKS} karakter."))?;
    wajib(!crate::input::html_kosong(&f.deskripsi), "Deskripsi wajib diisi")?;
    wajib(f.deskripsi.chars().count() <= DESKRIPSI_MAKS, &format!("Deskripsi paling banyak {DESKRIPSI_MAKS} karakter."))?;
    let jenis = f.jenis.ok_or_else(|| AppError::unprocessable("Jenis wajib diisi"))?;
    if jenis == JenisUjian::Remedial {
        wajib(f.id_ujian_utama.is_some_and(|u| u > 0), "Ujian Utama wajib diisi")?;
        wajib(!f.peserta_remedial.is_empty(), "Peserta remedial wajib diisi")?;
    }
    if f.gunakan_batas_waktu {
        let durasi = f.durasi.ok_or_else(|| AppError::unprocessable("Durasi wajib diisi"))?;
        wajib(durasi >= MENIT_MINIMAL, "Durasi tidak boleh kurang dari 5 menit")?;
    }
    let mulai = waktu_wajib(&f.waktu_mulai, "Waktu mulai wajib diisi")?;
    let selesai = waktu_wajib(&f.waktu_selesai, "Waktu selesai wajib diisi")?;
    wajib(selesai >= mulai, "Waktu selesai tidak boleh kurang dari waktu mulai")?;
    let rentang = menit(&mulai, &selesai);
    wajib(rentang >= MENIT_MINIMAL, "Rentang waktu tidak boleh kurang dari 5 menit")?;
    if f.gunakan_batas_waktu {
        wajib(f.durasi.is_none_or(|d| rentang >= d), "Rentang waktu tidak boleh kurang dari durasi")?;
    }
    match &k.lama {
        Some(l) if l.waktu_mulai != mulai => {
            wajib(l.jumlah_pengerjaan == 0, "Waktu mulai tidak dapat diubah karena ujian sudah dikerjakan peserta.")?;
            wajib(mulai.as_str() >= k.awal_hari_ini, "Waktu mulai tidak boleh sebelum hari ini.")?;
        }
        Some(_) => {}
        None => wajib(mulai.as_str() >= k.awal_hari_ini, "Waktu mulai tidak boleh sebelum hari ini.")?,
    }
    let tampil_kunci = if f.tampilkan_kunci_jawaban {
        wajib(k.boleh_tampil_soal, "Kunci jawaban tidak dapat ditampilkan: pengaturan kelas tidak mengizinkan soal ditampilkan.")?;
        let tampil = waktu_wajib(&f.waktu_tampil_kunci, "Waktu tampil kunci jawaban wajib diisi")?;
        // Earlier, a student who finished early would read the keys while classmates still work.
        wajib(tampil >= selesai, "Waktu tampil kunci jawaban tidak boleh sebelum ujian berakhir.")?;
        Some(tampil)
    } else {
        None
    };
    Ok(Waktu { mulai, selesai, tampil_kunci })
}

/// The class setting that lets students see questions (and keys) after an exam.
pub async fn boleh_tampil_soal(db: &Db) -> AppResult<bool> {
    let doc = crate::pengaturan::store::dokumen(db, "pengaturan_kelas").await?;
    Ok(doc.pointer("/akses_resume_ujian/tampilkan_soal").and_then(|v| v.as_bool()).unwrap_or(true))
}

/// Bytes an exam's file may have, from one read of pengaturan_sistem
/// ukuran_max_file.ujian (MB, default 10 each).
pub struct BatasBerkasUjian {
    /// lampiran_soal: a question's attachments and option images.
    pub soal: i64,
    /// lampiran_kunci: an essay key's attachments.
    pub kunci: i64,
    /// lampiran_jawaban_esai: a student's essay answer file.
    pub jawaban_esai: i64,
}

pub async fn batas_berkas(db: &Db) -> AppResult<BatasBerkasUjian> {
    let doc = crate::pengaturan::store::dokumen(db, "pengaturan_sistem").await?;
    let bytes = |nama: &str| {
        let mb = doc.pointer(&format!("/ukuran_max_file/ujian/{nama}")).and_then(|v| v.as_f64()).filter(|m| *m > 0.0).unwrap_or(10.0);
        (mb * 1_000_000.0) as i64
    };
    Ok(BatasBerkasUjian { soal: bytes("lampiran_soal"), kunci: bytes("lampiran_kunci"), jawaban_esai: bytes("lampiran_jawaban_esai") })
}

/// A remedial exam's main exam (one of the class's, not itself remedial) and
/// its participants' ids; empty for other kinds.
async fn remedial_sah(db: &Db, f: &UjianSimpan, id_kelas: i64, id_sendiri: Option<i64>) -> AppResult<(Option<i64>, Vec<i64>)> {
    if f.jenis != Some(JenisUjian::Remedial) {
        return Ok((None, Vec::new()));
    }
    let utama = f.id_ujian_utama.unwrap_or(0);
    let sah = match store::cari(db, utama).await? {
        Some(u) => u.id_kelas == id_kelas && u.sub_jenis != JenisUjian::Remedial && Some(utama) != id_sendiri,
        None => false,
    };
    wajib(sah, "Ujian Utama harus kuis/ujian bukan remedial di kelas yang sama.")?;
    let mut nim: Vec<String> = f.peserta_remedial.iter().map(|n| n.trim().to_string()).collect();
    nim.sort();
    nim.dedup();
    let ditemukan = store::peserta_dengan_nim(db, id_kelas, &nim).await?;
    if let Some(lain) = nim.iter().find(|n| !ditemukan.iter().any(|(d, _)| d == *n)) {
        return Err(AppError::unprocessable(format!("NIM {lain} bukan peserta kelas ini.")));
    }
    Ok((Some(utama), ditemukan.into_iter().map(|(_, id)| id).collect()))
}

/// Creates an exam in meeting `id_pertemuan` of class `id_kelas` (guarded by `policy::require_author_pertemuan`).
pub async fn buat(db: &Db, user: &CurrentUser, ip: &str, tujuan: (i64, i64), f: &UjianSimpan) -> AppResult<i64> {
    buat_dari(db, user, ip, tujuan, f, None).await
}

/// 'Salin Kuis/Ujian Lain': a new exam from the form with the groups and
/// questions of exam `asal`, which the caller may copy: a lecturer from the
/// courses they teach, a special operator from the classes of their scope
/// (`lingkup`, from `policy::require_list_salinan`).
pub async fn salin(db: &Db, user: &CurrentUser, ip: &str, tujuan: (i64, i64), s: &UjianSalin, lingkup: &Lingkup) -> AppResult<i64> {
    let asal = s.id_ujian.filter(|id| *id > 0).ok_or_else(|| AppError::unprocessable("Pilih ujian terlebih dahulu"))?;
    if !pertemuan::dalam_lingkup(db, lingkup, asal, "ujian").await? {
        return Err(AppError::not_found("Ujian"));
    }
    buat_dari(db, user, ip, tujuan, &s.form, Some(asal)).await
}

async fn buat_dari(
    db: &Db,
    user: &CurrentUser,
    ip: &str,
    (id_pertemuan, id_kelas): (i64, i64),
    f: &UjianSimpan,
    asal: Option<i64>,
) -> AppResult<i64> {
    let awal = crate::pengaturan::store::awal_hari_ini(db).await?;
    let k = Konteks { awal_hari_ini: &awal, boleh_tampil_soal: boleh_tampil_soal(db).await?, lama: None };
    let w = periksa(f, &k)?;
    let (utama, peserta) = remedial_sah(db, f, id_kelas, None).await?;
    let jenis = f.jenis.unwrap_or(JenisUjian::Kuis);
    let mut tx = db.begin().await?;
    let id =
        pertemuan::sisip_aktivitas(&mut tx, id_pertemuan, ("ujian", jenis.as_str()), f.judul.trim(), (&w.mulai, &w.selesai), user.id())
            .await?;
    store::tulis_detail(&mut tx, id, f, w.tampil_kunci.as_ref(), utama, &peserta).await?;
    if let Some(asal) = asal {
        store::salin_soal(&mut tx, user.id(), asal, id).await?;
    }
    let detail = match asal {
        Some(asal) => format!("Menyalin kuis/ujian #{asal} sebagai {} '{}'", jenis.as_str(), f.judul.trim()),
        None => format!("Menambah {} '{}'", jenis.as_str(), f.judul.trim()),
    };
    log_aktivitas::write(&mut *tx, Entry::by(user, log_aktivitas::jenis::TAMBAH_UJIAN, detail, ip).di_pertemuan(id_pertemuan)).await?;
    tx.commit().await?;
    Ok(id)
}

/// Changes exam `id` (guarded by `policy::require_author_ujian`); its kind stays.
pub async fn ubah(db: &Db, user: &CurrentUser, ip: &str, id: i64, f: &UjianSimpan) -> AppResult<()> {
    let lama = store::cari(db, id).await?.ok_or_else(|| AppError::not_found("Ujian"))?;
    let (jumlah, _) = store::jumlah_pengerjaan(db, id).await?;
    let awal = crate::pengaturan::store::awal_hari_ini(db).await?;
    let k = Konteks {
        awal_hari_ini: &awal,
        boleh_tampil_soal: boleh_tampil_soal(db).await?,
        lama: Some(Lama { waktu_mulai: &lama.waktu_mulai, jumlah_pengerjaan: jumlah }),
    };
    let w = periksa(f, &k)?;
    wajib(f.jenis == Some(lama.sub_jenis), "Jenis kuis/ujian tidak dapat diubah.")?;
    let (utama, peserta) = remedial_sah(db, f, lama.id_kelas, Some(id)).await?;
    let id_pertemuan = pertemuan::pertemuan_tujuan(db, f.id_pertemuan, lama.id_pertemuan, lama.id_kelas).await?;
    let mut tx = db.begin().await?;
    pertemuan::ubah_aktivitas(&mut tx, id, id_pertemuan, f.judul.trim(), (&w.mulai, &w.selesai)).await?;
    store::tulis_detail(&mut tx, id, f, w.tampil_kunci.as_ref(), utama, &peserta).await?;
    log_aktivitas::write(
        &mut *tx,
        Entry::by(user, log_aktivitas::jenis::UBAH_UJIAN, format!("Mengubah kuis/ujian '{}'", f.judul.trim()), ip)
            .di_pertemuan(id_pertemuan),
    )
    .await?;
    tx.commit().await?;
    Ok(())
}

/// Deletes exam `id` with its attempts and its remedial exams (and theirs),
/// guarded by `policy::require_author_ujian`.
pub async fn hapus(db: &Db, user: &CurrentUser, ip: &str, id: i64) -> AppResult<()> {
    let lama = store::cari(db, id).await?.ok_or_else(|| AppError::not_found("Ujian"))?;
    let mut semua = vec![id];
    semua.extend(store::remedial(db, id).await?);
    let mut tx = db.begin().await?;
    // Remedial exams first: they refer to their main exam.
    for u in semua.iter().rev() {
        store::hapus_ujian(&mut tx, *u).await?;
    }
    let detail = format!("Menghapus kuis/ujian '{}' beserta {} ujian remedial", lama.judul, semua.len() - 1);
    log_aktivitas::write(&mut *tx, Entry::by(user, log_aktivitas::jenis::HAPUS_UJIAN, detail, ip).di_pertemuan(lama.id_pertemuan)).await?;
    tx.commit().await?;
    Ok(())
}

/// The exam for a viewer of its class (guarded by `policy::require_see_ujian`).
pub async fn detail(db: &Db, id: i64) -> AppResult<UjianDetail> {
    let u: UjianDb = store::cari(db, id).await?.ok_or_else(|| AppError::not_found("Ujian"))?;
    let (jumlah_pengerjaan, jumlah_belum_dinilai) = store::jumlah_pengerjaan(db, id).await?;
    let has_remedial = !store::remedial(db, id).await?.is_empty();
    let peserta_remedial = if u.sub_jenis == JenisUjian::Remedial { store::peserta_remedial(db, id).await? } else { Vec::new() };
    Ok(UjianDetail {
        id,
        id_kelas_kuliah: u.id_kelas,
        id_pertemuan: u.id_pertemuan,
        jenis: u.sub_jenis,
        sifat: u.sifat,
        gunakan_batas_waktu: u.gunakan_batas_waktu != 0,
        durasi: u.durasi,
        acakSoal: u.acak_soal != 0,
        ditampilkan: u.ditampilkan != 0,
        tampilkan_kunci_jawaban: u.tampilkan_kunci_jawaban != 0,
        status: crate::inti::status_waktu(&u.waktu_mulai, &u.waktu_selesai, &db::now()),
        has_remedial,
        jumlah_pengerjaan,
        jumlah_belum_dinilai,
        id_ujian_utama: u.id_ujian_utama,
        peserta_remedial,
        pertemuan: PertemuanUjian { nomor: u.nomor },
        created_by: u.nama_pembuat.zip(u.username_pembuat).map(|(name, username)| PembuatUjian { name, username }),
        nilai_dipublikasi: u.nilai_dipublikasi != 0,
        judul: u.judul,
        deskripsi: u.deskripsi,
        waktu_tampil_kunci: u.waktu_tampil_kunci,
        waktu_mulai: u.waktu_mulai,
        waktu_selesai: u.waktu_selesai,
    })
}

/// The exam page: the exam; questions and attempts for those who may read
/// results; the student's own attempt for a student.
pub async fn halaman(db: &Db, user: &CurrentUser, id: i64, posisi: &crate::policy::Posisi) -> AppResult<UjianHalaman> {
    let u = store::cari(db, id).await?.ok_or_else(|| AppError::not_found("Ujian"))?;
    let (soal, pengerjaan) = if crate::policy::may_see_penilaian(posisi) {
        (Some(super::soal::daftar(db, id).await?), Some(super::penilaian::daftar(db, &u).await?))
    } else {
        (None, None)
    };
    let pengerjaan_saya = if *posisi == crate::policy::Posisi::Peserta { super::pengerjaan::saya(db, user, &u).await? } else { None };
    let id_chat = match posisi {
        crate::policy::Posisi::Peserta => Some(crate::chat::id_grup_ujian(id, &crate::tugas::store::nim(db, user.id()).await?)),
        _ => None,
    };
    let komentar = match pengerjaan {
        Some(_) => Some(crate::chat::store::diskusi_bertulis(db, id, "ujian", user.id()).await?),
        None => None,
    };
    Ok(UjianHalaman {
        id_chat,
        komentar,
        ujian: detail(db, id).await?,
        boleh_ubah_soal: crate::policy::may_author_konten(posisi),
        boleh_menilai: crate::policy::may_grade_tugas(posisi),
        soal,
        pengerjaan,
        pengerjaan_saya,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form() -> UjianSimpan {
        UjianSimpan {
            id_pertemuan: Some(1),
            judul: String::new(),
            deskripsi: String::new(),
            jenis: None,
            sifat: None,
            gunakan_batas_waktu: false,
            durasi: None,
            acak_soal: false,
            ditampilkan: true,
            tampilkan_kunci_jawaban: false,
            waktu_tampil_kunci: None,
            waktu_mulai: None,
            waktu_selesai: None,
            id_ujian_utama: None,
            peserta_remedial: Vec::new(),
        }
    }

    const HARI_INI: &str = "2026-11-23T17:00:00Z";

    fn pesan(f: &UjianSimpan) -> Option<String> {
        periksa(f, &Konteks { awal_hari_ini: HARI_INI, boleh_tampil_soal: true, lama: None }).err().map(|e| e.message)
    }

    #[test]
    fn messages_in_the_order_of_the_spec() {
        let mut f = form();
        type Ubah = Box<dyn Fn(&mut UjianSimpan)>;
        let langkah: Vec<(Ubah, &str)> = vec![
            (Box::new(|_| {}), "Judul wajib diisi"),
            (Box::new(|f| f.judul = "Kuis 1".into()), "Deskripsi wajib diisi"),
            (Box::new(|f| f.deskripsi = "<p> </p>".into()), "Deskripsi wajib diisi"),
            (Box::new(|f| f.deskripsi = "<p>Kerjakan jujur.</p>".into()), "Jenis wajib diisi"),
            (Box::new(|f| f.jenis = Some(JenisUjian::Remedial)), "Ujian Utama wajib diisi"),
            (Box::new(|f| f.id_ujian_utama = Some(9)), "Peserta remedial wajib diisi"),
            (Box::new(|f| f.peserta_remedial = vec!["22010001".into()]), "Waktu mulai wajib diisi"),
            (Box::new(|f| f.gunakan_batas_waktu = true), "Durasi wajib diisi"),
            (Box::new(|f| f.durasi = Some(4)), "Durasi tidak boleh kurang dari 5 menit"),
            (Box::new(|f| f.durasi = Some(60)), "Waktu mulai wajib diisi"),
            (Box::new(|f| f.waktu_mulai = Some("2026-11-25T08:00:00+07:00".into())), "Waktu selesai wajib diisi"),
            (Box::new(|f| f.waktu_selesai = Some("2026-11-25T07:00:00+07:00".into())), "Waktu selesai tidak boleh kurang dari waktu mulai"),
            (Box::new(|f| f.waktu_selesai = Some("2026-11-25T08:04:00+07:00".into())), "Rentang waktu tidak boleh kurang dari 5 menit"),
            (Box::new(|f| f.waktu_selesai = Some("2026-11-25T08:30:00+07:00".into())), "Rentang waktu tidak boleh kurang dari durasi"),
            (
                Box::new(|f| {
                    f.waktu_mulai = Some("2026-11-20T08:00:00+07:00".into());
                    f.waktu_selesai = Some("2026-11-25T09:00:00+07:00".into());
                }),
                "Waktu mulai tidak boleh sebelum hari ini.",
            ),
            (
                Box::new(|f| {
                    f.waktu_mulai = Some("2026-11-25T08:00:00+07:00".into());
                    f.tampilkan_kunci_jawaban = true;
                }),
                "Waktu tampil kunci jawaban wajib diisi",
            ),
        ];
        for (ubah, harap) in langkah {
            ubah(&mut f);
            assert_eq!(pesan(&f).as_deref(), Some(harap));
        }
        f.waktu_tampil_kunci = Some("2026-11-25T08:59:00+07:00".into());
        assert_eq!(pesan(&f).as_deref(), Some("Waktu tampil kunci jawaban tidak boleh sebelum ujian berakhir."));
        f.waktu_tampil_kunci = Some("2026-11-25T09:00:00+07:00".into());
        assert_eq!(pesan(&f), None, "at the end is allowed");
        f.waktu_tampil_kunci = Some("2026-11-26T08:00:00+07:00".into());
        let w = periksa(&f, &Konteks { awal_hari_ini: HARI_INI, boleh_tampil_soal: true, lama: None }).unwrap();
        assert_eq!((w.mulai.as_str(), w.selesai.as_str()), ("2026-11-25T01:00:00Z", "2026-11-25T02:00:00Z"));
        let tanpa = Konteks { awal_hari_ini: HARI_INI, boleh_tampil_soal: false, lama: None };
        assert!(periksa(&f, &tanpa).unwrap_err().message.starts_with("Kunci jawaban tidak dapat ditampilkan"));
    }

    #[test]
    fn the_start_is_locked_once_attempted() {
        let mut f = form();
        f.judul = "UTS".into();
        f.deskripsi = "<p>UTS</p>".into();
        f.jenis = Some(JenisUjian::Uts);
        f.waktu_mulai = Some("2026-11-10T01:00:00Z".into());
        f.waktu_selesai = Some("2026-11-30T03:00:00Z".into());
        let k = |n| Konteks {
            awal_hari_ini: HARI_INI,
            boleh_tampil_soal: true,
            lama: Some(Lama { waktu_mulai: "2026-11-10T01:00:00Z", jumlah_pengerjaan: n }),
        };
        assert!(periksa(&f, &k(3)).is_ok(), "an unchanged past start is kept");
        f.waktu_mulai = Some("2026-11-26T01:00:00Z".into());
        assert_eq!(periksa(&f, &k(3)).unwrap_err().message, "Waktu mulai tidak dapat diubah karena ujian sudah dikerjakan peserta.");
        assert!(periksa(&f, &k(0)).is_ok());
    }
}
