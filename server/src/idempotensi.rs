//! Idempotency keys for the actions a student may queue offline (issue 38):
//! a forum post, a task's hand-in, a material's recorded use. The phone keeps
//! them in IndexedDB and sends each with `Idempotency-Key: <uuid>` when the
//! network returns, possibly more than once (a retry after a lost answer, two
//! tabs, the page and the service worker). The first request with a key runs
//! the action and stores its answer; any later one with the same key gets that
//! answer back (`Idempotent-Replayed: true`) and writes nothing.
//!
//! A key is claimed before the action runs with one `INSERT ... ON CONFLICT DO
//! NOTHING` (atomic on both engines), so of two concurrent requests exactly
//! one runs; the other answers 409 and is retried by the client. Keys are per
//! user (`id_pengguna`, the acting user), kept [`HARI_SIMPAN`] days.

use std::future::Future;

use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use axum::http::{HeaderName, HeaderValue};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::de::DeserializeOwned;
use serde::Serialize;

use crate::db::{self, Db};
use crate::error::{AppError, AppResult};

/// The request header naming one logical action.
pub const HEADER_KUNCI: &str = "idempotency-key";
/// Set on an answer that was stored by an earlier request with the same key.
pub const HEADER_DIULANG: HeaderName = HeaderName::from_static("idempotent-replayed");
/// Longest key accepted: a UUID is 36; room for a client's own prefix.
const PANJANG_MAKS: usize = 64;
/// How long a claim without an answer counts as still running. The three
/// actions take milliseconds; a claim this old belongs to a request that died
/// between claiming and storing (see [`ambil_alih`]).
const MENIT_PROSES: i64 = 2;
/// How long keys are kept: longer than any phone stays offline with a queue.
pub const HARI_SIMPAN: i64 = 7;
/// `status` of a claim whose action is still running.
const SEDANG_DIPROSES: i64 = 0;
/// `status` stored with an answer: the three actions answer 200.
const STATUS_SELESAI: i64 = 200;

/// The optional `Idempotency-Key` header. A key that is present but not 1–64
/// letters, digits, '-' or '_' is refused (400) before anything runs, so a
/// client bug is seen at once instead of writing without protection.
pub struct KunciIdempotensi(pub Option<String>);

impl<S: Send + Sync> FromRequestParts<S> for KunciIdempotensi {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        let Some(nilai) = parts.headers.get(HEADER_KUNCI) else { return Ok(KunciIdempotensi(None)) };
        match nilai.to_str() {
            Ok(kunci) if kunci_sah(kunci) => Ok(KunciIdempotensi(Some(kunci.to_string()))),
            _ => Err(AppError::bad_request("Header Idempotency-Key harus 1–64 huruf, angka, '-' atau '_' (misalnya sebuah UUID).")),
        }
    }
}

fn kunci_sah(kunci: &str) -> bool {
    (1..=PANJANG_MAKS).contains(&kunci.len()) && kunci.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// The answer of an action behind a key: a JSON body with status 200, marked
/// with `Idempotent-Replayed: true` when it was stored by an earlier request.
/// The body has the shape the route always had.
pub struct Jawaban<T> {
    pub isi: T,
    pub diulang: bool,
}

impl<T: Serialize> IntoResponse for Jawaban<T> {
    fn into_response(self) -> Response {
        let mut res = Json(self.isi).into_response();
        if self.diulang {
            res.headers_mut().insert(HEADER_DIULANG, HeaderValue::from_static("true"));
        }
        res
    }
}

/// Runs `kerja` at most once per (`id_pengguna`, `kunci`). Without a key it
/// just runs. With one: a new key is claimed and `kerja` runs; a key already
/// answered for the same `rute` replays the stored answer; a key used for
/// another `rute` is 422; a key whose action still runs is 409. A refused or
/// failed action releases its claim, so the corrected retry may run.
pub async fn sekali<T, F>(db: &Db, id_pengguna: i64, kunci: Option<&str>, rute: &str, kerja: F) -> AppResult<Jawaban<T>>
where
    T: Serialize + DeserializeOwned,
    F: Future<Output = AppResult<T>>,
{
    let Some(kunci) = kunci else {
        return Ok(Jawaban { isi: kerja.await?, diulang: false });
    };
    let kunci = Kunci { id_pengguna, kunci };
    match klaim(db, &kunci, rute).await? {
        Klaim::Baru { dibuat } => jalankan(db, &kunci, &dibuat, kerja).await,
        Klaim::Tersimpan(teks) => {
            let isi = serde_json::from_str(&teks).map_err(anyhow::Error::from)?;
            Ok(Jawaban { isi, diulang: true })
        }
    }
}

/// One user's key.
struct Kunci<'a> {
    id_pengguna: i64,
    kunci: &'a str,
}

