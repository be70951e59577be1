//! The grade recap for a caller, the SIKAD component choices, the grade
//! settings and the grade list.

use std::collections::HashSet;

use axum::http::StatusCode;

use super::model::*;
use super::rekap::{self, Bahan, IzinRekap};
use super::store;
use crate::db::{self, Db};
use crate::error::{AppError, AppResult, KodeGalat};
use crate::identitas::model::Role;
use crate::identitas::CurrentUser;
use crate::kelas::model::KelasFilter;
use crate::list::ListResponse;
use crate::log_aktivitas::{self, Entry};
use crate::policy::Lingkup;
use crate::policy::{self, Posisi};

/// At most this many activities per component (a class has a few dozen).
const AKTIVITAS_MAX: usize = 500;

pub fn tipe(user: &CurrentUser) -> TipeHalamanNilai {
    match user.role() {
        Role::Operator => TipeHalamanNilai::Operator,
        _ => TipeHalamanNilai::Dosen,
    }
}

async fn izin(db: &Db, posisi: &Posisi) -> AppResult<IzinRekap> {
    let pelaku = store::pelaku_integrasi(db).await?;
    Ok(IzinRekap {
        buka_aktivitas: policy::may_buka_aktivitas_nilai(posisi),
        ubah_komponen: policy::may_ubah_komponen_nilai(posisi, &pelaku),
    })
}

/// The recap as the caller (already allowed to see it) gets it.
pub async fn rekap_untuk(db: &Db, user: &CurrentUser, posisi: &Posisi, id_kelas: i64) -> AppResult<RekapNilai> {
    let bahan = rekap::bahan(db, id_kelas).await?;
    Ok(rekap::rekap(&bahan, tipe(user), izin(db, posisi).await?))
}

fn cari_komponen(bahan: &Bahan, id_komponen: i64) -> AppResult<HeaderSikad> {
    bahan.header_sikad().into_iter().find(|k| k.id == id_komponen).ok_or_else(|| AppError::not_found("Komponen nilai"))
}

pub async fn komponen(db: &Db, id_kelas: i64, id_komponen: i64) -> AppResult<KomponenKelas> {
    let bahan = rekap::bahan(db, id_kelas).await?;
    Ok(KomponenKelas { komponen: cari_komponen(&bahan, id_komponen)?, aktivitas_tersedia: bahan.pilihan() })
}

pub async fn aktivitas(db: &Db, id_kelas: i64) -> AppResult<Vec<AktivitasPilihan>> {
    Ok(rekap::bahan(db, id_kelas).await?.pilihan())
}

/// Checks a choice against the class: a component of the course other than
/// Kehadiran, graded non-remedial activities of this class, no repeats.
fn periksa(bahan: &Bahan, k: &HeaderSikad, body: &KomponenSimpan) -> AppResult<Vec<i64>> {
    if k.jenis == JenisKomponen::Kehadiran {
        return Err(AppError::unprocessable("Komponen Kehadiran dihitung dari kehadiran peserta, bukan dari aktivitas."));
    }
    if body.list_aktivitas.len() > AKTIVITAS_MAX {
        return Err(AppError::unprocessable(format!("Pilih paling banyak {AKTIVITAS_MAX} aktivitas.")));
    }
    let boleh: HashSet<i64> = bahan.pilihan().iter().map(|a| a.id).collect();
    let mut ids = Vec::new();
    for id in &body.list_aktivitas {
        if !boleh.contains(id) {
            return Err(AppError::unprocessable(format!(
                "Aktivitas {id} bukan tugas, kuis/ujian, atau forum bernilai di kelas ini (nilai remedial dihitung bersama ujian utamanya)."
            )));
        }
        if !ids.contains(id) {
            ids.push(*id);
        }
    }
    Ok(ids)
}

fn perlu_konfirmasi() -> AppError {
    AppError::new(
        StatusCode::CONFLICT,
        KodeGalat::KonfirmasiNilaiSikad,
        "Kolom ini sudah berisi nilai yang diperbarui oleh SIKAD. Konfirmasi untuk menggantinya dengan nilai dari aktivitas LMS.",
    )
}

/// Saves the class's choice of activities for a component, replacing scores
/// SIKAD set in that column once the caller confirmed; one transaction.
pub async fn simpan(
    db: &Db,
    (user, ip): (&CurrentUser, &str),
    id_kelas: i64,
    id_komponen: i64,
    body: &KomponenSimpan,
) -> AppResult<HeaderSikad> {
    let bahan = rekap::bahan(db, id_kelas).await?;
    let k = cari_komponen(&bahan, id_komponen)?;
    let ids = periksa(&bahan, &k, body)?;
    if k.ada_nilai_sikad && !body.konfirmasi {
        return Err(perlu_konfirmasi());
    }
    let now = db::now();
    let mut tx = db.begin().await?;
    store::pilih_aktivitas_komponen(&mut tx, (id_kelas, id_komponen), &ids, &user.info.username, &now).await?;
    let detail = format!("Mengatur komponen nilai {} kelas {} ({} aktivitas)", k.label, bahan.kelas.nama_kelas, ids.len());
    log_aktivitas::write(&mut *tx, Entry::by(user, log_aktivitas::jenis::UBAH_KOMPONEN_NILAI, detail, ip).di_kelas(id_kelas)).await?;
    tx.commit().await?;
    Ok(HeaderSikad { aktivitas: ids, diatur: true, ada_nilai_sikad: false, ..k })
}

