//! Reading the activity log (spec 2 §2 'Riwayat Aktivitas', §3 log filter,
//! §7 log_aktivitas; issue 15): one's own history, every user's for
//! operators with read on data_sistem, filtered by kind, time range, user,
//! role, IP address, words, class, meeting and period, newest first, and the
//! same as .xlsx.

use chrono::{NaiveDateTime, TimeZone, Utc};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::model::Saringan;
use super::store::{self, LogDb};
use super::JENIS;
use crate::db::{self, Db};
use crate::error::{AppError, AppResult};
use crate::identitas::model::Role;
use crate::identitas::CurrentUser;
use crate::list::{ListMeta, ListResponse, PageRequest};
use crate::pengaturan::store::{time_zone, zona_offset};
use crate::policy;

/// Page size of the shared filter (spec 2 §9); the profile asks for 5.
pub const PER_PAGE: i64 = 10;
/// The most rows one .xlsx holds; a wider filter is refused with what to do.
pub const EXPORT_MAKS: i64 = 100_000;
const TEKS_MAKS: usize = 100;

/// The filter of every log read (spec 2 §3 'Log filter params', the ones the log has).
#[derive(Deserialize, Serialize, JsonSchema, Default, Clone, Debug, PartialEq)]
pub struct LogFilter {
    pub page: Option<i64>,
    pub per_page: Option<i64>,
    /// A code of `/lms/log_aktivitas/jenis_aktivitas`; empty for every kind.
    pub jenis_aktivitas: Option<String>,
    /// Start of the range, UTC ISO 8601 (`2026-11-25T17:00:00Z`). A value
    /// without a zone (a form sent without JavaScript) is read in the
    /// system's time zone.
    #[schemars(with = "Option<crate::inti::WaktuSaring>")]
    pub waktu_awal: Option<String>,
    /// End of the range, inclusive; same forms as waktu_awal.
    #[schemars(with = "Option<crate::inti::WaktuSaring>")]
    pub waktu_akhir: Option<String>,
    /// One user's entries (operators with read on data_sistem; others only their own id).
    pub id_user: Option<i64>,
    /// The same by username (the filter box of the operators' view).
    pub username: Option<String>,
    /// The role the action was done in; empty is any. Read as text, so that an
    /// unknown role is told in the filter's own message (422), not as a bad URL.
    #[schemars(with = "Option<Role>")]
    pub role: Option<String>,
    pub ip_address: Option<String>,
    /// Words of the entry's text.
    pub search: Option<String>,
    /// Entries about one class (its content, attendance, grades, meetings).
    pub id_kelas: Option<i64>,
    /// Entries about one meeting.
    pub id_pertemuan: Option<i64>,
    /// Entries about the classes of one period (e.g. 20261).
    pub periode: Option<i64>,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct PenggunaLog {
    pub id: i64,
    pub username: String,
    pub nama: String,
}

/// One entry (spec 2 §3 'Activity log entry').
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct LogAktivitas {
    pub id: i64,
    /// UTC ISO 8601.
    pub waktu: String,
    pub jenis: String,
    pub jenis_label: String,
    pub detail: String,
    pub ip_address: String,
    /// The role the action was done in.
    pub role: String,
    /// Whose account (null for a failed login of an unknown name).
    pub pengguna: Option<PenggunaLog>,
    /// The red 'operator' tag: an operator acted on this lecturer's or
    /// student's account and the viewer is not an operator.
    pub tag_operator: bool,
    /// The operator who acted, for operator viewers only.
    pub operator: Option<PenggunaLog>,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct JenisLog {
    pub kode: String,
    pub label: String,
}

/// The 'Riwayat Aktivitas' tab of `/profil`: the entries, the filter as
/// applied (times in UTC), the kinds for the autocomplete.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct RiwayatAktivitas {
    pub items: Vec<LogAktivitas>,
    pub meta: ListMeta,
    pub jenis_aktivitas: String,
    pub waktu_awal: String,
    pub waktu_akhir: String,
    pub username: String,
    pub jenis: Vec<JenisLog>,
    /// Asia/Jakarta | Asia/Makassar | Asia/Jayapura: how times are shown.
    pub time_zone: String,
    /// The viewer reads every user's entries (the 'Pengguna' field is shown).
    pub semua_pengguna: bool,
    /// Why the filter was not applied (shown above the filter box).
    pub galat: Option<String>,
}

pub fn daftar_jenis() -> Vec<JenisLog> {
    JENIS.iter().map(|(kode, label)| JenisLog { kode: (*kode).into(), label: (*label).into() }).collect()
}

pub fn halaman(f: &LogFilter, bawaan: i64) -> PageRequest {
    PageRequest::new(f.page, f.per_page, bawaan, 100)
}

/// The profile tab: the filter from the page's URL, today in the system's
/// time zone when no range is given, `per_page` 5 unless asked.
pub async fn tab_profil(db: &Db, user: &CurrentUser, query: &str) -> AppResult<RiwayatAktivitas> {
    let f: LogFilter = crate::extract::baca_query(query)?;
    let tz = time_zone(db).await?;
    let (awal, akhir) = hari_ini(&tz);
    let f = LogFilter {
        waktu_awal: Some(isi(&f.waktu_awal).unwrap_or(awal)),
        waktu_akhir: Some(isi(&f.waktu_akhir).unwrap_or(akhir)),
        id_user: if policy::may_read_log_semua(user) { None } else { Some(user.id()) },
        ..f
    };
    let semua_pengguna = policy::may_read_log_semua(user);
    let page = halaman(&f, 5);
    let (s, list, galat) = match saringan(db, user, &f, &tz).await {
        Ok(s) => {
            let list = baca(db, user, &s, page).await?;
            (s, list, None)
        }
        Err(e) if e.status.is_client_error() => {
            (Saringan::default(), ListResponse { data: Vec::new(), meta: page.meta(0) }, Some(e.message))
        }
        Err(e) => return Err(e),
    };
    Ok(RiwayatAktivitas {
        items: list.data,
        meta: list.meta,
        jenis_aktivitas: s.jenis.or(isi(&f.jenis_aktivitas)).unwrap_or_default(),
        waktu_awal: s.awal.or(isi(&f.waktu_awal)).unwrap_or_default(),
        waktu_akhir: s.akhir.or(isi(&f.waktu_akhir)).unwrap_or_default(),
        username: isi(&f.username).unwrap_or_default(),
        jenis: daftar_jenis(),
        time_zone: tz,
        semua_pengguna,
        galat,
    })
}

/// 00:00:00 to 23:59:59 of today in `tz`, as UTC.
fn hari_ini(tz: &str) -> (String, String) {
    let zona = zona_offset(tz);
    let tanggal = Utc::now().with_timezone(&zona).date_naive();
    let waktu = |j: u32, m: u32, d: u32| -> String {
        let lokal = tanggal.and_hms_opt(j, m, d).and_then(|t| zona.from_local_datetime(&t).single());
        lokal.map(|t| db::format_time(t.with_timezone(&Utc))).unwrap_or_default()
    };
    (waktu(0, 0, 0), waktu(23, 59, 59))
}

// ---------------------------------------------------------------- checking the filter

fn isi(v: &Option<String>) -> Option<String> {
    v.as_deref().map(str::trim).filter(|s| !s.is_empty()).map(str::to_string)
}

fn teks(v: &Option<String>, nama: &str) -> AppResult<Option<String>> {
    let Some(t) = isi(v) else { return Ok(None) };
    crate::input::check_text(&t)?;
    if t.chars().count() > TEKS_MAKS {
        return Err(AppError::unprocessable(format!("{nama} paling banyak {TEKS_MAKS} karakter.")));
    }
    Ok(Some(t))
}

/// A time of the filter as stored, or what to write instead. Without a zone
/// (a form sent before scripts load: 'YYYY-MM-DDTHH:MM' or 'DD/MM/YYYY JJ:MM')
/// it is read in the college's zone, and a range's end includes its whole
/// minute (or its whole day, given only a date).
pub fn waktu_filter(v: &str, tz: &str, nama: &str, akhir: bool) -> AppResult<String> {
    let v = v.trim();
    let utc = chrono::DateTime::parse_from_rfc3339(v).map(|t| t.with_timezone(&Utc)).ok().or_else(|| {
        let menit = || ["%Y-%m-%dT%H:%M", "%d/%m/%Y %H:%M"].iter().find_map(|f| NaiveDateTime::parse_from_str(v, f).ok());
        let hari = || {
            chrono::NaiveDate::parse_from_str(v, "%d/%m/%Y").ok().and_then(|d| {
                if akhir {
                    d.and_hms_opt(23, 59, 59)
                } else {
                    d.and_hms_opt(0, 0, 0)
                }
            })
        };
        let lokal = NaiveDateTime::parse_from_str(v, "%Y-%m-%dT%H:%M:%S")
            .ok()
            .or_else(|| menit().map(|m| if akhir { m + chrono::Duration::seconds(59) } else { m }))
            .or_else(hari)?;
        zona_offset(tz).from_local_datetime(&lokal).single().map(|t| t.with_timezone(&Utc))
    });
    utc.map(db::format_time).ok_or_else(|| {
        AppError::unprocessable(format!(
            "{nama} tidak valid. Tulis DD/MM/YYYY JJ:MM, misalnya 26/11/2026 08:00, atau ISO 8601, misalnya 2026-11-26T01:00:00Z."
        ))
    })
}

/// `tz`: the college's zone, for times given without one.
pub async fn saringan(db: &Db, user: &CurrentUser, f: &LogFilter, tz: &str) -> AppResult<Saringan> {
    let awal = isi(&f.waktu_awal).map(|v| waktu_filter(&v, tz, "Waktu awal", false)).transpose()?;
    let akhir = isi(&f.waktu_akhir).map(|v| waktu_filter(&v, tz, "Waktu akhir", true)).transpose()?;
    if let (Some(a), Some(b)) = (&awal, &akhir) {
        if b < a {
            return Err(AppError::unprocessable("Waktu akhir tidak boleh sebelum waktu awal."));
        }
    }
    let jenis =
        match teks(&f.jenis_aktivitas, "Jenis aktivitas")? {
            Some(j) => Some(kode_jenis(&j).ok_or_else(|| {
                AppError::unprocessable(format!("Jenis aktivitas '{j}' tidak dikenal. Pilih dari daftar jenis aktivitas."))
            })?),
            None => None,
        };
    let role = match teks(&f.role, "Peran")? {
        Some(r) => Some(Role::parse(&r).ok_or_else(|| AppError::unprocessable("Peran harus mahasiswa, dosen atau operator."))?),
        None => None,
    };
    let diminta = match (f.id_user, teks(&f.username, "Username")?) {
        (Some(id), _) => Some(id),
        (None, Some(username)) => Some(id_username(db, &username).await?),
        (None, None) => None,
    };
    Ok(Saringan {
        id_user: policy::require_log_pengguna(user, diminta)?,
        jenis,
        awal,
        akhir,
        role,
        ip: teks(&f.ip_address, "Alamat IP")?,
        search: teks(&f.search, "Pencarian")?,
        id_kelas: f.id_kelas,
        id_pertemuan: f.id_pertemuan,
        periode: f.periode,
    })
}

/// A kind by its code or its label (what the autocomplete shows, any case).
fn kode_jenis(teks: &str) -> Option<String> {
    JENIS.iter().find(|(k, l)| *k == teks || l.eq_ignore_ascii_case(teks)).map(|(k, _)| (*k).to_string())
}

async fn id_username(db: &Db, username: &str) -> AppResult<i64> {
    let id = store::id_user(db, username).await?;
    id.ok_or_else(|| AppError::unprocessable(format!("Pengguna dengan username '{username}' tidak ditemukan.")))
}

// ---------------------------------------------------------------- reading

fn pengguna(id: Option<i64>, username: Option<String>, nama: Option<String>) -> Option<PenggunaLog> {
    Some(PenggunaLog { id: id?, username: username.unwrap_or_default(), nama: nama.unwrap_or_default() })
}

fn entri(r: LogDb, lihat_operator: bool) -> LogAktivitas {
    let pada_akun_pengguna = Role::parse(&r.role).is_some_and(|r| r != Role::Operator);
    let oleh_operator = r.id_operator.is_some() && pada_akun_pengguna;
    LogAktivitas {
        id: r.id,
        jenis_label: super::label(&r.jenis).to_string(),
        jenis: r.jenis,
        detail: r.detail,
        ip_address: r.ip_address,
        role: r.role,
        waktu: r.waktu,
        pengguna: pengguna(r.id_user, r.username, r.nama),
        tag_operator: oleh_operator && !lihat_operator,
        operator: if lihat_operator { pengguna(r.id_operator, r.op_username, r.op_nama) } else { None },
    }
}

/// One page of entries and the number matching.
pub async fn baca(db: &Db, user: &CurrentUser, s: &Saringan, page: PageRequest) -> AppResult<ListResponse<LogAktivitas>> {
    let data = baris(db, user, s, page).await?;
    Ok(ListResponse { data, meta: page.meta(store::jumlah(db, s).await?) })
}

/// The entries of one page, newest first.
pub async fn baris(db: &Db, user: &CurrentUser, s: &Saringan, page: PageRequest) -> AppResult<Vec<LogAktivitas>> {
    let rows = store::log(db, s, page).await?;
    let lihat_operator = policy::may_see_operator_pelaku(user);
    Ok(rows.into_iter().map(|r| entri(r, lihat_operator)).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn filter_times_are_utc_and_zoneless_ones_are_local() {
        assert_eq!(waktu_filter("2026-11-25T17:00:00Z", "Asia/Jakarta", "x", true).unwrap(), "2026-11-25T17:00:00Z");
        assert_eq!(waktu_filter("2026-11-26T00:00:00.000Z", "Asia/Jakarta", "x", false).unwrap(), "2026-11-26T00:00:00Z");
        assert_eq!(waktu_filter("2026-11-26T00:00", "Asia/Jakarta", "x", false).unwrap(), "2026-11-25T17:00:00Z");
        assert_eq!(waktu_filter("2026-11-26T23:59", "Asia/Jakarta", "x", true).unwrap(), "2026-11-26T16:59:59Z");
        assert_eq!(waktu_filter("2026-11-26T23:59:59", "Asia/Jayapura", "x", true).unwrap(), "2026-11-26T14:59:59Z");
        assert_eq!(waktu_filter("26/11/2026 08:05", "Asia/Jakarta", "x", false).unwrap(), "2026-11-26T01:05:00Z");
        assert_eq!(waktu_filter("26/11/2026", "Asia/Jakarta", "x", true).unwrap(), "2026-11-26T16:59:59Z");
        assert_eq!(waktu_filter("26/11/2026", "Asia/Jakarta", "x", false).unwrap(), "2026-11-25T17:00:00Z");
        assert!(waktu_filter("31/02/2026", "Asia/Jakarta", "x", false).is_err());
        assert!(waktu_filter("kemarin", "Asia/Jakarta", "x", false).is_err());
    }

    #[test]
    fn today_spans_the_local_day() {
        let (awal, akhir) = hari_ini("Asia/Jakarta");
        let (a, b) = (db::parse_time(&awal).unwrap(), db::parse_time(&akhir).unwrap());
        assert_eq!((b - a).num_seconds(), 24 * 3600 - 1);
        assert!(awal.ends_with("T17:00:00Z"), "{awal}");
    }

    #[test]
    fn every_kind_has_one_label() {
        let mut kode: Vec<_> = JENIS.iter().map(|(k, _)| *k).collect();
        kode.sort();
        kode.dedup();
        assert_eq!(kode.len(), JENIS.len());
        assert_eq!(super::super::label(super::super::jenis::LOGIN), "Login");
        assert_eq!(kode_jenis("kumpul_tugas").as_deref(), Some("kumpul_tugas"));
        assert_eq!(kode_jenis("kumpul TUGAS").as_deref(), Some("kumpul_tugas"));
        assert_eq!(kode_jenis("tidak ada"), None);
    }
}
