//! Question groups ('Kelompok Soal n') and the questions written in place
//! (spec 3 §2 'Question form card', §4 Exam groups, §5 Question bank rules
//! that apply to any question). Callers pass `policy::require_author_ujian`.
//!
//! Once an exam has attempts its groups and questions can still be
//! corrected, but none added or removed: every attempt keeps the questions
//! it was given when it started (docs/decisions.md, "Exam questions").

use super::lampiran::{self, LampiranDari, LampiranSoal};
use super::model::*;
use super::soal_store;
pub use super::soal_store::TempatSoal;
use super::store::{self, KelompokDb, SoalDb};
use crate::db::{self, Db};
use crate::error::{AppError, AppResult};
use crate::identitas::CurrentUser;
use crate::input::wajib;

/// Characters of a question's HTML: room for pasted images (data URLs)
/// within the 1 MB request body.
pub const PERTANYAAN_MAKS: usize = 900_000;
pub const PILIHAN_TEKS_MAKS: usize = 2_000;
pub const KUNCI_ESAY_MAKS: usize = 20_000;
/// A choice question has at least 3 options (spec 3 §5) and, here, at most 10 (A-J).
pub const OPSI_MINIMAL: usize = 3;
pub const OPSI_MAKS: usize = 10;
/// Questions of one exam, across its groups.
pub const SOAL_MAKS: i64 = 200;
pub const KELOMPOK_MAKS: i64 = 20;

/// A question's HTML as a student may see it: ammonia's safe defaults
/// (headings, emphasis, lists, links, tables) plus images pasted into the
/// editor, kept only as base64 `data:` URLs of PNG, JPEG, GIF or WebP in an
/// `img`'s `src`; any other `data:` URL (a link, an SVG, HTML) is dropped.
pub fn bersihkan_pertanyaan(html: &str) -> String {
    static PEMBERSIH: std::sync::LazyLock<ammonia::Builder<'static>> = std::sync::LazyLock::new(|| {
        let mut b = ammonia::Builder::default();
        b.add_url_schemes(["data"]).attribute_filter(|elemen, atribut, nilai| {
            if !nilai.trim_start().to_ascii_lowercase().starts_with("data:") {
                return Some(nilai.into());
            }
            (elemen == "img" && atribut == "src" && gambar_data(nilai)).then(|| nilai.into())
        });
        b
    });
    PEMBERSIH.clean(html).to_string()
}

/// `data:image/(png|jpeg|gif|webp);base64,<base64>`
fn gambar_data(url: &str) -> bool {
    let Some((kepala, isi)) = url.split_once(',') else { return false };
    let kepala = kepala.to_ascii_lowercase();
    ["png", "jpeg", "jpg", "gif", "webp"].iter().any(|t| kepala == format!("data:image/{t};base64"))
        && isi.bytes().all(|c| c.is_ascii_alphanumeric() || matches!(c, b'+' | b'/' | b'=' | b'\n' | b'\r' | b' '))
}

/// Every image pasted into sanitised question HTML, judged by its header
/// like an uploaded one ([`crate::gambar::periksa_unggahan`]).
fn periksa_gambar_tempel(html: &str) -> AppResult<()> {
    // The sanitiser writes each attribute double-quoted, and keeps data: URLs only in an img's src.
    for bagian in html.split("src=\"data:").skip(1) {
        let url = format!("data:{}", bagian.split('"').next().unwrap_or_default());
        if let Some((_, bytes)) = crate::gambar::data_url_gambar(&url) {
            crate::gambar::periksa_unggahan(&bytes)?;
        }
    }
    Ok(())
}

/// A checked question, ready to store.
#[derive(Debug, PartialEq)]
pub struct SoalBersih {
    pub pertanyaan: String,
    pub pilihan: Vec<String>,
    pub kunci: String,
    pub jenis_file_diterima: Vec<JenisFileJawaban>,
    pub lampiran: LampiranSoal,
}

impl SoalBersih {
    /// A stored question's columns (the same in an exam and in a bank).
    pub fn dari_kolom(
        jenis: JenisSoal,
        pertanyaan: String,
        pilihan: &str,
        kunci: String,
        jenis_file_diterima: &str,
    ) -> (JenisSoal, SoalBersih) {
        let bersih = SoalBersih {
            pertanyaan,
            pilihan: serde_json::from_str(pilihan).unwrap_or_default(),
            kunci,
            jenis_file_diterima: serde_json::from_str(jenis_file_diterima).unwrap_or_default(),
            lampiran: LampiranSoal::default(),
        };
        (jenis, bersih)
    }

