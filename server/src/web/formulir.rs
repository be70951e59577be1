//! What a student does on a page, as plain HTML forms (issue 38): before the scripts arrive on a
//! slow phone line, or without them, handing in a task's text, posting in a forum and recording
//! attendance from a scanned QR code (or its typed code) still work.
//! Each form posts to `/formulir/...` (checked by Origin, as login is: see `app::csrf`) with
//! `kembali`, the page it came from: on success the browser goes back there (303; a signed-out
//! browser goes to the login page first); a refusal
//! renders that page with the reason (`error`) and the text sent (`kiriman`), so nothing typed is
//! lost. The rules are the API's own: the same policy functions and services.

use axum::extract::{Path, State};
use axum::http::{HeaderMap, Uri};
use axum::response::{IntoResponse, Redirect, Response};
use axum::Form;
use serde::Deserialize;

use super::pages::{alamat_login, load, respond, safe_redirect, Page};
use crate::client_ip::ClientIp;
use crate::error::{AppError, ErrorStatus};
use crate::forum::model::PostRequest;
use crate::identitas::{CurrentUser, MaybeUser};
use crate::kehadiran::model::QrScan;
use crate::policy;
use crate::state::AppState;

#[derive(Deserialize)]
pub struct KumpulForm {
    #[serde(default)]
    teks: String,
    kembali: Option<String>,
}

/// `POST /formulir/tugas/{id}/pengumpulan`: the task page's hand-in, its text (the files of the
/// current hand-in are kept).
pub async fn kumpul_tugas(
    State(state): State<AppState>,
    MaybeUser(user): MaybeUser,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    Path(id): Path<i64>,
    Form(form): Form<KumpulForm>,
) -> Response {
    let kembali = safe_redirect(form.kembali.as_deref());
    let Some(user) = user else { return Redirect::to(&alamat_login(&kembali)).into_response() };
    let hasil = async {
        crate::input::check_text(&form.teks)?;
        let posisi = policy::require_kumpul_tugas(&state.db, &user, id).await?;
        crate::tugas::service::kumpul_teks(&state.db, &state.storage, &user, &ip, id, &posisi, &form.teks).await
    }
    .await;
    match hasil {
        Ok(_) => Redirect::to(&format!("{kembali}#pengumpulan")).into_response(),
        Err(e) => ditolak(&state, &headers, user, &kembali, e, form.teks).await,
    }
}

#[derive(Deserialize)]
pub struct PostForm {
    #[serde(default)]
    isi: String,
    /// The thread replied to; absent (or empty) starts a thread.
    #[serde(default)]
    id_induk: String,
    kembali: Option<String>,
}

/// `POST /formulir/forum/{id}/post`: a comment, or a reply to a thread, on the forum page.
pub async fn kirim_post(
    State(state): State<AppState>,
    MaybeUser(user): MaybeUser,
    headers: HeaderMap,
    Path(id): Path<i64>,
    Form(form): Form<PostForm>,
) -> Response {
    let kembali = safe_redirect(form.kembali.as_deref());
    let Some(user) = user else { return Redirect::to(&alamat_login(&kembali)).into_response() };
    let hasil = async {
        crate::input::check_text(&form.isi)?;
        let id_induk = match form.id_induk.trim() {
            "" => None,
            induk => Some(induk.parse::<i64>().map_err(|_| AppError::bad_request("Utas yang dibalas tidak valid."))?),
        };
        let (_, posisi) = policy::require_see_forum(&state.db, &user, id).await?;
        let peran = policy::require_post_forum(&posisi)?;
        crate::forum::service::kirim(&state.db, &user, id, peran, &PostRequest { isi: form.isi.clone(), id_induk }).await
    }
    .await;
    match hasil {
        Ok(_) => Redirect::to(&format!("{kembali}#forum-komentar")).into_response(),
        Err(e) => ditolak(&state, &headers, user, &kembali, e, form.isi).await,
    }
}

#[derive(Deserialize)]
pub struct PresensiForm {
    /// The scanned code's token (the 'Catat Kehadiran' button) ...
    #[serde(default)]
    token: String,
    /// ... or the six digits typed.
    #[serde(default)]
    kode: String,
    kembali: Option<String>,
}

/// `POST /formulir/presensi/{idPertemuan}`: the QR page's 'Catat Kehadiran' or 'Kirim Kode'.
pub async fn catat_presensi(
    State(state): State<AppState>,
    MaybeUser(user): MaybeUser,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    Path(id): Path<i64>,
    Form(form): Form<PresensiForm>,
) -> Response {
    let kembali = safe_redirect(form.kembali.as_deref());
    let Some(user) = user else { return Redirect::to(&alamat_login(&kembali)).into_response() };
    let isi = |t: &str| Some(t.trim().to_string()).filter(|t| !t.is_empty());
    let scan = QrScan { token: isi(&form.token), kode: isi(&form.kode) };
    let hasil = async {
        crate::input::check_text(&form.token)?;
        crate::input::check_text(&form.kode)?;
        crate::kehadiran::routes::catat_pindaian(&state, &user, &ip, &headers, id, &scan).await
    }
    .await;
    match hasil {
        // The page shows the record now; a new device keeps its cookie.
        Ok((cookie, _)) => (cookie, Redirect::to(&kembali)).into_response(),
        Err(e) => ditolak(&state, &headers, user, &kembali, e, form.kode).await,
    }
}

/// A refused form: the page it came from, with the reason and the text sent.
async fn ditolak(state: &AppState, headers: &HeaderMap, user: CurrentUser, kembali: &str, e: AppError, kiriman: String) -> Response {
    let Ok(uri) = kembali.parse::<Uri>() else { return e.into_response() };
    let route = Page::of_uri(&uri);
    match load(state, &route, Some(&user), &uri).await {
        Ok(halaman) => {
            let error = Some(ErrorStatus::new(e.code, e.message));
            respond(state, headers, route, kembali.to_string(), e.status, Some(user), halaman, error, Some(kiriman)).await
        }
        // The page itself cannot be shown (it was deleted meanwhile): the reason it cannot.
        Err(galat) => galat.into_response(),
    }
}