/// What claiming a key found.
enum Klaim {
    /// This request holds the claim made at `dibuat` and runs the action.
    Baru { dibuat: String },
    /// The JSON answer stored by the request that ran it.
    Tersimpan(String),
}

/// A stored key, as read back when the claim found it taken.
#[derive(sqlx::FromRow)]
struct Baris {
    rute: String,
    status: i64,
    jawaban: Option<String>,
    dibuat: String,
}

/// Claims the key, or says what holds it. A row that vanishes between the
/// failed insert and the read (its action failed and released it) is claimed
/// again, up to three times; one vanishing each time means other requests
/// are racing on the key (409, the client retries).
async fn klaim(db: &Db, kunci: &Kunci<'_>, rute: &str) -> AppResult<Klaim> {
    for _ in 0..3 {
        let dibuat = db::now();
        if sisipkan(db, kunci, rute, &dibuat).await? {
            return Ok(Klaim::Baru { dibuat });
        }
        if let Some(baris) = baca(db, kunci).await? {
            return klaim_terpakai(db, kunci, rute, baris).await;
        }
    }
    Err(sedang_diproses())
}

/// What to do with a key another request claimed first.
async fn klaim_terpakai(db: &Db, kunci: &Kunci<'_>, rute: &str, baris: Baris) -> AppResult<Klaim> {
    if baris.rute != rute {
        return Err(AppError::unprocessable("Kunci idempotensi ini sudah dipakai untuk kiriman lain."));
    }
    if baris.status != SEDANG_DIPROSES {
        return baris.jawaban.map(Klaim::Tersimpan).ok_or_else(|| anyhow::anyhow!("kunci idempotensi selesai tanpa jawaban").into());
    }
    let batas = db::format_time(chrono::Utc::now() - chrono::Duration::minutes(MENIT_PROSES));
    if baris.dibuat > batas {
        return Err(sedang_diproses());
    }
    ambil_alih(db, kunci, &baris.dibuat).await?.map(|dibuat| Klaim::Baru { dibuat }).ok_or_else(sedang_diproses)
}

fn sedang_diproses() -> AppError {
    AppError::conflict("Kiriman yang sama sedang diproses. Coba lagi sebentar.")
}