/// Drops the class's choice: the component goes back to the grade settings' default.
pub async fn hapus(db: &Db, (user, ip): (&CurrentUser, &str), id_kelas: i64, id_komponen: i64, konfirmasi: bool) -> AppResult<HeaderSikad> {
    let bahan = rekap::bahan(db, id_kelas).await?;
    let k = cari_komponen(&bahan, id_komponen)?;
    if k.jenis == JenisKomponen::Kehadiran {
        return Err(AppError::unprocessable("Komponen Kehadiran dihitung dari kehadiran peserta, bukan dari aktivitas."));
    }
    if k.ada_nilai_sikad && !konfirmasi {
        return Err(perlu_konfirmasi());
    }
    let mut tx = db.begin().await?;
    store::kembalikan_komponen(&mut tx, id_kelas, id_komponen).await?;
    let detail = format!("Mengembalikan komponen nilai {} kelas {} ke pengaturan bawaan", k.label, bahan.kelas.nama_kelas);
    log_aktivitas::write(&mut *tx, Entry::by(user, log_aktivitas::jenis::UBAH_KOMPONEN_NILAI, detail, ip).di_kelas(id_kelas)).await?;
    tx.commit().await?;
    let bahan = rekap::bahan(db, id_kelas).await?;
    cari_komponen(&bahan, id_komponen)
}

pub async fn integrasi(db: &Db, posisi: &Posisi) -> AppResult<IntegrasiNilai> {
    let pelaku = store::pelaku_integrasi(db).await?;
    Ok(IntegrasiNilai {
        pelaku_integrasi_nilai: pelaku,
        pengaturan_nilai: store::pengaturan_nilai(db).await?,
        boleh_ubah_komponen: policy::may_ubah_komponen_nilai(posisi, &pelaku),
    })
}

/// One page of the class list with grading progress.
pub async fn daftar(db: &Db, lingkup: &Lingkup, filter: &KelasFilter) -> AppResult<ListResponse<NilaiKelasBaris>> {
    let list = crate::kelas::service::list(db, lingkup, filter).await?;
    let ids: Vec<i64> = list.data.iter().map(|k| k.id).collect();
    let mut r = store::ringkasan(db, &ids).await?;
    let data = list.data.into_iter().map(|k| NilaiKelasBaris { nilai: r.remove(&k.id).unwrap_or_default(), kelas: k }).collect();
    Ok(ListResponse { data, meta: list.meta })
}

/// Props of `/nilai` (query string of the class-list filters).
pub async fn halaman_daftar(db: &Db, user: &CurrentUser, query: &str) -> AppResult<NilaiDaftarPage> {
    let lingkup = policy::require_list_nilai(user)?;
    let mut filter: KelasFilter = crate::extract::baca_query(query)?;
    if filter.periode.is_none() {
        filter.periode = crate::pengaturan::store::periode_berjalan(db).await?.map(|p| p.kode);
    }
    let kelas = daftar(db, &lingkup, &filter).await?;
    Ok(NilaiDaftarPage { filter, kelas })
}

/// A student's own grades (`/nilai-saya`, issue 37 §3): each class of the
/// running period that `lingkup` (the student's, from policy) covers, with
/// what [`rekap::milik`] lets them see.
pub async fn halaman_saya(db: &Db, lingkup: &Lingkup, id_mahasiswa: i64, dibuka: Option<i64>) -> AppResult<NilaiSayaPage> {
    let periode = crate::pengaturan::store::periode_berjalan(db).await?;
    let daftar = match &periode {
        Some(p) => crate::kelas::store::kelas_saya(db, lingkup, p.kode).await?,
        None => Vec::new(),
    };
    let mut kelas = Vec::with_capacity(daftar.len());
    for k in daftar {
        let bahan = rekap::bahan_dari(db, k.id, Some(id_mahasiswa)).await?;
        if let Some((aktivitas, komponen, nilai_akhir)) = rekap::milik(&bahan, id_mahasiswa) {
            kelas.push(NilaiSayaKelas { kelas: k, aktivitas, komponen, nilai_akhir });
        }
    }
    Ok(NilaiSayaPage { periode: periode.map(|p| p.nama), kelas, dibuka })
}
