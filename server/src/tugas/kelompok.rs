//! The groups of a kelompok task (spec 2 §3 Task group, §4): a teacher makes
//! them; making one member the leader makes the others anggota; removing the
//! leader promotes the first remaining member; a group keeps at least one
//! member. Each group has a chat with the class's teachers
//! (`chat::id_grup_kelompok`). Callers pass `policy::require_author_tugas`
//! (changes) or `policy::require_see_penilaian` (the list) first.

use std::collections::HashMap;

use super::model::*;
use crate::akun::CurrentUser;
use crate::db::{self, Db};
use crate::error::{AppError, AppResult};
use crate::input::wajib;
use crate::log_aktivitas::{self, Entry};

pub const NAMA_MAKS: usize = 100;
pub const ANGGOTA_MAKS: usize = 50;

#[derive(sqlx::FromRow)]
struct AnggotaDb {
    id_kelompok: i64,
    id_user: i64,
    nim: String,
    nama: String,
    jabatan: JabatanKelompok,
}

#[derive(sqlx::FromRow)]
struct KelompokDb {
    id: i64,
    nama: String,
    sudah: i64,
}

/// The groups of task `id` (all, or only `id_kelompok`), leader first, for `user`'s unread counts.
async fn muat(db: &Db, user: &CurrentUser, id: i64, id_kelompok: Option<i64>) -> AppResult<Vec<KelompokTugas>> {
    let satu = id_kelompok.unwrap_or(0);
    let mut grup: Vec<KelompokDb> = sqlx::query_as(
        "SELECT g.id, g.nama, (SELECT COUNT(*) FROM pengerjaan pg WHERE pg.id_kelompok = g.id) AS sudah
         FROM tugas_kelompok g WHERE g.id_aktivitas = $1 AND ($2 = 0 OR g.id = $2)",
    )
    .bind(id)
    .bind(satu)
    .fetch_all(db)
    .await?;
    // 'Kelompok 2' before 'Kelompok 10' (issue 37): SQL would compare them as text.
    grup.sort_by(|a, b| crate::inti::urutan_alami(&a.nama, &b.nama).then(a.id.cmp(&b.id)));
    let anggota: Vec<AnggotaDb> = sqlx::query_as(
        "SELECT ga.id_kelompok, u.id AS id_user, m.nim, u.nama, ga.jabatan
         FROM tugas_kelompok_anggota ga JOIN mahasiswa m ON m.id_user = ga.id_mahasiswa JOIN users u ON u.id = m.id_user
         WHERE ga.id_aktivitas = $1 AND ($2 = 0 OR ga.id_kelompok = $2)
         ORDER BY ga.id_kelompok, CASE WHEN ga.jabatan = 'ketua' THEN 0 ELSE 1 END, ga.urutan",
    )
    .bind(id)
    .bind(satu)
    .fetch_all(db)
    .await?;
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
        let id_chat = crate::chat::service::id_grup_kelompok(id, g.id);
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
    let gid: Option<i64> =
        sqlx::query_scalar("SELECT id_kelompok FROM tugas_kelompok_anggota WHERE id_aktivitas = $1 AND id_mahasiswa = $2")
            .bind(id)
            .bind(id_mahasiswa)
            .fetch_optional(db)
            .await?;
    match gid {
        Some(g) => Ok(Some(satu(db, user, id, g).await?)),
        None => Ok(None),
    }
}