    /// With the files read for question `id` ([`lampiran::baca`]).
    pub fn dengan_lampiran(mut self, id: i64, semua: &mut std::collections::HashMap<i64, LampiranSoal>) -> Self {
        self.lampiran = semua.remove(&id).unwrap_or_default();
        self
    }

    /// As the authors see it: question `id`, `nomor` in its list.
    pub fn ke_api(self, jenis: JenisSoal, id: i64, nomor: i64) -> SoalUjian {
        let opsi = if jenis == JenisSoal::Pilihan { self.pilihan.len() } else { 0 };
        let l = self.lampiran.info(opsi);
        SoalUjian {
            id,
            nomor,
            jenis,
            pertanyaan: self.pertanyaan,
            pilihan: self.pilihan,
            kunci: self.kunci,
            jenis_file_diterima: self.jenis_file_diterima,
            soal_files: l.soal,
            kunci_files: l.kunci,
            gambar: l.gambar,
        }
    }
}

/// Rewrites question `id_soal` of `tempat` with a checked form, its files included.
pub async fn ubah_baris(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    tempat: TempatSoal,
    id_soal: i64,
    (jenis, s): (JenisSoal, &SoalBersih),
) -> AppResult<()> {
    soal_store::ubah_baris(tx, tempat, id_soal, (jenis, s)).await?;
    lampiran::tulis(tx, tempat, id_soal, &s.lampiran).await
}

/// Inserts one checked question at `urutan`, its files included; answers its id.
pub async fn sisip_baris(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    tempat: TempatSoal,
    (urutan, jenis, s): (i64, JenisSoal, &SoalBersih),
    (id_pembuat, now): (i64, &str),
) -> AppResult<i64> {
    let id = soal_store::sisip_baris(tx, tempat, (urutan, jenis, s), (id_pembuat, now)).await?;
    lampiran::tulis(tx, tempat, id, &s.lampiran).await?;
    Ok(id)
}

/// [`periksa_soal`] and the form's files ([`lampiran::ambil`]; `lama`: the question's own).
pub async fn periksa_soal_lengkap(db: &Db, user: &CurrentUser, f: &SoalSimpan, lama: &LampiranSoal) -> AppResult<SoalBersih> {
    let mut s = periksa_soal(f)?;
    s.lampiran = lampiran::ambil(db, user, f, s.pilihan.len(), lama).await?;
    Ok(s)
}

/// The question form's rules, in the order its fields appear.
pub fn periksa_soal(f: &SoalSimpan) -> AppResult<SoalBersih> {
    // Judged after sanitising: an image the sanitiser drops does not make a question.
    let pertanyaan = bersihkan_pertanyaan(&f.pertanyaan);
    wajib(!crate::input::html_kosong(&pertanyaan), "Pertanyaan wajib diisi")?;
    periksa_gambar_tempel(&pertanyaan)?;
    wajib(f.pertanyaan.chars().count() <= PERTANYAAN_MAKS, &format!("Pertanyaan paling banyak {PERTANYAAN_MAKS} karakter."))?;
    match f.jenis {
        JenisSoal::Pilihan => {
            let pilihan: Vec<String> = f.pilihan.iter().map(|p| p.trim().to_string()).collect();
            wajib(pilihan.len() >= OPSI_MINIMAL, "Pilihan jawaban paling sedikit 3.")?;
            wajib(pilihan.len() <= OPSI_MAKS, "Pilihan jawaban paling banyak 10.")?;
            wajib(pilihan.iter().all(|p| !p.is_empty()), "Pilihan jawaban wajib diisi")?;
            wajib(
                pilihan.iter().all(|p| p.chars().count() <= PILIHAN_TEKS_MAKS),
                &format!("Pilihan jawaban paling banyak {PILIHAN_TEKS_MAKS} karakter."),
            )?;
            let kunci = f.kunci.trim().parse::<usize>().ok().filter(|k| *k < pilihan.len());
            let kunci = kunci.ok_or_else(|| AppError::unprocessable("Kunci jawaban wajib dipilih"))?;
            Ok(SoalBersih {
                pertanyaan,
                pilihan,
                kunci: kunci.to_string(),
                jenis_file_diterima: Vec::new(),
                lampiran: LampiranSoal::default(),
            })
        }
        JenisSoal::BenarSalah => {
            wajib(matches!(f.kunci.as_str(), "benar" | "salah"), "Kunci jawaban wajib dipilih")?;
            Ok(SoalBersih {
                pertanyaan,
                pilihan: vec!["benar".into(), "salah".into()],
                kunci: f.kunci.clone(),
                jenis_file_diterima: Vec::new(),
                lampiran: LampiranSoal::default(),
            })
        }
        JenisSoal::Esay => {
            wajib(!f.jenis_file_diterima.is_empty(), "Jenis jawaban yang diterima wajib dipilih")?;
            wajib(f.kunci.chars().count() <= KUNCI_ESAY_MAKS, &format!("Kunci jawaban paling banyak {KUNCI_ESAY_MAKS} karakter."))?;
            let mut jenis = f.jenis_file_diterima.clone();
            jenis.dedup();
            Ok(SoalBersih {
                pertanyaan,
                pilihan: Vec::new(),
                kunci: f.kunci.trim().to_string(),
                jenis_file_diterima: jenis,
                lampiran: LampiranSoal::default(),
            })
        }
    }
}

