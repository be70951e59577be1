//! Preview and import of one file: the plan is made inside the transaction that writes it, so
//! what is written is what the rules allowed against the data as it is at that moment.

use std::collections::HashMap;

use chrono::FixedOffset;

use super::aturan::{self, Orang};
use super::berkas::{self, Tabel};
use super::model::{GalatBaris, JenisImpor, JenisOrang, KemajuanImpor, Pratinjau, StatusBaris, TahapImpor};
use super::store::{self, OrangAda};
use super::{data_master, jadwal, kelas, mata_kuliah, peserta};
use crate::db::{self, Db, Tx};
use crate::error::{AppError, AppResult};
use crate::identitas::CurrentUser;
use crate::log_aktivitas::{self, Entry};

/// A write the import of people will make.
enum Langkah {
    Tambah(Orang, i64),
    Ubah(OrangAda, Orang, i64),
}

/// The writes of a file, by kind.
enum Rencana {
    Orang(JenisOrang, Vec<Langkah>),
    MataKuliah(mata_kuliah::Rencana),
    Kelas(kelas::Rencana),
    Jadwal(jadwal::Rencana),
    DataMaster(data_master::Rencana),
    Peserta(peserta::Rencana),
}

/// Reads an uploaded or given file off the async threads (an .xlsx is inflated and parsed).
pub async fn baca(nama_berkas: String, isi: Vec<u8>) -> AppResult<Tabel> {
    tokio::task::spawn_blocking(move || berkas::baca(&nama_berkas, &isi)).await?
}

/// What importing the file would do; nothing is written.
pub async fn pratinjau(db: &Db, jenis: JenisImpor, tabel: &Tabel) -> AppResult<Pratinjau> {
    let zona = zona(db).await?;
    let mut tx = db.begin().await?;
    let (pratinjau, _) = rencanakan(&mut tx, jenis, tabel, zona).await?;
    tx.rollback().await?;
    Ok(pratinjau)
}

/// Who imports, for the activity log, with the address the request came from.
pub enum Oleh<'a> {
    /// From the command line: not logged (whoever runs it has the server's files anyway).
    Perintah,
    Operator(&'a CurrentUser, &'a str),
    /// The academic system's sync, by the integration token's name.
    Integrasi(&'a str, &'a str),
}

impl Oleh<'_> {
    fn entri(&self, pratinjau: &Pratinjau) -> Option<Entry<'_>> {
        let jenis = log_aktivitas::jenis::IMPOR_DATA_AKADEMIK;
        match self {
            Oleh::Perintah => None,
            Oleh::Operator(user, ip) => Some(Entry::by(user, jenis, pratinjau.ringkasan(), ip)),
            Oleh::Integrasi(nama, ip) => Some(Entry {
                id_user: None,
                id_operator: None,
                role: None,
                jenis,
                detail: format!("Sinkron '{nama}': {}", pratinjau.ringkasan()),
                ip,
                id_kelas: None,
                id_pertemuan: None,
            }),
        }
    }
}

/// Where an import says how far it has come (the page's event stream); the command line and
/// the sync have no one to tell (`Kemajuan::default()`).
#[derive(Default)]
pub struct Kemajuan(Option<tokio::sync::watch::Sender<KemajuanImpor>>);

/// People written between two reports.
const LAPOR_TIAP: usize = 500;

impl Kemajuan {
    pub fn ke(kirim: tokio::sync::watch::Sender<KemajuanImpor>) -> Kemajuan {
        Kemajuan(Some(kirim))
    }

    fn lapor(&self, tahap: TahapImpor, selesai: usize, jumlah: usize) {
        if let Some(kirim) = &self.0 {
            kirim.send_replace(KemajuanImpor { tahap, selesai: selesai as u64, jumlah: jumlah as u64 });
        }
    }
}

