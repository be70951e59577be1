//! SQL of the reference lists.

use sqlx::any::AnyRow;
use sqlx::Row;

use super::model::ProdiRingkas;
use super::model::*;
use crate::db::{bind_all, like_pattern, Arg, Conditions, Db};
use crate::error::AppResult;
use crate::inti::nama_bergelar;
use crate::list::PageRequest;
use crate::policy::Lingkup;

/// Runs `SELECT {select} {from} WHERE ... ORDER BY {order}` for one page, with its total.
async fn page_of<T>(
    db: &Db,
    select: &str,
    from: &str,
    c: &Conditions,
    order: &str,
    page: PageRequest,
    map: impl Fn(&AnyRow) -> Result<T, sqlx::Error>,
) -> AppResult<(Vec<T>, i64)> {
    let where_sql = c.where_sql();
    let total: i64 = bind_all(sqlx::query(&format!("SELECT COUNT(*) FROM (SELECT {select} {from}{where_sql}) t")), &c.args)
        .fetch_one(db)
        .await?
        .try_get(0)?;
    let n = c.next_placeholder();
    let sql = format!("SELECT {select} {from}{where_sql} ORDER BY {order} LIMIT ${n} OFFSET ${}", n + 1);
    let mut args = c.args.clone();
    args.extend([Arg::Int(page.per_page), Arg::Int(page.offset())]);
    let rows = bind_all(sqlx::query(&sql), &args).fetch_all(db).await?;
    Ok((rows.iter().map(map).collect::<Result<_, _>>()?, total))
}

fn search(c: &mut Conditions, q: &RefQuery, columns: &[&str]) {
    if let Some(text) = q.search.as_deref().filter(|s| !s.trim().is_empty()) {
        let clause = columns.iter().map(|col| format!("LOWER({col}) LIKE ? ESCAPE '\\'")).collect::<Vec<_>>().join(" OR ");
        c.push(&format!("({clause})"), columns.iter().map(|_| Arg::Text(like_pattern(text))));
    }
}

fn prodi(r: &AnyRow) -> Result<ProdiRingkas, sqlx::Error> {
    Ok(ProdiRingkas { nama: r.try_get("prodi")?, jenjang: r.try_get("jenjang")? })
}

/// The courses; with `kelas_saya`, those of the classes within it (of `q.periode` when given).
pub async fn makul(db: &Db, q: &RefQuery, kelas_saya: Option<&Lingkup>, page: PageRequest) -> AppResult<(Vec<MakulRef>, i64)> {
    let mut c = Conditions::default();
    if let Some(id) = q.id_prodi {
        c.push("mk.id_prodi = ?", [Arg::Int(id)]);
    }
    if let Some(lingkup) = kelas_saya {
        let (syarat, mut args): (Vec<&str>, Vec<Arg>) = lingkup.syarat().into_iter().chain([("1 = ?", Arg::Int(1))]).unzip();
        let periode = q.periode.unwrap_or(0);
        args.extend([Arg::Int(periode), Arg::Int(periode)]);
        let syarat = syarat.join(" AND ");
        c.push(&format!("mk.id IN (SELECT k.id_mata_kuliah FROM kelas_kuliah k WHERE {syarat} AND (? = 0 OR k.periode = ?))"), args);
    }
    search(&mut c, q, &["mk.kode", "mk.nama"]);
    page_of(
        db,
        "mk.id, mk.kode, mk.nama, mk.sks, mk.id_prodi, p.nama AS prodi, p.jenjang",
        "FROM mata_kuliah mk JOIN prodi p ON p.id = mk.id_prodi",
        &c,
        "mk.kode",
        page,
        |r| {
            Ok(MakulRef {
                id: r.try_get("id")?,
                kode: r.try_get("kode")?,
                nama: r.try_get("nama")?,
                sks: r.try_get("sks")?,
                id_prodi: r.try_get("id_prodi")?,
                prodi: prodi(r)?,
            })
        },
    )
    .await
}

/// Courses of the classes a lecturer teaches (all courses without `id_dosen`).
pub async fn makul_singkat(db: &Db, q: &RefQuery, page: PageRequest) -> AppResult<(Vec<MakulSingkat>, i64)> {
    let mut c = Conditions::default();
    if let Some(id) = q.id_dosen {
        c.push(
            "mk.id IN (SELECT k.id_mata_kuliah FROM kelas_kuliah k JOIN kelas_pengajar kp ON kp.id_kelas = k.id WHERE kp.id_dosen = ?)",
            [Arg::Int(id)],
        );
    }
    search(&mut c, q, &["mk.kode", "mk.nama"]);
    page_of(db, "mk.id, mk.kode, mk.nama", "FROM mata_kuliah mk", &c, "mk.kode", page, |r| {
        Ok(MakulSingkat { id: r.try_get("id")?, kode: r.try_get("kode")?, nama: r.try_get("nama")? })
    })
    .await
}

pub async fn prodi_ref(db: &Db, q: &RefQuery, page: PageRequest) -> AppResult<(Vec<ProdiRef>, i64)> {
    let mut c = Conditions::default();
    search(&mut c, q, &["kode", "nama"]);
    page_of(db, "id, kode, nama, jenjang", "FROM prodi", &c, "nama", page, |r| {
        Ok(ProdiRef { id: r.try_get("id")?, kode: r.try_get("kode")?, nama: r.try_get("nama")?, jenjang: r.try_get("jenjang")? })
    })
    .await
}