/// A group's rule against its questions: random and sebagian need how many
/// are answered, at least 1 and at most the group holds (once it holds any).
pub fn periksa_kelompok(f: &KelompokSoalSimpan, jumlah_soal: i64) -> AppResult<Option<i64>> {
    if f.aturan == AturanKelompok::Semua {
        return Ok(None);
    }
    let n = f.jumlah_wajib_dijawab.ok_or_else(|| AppError::unprocessable("Jumlah soal wajib dijawab wajib diisi"))?;
    wajib(n >= 1, "Jumlah soal wajib dijawab paling sedikit 1.")?;
    wajib(
        jumlah_soal == 0 || n <= jumlah_soal,
        &format!("Jumlah soal wajib dijawab paling banyak {jumlah_soal} (jumlah soal kelompok ini)."),
    )?;
    Ok(Some(n))
}

fn soal_api(s: SoalDb, nomor: i64, lampiran: &mut std::collections::HashMap<i64, LampiranSoal>) -> SoalUjian {
    let id = s.id;
    let (jenis, b) = SoalBersih::dari_kolom(s.jenis, s.pertanyaan, &s.pilihan, s.kunci, &s.jenis_file_diterima);
    b.dengan_lampiran(id, lampiran).ke_api(jenis, id, nomor)
}

fn kelompok_api(k: &KelompokDb, soal: Vec<SoalUjian>) -> KelompokSoal {
    KelompokSoal { id: k.id, nomor: k.urutan, aturan: k.aturan, jumlah_wajib_dijawab: k.jumlah_wajib_dijawab, soal }
}

/// Every group with its questions and keys (authors and graders).
pub async fn daftar(db: &Db, id_ujian: i64) -> AppResult<SoalUjianDaftar> {
    let ujian = store::cari(db, id_ujian).await?.ok_or_else(|| AppError::not_found("Ujian"))?;
    let (jumlah_pengerjaan, _) = store::jumlah_pengerjaan(db, id_ujian).await?;
    let kelompok = store::kelompok(db, id_ujian).await?;
    let mut soal = store::soal_ujian(db, id_ujian).await?;
    let mut lampiran = lampiran::baca(db, LampiranDari::Ujian(id_ujian)).await?;
    let kelompok_soal = kelompok
        .iter()
        .map(|k| {
            let milik: Vec<SoalDb> = soal.extract_if(.., |s| s.id_kelompok == k.id).collect();
            kelompok_api(k, milik.into_iter().zip(1..).map(|(s, n)| soal_api(s, n, &mut lampiran)).collect())
        })
        .collect();
    Ok(SoalUjianDaftar { acakSoal: ujian.acak_soal != 0, boleh_tambah_hapus: jumlah_pengerjaan == 0, kelompok_soal })
}

async fn tanpa_pengerjaan(db: &Db, id_ujian: i64) -> AppResult<()> {
    let (n, _) = store::jumlah_pengerjaan(db, id_ujian).await?;
    wajib(n == 0, "Ujian sudah dikerjakan peserta: kelompok soal dan soal tidak dapat ditambah atau dihapus lagi.")
}

/// Who changes an exam's questions, and from where (their log entry).
pub type Pelaku<'a> = (&'a CurrentUser, &'a str);