/// Imports the file, all or nothing: with a bad row the answer names it and nothing is written.
pub async fn impor(db: &Db, jenis: JenisImpor, tabel: &Tabel, oleh: Oleh<'_>) -> AppResult<Pratinjau> {
    impor_dengan_kemajuan(db, jenis, tabel, oleh, &Kemajuan::default()).await
}

/// `impor`, reporting its stages and the rows written to `kemajuan`.
pub async fn impor_dengan_kemajuan(db: &Db, jenis: JenisImpor, tabel: &Tabel, oleh: Oleh<'_>, kemajuan: &Kemajuan) -> AppResult<Pratinjau> {
    let zona = zona(db).await?;
    let _antre = db::antre_tulis(db).await;
    let mut tx = db.begin().await?;
    db::kunci_tulis(&mut tx).await?;
    kemajuan.lapor(TahapImpor::Memeriksa, 0, tabel.baris.len());
    let (pratinjau, rencana) = rencanakan(&mut tx, jenis, tabel, zona).await?;
    if pratinjau.jumlah_galat > 0 {
        return Ok(pratinjau);
    }
    let now = db::now();
    let ditulis = usize::try_from(pratinjau.ditambah + pratinjau.diubah).unwrap_or(usize::MAX);
    kemajuan.lapor(TahapImpor::Menyimpan, 0, ditulis);
    match rencana {
        Rencana::Orang(orang, langkah) => {
            for (i, l) in langkah.iter().enumerate() {
                match l {
                    Langkah::Tambah(o, id_prodi) => {
                        store::tambah(&mut tx, orang, o, *id_prodi, &now).await?;
                    }
                    Langkah::Ubah(ada, o, id_prodi) => store::ubah(&mut tx, orang, ada, o, *id_prodi).await?,
                }
                if (i + 1) % LAPOR_TIAP == 0 {
                    kemajuan.lapor(TahapImpor::Menyimpan, i + 1, langkah.len());
                }
            }
        }
        Rencana::MataKuliah(r) => mata_kuliah::terapkan(&mut tx, &r).await?,
        Rencana::Kelas(r) => kelas::terapkan(&mut tx, &r, &now).await?,
        Rencana::Jadwal(r) => jadwal::terapkan(&mut tx, &r).await?,
        Rencana::DataMaster(r) => data_master::terapkan(&mut tx, &r).await?,
        Rencana::Peserta(r) => peserta::terapkan(&mut tx, &r, &now).await?,
    }
    kemajuan.lapor(TahapImpor::Menyimpan, ditulis, ditulis);
    if let Some(entri) = oleh.entri(&pratinjau) {
        log_aktivitas::write(&mut *tx, entri).await?;
    }
    tx.commit().await?;
    Ok(pratinjau)
}

/// `zona`: the college's offset, in which the timetable's times are written.
async fn rencanakan(tx: &mut Tx<'_>, jenis: JenisImpor, tabel: &Tabel, zona: FixedOffset) -> AppResult<(Pratinjau, Rencana)> {
    aturan::periksa_judul(jenis, tabel).map_err(AppError::unprocessable)?;
    match jenis {
        JenisImpor::Peserta => {
            let (p, r) = peserta::rencana(tx, tabel).await?;
            Ok((p, Rencana::Peserta(r)))
        }
        JenisImpor::MataKuliah => {
            let (p, r) = mata_kuliah::rencana(tx, tabel).await?;
            Ok((p, Rencana::MataKuliah(r)))
        }
        JenisImpor::Kelas => {
            let (p, r) = kelas::rencana(tx, tabel, &db::now()).await?;
            Ok((p, Rencana::Kelas(r)))
        }
        JenisImpor::Jadwal => {
            let (p, r) = jadwal::rencana(tx, tabel, &db::now(), zona).await?;
            Ok((p, Rencana::Jadwal(r)))
        }
        JenisImpor::Prodi | JenisImpor::Periode | JenisImpor::Ruangan | JenisImpor::SesiKuliah => {
            let (p, r) = data_master::rencana(tx, jenis, tabel).await?;
            Ok((p, Rencana::DataMaster(r)))
        }
        JenisImpor::Mahasiswa => {
            let (p, langkah) = rencana_orang(tx, jenis, JenisOrang::Mahasiswa, tabel).await?;
            Ok((p, Rencana::Orang(JenisOrang::Mahasiswa, langkah)))
        }
        JenisImpor::Dosen => {
            let (p, langkah) = rencana_orang(tx, jenis, JenisOrang::Dosen, tabel).await?;
            Ok((p, Rencana::Orang(JenisOrang::Dosen, langkah)))
        }
    }
}

