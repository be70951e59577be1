//! The attendance lists (spec 2 §2 /kehadiran, /kehadiran-peserta): the
//! classes of the class list (its filters and pages) with their participants'
//! attendance, exportable whole; and a lecturer's own attendance per meeting.

use std::collections::HashMap;

use rust_xlsxwriter::{Format, Workbook};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::store;
use super::syarat_dosen::{sah, AturanDosen};
use crate::db::{self, Db};
use crate::error::{AppError, AppResult};
use crate::identitas::model::Role;
use crate::identitas::CurrentUser;
use crate::kelas::model::{JenisPertemuan, KelasFilter, KelasRow};
use crate::list::{ListResponse, PageRequest};
use crate::policy;
use crate::policy::Lingkup;

/// Participants' attendance of one class over its held meetings
/// (`super::persen`, the one rule).
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq, Default)]
pub struct RingkasanKehadiran {
    pub pertemuan_terlaksana: i64,
    /// Participants' H records in those meetings.
    pub hadir: i64,
    /// hadir ÷ (participants × meetings held) × 100, one decimal; null before any meeting is held.
    pub persen_kehadiran: Option<f64>,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct KehadiranKelasBaris {
    pub kelas: KelasRow,
    pub kehadiran: RingkasanKehadiran,
}

/// A lecturer's own attendance in one meeting that has started.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct KehadiranDosenBaris {
    pub id_pertemuan: i64,
    pub id_kelas: i64,
    pub kode_mk: String,
    pub nama_mk: String,
    pub nama_kelas: String,
    pub nomor: i64,
    pub judul: String,
    pub jenis: JenisPertemuan,
    pub waktu_mulai: String,
    pub waktu_selesai: String,
    pub mulai_kuliah: Option<String>,
    pub selesai_kuliah: Option<String>,
    pub ada_presensi: bool,
    pub is_hadir: bool,
    /// Validated by an operator, or the class settings' conditions for the meeting's kind hold.
    pub is_valid: bool,
    /// `validasi_kehadiran_dosen`: 'Belum Divalidasi' is shown only when true.
    pub wajib_validasi: bool,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, Default)]
pub struct KehadiranDosenQuery {
    pub page: Option<i64>,
    pub per_page: Option<i64>,
    pub periode: Option<i64>,
}

/// Who the page is for: a lecturer (two tabs) or an operator (participants).
#[derive(Serialize, Deserialize, JsonSchema, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum TipeDaftarKehadiran {
    Dosen,
    Operator,
}

/// Props of `/kehadiran` and `/kehadiran-peserta`.
#[derive(Serialize, JsonSchema)]
pub struct KehadiranDaftarPage {
    pub tipe: TipeDaftarKehadiran,
    /// 0: the lecturer's own attendance; 1: participants' attendance per class.
    pub tab: i64,
    pub filter: KelasFilter,
    /// Filled on tab 1.
    pub kelas: Option<ListResponse<KehadiranKelasBaris>>,
    /// Filled on tab 0.
    pub dosen: Option<ListResponse<KehadiranDosenBaris>>,
}

/// The attendance summaries of `ids` from one query.
pub async fn ringkasan(db: &Db, ids: &[i64]) -> AppResult<HashMap<i64, RingkasanKehadiran>> {
    Ok(super::persen::per_kelas(db, ids, &db::now())
        .await?
        .into_iter()
        .map(|(id, k)| {
            let r = RingkasanKehadiran {
                pertemuan_terlaksana: k.pertemuan_terlaksana,
                hadir: k.kehadiran.hadir,
                persen_kehadiran: k.kehadiran.persen,
            };
            (id, r)
        })
        .collect())
}

/// One page of the class list with attendance.
pub async fn kelas(db: &Db, lingkup: &Lingkup, filter: &KelasFilter) -> AppResult<ListResponse<KehadiranKelasBaris>> {
    let list = crate::kelas::service::list(db, lingkup, filter).await?;
    let ids: Vec<i64> = list.data.iter().map(|k| k.id).collect();
    let mut r = ringkasan(db, &ids).await?;
    let data = list.data.into_iter().map(|k| KehadiranKelasBaris { kehadiran: r.remove(&k.id).unwrap_or_default(), kelas: k }).collect();
    Ok(ListResponse { data, meta: list.meta })
}

/// Every row the filter selects (the export has no page size), page by page.
pub async fn semua_kelas(db: &Db, lingkup: &Lingkup, filter: &KelasFilter) -> AppResult<Vec<KehadiranKelasBaris>> {
    let mut semua = Vec::new();
    let mut f = filter.clone();
    f.per_page = Some(crate::kelas::service::PER_PAGE_MAX);
    for page in 1.. {
        f.page = Some(page);
        let hal = kelas(db, lingkup, &f).await?;
        let habis = hal.data.len() < crate::kelas::service::PER_PAGE_MAX as usize;
        semua.extend(hal.data);
        if habis {
            break;
        }
    }
    Ok(semua)
}

