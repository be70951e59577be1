//! The groups of a kelompok task (spec 2 §3 Task group, §4): a teacher makes
//! them; making one member the leader makes the others anggota; removing the
//! leader promotes the first remaining member; a group keeps at least one
//! member. Each group has a chat with the class's teachers
//! (`chat::id_grup_kelompok`). Callers pass `policy::require_author_tugas`
//! (changes) or `policy::require_see_penilaian` (the list) first.

use std::collections::HashMap;

use super::kelompok_store as store;
use super::model::*;
use crate::db::{Db, Tx};
use crate::error::{AppError, AppResult};
use crate::identitas::CurrentUser;
use crate::input::wajib;
use crate::log_aktivitas::{self, Entry};

pub const NAMA_MAKS: usize = 100;
pub const ANGGOTA_MAKS: usize = 50;

/// The groups of task `id` (all, or only `id_kelompok`), leader first, for `user`'s unread counts.
async fn muat(db: &Db, user: &CurrentUser, id: i64, id_kelompok: Option<i64>) -> AppResult<Vec<KelompokTugas>> {
    let satu = id_kelompok.unwrap_or(0);
    let mut grup = store::kelompok(db, id, satu).await?;
    // 'Kelompok 2' before 'Kelompok 10' (issue 37): SQL would compare them as text.
    grup.sort_by(|a, b| crate::inti::urutan_alami(&a.nama, &b.nama).then(a.id.cmp(&b.id)));
    let anggota = store::anggota(db, id, satu).await?;
    let mut per_grup: HashMap<i64, Vec<AnggotaKelompok>> = HashMap::new();
    for a in anggota {
        let jabatan = a.jabatan;
        per_grup.entry(a.id_kelompok).or_default().push(AnggotaKelompok {
            mahasiswa: MahasiswaTugas { id_user: a.id_user, nim: a.nim, nama: a.nama },
            jabatan,
            canDelete: true,
        });
    }
    let mut hasil = Vec::with_capacity(grup.len());
    for g in grup {
        let mut anggota = per_grup.remove(&g.id).unwrap_or_default();
        let sisa_satu = anggota.len() <= 1;
        for a in &mut anggota {
            a.canDelete = !sisa_satu;
        }
        let id_chat = crate::chat::id_grup_kelompok(id, g.id);
        hasil.push(KelompokTugas {
            belum_dibaca: crate::chat::store::belum_dibaca(db, &id_chat, user.id()).await?,
            id: g.id,
            nama: g.nama,
            id_chat,
            anggota,
            sudah_mengumpulkan: g.sudah > 0,
        });
    }
    Ok(hasil)
}

async fn satu(db: &Db, user: &CurrentUser, id: i64, id_kelompok: i64) -> AppResult<KelompokTugas> {
    muat(db, user, id, Some(id_kelompok)).await?.into_iter().next().ok_or_else(|| AppError::not_found("Kelompok"))
}

/// The group student `id_mahasiswa` is in, if any.
pub async fn milik(db: &Db, user: &CurrentUser, id: i64, id_mahasiswa: i64) -> AppResult<Option<KelompokTugas>> {
    match store::kelompok_mahasiswa(db, id, id_mahasiswa).await? {
        Some(g) => Ok(Some(satu(db, user, id, g).await?)),
        None => Ok(None),
    }
}

/// Every group and the class's students in none.
pub async fn daftar(db: &Db, user: &CurrentUser, id: i64, id_kelas: i64) -> AppResult<DaftarKelompok> {
    let tanpa_kelompok = store::tanpa_kelompok(db, id_kelas, id).await?;
    Ok(DaftarKelompok {
        data: muat(db, user, id, None).await?,
        tanpa_kelompok: tanpa_kelompok.into_iter().map(|(id_user, nim, nama)| MahasiswaTugas { id_user, nim, nama }).collect(),
    })
}