/// The log entry of a change to an exam's questions, in the change's transaction.
async fn catat(tx: &mut sqlx::Transaction<'_, sqlx::Any>, (user, ip): Pelaku<'_>, id_ujian: i64, apa: &str) -> AppResult<()> {
    let detail = format!("{apa} pada kuis/ujian {id_ujian}");
    crate::log_aktivitas::write(&mut **tx, crate::log_aktivitas::Entry::by(user, crate::log_aktivitas::jenis::UBAH_UJIAN, detail, ip)).await
}

/// A group of exam `id_ujian` (404 when it belongs to another).
async fn kelompok_milik(db: &Db, id_ujian: i64, id_kelompok: i64) -> AppResult<KelompokDb> {
    store::cari_kelompok(db, id_kelompok).await?.filter(|k| k.id_aktivitas == id_ujian).ok_or_else(|| AppError::not_found("Kelompok soal"))
}

pub async fn tambah_kelompok(db: &Db, pelaku: Pelaku<'_>, id_ujian: i64, f: &KelompokSoalSimpan) -> AppResult<SoalUjianDaftar> {
    tanpa_pengerjaan(db, id_ujian).await?;
    let jumlah = periksa_kelompok(f, 0)?;
    let ada = store::kelompok(db, id_ujian).await?;
    wajib((ada.len() as i64) < KELOMPOK_MAKS, &format!("Kelompok soal paling banyak {KELOMPOK_MAKS}."))?;
    let urutan = ada.last().map_or(1, |k| k.urutan + 1);
    let mut tx = db.begin().await?;
    soal_store::sisip_kelompok(&mut tx, id_ujian, urutan, f.aturan.as_str(), jumlah).await?;
    catat(&mut tx, pelaku, id_ujian, &format!("Menambah Kelompok Soal {urutan}")).await?;
    tx.commit().await?;
    daftar(db, id_ujian).await
}

pub async fn ubah_kelompok(
    db: &Db,
    pelaku: Pelaku<'_>,
    id_ujian: i64,
    id_kelompok: i64,
    f: &KelompokSoalSimpan,
) -> AppResult<SoalUjianDaftar> {
    let k = kelompok_milik(db, id_ujian, id_kelompok).await?;
    let jumlah_soal = store::jumlah_soal_kelompok(db, k.id).await?;
    let jumlah = periksa_kelompok(f, jumlah_soal)?;
    // The rule decides which questions an attempt gets: fixed once attempted.
    if f.aturan != k.aturan || jumlah != k.jumlah_wajib_dijawab {
        tanpa_pengerjaan(db, id_ujian).await?;
    }
    let mut tx = db.begin().await?;
    soal_store::ubah_kelompok(&mut tx, k.id, f.aturan.as_str(), jumlah).await?;
    catat(&mut tx, pelaku, id_ujian, &format!("Mengubah Kelompok Soal {} (aturan {})", k.urutan, f.aturan.as_str())).await?;
    tx.commit().await?;
    daftar(db, id_ujian).await
}

/// Deletes a group with its questions; the groups after it move up a number.
pub async fn hapus_kelompok(db: &Db, pelaku: Pelaku<'_>, id_ujian: i64, id_kelompok: i64) -> AppResult<SoalUjianDaftar> {
    let k = kelompok_milik(db, id_ujian, id_kelompok).await?;
    tanpa_pengerjaan(db, id_ujian).await?;
    let mut tx = db.begin().await?;
    soal_store::hapus_kelompok(&mut tx, id_ujian, k.id, k.urutan).await?;
    catat(&mut tx, pelaku, id_ujian, &format!("Menghapus Kelompok Soal {} beserta soalnya", k.urutan)).await?;
    tx.commit().await?;
    daftar(db, id_ujian).await
}

pub async fn tambah_soal(db: &Db, pelaku: Pelaku<'_>, id_ujian: i64, id_kelompok: i64, f: &SoalSimpan) -> AppResult<SoalUjianDaftar> {
    let s = periksa_soal_lengkap(db, pelaku.0, f, &LampiranSoal::default()).await?;
    sisip_soal(db, pelaku, (id_ujian, id_kelompok), &[(f.jenis, s)], "").await
}

