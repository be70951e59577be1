//! Grading an exam (spec 2 §2 'Exam grading screens', §7 the pengerjaan
//! calls): the attempts, who has none, answer statistics, one student's
//! attempt, essay scores, deductions, publishing, resetting, the results as
//! a spreadsheet. Callers pass the grading guards of `policy` first.

use super::model::*;
use super::nilai;
use super::pengerjaan::{self, kelompok_lembar};
use super::pengerjaan_store;
use super::store::{self, PengerjaanDb, UjianDb};
use crate::db::Db;
use crate::error::{AppError, AppResult};
use crate::identitas::CurrentUser;
use crate::input::wajib;
use crate::log_aktivitas::{self, Entry};

/// Every attempt, by NIM; attempts past their deadline are closed first.
pub async fn daftar(db: &Db, ujian: &UjianDb) -> AppResult<PengerjaanDaftar> {
    pengerjaan::tutup_yang_lewat(db, ujian).await?;
    let data = pengerjaan_store::daftar_baris(db, ujian.id).await?;
    Ok(PengerjaanDaftar { is_tampilkan_nilai: ujian.nilai_dipublikasi != 0, data: data.into_iter().map(Into::into).collect() })
}

async fn baris(db: &Db, id_pengerjaan: i64) -> AppResult<PengerjaanBaris> {
    let b = pengerjaan_store::baris(db, id_pengerjaan).await?.ok_or_else(|| AppError::not_found("Pengerjaan"))?;
    Ok(b.into())
}

/// Who may take the exam and has not started it: the class's students, or a
/// remedial exam's participants.
pub async fn tanpa_pengerjaan(db: &Db, ujian: &UjianDb) -> AppResult<Vec<TanpaPengerjaan>> {
    Ok(pengerjaan_store::tanpa_pengerjaan(db, ujian.id, ujian.id_kelas, ujian.sub_jenis == JenisUjian::Remedial)
        .await?
        .into_iter()
        .map(|(id_mahasiswa, nim, nama)| TanpaPengerjaan { id_mahasiswa, nim, nama })
        .collect())
}

/// One student's attempt with keys, scores and violations.
pub async fn detail(db: &Db, ujian: &UjianDb, id_mahasiswa: i64) -> AppResult<PengerjaanDetail> {
    let p = store::pengerjaan_mahasiswa(db, ujian.id, id_mahasiswa).await?.ok_or_else(|| AppError::not_found("Pengerjaan"))?;
    pengerjaan::tutup_jika_lewat(db, ujian, &p).await?;
    let lembar = store::lembar(db, p.id).await?;
    let berkas = pengerjaan::BerkasLembar::baca(db, p.id, &lembar).await?;
    let pelanggaran = pengerjaan_store::pelanggaran(db, p.id).await?;
    Ok(PengerjaanDetail {
        pengerjaan: baris(db, p.id).await?,
        kelompok_soal: kelompok_lembar(lembar, berkas, true, true),
        pelanggaran: pelanggaran
            .into_iter()
            .filter_map(|(jenis, waktu)| JenisPelanggaran::parse(&jenis).map(|jenis| Pelanggaran { jenis, waktu }))
            .collect(),
    })
}

/// An attempt of exam `ujian` (404 for another exam's).
pub async fn pengerjaan_milik(db: &Db, ujian: &UjianDb, id_pengerjaan: i64) -> AppResult<PengerjaanDb> {
    store::cari_pengerjaan(db, id_pengerjaan).await?.filter(|p| p.id_aktivitas == ujian.id).ok_or_else(|| AppError::not_found("Pengerjaan"))
}

/// Scores an essay answer (whole number 0-100) of a finished attempt.
pub async fn nilai_soal(
    db: &Db,
    (user, ip): (&CurrentUser, &str),
    ujian: &UjianDb,
    (id_pengerjaan, id_kelompok, id_soal): (i64, i64, i64),
    nilai: i64,
) -> AppResult<PengerjaanBaris> {
    let p = pengerjaan_milik(db, ujian, id_pengerjaan).await?;
    wajib((0..=100).contains(&nilai), "Nilai harus bilangan bulat 0 sampai 100.")?;
    wajib(pengerjaan::tutup_jika_lewat(db, ujian, &p).await?, "Pengerjaan belum selesai; nilai diberikan setelah mahasiswa selesai.")?;
    let lembar = store::lembar(db, p.id).await?;
    let soal = lembar.iter().find(|s| s.id == id_soal && s.id_kelompok == id_kelompok).ok_or_else(|| AppError::not_found("Soal"))?;
    wajib(soal.jenis == JenisSoal::Esay, "Soal pilihan dan benar/salah dinilai otomatis.")?;
    wajib(soal.dijawab(), "Soal ini tidak dijawab; nilainya 0.")?;
    let mut tx = db.begin().await?;
    pengerjaan_store::tulis_nilai_soal(&mut tx, p.id, id_soal, nilai).await?;
    nilai::hitung(&mut tx, p.id).await?;
    let detail = format!("Memberi nilai {nilai} soal esai pada '{}'", ujian.judul);
    log_aktivitas::write(&mut *tx, Entry::by(user, log_aktivitas::jenis::NILAI_UJIAN, detail, ip).di_pertemuan(ujian.id_pertemuan)).await?;
    tx.commit().await?;
    baris(db, p.id).await
}

