//! A question's files (spec 3 §3 Question: soal_files, kunci_files, gambar):
//! attachments shown with the question, the essay key's attachments, and an
//! image per choice option. The same for an exam's and a bank's question
//! (table `soal_lampiran`). Files are uploaded first (`POST /v2/storager`,
//! dir `soal/lampiran` or `soal/gambar`) and named by URL in the question's
//! form; a copied question names the same uploads.

use std::collections::HashMap;

use futures::future::BoxFuture;

use super::model::{JenisSoal, PeranLampiran, SoalSimpan};
use super::soal_store::{self, TempatSoal};
pub use super::soal_store::{pemakai, LampiranDari, PemakaiLampiran};
use crate::berkas::store::BerkasDb;
use crate::berkas::{Aturan, BerkasInfo, DirUnggah};
use crate::db::Db;
use crate::error::AppResult;
use crate::identitas::CurrentUser;
use crate::input::wajib;

/// Question attachments (spec 3 §5): documents, archives, images, audio, video; and ogg, which
/// the spec's list omits but its audio and video materials take (docs/decisions.md).
pub const EKSTENSI_SOAL: &[&str] =
    &["pdf", "doc", "docx", "xls", "xlsx", "ppt", "pptx", "zip", "rar", "png", "jpg", "jpeg", "mp3", "wav", "ogg", "mp4", "webm"];
/// The essay key's attachments: the same without audio and video (the kinds a task's files take).
pub const EKSTENSI_KUNCI: &[&str] = crate::inti::EKSTENSI_DOKUMEN;
/// An option's image.
pub const EKSTENSI_GAMBAR: &[&str] = &["png", "jpg", "jpeg"];
/// Attachments per list (question, key).
pub const LAMPIRAN_MAKS: usize = 5;

/// The upload directories of question files.
pub const DIR_LAMPIRAN: &str = DirUnggah::SoalLampiran.as_str();
pub const DIR_GAMBAR: &str = DirUnggah::SoalGambar.as_str();

/// A question's files, each an upload.
#[derive(Debug, Default, Clone, PartialEq)]
pub struct LampiranSoal {
    pub soal: Vec<BerkasDb>,
    pub kunci: Vec<BerkasDb>,
    /// Per option, in order; shorter than the options when the last have none.
    pub gambar: Vec<Option<BerkasDb>>,
}

/// [`LampiranSoal`] as the client sees it.
pub struct LampiranInfo {
    pub soal: Vec<BerkasInfo>,
    pub kunci: Vec<BerkasInfo>,
    pub gambar: Vec<Option<BerkasInfo>>,
}

impl LampiranSoal {
    /// The client's view, `gambar` one entry per option (`jumlah_opsi`).
    pub fn info(&self, jumlah_opsi: usize) -> LampiranInfo {
        let mut gambar: Vec<Option<BerkasInfo>> = self.gambar.iter().map(|g| g.as_ref().map(BerkasDb::info)).collect();
        gambar.resize(jumlah_opsi, None);
        LampiranInfo {
            soal: self.soal.iter().map(BerkasDb::info).collect(),
            kunci: self.kunci.iter().map(BerkasDb::info).collect(),
            gambar,
        }
    }

    fn id_semua(&self) -> Vec<String> {
        self.soal.iter().chain(&self.kunci).chain(self.gambar.iter().flatten()).map(|b| b.id.clone()).collect()
    }
}

/// What a question's (or its key's) attachment may be: either list's kinds, the larger limit.
pub fn aturan_lampiran(db: &Db) -> BoxFuture<'_, AppResult<Aturan>> {
    Box::pin(async move {
        let batas = super::service::batas_berkas(db).await?;
        Ok(Aturan { ekstensi: EKSTENSI_SOAL, maks: batas.soal.max(batas.kunci) })
    })
}

/// What an option's image may be.
pub fn aturan_gambar(db: &Db) -> BoxFuture<'_, AppResult<Aturan>> {
    Box::pin(async move { Ok(Aturan { ekstensi: EKSTENSI_GAMBAR, maks: super::service::batas_berkas(db).await?.soal }) })
}