/// Adds checked questions at the end of a group, all or none, within the exam's limit
/// (`asal` ends the log line: where they came from).
pub async fn sisip_soal(
    db: &Db,
    (user, ip): Pelaku<'_>,
    (id_ujian, id_kelompok): (i64, i64),
    soal: &[(JenisSoal, SoalBersih)],
    asal: &str,
) -> AppResult<SoalUjianDaftar> {
    let k = kelompok_milik(db, id_ujian, id_kelompok).await?;
    tanpa_pengerjaan(db, id_ujian).await?;
    let total = store::soal_per_kelompok(db, id_ujian).await?.len() as i64;
    wajib(total + soal.len() as i64 <= SOAL_MAKS, &format!("Soal satu kuis/ujian paling banyak {SOAL_MAKS}."))?;
    let awal = store::jumlah_soal_kelompok(db, k.id).await?;
    let now = db::now();
    let mut tx = db.begin().await?;
    for (i, (jenis, s)) in soal.iter().enumerate() {
        sisip_baris(&mut tx, TempatSoal::Kelompok(k.id), (awal + i as i64 + 1, *jenis, s), (user.id(), &now)).await?;
    }
    catat(&mut tx, (user, ip), id_ujian, &format!("Menambah {} soal{asal} ke Kelompok Soal {}", soal.len(), k.urutan)).await?;
    tx.commit().await?;
    daftar(db, id_ujian).await
}

async fn soal_milik(db: &Db, id_ujian: i64, id_kelompok: i64, id_soal: i64) -> AppResult<SoalDb> {
    kelompok_milik(db, id_ujian, id_kelompok).await?;
    store::cari_soal(db, id_soal).await?.filter(|s| s.id_kelompok == id_kelompok).ok_or_else(|| AppError::not_found("Soal"))
}

/// Corrects a question. Its kind stays once attempted; a changed key changes
/// the scores of every finished attempt (recomputed in the same transaction).
pub async fn ubah_soal(
    db: &Db,
    (user, ip): Pelaku<'_>,
    (id_ujian, id_kelompok, id_soal): (i64, i64, i64),
    f: &SoalSimpan,
) -> AppResult<SoalUjianDaftar> {
    let lama = soal_milik(db, id_ujian, id_kelompok, id_soal).await?;
    let berkas_lama = lampiran::baca(db, LampiranDari::Ujian(id_ujian)).await?.remove(&id_soal).unwrap_or_default();
    let s = periksa_soal_lengkap(db, user, f, &berkas_lama).await?;
    if f.jenis != lama.jenis {
        tanpa_pengerjaan(db, id_ujian).await?;
    }
    let mut tx = db.begin().await?;
    ubah_baris(&mut tx, TempatSoal::Kelompok(id_kelompok), id_soal, (f.jenis, &s)).await?;
    if s.kunci != lama.kunci {
        super::nilai::hitung_ulang_ujian(&mut tx, id_ujian).await?;
    }
    catat(&mut tx, (user, ip), id_ujian, &format!("Mengubah soal {id_soal}")).await?;
    tx.commit().await?;
    daftar(db, id_ujian).await
}

