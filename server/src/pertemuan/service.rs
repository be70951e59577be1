//! The meeting page gathered: each activity with the detail of its kind, as the viewer may see it.

use super::model::*;
use super::store;
use crate::db::{self, Db};
use crate::error::AppResult;
use crate::identitas::CurrentUser;
use crate::kelas::model::JenisAktivitas;
use crate::policy::{self, Posisi};

/// The meeting page for a viewer at `posisi` (already guarded by `policy::require_see_pertemuan`).
pub async fn halaman(db: &Db, user: &CurrentUser, id: i64, posisi: &Posisi) -> AppResult<PertemuanPageData> {
    let now = db::now();
    let (kelas, pertemuan) = store::muat(db, id).await?;
    let peserta = *posisi == Posisi::Peserta;
    let mut materi = crate::materi::store::per_pertemuan(db, id, peserta.then_some(now.as_str())).await?;
    if peserta {
        let akses = crate::materi::store::akses_mahasiswa(db, id, user.id()).await?;
        for m in &mut materi {
            m.akses_saya = akses.iter().find(|(a, _)| *a == m.id).map(|(_, x)| x.clone());
        }
    } else {
        let jumlah = crate::materi::store::jumlah_akses(db, id).await?;
        let peserta_kelas = store::jumlah_peserta(db, kelas.id).await?;
        for m in &mut materi {
            m.jumlah_akses = Some(jumlah.iter().find(|(a, _)| *a == m.id).map_or(0, |(_, n)| *n));
            m.jumlah_peserta = Some(peserta_kelas);
        }
    }
    let mut aktivitas = Vec::new();
    for a in store::aktivitas(db, id).await? {
        let jenis = a.jenis;
        let isi = if jenis == JenisAktivitas::Materi {
            match materi.iter().position(|m| m.id == a.id) {
                Some(i) => Some(materi.swap_remove(i)),
                None => continue, // not displayed yet to this student
            }
        } else {
            None
        };
        let vidcon = match jenis {
            JenisAktivitas::Vidcon => Some(crate::vidcon::service::detail(db, user, a.id, posisi).await?),
            _ => None,
        };
        let forum = match jenis {
            JenisAktivitas::Forum => Some(crate::forum::service::detail(db, user, a.id, posisi).await?),
            _ => None,
        };
        let tugas = match jenis {
            JenisAktivitas::Tugas => Some(crate::tugas::service::detail(db, user, a.id, posisi).await?),
            _ => None,
        };
        let teks = match jenis {
            JenisAktivitas::Teks => Some(crate::teks::store::detail(db, a.id).await?),
            _ => None,
        };
        let ujian = match jenis {
            JenisAktivitas::Ujian => Some(crate::ujian::service::detail(db, a.id).await?),
            _ => None,
        };
        if ujian.as_ref().is_some_and(|u| !policy::may_see_ujian(posisi, u.ditampilkan)) {
            continue;
        }
        let status = crate::inti::status_waktu(&a.waktu_mulai, &a.waktu_selesai, &now);
        aktivitas.push(AktivitasKartu {
            id: a.id,
            jenis,
            sub_jenis: a.sub_jenis,
            judul: a.judul,
            waktu_mulai: a.waktu_mulai,
            waktu_selesai: a.waktu_selesai,
            status,
            materi: isi,
            vidcon,
            forum,
            tugas,
            teks,
            ujian,
        });
    }
    let penyusun = policy::may_author_konten(posisi);
    Ok(PertemuanPageData {
        daftar_pertemuan: store::daftar(db, kelas.id).await?,
        ujian_utama: if penyusun { store::ujian_utama(db, kelas.id).await? } else { Vec::new() },
        boleh_tampil_kunci: crate::ujian::service::boleh_tampil_soal(db).await?,
        izin: IzinPertemuan { isAllowTambah: penyusun, isPeserta: peserta, isOperator: matches!(posisi, Posisi::Operator(_)) },
        syarat: crate::materi::service::syarat(db).await?,
        batas_ukuran: crate::materi::service::batas_ukuran(db).await?,
        kelas,
        pertemuan,
        aktivitas,
    })
}