/// Every group and the class's students in none.
pub async fn daftar(db: &Db, user: &CurrentUser, id: i64, id_kelas: i64) -> AppResult<DaftarKelompok> {
    let tanpa_kelompok: Vec<(i64, String, String)> = sqlx::query_as(
        "SELECT u.id, m.nim, u.nama FROM kelas_peserta kp JOIN mahasiswa m ON m.id_user = kp.id_mahasiswa JOIN users u ON u.id = m.id_user
         WHERE kp.id_kelas = $1 AND NOT EXISTS
           (SELECT 1 FROM tugas_kelompok_anggota ga WHERE ga.id_aktivitas = $2 AND ga.id_mahasiswa = m.id_user)
         ORDER BY u.nama, m.nim",
    )
    .bind(id_kelas)
    .bind(id)
    .fetch_all(db)
    .await?;
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
    let sama: i64 =
        sqlx::query_scalar("SELECT COUNT(*) FROM tugas_kelompok WHERE id_aktivitas = $1 AND LOWER(nama) = LOWER($2) AND id <> $3")
            .bind(id)
            .bind(nama)
            .bind(id_kelompok.unwrap_or(0))
            .fetch_one(db)
            .await?;
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
        let peserta: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM kelas_peserta WHERE id_kelas = $1 AND id_mahasiswa = $2")
            .bind(id_kelas)
            .bind(*a)
            .fetch_one(db)
            .await?;
        wajib(peserta > 0, "Anggota kelompok harus peserta kelas ini.")?;
        let lain: Option<(String, String)> = sqlx::query_as(
            "SELECT u.nama, g.nama FROM tugas_kelompok_anggota ga JOIN tugas_kelompok g ON g.id = ga.id_kelompok JOIN users u ON u.id = ga.id_mahasiswa
             WHERE ga.id_aktivitas = $1 AND ga.id_mahasiswa = $2 AND ga.id_kelompok <> $3",
        )
        .bind(id)
        .bind(*a)
        .bind(id_kelompok.unwrap_or(0))
        .fetch_optional(db)
        .await?;
        if let Some((orang, grup)) = lain {
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
async fn tulis_anggota(tx: &mut sqlx::Transaction<'_, sqlx::Any>, id: i64, gid: i64, anggota: &[i64], ketua: i64) -> AppResult<()> {
    let lama: Vec<i64> =
        sqlx::query_scalar("SELECT id_mahasiswa FROM tugas_kelompok_anggota WHERE id_kelompok = $1").bind(gid).fetch_all(&mut **tx).await?;
    let id_chat = crate::chat::service::id_grup_kelompok(id, gid);
    for keluar in lama.iter().filter(|m| !anggota.contains(m)) {
        crate::chat::store::hapus_anggota(&mut **tx, &id_chat, *keluar).await?;
    }
    sqlx::query("DELETE FROM tugas_kelompok_anggota WHERE id_kelompok = $1").bind(gid).execute(&mut **tx).await?;
    for (i, m) in anggota.iter().enumerate() {
        sqlx::query(
            "INSERT INTO tugas_kelompok_anggota (id_kelompok, id_aktivitas, id_mahasiswa, jabatan, urutan) VALUES ($1, $2, $3, $4, $5)",
        )
        .bind(gid)
        .bind(id)
        .bind(*m)
        .bind(if *m == ketua { "ketua" } else { "anggota" })
        .bind(i as i64)
        .execute(&mut **tx)
        .await?;
    }
    Ok(())
}

async fn catat(tx: &mut sqlx::Transaction<'_, sqlx::Any>, user: &CurrentUser, ip: &str, detail: String) -> AppResult<()> {
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
            sqlx::query("UPDATE tugas_kelompok SET nama = $1 WHERE id = $2").bind(nama).bind(g).execute(&mut *tx).await?;
            sqlx::query("UPDATE chat_grup SET nama = $1 WHERE id_kelompok = $2")
                .bind(format!("Diskusi {judul} - {nama}"))
                .bind(g)
                .execute(&mut *tx)
                .await?;
            g
        }
        None => {
            sqlx::query_scalar("INSERT INTO tugas_kelompok (id_aktivitas, nama, created_at) VALUES ($1, $2, $3) RETURNING id")
                .bind(id)
                .bind(nama)
                .bind(db::now())
                .fetch_one(&mut *tx)
                .await?
        }
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
    sqlx::query("DELETE FROM chat_grup WHERE id_kelompok = $1").bind(gid).execute(&mut *tx).await?;
    sqlx::query("DELETE FROM tugas_kelompok_anggota WHERE id_kelompok = $1").bind(gid).execute(&mut *tx).await?;
    sqlx::query("DELETE FROM tugas_kelompok WHERE id = $1").bind(gid).execute(&mut *tx).await?;
    catat(&mut tx, user, ip, format!("Menghapus kelompok '{}' pada tugas '{judul}'", g.nama)).await?;
    tx.commit().await?;
    Ok(())
}

/// The member list of `g` in its stored order (not leader first).
async fn urutan(db: &Db, gid: i64) -> AppResult<Vec<i64>> {
    Ok(sqlx::query_scalar("SELECT id_mahasiswa FROM tugas_kelompok_anggota WHERE id_kelompok = $1 ORDER BY urutan")
        .bind(gid)
        .fetch_all(db)
        .await?)
}

/// Makes member `id_mahasiswa` the leader; the others become anggota.
pub async fn jadikan_ketua(db: &Db, user: &CurrentUser, ip: &str, id: i64, gid: i64, id_mahasiswa: i64) -> AppResult<KelompokTugas> {
    let (judul, _) = tugas_kelompok(db, id).await?;
    let g = satu(db, user, id, gid).await?;
    let orang = g.anggota.iter().find(|a| a.mahasiswa.id_user == id_mahasiswa).ok_or_else(|| AppError::not_found("Anggota"))?;
    let mut tx = db.begin().await?;
    sqlx::query(
        "UPDATE tugas_kelompok_anggota SET jabatan = CASE WHEN id_mahasiswa = $1 THEN 'ketua' ELSE 'anggota' END WHERE id_kelompok = $2",
    )
    .bind(id_mahasiswa)
    .bind(gid)
    .execute(&mut *tx)
    .await?;
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
    let sisa: Vec<i64> = urutan(db, gid).await?.into_iter().filter(|m| *m != id_mahasiswa).collect();
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
