//! SQL of the class list.

use std::collections::HashMap;

use sqlx::{FromRow, Row};

use super::model::*;
use crate::db::{bind_all, like_pattern, Arg, Conditions, Db};
use crate::error::AppResult;
use crate::list::PageRequest;
use crate::policy::Lingkup;
use crate::referensi::model::ProdiRingkas;

impl Lingkup {
    /// The conditions on class `k` (each with one `?` placeholder) and their
    /// arguments; none for every class.
    pub fn syarat(&self) -> Vec<(&'static str, Arg)> {
        let mut out = Vec::with_capacity(2);
        match self {
            Lingkup::Semua | Lingkup::Khusus(_) => {}
            Lingkup::Pengajar { id, .. } => {
                out.push(("EXISTS (SELECT 1 FROM kelas_pengajar kp WHERE kp.id_kelas = k.id AND kp.id_dosen = ?)", Arg::Int(*id)))
            }
            Lingkup::Peserta { id, .. } => {
                out.push(("EXISTS (SELECT 1 FROM kelas_peserta ks WHERE ks.id_kelas = k.id AND ks.id_mahasiswa = ?)", Arg::Int(*id)))
            }
        }
        if let Some(l) = self.batas() {
            out.push(("k.lingkup = ?", Arg::Text(l.to_owned())));
        }
        out
    }

    /// [`Lingkup::batas`] for SQL numbered by hand: " AND k.lingkup = $n" with
    /// its argument pushed onto `args`, bound after `sebelum` others; or "".
    pub fn batas_sql(&self, args: &mut Vec<Arg>, sebelum: usize) -> String {
        match self.batas() {
            Some(l) => {
                args.push(Arg::Text(l.to_owned()));
                format!(" AND k.lingkup = ${}", sebelum + args.len())
            }
            None => String::new(),
        }
    }
}

fn conditions(filter: &KelasFilter, lingkup: &Lingkup) -> Conditions {
    let mut c = Conditions::default();
    for (syarat, arg) in lingkup.syarat() {
        c.push(syarat, [arg]);
    }
    if let Some(p) = filter.periode {
        c.push("k.periode = ?", [Arg::Int(p)]);
    }
    if let Some(id) = filter.id_mata_kuliah {
        c.push("k.id_mata_kuliah = ?", [Arg::Int(id)]);
    }
    if let Some(nama) = filter.nama_kelas.as_deref().filter(|s| !s.trim().is_empty()) {
        c.push("LOWER(k.nama) = ?", [Arg::Text(nama.trim().to_lowercase())]);
    }
    if let Some(id) = filter.id_jenis_kelas {
        c.push("k.id_jenis_kelas = ?", [Arg::Int(id)]);
    }
    if let Some(id) = filter.id_prodi {
        c.push("mk.id_prodi = ?", [Arg::Int(id)]);
    }
    if let Some(mode) = filter.mode_kuliah {
        c.push("k.mode_kuliah = ?", [Arg::Text(mode.as_str().into())]);
    }
    // A student's classes are not found by their hidden exams (policy::may_see_ujian).
    let saring = if crate::policy::saring_ujian_tersembunyi(lingkup) {
        format!(" AND {}", crate::ujian::store::BUKAN_UJIAN_TERSEMBUNYI)
    } else {
        String::new()
    };
    for (jenis, sub) in [("ujian", &filter.jenis_ujian), ("tugas", &filter.jenis_tugas)] {
        if let Some(sub) = sub.as_deref().filter(|s| !s.is_empty()) {
            c.push(
                &format!(
                    "EXISTS (SELECT 1 FROM aktivitas a JOIN pertemuan p ON p.id = a.id_pertemuan
                             WHERE p.id_kelas = k.id AND a.jenis = ? AND a.sub_jenis = ?{saring})"
                ),
                [Arg::Text(jenis.into()), Arg::Text(sub.into())],
            );
        }
    }
    if let Some(status) = filter.status.and_then(SaringStatusKelas::status) {
        c.push("k.status = ?", [Arg::Text(status.as_str().into())]);
    }
    if let Some(nomor) = filter.nomor_pertemuan {
        c.push("EXISTS (SELECT 1 FROM pertemuan p WHERE p.id_kelas = k.id AND p.nomor = ?)", [Arg::Int(nomor)]);
    }
    let (awal, akhir) = (waktu(&filter.waktu_awal), waktu(&filter.waktu_akhir));
    if awal.is_some() || akhir.is_some() {
        // One meeting within the whole range, not one after the start and another before the end.
        c.push(
            "EXISTS (SELECT 1 FROM pertemuan p WHERE p.id_kelas = k.id AND p.waktu_mulai >= ? AND p.waktu_mulai <= ?)",
            [
                Arg::Text(awal.unwrap_or_else(|| "0001-01-01T00:00:00Z".into())),
                Arg::Text(akhir.unwrap_or_else(|| "9999-12-31T23:59:59Z".into())),
            ],
        );
    }
    if let Some(search) = filter.search.as_deref().filter(|s| !s.trim().is_empty()) {
        let pattern = like_pattern(search);
        c.push(
            "(LOWER(mk.nama) LIKE ? ESCAPE '\\' OR LOWER(mk.kode) LIKE ? ESCAPE '\\' OR LOWER(k.nama) LIKE ? ESCAPE '\\'
              OR EXISTS (SELECT 1 FROM pertemuan p WHERE p.id_kelas = k.id AND LOWER(p.judul) LIKE ? ESCAPE '\\'))",
            std::iter::repeat_n(Arg::Text(pattern), 4),
        );
    }
    c
}