/// The distinct class labels; with `peserta`, of the classes that student attends only.
pub async fn label_kelas(db: &Db, q: &RefQuery, peserta: Option<i64>, page: PageRequest) -> AppResult<(Vec<LabelKelas>, i64)> {
    let mut c = Conditions::default();
    if let Some(id) = peserta {
        c.push("id IN (SELECT id_kelas FROM kelas_peserta WHERE id_mahasiswa = ?)", [Arg::Int(id)]);
    }
    if let Some(p) = q.periode {
        c.push("periode = ?", [Arg::Int(p)]);
    }
    search(&mut c, q, &["nama"]);
    page_of(db, "DISTINCT nama", "FROM kelas_kuliah", &c, "nama", page, |r| Ok(LabelKelas { nama: r.try_get("nama")? })).await
}

pub async fn jenis_kelas(db: &Db, q: &RefQuery, page: PageRequest) -> AppResult<(Vec<JenisKelasRef>, i64)> {
    let mut c = Conditions::default();
    search(&mut c, q, &["nama"]);
    page_of(db, "id, nama", "FROM jenis_kelas", &c, "id", page, |r| Ok(JenisKelasRef { id: r.try_get("id")?, nama: r.try_get("nama")? }))
        .await
}

const DOSEN_SELECT: &str = "d.id_user, d.nidn, d.gelar_depan, d.gelar_akademik, u.nama, u.email, p.nama AS prodi, p.jenjang";
const DOSEN_FROM: &str = "FROM dosen d JOIN users u ON u.id = d.id_user JOIN prodi p ON p.id = d.id_prodi";

fn dosen_row(r: &AnyRow) -> Result<DosenRef, sqlx::Error> {
    let (depan, nama, akademik): (String, String, String) = (r.try_get("gelar_depan")?, r.try_get("nama")?, r.try_get("gelar_akademik")?);
    Ok(DosenRef {
        id_dosen: r.try_get("id_user")?,
        nidn: r.try_get("nidn")?,
        nama_lengkap: nama_bergelar(&depan, &nama, &akademik),
        gelar_depan: depan,
        nama,
        gelar_akademik: akademik,
        email: r.try_get("email")?,
        prodi: prodi(r)?,
        avatar_url: None,
    })
}

pub async fn dosen_ref(db: &Db, q: &RefQuery, page: PageRequest) -> AppResult<(Vec<DosenRef>, i64)> {
    let mut c = Conditions::default();
    if let Some(id) = q.id_prodi {
        c.push("d.id_prodi = ?", [Arg::Int(id)]);
    }
    search(&mut c, q, &["u.nama", "d.nidn"]);
    page_of(db, DOSEN_SELECT, DOSEN_FROM, &c, "u.nama", page, dosen_row).await
}

pub async fn dosen(db: &Db, id: i64) -> AppResult<Option<DosenRef>> {
    let row = sqlx::query(&format!("SELECT {DOSEN_SELECT} {DOSEN_FROM} WHERE d.id_user = $1")).bind(id).fetch_optional(db).await?;
    Ok(row.as_ref().map(dosen_row).transpose()?)
}

const MHS_SELECT: &str = "m.id_user, m.nim, m.angkatan, u.nama, u.email, p.nama AS prodi, p.jenjang";
const MHS_FROM: &str = "FROM mahasiswa m JOIN users u ON u.id = m.id_user JOIN prodi p ON p.id = m.id_prodi";

fn mahasiswa_row(r: &AnyRow) -> Result<MahasiswaRef, sqlx::Error> {
    Ok(MahasiswaRef {
        id: r.try_get("id_user")?,
        nim: r.try_get("nim")?,
        nama: r.try_get("nama")?,
        angkatan: r.try_get("angkatan")?,
        email: r.try_get("email")?,
        prodi: prodi(r)?,
        avatar_url: None,
    })
}

pub async fn mahasiswa(db: &Db, id: i64) -> AppResult<Option<MahasiswaRef>> {
    let row = sqlx::query(&format!("SELECT {MHS_SELECT} {MHS_FROM} WHERE m.id_user = $1")).bind(id).fetch_optional(db).await?;
    Ok(row.as_ref().map(mahasiswa_row).transpose()?)
}

/// Students enrolled in at least one class of `periode`.
pub async fn mahasiswa_aktif(db: &Db, periode: i64, q: &RefQuery, page: PageRequest) -> AppResult<(Vec<MahasiswaRef>, i64)> {
    let mut c = Conditions::default();
    c.push(
        "m.id_user IN (SELECT ks.id_mahasiswa FROM kelas_peserta ks JOIN kelas_kuliah k ON k.id = ks.id_kelas WHERE k.periode = ?)",
        [Arg::Int(periode)],
    );
    if let Some(id) = q.id_prodi {
        c.push("m.id_prodi = ?", [Arg::Int(id)]);
    }
    search(&mut c, q, &["u.nama", "m.nim"]);
    page_of(db, MHS_SELECT, MHS_FROM, &c, "m.nim", page, mahasiswa_row).await
}

/// Period codes in which a lecturer teaches, newest first.
pub async fn periode_mengajar(db: &Db, id_dosen: i64) -> AppResult<Vec<i64>> {
    Ok(sqlx::query_scalar(
        "SELECT DISTINCT k.periode FROM kelas_kuliah k JOIN kelas_pengajar kp ON kp.id_kelas = k.id
         WHERE kp.id_dosen = $1 ORDER BY k.periode DESC",
    )
    .bind(id_dosen)
    .fetch_all(db)
    .await?)
}

/// Does the student attend one of the lecturer's classes?
pub async fn diajar_oleh(db: &Db, id_mahasiswa: i64, id_dosen: i64) -> AppResult<bool> {
    let n: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM kelas_peserta ks JOIN kelas_pengajar kp ON kp.id_kelas = ks.id_kelas
         WHERE ks.id_mahasiswa = $1 AND kp.id_dosen = $2",
    )
    .bind(id_mahasiswa)
    .bind(id_dosen)
    .fetch_one(db)
    .await?;
    Ok(n > 0)
}