/// The task's kind and class; groups belong to kelompok tasks only.
async fn tugas_kelompok(db: &Db, id: i64) -> AppResult<(String, i64)> {
    let t = super::store::cari(db, id).await?;
    wajib(t.sub_jenis == JenisTugas::Kelompok, "Kelompok hanya dapat dibuat untuk tugas kelompok.")?;
    Ok((t.judul, t.id_kelas))
}

/// The members in order (duplicates dropped) and the leader, checked against the class and the other groups.
async fn periksa(db: &Db, id: i64, id_kelas: i64, id_kelompok: Option<i64>, f: &KelompokSimpan) -> AppResult<(Vec<i64>, i64)> {
    let nama = f.nama.trim();
    wajib(!nama.is_empty(), "Nama kelompok wajib diisi")?;
    wajib(nama.chars().count() <= NAMA_MAKS, &format!("Nama kelompok paling banyak {NAMA_MAKS} karakter."))?;
    let sama = store::jumlah_nama_sama(db, id, nama, id_kelompok.unwrap_or(0)).await?;
    wajib(sama == 0, "Nama kelompok sudah dipakai di tugas ini.")?;
    let mut anggota: Vec<i64> = Vec::new();
    for a in &f.anggota {
        if !anggota.contains(a) {
            anggota.push(*a);
        }
    }
    wajib(!anggota.is_empty(), "Anggota kelompok wajib diisi")?;
    wajib(anggota.len() <= ANGGOTA_MAKS, &format!("Anggota kelompok paling banyak {ANGGOTA_MAKS} orang."))?;
    for a in &anggota {
        let peserta = store::jumlah_peserta(db, id_kelas, *a).await?;
        wajib(peserta > 0, "Anggota kelompok harus peserta kelas ini.")?;
        if let Some((orang, grup)) = store::kelompok_lain(db, id, *a, id_kelompok.unwrap_or(0)).await? {
            return Err(AppError::unprocessable(format!("{orang} sudah tergabung di kelompok {grup}.")));
        }
    }
    let ketua = match f.id_ketua {
        Some(k) => k,
        None => anggota.first().copied().ok_or_else(AppError::internal)?,
    };
    wajib(anggota.contains(&ketua), "Ketua harus salah satu anggota kelompok.")?;
    Ok((anggota, ketua))
}

/// Writes the members of group `gid` (replacing the old ones) in `tx`.
async fn tulis_anggota(tx: &mut Tx<'_>, id: i64, gid: i64, anggota: &[i64], ketua: i64) -> AppResult<()> {
    let lama = store::id_anggota(tx, gid).await?;
    let id_chat = crate::chat::id_grup_kelompok(id, gid);
    for keluar in lama.iter().filter(|m| !anggota.contains(m)) {
        crate::chat::store::hapus_anggota(&mut **tx, &id_chat, *keluar).await?;
    }
    store::hapus_anggota(tx, gid).await?;
    for (i, m) in anggota.iter().enumerate() {
        store::sisip_anggota(tx, gid, id, *m, if *m == ketua { "ketua" } else { "anggota" }, i as i64).await?;
    }
    Ok(())
}

async fn catat(tx: &mut Tx<'_>, user: &CurrentUser, ip: &str, detail: String) -> AppResult<()> {
    log_aktivitas::write(&mut **tx, Entry::by(user, log_aktivitas::jenis::KELOMPOK_TUGAS, detail, ip)).await
}