/// Runs the action under the claim made at `dibuat`: its answer is stored, or,
/// when it is refused or fails, the claim is released so a retry may run.
async fn jalankan<T, F>(db: &Db, kunci: &Kunci<'_>, dibuat: &str, kerja: F) -> AppResult<Jawaban<T>>
where
    T: Serialize,
    F: Future<Output = AppResult<T>>,
{
    match kerja.await {
        Ok(isi) => {
            simpan(db, kunci, dibuat, &isi).await;
            Ok(Jawaban { isi, diulang: false })
        }
        Err(e) => {
            if let Err(lepas_gagal) = lepas(db, kunci, dibuat).await {
                tracing::warn!(error = %lepas_gagal.message, "kunci idempotensi tidak dapat dilepas");
            }
            Err(e)
        }
    }
}

/// Inserts the claim (status 0, no answer); true when this request made it.
async fn sisipkan(db: &Db, kunci: &Kunci<'_>, rute: &str, dibuat: &str) -> AppResult<bool> {
    let hasil = sqlx::query(
        "INSERT INTO kunci_idempotensi (id_pengguna, kunci, rute, status, dibuat) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (id_pengguna, kunci) DO NOTHING",
    )
    .bind(kunci.id_pengguna)
    .bind(kunci.kunci)
    .bind(rute)
    .bind(SEDANG_DIPROSES)
    .bind(dibuat)
    .execute(db)
    .await?;
    Ok(hasil.rows_affected() == 1)
}

async fn baca(db: &Db, kunci: &Kunci<'_>) -> AppResult<Option<Baris>> {
    Ok(sqlx::query_as("SELECT rute, status, jawaban, dibuat FROM kunci_idempotensi WHERE id_pengguna = $1 AND kunci = $2")
        .bind(kunci.id_pengguna)
        .bind(kunci.kunci)
        .fetch_optional(db)
        .await?)
}

/// Takes over a claim left at status 0 for longer than [`MENIT_PROSES`]: the
/// request that made it died (process restart, or the client went away and
/// the request was dropped) before storing an answer. Guarded by the old
/// `dibuat`, so of several retries one takes it (the others get 409). Answers
/// the new claim time.
///
/// The window this leaves: a request that died after the action's write was
/// committed but before its answer was stored ran the action, and the retry
/// that takes over runs it again (docs/decisions.md, "Idempotency keys").
async fn ambil_alih(db: &Db, kunci: &Kunci<'_>, dibuat_lama: &str) -> AppResult<Option<String>> {
    let dibuat = db::now();
    let hasil =
        sqlx::query("UPDATE kunci_idempotensi SET dibuat = $1 WHERE id_pengguna = $2 AND kunci = $3 AND status = $4 AND dibuat = $5")
            .bind(&dibuat)
            .bind(kunci.id_pengguna)
            .bind(kunci.kunci)
            .bind(SEDANG_DIPROSES)
            .bind(dibuat_lama)
            .execute(db)
            .await?;
    Ok((hasil.rows_affected() == 1).then_some(dibuat))
}

/// Stores the answer under this request's claim. A failure is logged, not
/// answered: the action did run, and an error would make the client retry it
/// (the claim, left at status 0, is taken over after [`MENIT_PROSES`]).
async fn simpan<T: Serialize>(db: &Db, kunci: &Kunci<'_>, dibuat: &str, isi: &T) {
    let hasil = async {
        let teks = serde_json::to_string(isi).map_err(anyhow::Error::from)?;
        sqlx::query(
            "UPDATE kunci_idempotensi SET status = $1, jawaban = $2
             WHERE id_pengguna = $3 AND kunci = $4 AND status = $5 AND dibuat = $6",
        )
        .bind(STATUS_SELESAI)
        .bind(teks)
        .bind(kunci.id_pengguna)
        .bind(kunci.kunci)
        .bind(SEDANG_DIPROSES)
        .bind(dibuat)
        .execute(db)
        .await?;
        Ok::<(), AppError>(())
    };
    if let Err(e) = hasil.await {
        tracing::warn!(error = %e.message, "jawaban kunci idempotensi tidak tersimpan");
    }
}

/// Removes this request's claim after a refused or failed action. Only its
/// own: a claim taken over meanwhile, or an answer stored by the request that
/// took over, stays.
async fn lepas(db: &Db, kunci: &Kunci<'_>, dibuat: &str) -> AppResult<()> {
    sqlx::query("DELETE FROM kunci_idempotensi WHERE id_pengguna = $1 AND kunci = $2 AND status = $3 AND dibuat = $4")
        .bind(kunci.id_pengguna)
        .bind(kunci.kunci)
        .bind(SEDANG_DIPROSES)
        .bind(dibuat)
        .execute(db)
        .await?;
    Ok(())
}

/// Deletes the keys made before `batas` (UTC time text); answers how many.
pub async fn sapu(db: &Db, batas: &str) -> AppResult<u64> {
    Ok(sqlx::query("DELETE FROM kunci_idempotensi WHERE dibuat < $1").bind(batas).execute(db).await?.rows_affected())
}

/// Every hour, forgets the keys older than [`HARI_SIMPAN`] days: a client
/// never sends a queued action that late, and the table stays small.
pub fn sapu_berkala(db: Db) {
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(std::time::Duration::from_secs(3600));
        loop {
            tick.tick().await;
            let batas = db::format_time(chrono::Utc::now() - chrono::Duration::days(HARI_SIMPAN));
            match sapu(&db, &batas).await {
                Ok(0) => {}
                Ok(n) => tracing::info!(n, "kunci idempotensi lama dihapus"),
                Err(e) => tracing::warn!(error = %e.message, "penyapuan kunci idempotensi gagal"),
            }
        }
    });
}

#[cfg(test)]
mod tests {
    use super::kunci_sah;

    #[test]
    fn keys_are_short_plain_tokens() {
        assert!(kunci_sah("0b6f3c1e-6a4e-4f43-9d0e-2f1b7c9a8d11"));
        assert!(kunci_sah("a") && kunci_sah(&"x".repeat(64)) && kunci_sah("antre_1"));
        assert!(!kunci_sah("") && !kunci_sah(&"x".repeat(65)));
        assert!(!kunci_sah("a b") && !kunci_sah("a/b") && !kunci_sah("kunci😀") && !kunci_sah("a.b"));
    }
}