pub async fn hapus_soal(db: &Db, pelaku: Pelaku<'_>, id_ujian: i64, id_kelompok: i64, id_soal: i64) -> AppResult<SoalUjianDaftar> {
    let s = soal_milik(db, id_ujian, id_kelompok, id_soal).await?;
    tanpa_pengerjaan(db, id_ujian).await?;
    let mut tx = db.begin().await?;
    soal_store::hapus_soal(&mut tx, id_kelompok, s.id, s.urutan).await?;
    catat(&mut tx, pelaku, id_ujian, &format!("Menghapus soal {id_soal}")).await?;
    tx.commit().await?;
    daftar(db, id_ujian).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pasted_images_stay_and_other_data_urls_go() {
        let png = "data:image/png;base64,iVBORw0KGgo=";
        let html = format!(
            "<p>Lihat <img src=\"{png}\" onerror=\"x()\"></p><a href=\"data:text/html;base64,PHNjcmlwdD4=\">a</a>\
             <img src=\"data:image/svg+xml;base64,PHN2Zz4=\"><table><tr><td><strong>1</strong></td></tr></table><script>y()</script>"
        );
        let bersih = bersihkan_pertanyaan(&html);
        assert!(bersih.contains(&format!("<img src=\"{png}\">")), "{bersih}");
        assert!(
            !bersih.contains("svg") && !bersih.contains("text/html") && !bersih.contains("onerror") && !bersih.contains("script"),
            "{bersih}"
        );
        assert!(bersih.contains("<td><strong>1</strong></td>"), "{bersih}");
    }

    fn soal(jenis: JenisSoal) -> SoalSimpan {
        SoalSimpan::baru(jenis, "<p>Berapa 2 + 2?</p>".into())
    }

    fn pesan(f: &SoalSimpan) -> String {
        periksa_soal(f).unwrap_err().message
    }

    #[test]
    fn a_choice_question_needs_three_filled_options_and_a_key() {
        let mut f = soal(JenisSoal::Pilihan);
        f.pertanyaan = "<p> </p>".into();
        assert_eq!(pesan(&f), "Pertanyaan wajib diisi");
        f.pertanyaan = "<p>Berapa 2 + 2?</p><script>x()</script>".into();
        f.pilihan = vec!["3".into(), "4".into()];
        assert_eq!(pesan(&f), "Pilihan jawaban paling sedikit 3.");
        f.pilihan.push("  ".into());
        assert_eq!(pesan(&f), "Pilihan jawaban wajib diisi");
        f.pilihan[2] = "5".into();
        assert_eq!(pesan(&f), "Kunci jawaban wajib dipilih");
        f.kunci = "3".into();
        assert_eq!(pesan(&f), "Kunci jawaban wajib dipilih", "the key must be one of the options");
        f.kunci = "1".into();
        let s = periksa_soal(&f).unwrap();
        assert_eq!((s.kunci.as_str(), s.pertanyaan.as_str()), ("1", "<p>Berapa 2 + 2?</p>"));
    }

    #[test]
    fn a_pasted_image_too_large_is_refused_by_its_header() {
        use base64::Engine;
        let mut f = soal(JenisSoal::BenarSalah);
        f.kunci = "benar".into();
        let png = base64::engine::general_purpose::STANDARD.encode(crate::gambar::tests::png_polos(30_000, 30_000));
        f.pertanyaan = format!("<p>Lihat:</p><p><img src=\"data:image/png;base64,{png}\"></p>");
        assert!(pesan(&f).starts_with("Gambar berukuran 30000 × 30000 piksel terlalu besar"), "{}", pesan(&f));
    }

    #[test]
    fn an_image_is_a_question_but_a_dropped_one_is_not() {
        let mut f = soal(JenisSoal::BenarSalah);
        f.kunci = "benar".into();
        f.pertanyaan = "<p><img src=\"data:image/png;base64,iVBORw0KGgo=\"></p>".into();
        assert!(periksa_soal(&f).is_ok());
        f.pertanyaan = "<p><img src=\"javascript:alert(1)\"></p>".into();
        assert_eq!(pesan(&f), "Pertanyaan wajib diisi");
    }

    #[test]
    fn true_false_and_essay_rules() {
        let mut f = soal(JenisSoal::BenarSalah);
        f.kunci = "ya".into();
        assert_eq!(pesan(&f), "Kunci jawaban wajib dipilih");
        f.kunci = "salah".into();
        assert_eq!(periksa_soal(&f).unwrap().pilihan, vec!["benar", "salah"]);
        let mut e = soal(JenisSoal::Esay);
        assert_eq!(pesan(&e), "Jenis jawaban yang diterima wajib dipilih");
        e.jenis_file_diterima = vec![JenisFileJawaban::Text];
        assert!(periksa_soal(&e).is_ok(), "an essay key is optional");
    }

    #[test]
    fn group_rules() {
        let f = |aturan, n| KelompokSoalSimpan { aturan, jumlah_wajib_dijawab: n };
        assert_eq!(periksa_kelompok(&f(AturanKelompok::Semua, Some(9)), 2).unwrap(), None);
        assert_eq!(periksa_kelompok(&f(AturanKelompok::Random, None), 2).unwrap_err().message, "Jumlah soal wajib dijawab wajib diisi");
        assert_eq!(
            periksa_kelompok(&f(AturanKelompok::Sebagian, Some(0)), 2).unwrap_err().message,
            "Jumlah soal wajib dijawab paling sedikit 1."
        );
        assert!(periksa_kelompok(&f(AturanKelompok::Random, Some(3)), 2)
            .unwrap_err()
            .message
            .starts_with("Jumlah soal wajib dijawab paling banyak 2"));
        assert_eq!(periksa_kelompok(&f(AturanKelompok::Random, Some(3)), 0).unwrap(), Some(3), "an empty group takes any number");
    }
}
