//! Activation links (issue 35, item 4): an account the academic import made has no password.
//! The operator makes one link per such account (`lms tautan-aktivasi`, or 'Unduh Tautan
//! Aktivasi' on /impor-akademik: a CSV to send by the university's own mail or print); the person opens it (/aktivasi?token=...), chooses their
//! password and is signed in. A link is used once, expires, and is stored only as its hash.

use chrono::{Duration, Utc};

use super::aktivasi_store::{self as store, AkunTanpaSandi};
use super::password::{self, SANDI_BELUM_ADA};
use crate::db::{self, Db};
use crate::error::{AppError, AppResult};
use crate::identitas::sesi::{self, NewSession, Tokens};
use crate::identitas::CurrentUser;
use crate::log_aktivitas::{self, jenis, Entry};

/// Days a link is valid by default.
pub const MASA_BERLAKU_HARI: i64 = 14;

/// One account's link, as the operator's list gives it.
pub struct TautanAktivasi {
    pub akun: AkunTanpaSandi,
    pub tautan: String,
}

pub fn tidak_berlaku() -> AppError {
    AppError::unprocessable("Tautan aktivasi tidak valid, sudah dipakai, atau kedaluwarsa. Minta tautan baru kepada operator LMS.")
}

/// Checks what the operator asked for: the LMS's address as its users open it, the role, the days.
fn periksa(alamat: &str, role: Option<&str>, hari: i64) -> AppResult<()> {
    let alamat_sah = url::Url::parse(alamat).is_ok_and(|u| matches!(u.scheme(), "https" | "http") && u.host().is_some());
    if !alamat_sah || alamat.len() > 200 {
        return Err(AppError::unprocessable("Alamat LMS harus diawali https:// atau http://, misalnya https://lms.kampus.ac.id."));
    }
    if !(1..=90).contains(&hari) {
        return Err(AppError::unprocessable("Masa berlaku tautan 1 sampai 90 hari."));
    }
    if role.is_some_and(|r| !matches!(r, "mahasiswa" | "dosen")) {
        return Err(AppError::unprocessable("Peran harus mahasiswa atau dosen (kosong: keduanya)."));
    }
    Ok(())
}

/// A new link for every account without a password (of `role`, when given), each replacing the
/// account's older one; `alamat` is the LMS's address as its users open it.
/// `oleh`: the operator and their address, for the activity log (None from the command line).
pub async fn buat_tautan(
    db: &Db,
    alamat: &str,
    role: Option<&str>,
    hari: i64,
    oleh: Option<(&CurrentUser, &str)>,
) -> AppResult<Vec<TautanAktivasi>> {
    periksa(alamat, role, hari)?;
    let akun = store::tanpa_sandi(db, SANDI_BELUM_ADA, role).await?;
    if akun.is_empty() {
        return Ok(Vec::new());
    }
    let now = Utc::now();
    let kedaluwarsa = db::format_time(now + Duration::days(hari));
    let now = db::format_time(now);
    let mut tx = db.begin().await?;
    let mut hasil = Vec::with_capacity(akun.len());
    for a in akun {
        let token = sesi::new_token();
        store::simpan(&mut tx, a.id, &sesi::hash_token(&token), &kedaluwarsa, &now).await?;
        hasil.push(TautanAktivasi { tautan: format!("{}/aktivasi?token={token}", alamat.trim_end_matches('/')), akun: a });
    }
    if let Some((user, ip)) = oleh {
        let detail = format!("{} tautan aktivasi, berlaku {hari} hari", hasil.len());
        log_aktivitas::write(&mut *tx, Entry::by(user, jenis::BUAT_TAUTAN_AKTIVASI, detail, ip)).await?;
    }
    tx.commit().await?;
    Ok(hasil)
}

/// The links as a CSV a spreadsheet program, a mail merge or a printer reads: semicolons (as
/// Excel in an Indonesian locale expects) and a byte-order mark (so it reads the names as UTF-8).
pub fn csv(tautan: &[TautanAktivasi]) -> AppResult<Vec<u8>> {
    let mut out = csv::WriterBuilder::new().delimiter(b';').from_writer(b"\xEF\xBB\xBF".to_vec());
    let gagal = |e: csv::Error| AppError::from(anyhow::Error::from(e));
    out.write_record(["Username", "Nama", "Peran", "Email", "Tautan"]).map_err(gagal)?;
    for t in tautan {
        out.write_record([&t.akun.username, &t.akun.nama, &t.akun.role, &t.akun.email, &t.tautan]).map_err(gagal)?;
    }
    out.into_inner().map_err(|e| AppError::from(anyhow::anyhow!("{e}")))
}

/// The account a link opens, if it is still valid.
pub async fn akun_tautan(db: &Db, token: &str) -> AppResult<Option<AkunTanpaSandi>> {
    if token.is_empty() || token.len() > 128 {
        return Ok(None);
    }
    store::akun(db, &sesi::hash_token(token), &db::now()).await
}

/// Sets the account's first password through its link and signs it in.
pub async fn aktifkan(db: &Db, token: &str, sandi: &str, ulangi: &str, ip: &str) -> AppResult<Tokens> {
    let akun = akun_tautan(db, token).await?.ok_or_else(tidak_berlaku)?;
    password::periksa_sandi_baru(&akun.username, sandi, ulangi)?;
    let sandi = sandi.to_string();
    let hash = tokio::task::spawn_blocking(move || password::hash(&sandi)).await?;
    let role = crate::identitas::store::role(db, akun.id).await?;
    let mut tx = db.begin().await?;
    // The link is deleted first: of two tabs sending it at once, one sets the password.
    let id = store::pakai(&mut tx, &sesi::hash_token(token), &db::now()).await?.ok_or_else(tidak_berlaku)?;
    if !store::isi_sandi(&mut tx, id, &hash, SANDI_BELUM_ADA).await? {
        return Err(AppError::conflict("Akun ini sudah mempunyai password. Silakan masuk dengan username dan password."));
    }
    let entri = Entry {
        id_user: Some(id),
        id_operator: None,
        role: Some(role),
        jenis: jenis::AKTIVASI_AKUN,
        detail: "Aktivasi akun melalui tautan".into(),
        ip,
        id_kelas: None,
        id_pertemuan: None,
    };
    log_aktivitas::write(&mut *tx, entri).await?;
    tx.commit().await?;
    sesi::create(db, NewSession { id_user: id, id_operator: None, id_sesi_asal: None, ip: ip.into() }).await
}