/// Makes a group (`gid` None) or replaces its name and members.
pub async fn simpan(db: &Db, user: &CurrentUser, ip: &str, id: i64, gid: Option<i64>, f: &KelompokSimpan) -> AppResult<KelompokTugas> {
    let (judul, id_kelas) = tugas_kelompok(db, id).await?;
    if let Some(g) = gid {
        satu(db, user, id, g).await?;
    }
    let (anggota, ketua) = periksa(db, id, id_kelas, gid, f).await?;
    let nama = f.nama.trim();
    let mut tx = db.begin().await?;
    let gid = match gid {
        Some(g) => {
            store::ubah_nama(&mut tx, g, nama, format!("Diskusi {judul} - {nama}")).await?;
            g
        }
        None => store::sisip_kelompok(&mut tx, id, nama).await?,
    };
    tulis_anggota(&mut tx, id, gid, &anggota, ketua).await?;
    catat(&mut tx, user, ip, format!("Menyimpan kelompok '{nama}' ({} anggota) pada tugas '{judul}'", anggota.len())).await?;
    tx.commit().await?;
    satu(db, user, id, gid).await
}

/// Deletes a group and its chat; not once it has handed in.
pub async fn hapus(db: &Db, user: &CurrentUser, ip: &str, id: i64, gid: i64) -> AppResult<()> {
    let (judul, _) = tugas_kelompok(db, id).await?;
    let g = satu(db, user, id, gid).await?;
    wajib(!g.sudah_mengumpulkan, "Kelompok yang sudah mengumpulkan tugas tidak dapat dihapus.")?;
    let mut tx = db.begin().await?;
    store::hapus_kelompok(&mut tx, gid).await?;
    catat(&mut tx, user, ip, format!("Menghapus kelompok '{}' pada tugas '{judul}'", g.nama)).await?;
    tx.commit().await?;
    Ok(())
}

/// Makes member `id_mahasiswa` the leader; the others become anggota.
pub async fn jadikan_ketua(db: &Db, user: &CurrentUser, ip: &str, id: i64, gid: i64, id_mahasiswa: i64) -> AppResult<KelompokTugas> {
    let (judul, _) = tugas_kelompok(db, id).await?;
    let g = satu(db, user, id, gid).await?;
    let orang = g.anggota.iter().find(|a| a.mahasiswa.id_user == id_mahasiswa).ok_or_else(|| AppError::not_found("Anggota"))?;
    let mut tx = db.begin().await?;
    store::jadikan_ketua(&mut tx, gid, id_mahasiswa).await?;
    catat(&mut tx, user, ip, format!("Menjadikan {} ketua kelompok '{}' pada tugas '{judul}'", orang.mahasiswa.nama, g.nama)).await?;
    tx.commit().await?;
    satu(db, user, id, gid).await
}

/// Takes member `id_mahasiswa` out of the group (not its last member); a
/// removed leader's place goes to the first remaining member.
pub async fn keluarkan(db: &Db, user: &CurrentUser, ip: &str, id: i64, gid: i64, id_mahasiswa: i64) -> AppResult<KelompokTugas> {
    let (judul, _) = tugas_kelompok(db, id).await?;
    let g = satu(db, user, id, gid).await?;
    let orang = g.anggota.iter().find(|a| a.mahasiswa.id_user == id_mahasiswa).ok_or_else(|| AppError::not_found("Anggota"))?;
    wajib(orang.canDelete, "Kelompok harus memiliki minimal satu anggota. Hapus kelompoknya bila tidak diperlukan.")?;
    let sisa: Vec<i64> = store::urutan(db, gid).await?.into_iter().filter(|m| *m != id_mahasiswa).collect();
    let ketua = match g.anggota.iter().find(|a| a.jabatan == JabatanKelompok::Ketua) {
        Some(k) if k.mahasiswa.id_user != id_mahasiswa => k.mahasiswa.id_user,
        _ => sisa.first().copied().ok_or_else(AppError::internal)?,
    };
    let mut tx = db.begin().await?;
    tulis_anggota(&mut tx, id, gid, &sisa, ketua).await?;
    catat(&mut tx, user, ip, format!("Mengeluarkan {} dari kelompok '{}' pada tugas '{judul}'", orang.mahasiswa.nama, g.nama)).await?;
    tx.commit().await?;
    satu(db, user, id, gid).await
}