/// A validated range bound, normalised to the stored format (see service::validate).
fn waktu(value: &Option<String>) -> Option<String> {
    value.as_deref().and_then(crate::db::parse_time).map(crate::db::format_time)
}

/// One row of the list query, before the lecturers and programmes are attached.
#[derive(sqlx::FromRow)]
struct KelasDb {
    id: i64,
    periode: i64,
    status: StatusKelas,
    mode_kuliah: super::model::ModeKuliah,
    nama_kelas: String,
    banner_path: Option<String>,
    banner_color_idx: i64,
    id_mk: i64,
    kode: String,
    nama_mk: String,
    sks: i64,
    nama_prodi: String,
    jenjang: String,
    jenis_kelas: String,
    jumlah_peserta: i64,
    jumlah_pertemuan: i64,
}

const FROM: &str = " FROM kelas_kuliah k
    JOIN mata_kuliah mk ON mk.id = k.id_mata_kuliah
    JOIN prodi pm ON pm.id = mk.id_prodi
    JOIN jenis_kelas jk ON jk.id = k.id_jenis_kelas";

pub async fn list(db: &Db, filter: &KelasFilter, lingkup: &Lingkup, page: PageRequest) -> AppResult<(Vec<KelasRow>, i64)> {
    let c = conditions(filter, lingkup);
    let where_sql = c.where_sql();
    let count_sql = format!("SELECT COUNT(*){FROM}{where_sql}");
    let total: i64 = bind_all(sqlx::query(&count_sql), &c.args).fetch_one(db).await?.try_get(0)?;
    let n = c.next_placeholder();
    let sql = format!(
        "SELECT k.id, k.periode, k.status, k.mode_kuliah, k.nama AS nama_kelas, k.banner_path, k.banner_color_idx,
                mk.id AS id_mk, mk.kode, mk.nama AS nama_mk, mk.sks, pm.nama AS nama_prodi, pm.jenjang,
                jk.nama AS jenis_kelas,
                (SELECT COUNT(*) FROM kelas_peserta ks WHERE ks.id_kelas = k.id) AS jumlah_peserta,
                (SELECT COUNT(*) FROM pertemuan p WHERE p.id_kelas = k.id) AS jumlah_pertemuan
         {FROM}{where_sql}
         ORDER BY k.periode DESC, mk.nama, k.nama, k.id
         LIMIT ${n} OFFSET ${}",
        n + 1
    );
    let mut args = c.args.clone();
    args.push(Arg::Int(page.per_page));
    args.push(Arg::Int(page.offset()));
    let rows = bind_all(sqlx::query(&sql), &args).try_map(|r| KelasDb::from_row(&r)).fetch_all(db).await?;
    let ids: Vec<i64> = rows.iter().map(|r| r.id).collect();
    let mut pengajar = pengajar_of(db, &ids).await?;
    let mut prodi_kelas = prodi_kelas_of(db, &ids).await?;
    let list = rows
        .into_iter()
        .map(|r| KelasRow {
            id: r.id,
            periode: r.periode,
            status: r.status,
            mode_kuliah: r.mode_kuliah,
            mata_kuliah: MataKuliahRingkas {
                id: r.id_mk,
                kode: r.kode,
                nama: r.nama_mk,
                sks: r.sks,
                prodi: ProdiRingkas { nama: r.nama_prodi, jenjang: r.jenjang },
            },
            kelas: NamaKelas { nama: r.nama_kelas, jenis: JenisKelas { nama: r.jenis_kelas } },
            pengajar: pengajar.remove(&r.id).unwrap_or_default(),
            jumlah_peserta: r.jumlah_peserta,
            jumlah_pertemuan: r.jumlah_pertemuan,
            prodi_kelas: prodi_kelas.remove(&r.id).unwrap_or_default(),
            banner_url: r.banner_path.map(|_| format!("/lms/kelas_kuliah/{}/banner", r.id)),
            banner_color_idx: r.banner_color_idx,
        })
        .collect();
    Ok((list, total))
}