/// Sets an attempt's score deduction (0-100, 2 decimals).
pub async fn pengurangan(
    db: &Db,
    (user, ip): (&CurrentUser, &str),
    ujian: &UjianDb,
    id_pengerjaan: i64,
    nilai: f64,
) -> AppResult<PengerjaanBaris> {
    let p = pengerjaan_milik(db, ujian, id_pengerjaan).await?;
    wajib(nilai.is_finite() && (0.0..=100.0).contains(&nilai), "Pengurangan nilai harus 0 sampai 100.")?;
    let mut tx = db.begin().await?;
    pengerjaan_store::tulis_pengurangan(&mut tx, p.id, crate::inti::bulat(nilai, 2)).await?;
    nilai::hitung(&mut tx, p.id).await?;
    let detail = format!("Mengurangi nilai {:.2} pada '{}'", crate::inti::bulat(nilai, 2), ujian.judul);
    log_aktivitas::write(&mut *tx, Entry::by(user, log_aktivitas::jenis::NILAI_UJIAN, detail, ip).di_pertemuan(ujian.id_pertemuan)).await?;
    tx.commit().await?;
    baris(db, p.id).await
}

pub async fn publikasi(db: &Db, (user, ip): (&CurrentUser, &str), ujian: &UjianDb, tampil: bool) -> AppResult<()> {
    let mut tx = db.begin().await?;
    store::tulis_publikasi(&mut tx, ujian.id, tampil).await?;
    let detail = format!("{} nilai '{}'", if tampil { "Mempublikasikan" } else { "Menyembunyikan" }, ujian.judul);
    log_aktivitas::write(&mut *tx, Entry::by(user, log_aktivitas::jenis::NILAI_UJIAN, detail, ip).di_pertemuan(ujian.id_pertemuan)).await?;
    tx.commit().await?;
    Ok(())
}

/// Deletes an attempt with its answers and violations: the student may start again.
pub async fn reset(db: &Db, (user, ip): (&CurrentUser, &str), ujian: &UjianDb, id_pengerjaan: i64) -> AppResult<()> {
    let p = pengerjaan_milik(db, ujian, id_pengerjaan).await?;
    let mut tx = db.begin().await?;
    pengerjaan_store::hapus_pengerjaan(&mut tx, p.id, ujian.id, p.id_mahasiswa).await?;
    let detail = format!("Me-reset pengerjaan '{}' mahasiswa #{}", ujian.judul, p.id_mahasiswa);
    log_aktivitas::write(&mut *tx, Entry::by(user, log_aktivitas::jenis::NILAI_UJIAN, detail, ip).di_pertemuan(ujian.id_pertemuan)).await?;
    tx.commit().await?;
    Ok(())
}