async fn zona(db: &Db) -> AppResult<FixedOffset> {
    Ok(crate::pengaturan::store::zona_offset(&crate::pengaturan::store::time_zone(db).await?))
}

async fn rencana_orang(tx: &mut Tx<'_>, jenis: JenisImpor, orang: JenisOrang, tabel: &Tabel) -> AppResult<(Pratinjau, Vec<Langkah>)> {
    let prodi = store::prodi_per_kode(tx).await?;
    let ada = store::orang(tx, orang).await?;
    let username = store::username(tx).await?;
    let mut p = Pratinjau::kosong(jenis, tabel.baris.len());
    let mut langkah = Vec::new();
    let mut dilihat: HashMap<String, u32> = HashMap::new();
    for baris in &tabel.baris {
        let galat = |kolom: &str, pesan: String| GalatBaris { baris: baris.nomor, kolom: kolom.to_string(), pesan };
        let hasil = aturan::baca_baris(jenis, tabel, baris).and_then(|o| {
            let kolom_induk = aturan::kolom_jenis(jenis)[0].nama;
            if let Some(pertama) = dilihat.insert(o.nomor_induk.clone(), baris.nomor) {
                return Err(galat(
                    kolom_induk,
                    format!("{} {} sudah ada di baris {pertama}; satu orang satu baris.", kolom_induk, o.nomor_induk),
                ));
            }
            let Some(&id_prodi) = prodi.get(&o.kode_prodi.to_lowercase()) else {
                return Err(galat(
                    "Kode Prodi",
                    format!("program studi '{}' tidak ada di LMS; tulis kodenya seperti di menu Data Master.", o.kode_prodi),
                ));
            };
            match ada.get(&o.nomor_induk) {
                Some(a) if sama(a, &o, id_prodi) => Ok(None),
                Some(a) => Ok(Some(Langkah::Ubah(a.clone(), o, id_prodi))),
                None if username.contains_key(&o.nomor_induk) => Err(galat(
                    kolom_induk,
                    format!("username {} sudah dipakai akun lain di LMS; periksa {kolom_induk} ini.", o.nomor_induk),
                )),
                None => Ok(Some(Langkah::Tambah(o, id_prodi))),
            }
        });
        match hasil {
            Ok(None) => p.catat(baris.nomor, StatusBaris::Tetap),
            Ok(Some(l @ Langkah::Tambah(..))) => {
                p.catat(baris.nomor, StatusBaris::Ditambah);
                langkah.push(l);
            }
            Ok(Some(l)) => {
                p.catat(baris.nomor, StatusBaris::Diubah);
                langkah.push(l);
            }
            Err(g) => p.tolak(g),
        }
    }
    Ok((p, langkah))
}

/// Whether the row says nothing the LMS does not hold already (a column the file lacks counts
/// as equal).
fn sama(a: &OrangAda, o: &Orang, id_prodi: i64) -> bool {
    let sama_opsi = |baru: &Option<String>, lama: &str| baru.as_deref().is_none_or(|b| b == lama);
    a.nama == o.nama
        && a.id_prodi == id_prodi
        && a.angkatan == o.angkatan
        && sama_opsi(&o.email, &a.email)
        && sama_opsi(&o.telepon, &a.telepon)
        && sama_opsi(&o.gelar_depan, &a.gelar_depan)
        && sama_opsi(&o.gelar_belakang, &a.gelar_akademik)
}