/// The files a question form names, checked: uploads of the caller (or the
/// question's own, `lama`), of the kinds and sizes each list takes, at most
/// [`LAMPIRAN_MAKS`] per list, an image only for an existing option; key
/// files only for an essay, option images only for a choice question.
pub async fn ambil(db: &Db, user: &CurrentUser, f: &SoalSimpan, jumlah_opsi: usize, lama: &LampiranSoal) -> AppResult<LampiranSoal> {
    let milik = lama.id_semua();
    let kunci_files: &[String] = if f.jenis == JenisSoal::Esay { &f.kunci_files } else { &[] };
    let gambar_opsi: &[Option<String>] = if f.jenis == JenisSoal::Pilihan { &f.gambar } else { &[] };
    wajib(f.soal_files.len() <= LAMPIRAN_MAKS, &format!("Lampiran soal paling banyak {LAMPIRAN_MAKS} file."))?;
    wajib(kunci_files.len() <= LAMPIRAN_MAKS, &format!("Lampiran kunci jawaban paling banyak {LAMPIRAN_MAKS} file."))?;
    wajib(gambar_opsi.len() <= jumlah_opsi, "Gambar pilihan jawaban lebih banyak daripada pilihannya.")?;
    let ambil_ke = |urls, dir, ekstensi, maks| crate::berkas::Ambil { urls, dir, milik: &milik, ekstensi, maks };
    let batas = super::service::batas_berkas(db).await?;
    let soal = crate::berkas::ambil(db, user, ambil_ke(&f.soal_files, DIR_LAMPIRAN, EKSTENSI_SOAL, batas.soal)).await?;
    let kunci = crate::berkas::ambil(db, user, ambil_ke(kunci_files, DIR_LAMPIRAN, EKSTENSI_KUNCI, batas.kunci)).await?;
    let mut gambar = Vec::with_capacity(gambar_opsi.len());
    for url in gambar_opsi {
        gambar.push(match url {
            Some(url) => {
                let a = ambil_ke(std::slice::from_ref(url), DIR_GAMBAR, EKSTENSI_GAMBAR, batas.soal);
                crate::berkas::ambil(db, user, a).await?.into_iter().next()
            }
            None => None,
        });
    }
    while gambar.last().is_some_and(Option::is_none) {
        gambar.pop();
    }
    Ok(LampiranSoal { soal, kunci, gambar })
}

/// Rewrites the file rows of question `id_soal` of `tempat`, in the caller's transaction.
pub async fn tulis(tx: &mut sqlx::Transaction<'_, sqlx::Any>, tempat: TempatSoal, id_soal: i64, l: &LampiranSoal) -> AppResult<()> {
    soal_store::hapus_lampiran(tx, tempat, id_soal).await?;
    let baris = l
        .soal
        .iter()
        .enumerate()
        .map(|(i, b)| (PeranLampiran::Soal, None, i, b))
        .chain(l.kunci.iter().enumerate().map(|(i, b)| (PeranLampiran::Kunci, None, i, b)))
        .chain(l.gambar.iter().enumerate().filter_map(|(i, g)| g.as_ref().map(|b| (PeranLampiran::Opsi, Some(i as i64), 0, b))));
    for (peran, opsi, urutan, b) in baris {
        soal_store::sisip_lampiran(tx, tempat, id_soal, (peran, opsi, urutan, &b.id)).await?;
    }
    Ok(())
}

/// The files of a set of questions, by question id.
pub async fn baca(db: &Db, dari: LampiranDari) -> AppResult<HashMap<i64, LampiranSoal>> {
    let baris = soal_store::lampiran(db, dari).await?;
    let mut hasil: HashMap<i64, LampiranSoal> = HashMap::new();
    for r in baris {
        let l = hasil.entry(r.id_soal).or_default();
        let b = BerkasDb {
            id: r.id,
            kunci: r.kunci,
            nama: r.nama,
            ekstensi: r.ekstensi,
            ukuran: r.ukuran,
            dir: r.dir,
            id_pengunggah: r.id_pengunggah,
        };
        match (r.peran, r.opsi) {
            (PeranLampiran::Soal, _) => l.soal.push(b),
            (PeranLampiran::Kunci, _) => l.kunci.push(b),
            (PeranLampiran::Opsi, Some(i)) => {
                let i = usize::try_from(i).unwrap_or(0);
                if l.gambar.len() <= i {
                    l.gambar.resize(i + 1, None);
                }
                l.gambar[i] = Some(b);
            }
            _ => {}
        }
    }
    Ok(hasil)
}