pub fn xlsx(rows: &[KehadiranKelasBaris]) -> AppResult<Vec<u8>> {
    let gagal = |e: rust_xlsxwriter::XlsxError| AppError::from(anyhow::anyhow!("xlsx: {e}"));
    let mut buku = Workbook::new();
    let lembar = buku.add_worksheet();
    lembar.set_name("Kehadiran Peserta").map_err(gagal)?;
    let tebal = Format::new().set_bold();
    let kolom = [
        "No",
        "Periode",
        "Kode MK",
        "Mata Kuliah",
        "Kelas",
        "Pengajar",
        "Peserta",
        "Pertemuan Terlaksana",
        "Jumlah Pertemuan",
        "Kehadiran (%)",
    ];
    for (c, k) in kolom.iter().enumerate() {
        lembar.write_string_with_format(0, c as u16, *k, &tebal).map_err(gagal)?;
    }
    for (i, r) in rows.iter().enumerate() {
        let b = i as u32 + 1;
        let k = &r.kelas;
        let pengajar: Vec<String> = k.pengajar.iter().map(|p| p.nama.clone()).collect();
        lembar.write_number(b, 0, b as f64).map_err(gagal)?;
        lembar.write_string(b, 1, crate::pengaturan::store::periode_label(k.periode)).map_err(gagal)?;
        lembar.write_string(b, 2, &k.mata_kuliah.kode).map_err(gagal)?;
        lembar.write_string(b, 3, &k.mata_kuliah.nama).map_err(gagal)?;
        lembar.write_string(b, 4, crate::inti::kelas_label(&k.kelas.nama, &k.kelas.jenis.nama)).map_err(gagal)?;
        lembar.write_string(b, 5, pengajar.join(", ")).map_err(gagal)?;
        lembar.write_number(b, 6, k.jumlah_peserta as f64).map_err(gagal)?;
        lembar.write_number(b, 7, r.kehadiran.pertemuan_terlaksana as f64).map_err(gagal)?;
        lembar.write_number(b, 8, k.jumlah_pertemuan as f64).map_err(gagal)?;
        match r.kehadiran.persen_kehadiran {
            Some(p) => lembar.write_number(b, 9, p).map_err(gagal)?,
            None => lembar.write_string(b, 9, "-").map_err(gagal)?,
        };
    }
    lembar.set_column_width(3, 36).map_err(gagal)?;
    lembar.set_column_width(5, 36).map_err(gagal)?;
    buku.save_to_buffer().map_err(gagal)
}

/// A lecturer's own attendance in their meetings that have started, newest first
/// (of the classes of scope `batas` only, for a special operator acting as them);
/// classes where they are not recorded ([`super::syarat_dosen::DICATAT_SQL`]) are left out.
pub async fn dosen(db: &Db, id_dosen: i64, batas: Option<&str>, q: &KehadiranDosenQuery) -> AppResult<ListResponse<KehadiranDosenBaris>> {
    let page = PageRequest::new(q.page, q.per_page, 10, 50);
    let periode = q.periode.unwrap_or(0);
    let now = db::now();
    let (total, rows) = store::kehadiran_dosen(db, id_dosen, &now, periode, batas, page).await?;
    let aturan = AturanDosen::baca(db).await?;
    let data = rows
        .into_iter()
        .map(|r| KehadiranDosenBaris {
            id_pertemuan: r.id_pertemuan,
            id_kelas: r.id_kelas,
            kode_mk: r.kode_mk,
            nama_mk: r.nama_mk,
            nama_kelas: r.nama_kelas,
            nomor: r.nomor,
            judul: r.judul,
            jenis: r.jenis,
            waktu_mulai: r.waktu_mulai,
            waktu_selesai: r.waktu_selesai,
            mulai_kuliah: r.mulai_kuliah,
            selesai_kuliah: r.selesai_kuliah,
            ada_presensi: r.fakta.ada != 0,
            is_hadir: r.is_hadir == Some(1),
            is_valid: sah(&aturan, &r.fakta),
            wajib_validasi: aturan.wajib_validasi,
        })
        .collect();
    Ok(ListResponse { data, meta: page.meta(total) })
}

/// Props of `/kehadiran` (`tab` 0 or 1 for lecturers) and, with `peserta`,
/// `/kehadiran-peserta`, whose list is the participants' for everyone.
pub async fn halaman(db: &Db, user: &CurrentUser, query: &str, tab: Option<i64>, peserta: bool) -> AppResult<KehadiranDaftarPage> {
    let lingkup = policy::require_list_kehadiran(user)?;
    let mut filter: KelasFilter = crate::extract::baca_query(query)?;
    if filter.periode.is_none() {
        filter.periode = crate::pengaturan::store::periode_berjalan(db).await?.map(|p| p.kode);
    }
    let tipe = if user.role() == Role::Dosen { TipeDaftarKehadiran::Dosen } else { TipeDaftarKehadiran::Operator };
    let tab = if tipe == TipeDaftarKehadiran::Dosen && tab.unwrap_or(0) == 0 && !peserta { 0 } else { 1 };
    let (kelas, dosen_list) = if tab == 0 {
        let q = KehadiranDosenQuery { page: filter.page, per_page: filter.per_page, periode: filter.periode };
        (None, Some(dosen(db, user.id(), lingkup.batas(), &q).await?))
    } else {
        (Some(kelas(db, &lingkup, &filter).await?), None)
    };
    Ok(KehadiranDaftarPage { tipe, tab, filter, kelas, dosen: dosen_list })
}