/// How every question was answered across the finished attempts.
pub async fn statistik(db: &Db, ujian: &UjianDb) -> AppResult<Vec<StatistikSoal>> {
    pengerjaan::tutup_yang_lewat(db, ujian).await?;
    let kelompok = store::kelompok(db, ujian.id).await?;
    let soal = store::soal_ujian(db, ujian.id).await?;
    let jawaban = pengerjaan_store::jawaban_selesai(db, ujian.id).await?;
    let peserta = pengerjaan_store::peserta_per_soal(db, ujian.id).await?;
    let mut hasil = Vec::new();
    for k in &kelompok {
        for (s, nomor) in soal.iter().filter(|s| s.id_kelompok == k.id).zip(1..) {
            let jenis = s.jenis;
            let pilihan: Vec<String> = serde_json::from_str(&s.pilihan).unwrap_or_default();
            let milik: Vec<&(i64, String, Option<i64>)> = jawaban.iter().filter(|j| j.0 == s.id).collect();
            let (jumlah_benar, jumlah_per_pilihan, rata_rata_nilai) = match jenis {
                JenisSoal::Esay => {
                    let dinilai: Vec<i64> = milik.iter().filter_map(|j| j.2).collect();
                    let rata =
                        (!dinilai.is_empty()).then(|| crate::inti::bulat(dinilai.iter().sum::<i64>() as f64 / dinilai.len() as f64, 2));
                    (None, Vec::new(), rata)
                }
                _ => {
                    let kode = |i: usize| if jenis == JenisSoal::Pilihan { i.to_string() } else { pilihan[i].clone() };
                    let per: Vec<i64> = (0..pilihan.len()).map(|i| milik.iter().filter(|j| j.1 == kode(i)).count() as i64).collect();
                    (Some(milik.iter().filter(|j| j.1 == s.kunci).count() as i64), per, None)
                }
            };
            hasil.push(StatistikSoal {
                id_soal: s.id,
                nomor_kelompok: k.urutan,
                nomor,
                jenis,
                pertanyaan: s.pertanyaan.clone(),
                pilihan,
                kunci: s.kunci.clone(),
                jumlah_peserta: peserta.iter().find(|p| p.0 == s.id).map_or(0, |p| p.1),
                jumlah_dijawab: milik.len() as i64,
                jumlah_benar,
                jumlah_per_pilihan,
                rata_rata_nilai,
            });
        }
    }
    Ok(hasil)
}

/// The results as an .xlsx: one row per attempt (NIM, name, times, answered,
/// ungraded essays, deduction, score, violations), then who has none.
pub async fn ekspor_excel(db: &Db, ujian: &UjianDb, tz: &str) -> AppResult<Vec<u8>> {
    use rust_xlsxwriter::{Format, Workbook};
    let daftar = daftar(db, ujian).await?;
    let tanpa = tanpa_pengerjaan(db, ujian).await?;
    let waktu = |t: &str| crate::pengaturan::store::format_lokal(tz, t);
    let mut buku = Workbook::new();
    let lembar = buku.add_worksheet();
    let gagal = |e: rust_xlsxwriter::XlsxError| AppError::from(anyhow::anyhow!("xlsx: {e}"));
    lembar.set_name("Hasil").map_err(gagal)?;
    let tebal = Format::new().set_bold();
    lembar.write_string_with_format(0, 0, &ujian.judul, &tebal).map_err(gagal)?;
    let kepala = [
        "No",
        "NIM",
        "Nama",
        "Mulai",
        "Selesai",
        "Jumlah Soal",
        "Dijawab",
        "Belum Dinilai",
        "Pengurangan Nilai",
        "Nilai Akhir",
        "Pelanggaran",
    ];
    for (c, h) in kepala.iter().enumerate() {
        lembar.write_string_with_format(2, c as u16, *h, &tebal).map_err(gagal)?;
    }
    let mut r = 3u32;
    for (i, b) in daftar.data.iter().enumerate() {
        lembar.write_number(r, 0, (i + 1) as f64).map_err(gagal)?;
        lembar.write_string(r, 1, &b.nim).map_err(gagal)?;
        lembar.write_string(r, 2, &b.nama).map_err(gagal)?;
        lembar.write_string(r, 3, waktu(&b.waktu_mulai)).map_err(gagal)?;
        lembar.write_string(r, 4, b.waktu_kumpul.as_deref().map(waktu).unwrap_or_else(|| "Sedang mengerjakan".into())).map_err(gagal)?;
        lembar.write_number(r, 5, b.jumlah_soal as f64).map_err(gagal)?;
        lembar.write_number(r, 6, b.jumlah_soal_dijawab as f64).map_err(gagal)?;
        lembar.write_number(r, 7, b.jumlah_belum_dinilai as f64).map_err(gagal)?;
        lembar.write_number(r, 8, b.pengurangan_nilai).map_err(gagal)?;
        match b.nilai_akhir {
            Some(n) => lembar.write_number(r, 9, n).map_err(gagal)?,
            None => lembar.write_string(r, 9, "Belum dinilai").map_err(gagal)?,
        };
        lembar.write_number(r, 10, b.jumlah_pelanggaran as f64).map_err(gagal)?;
        r += 1;
    }
    if !tanpa.is_empty() {
        r += 1;
        lembar.write_string_with_format(r, 0, "Tidak ada pengerjaan", &tebal).map_err(gagal)?;
        for m in &tanpa {
            r += 1;
            lembar.write_string(r, 1, &m.nim).map_err(gagal)?;
            lembar.write_string(r, 2, &m.nama).map_err(gagal)?;
        }
    }
    lembar.autofit();
    buku.save_to_buffer().map_err(gagal)
}