/// The classes of `periode` that `lingkup` covers, by course and class name
/// (a student's own attendance and grade pages list theirs).
pub async fn kelas_saya(db: &Db, lingkup: &Lingkup, periode: i64) -> AppResult<Vec<KelasSaya>> {
    let c = conditions(&KelasFilter { periode: Some(periode), ..Default::default() }, lingkup);
    let sql = format!(
        "SELECT k.id, mk.kode AS kode_mk, mk.nama AS nama_mk, k.nama AS nama_kelas{FROM}{} ORDER BY mk.nama, k.nama, k.id",
        c.where_sql()
    );
    Ok(bind_all(sqlx::query(&sql), &c.args).try_map(|r| KelasSaya::from_row(&r)).fetch_all(db).await?)
}

/// `$first, $first+1, …` for `count` values (an IN list).
pub(crate) fn placeholders(first: usize, count: usize) -> String {
    (first..first + count).map(|i| format!("${i}")).collect::<Vec<_>>().join(", ")
}

#[derive(sqlx::FromRow)]
struct PengajarDb {
    id_kelas: i64,
    id_dosen: i64,
    jabatan: JabatanDosen,
    nama: String,
    gelar_depan: String,
    gelar_akademik: String,
}

async fn pengajar_of(db: &Db, ids: &[i64]) -> AppResult<HashMap<i64, Vec<PengajarRingkas>>> {
    let mut map: HashMap<i64, Vec<PengajarRingkas>> = HashMap::new();
    if ids.is_empty() {
        return Ok(map);
    }
    let sql = format!(
        "SELECT kp.id_kelas, kp.id_dosen, kp.jabatan, u.nama, d.gelar_depan, d.gelar_akademik
         FROM kelas_pengajar kp JOIN users u ON u.id = kp.id_dosen JOIN dosen d ON d.id_user = kp.id_dosen
         WHERE kp.id_kelas IN ({}) ORDER BY kp.id_kelas, kp.urutan, u.nama",
        placeholders(1, ids.len())
    );
    let args: Vec<Arg> = ids.iter().map(|i| Arg::Int(*i)).collect();
    for r in bind_all(sqlx::query(&sql), &args).try_map(|r| PengajarDb::from_row(&r)).fetch_all(db).await? {
        map.entry(r.id_kelas).or_default().push(PengajarRingkas {
            id_dosen: r.id_dosen,
            jabatan: r.jabatan,
            nama: crate::inti::nama_bergelar(&r.gelar_depan, &r.nama, &r.gelar_akademik),
        });
    }
    Ok(map)
}

async fn prodi_kelas_of(db: &Db, ids: &[i64]) -> AppResult<HashMap<i64, Vec<ProdiRingkas>>> {
    let mut map: HashMap<i64, Vec<ProdiRingkas>> = HashMap::new();
    if ids.is_empty() {
        return Ok(map);
    }
    let sql = format!(
        "SELECT kp.id_kelas, p.nama, p.jenjang FROM kelas_prodi kp JOIN prodi p ON p.id = kp.id_prodi
         WHERE kp.id_kelas IN ({}) ORDER BY kp.id_kelas, p.nama",
        placeholders(1, ids.len())
    );
    let args: Vec<Arg> = ids.iter().map(|i| Arg::Int(*i)).collect();
    for r in bind_all(sqlx::query(&sql), &args).fetch_all(db).await? {
        map.entry(r.try_get("id_kelas")?).or_default().push(ProdiRingkas { nama: r.try_get("nama")?, jenjang: r.try_get("jenjang")? });
    }
    Ok(map)
}

/// The names of the ids a class filter chose (see `model::NamaFilter`).
pub async fn nama_filter(db: &Db, f: &KelasFilter) -> AppResult<super::model::NamaFilter> {
    async fn satu(db: &Db, sql: &str, id: Option<i64>) -> AppResult<Option<String>> {
        match id {
            Some(id) => Ok(sqlx::query_scalar(sql).bind(id).fetch_optional(db).await?),
            None => Ok(None),
        }
    }
    Ok(super::model::NamaFilter {
        periode: f.periode.map(crate::pengaturan::store::periode_label),
        id_mata_kuliah: satu(db, "SELECT kode || ' - ' || nama FROM mata_kuliah WHERE id = $1", f.id_mata_kuliah).await?,
        id_jenis_kelas: satu(db, "SELECT nama FROM jenis_kelas WHERE id = $1", f.id_jenis_kelas).await?,
        id_prodi: satu(db, "SELECT jenjang || ' ' || nama FROM prodi WHERE id = $1", f.id_prodi).await?,
    })
}
