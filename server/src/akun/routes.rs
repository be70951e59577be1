//! HTTP endpoints of accounts: tokens, refresh, user info, logout; visitor
//! pings, 'Login Akun Lain', the SIKAD hand-off and the operators' rights.

use axum::extract::State;
use axum::http::header::SET_COOKIE;
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, Uri};
use axum::response::{IntoResponse, Redirect, Response};
use serde::Serialize;

use super::aktivasi;
use super::akun_lain::{self, AkunLainRequest};
use super::kunjungan::{self, Statistik};
use super::model::{LoginRequest, RefreshRequest, TautanAktivasiForm, TokenPair};
use super::operator::{self, HakAksesOperator, OperatorBaris, OperatorHalaman};
use super::service;
use super::sso::{
    browser_cookie, issue, log_exit, redeem, tujuan_sso, AuthorizeForm, AuthorizeResponse, SsoIdentity, TokenRequest, CODE_MAX_AGE_SECS,
    LMS_CLIENT,
};
use crate::api::{ApiRouter, Op};
use crate::client_ip::ClientIp;
use crate::error::{AppError, AppResult};
use crate::extract::{text_field, Json, Multipart, Path};
use crate::identitas::model::UserInfo;
use crate::identitas::sesi::{self, ACCESS_MAX_AGE_SECS, SESSION_MAX_AGE_SECS};
use crate::identitas::{CurrentUser, MaybeUser};
use crate::pengaturan::model::Data;
use crate::state::AppState;

pub fn routes() -> ApiRouter {
    ApiRouter::new()
        .route(Method::POST, "/v2/access_token", Op::new("Login").json::<LoginRequest>().returns::<TokenPair>(), access_token)
        .route(
            Method::POST,
            "/v2/refresh_token",
            Op::new("Perbarui token (rotasi refresh token)").json::<RefreshRequest>().returns::<TokenPair>(),
            refresh_token,
        )
        .route(Method::GET, "/v2/user_info", Op::new("Pengguna yang sedang login").returns::<UserInfo>(), user_info)
        .route(Method::POST, "/lms/log_aktivitas/logout", Op::new("Logout: catat aktivitas dan akhiri sesi").returns::<Ok>(), logout)
        .route(Method::PUT, "/lms/visitor/last_active", Op::new("Tandai pengguna masih aktif").returns::<Ok>(), last_active)
        .route(Method::GET, "/lms/visitor/statistic", Op::new("Statistik pengunjung").returns::<Data<Statistik>>(), statistic)
        .route(
            Method::POST,
            "/lms/login_akun_lain",
            Op::new("Login sebagai dosen atau mahasiswa (operator)").json::<AkunLainRequest>().returns::<TokenPair>(),
            masuk_akun_lain,
        )
        .route(
            Method::POST,
            "/lms/login_akun_lain/kembali",
            Op::new("Kembali ke akun operator").returns::<TokenPair>(),
            kembali_dari_akun_lain,
        )
        .route(
            Method::POST,
            "/v2/authorize/sikad",
            Op::new("Kode sekali pakai untuk SIKAD").multipart::<AuthorizeForm>().returns::<AuthorizeResponse>(),
            authorize,
        )
        .route(
            Method::POST,
            "/v2/authorize/sikad/token",
            Op::new("Tukar kode sekali pakai (dipanggil SIKAD)").json::<TokenRequest>().returns::<SsoIdentity>(),
            exchange,
        )
        .route(Method::POST, "/lms/log_aktivitas/keluar_ke_sikad", Op::new("Catat keluar ke SIKAD").returns::<Ok>(), keluar_ke_sikad)
}

/// 'Hak Akses Operator LMS' (mounted apart, where the app lists it).
pub fn routes_operator() -> ApiRouter {
    ApiRouter::new()
        .route(
            Method::GET,
            "/lms/operator",
            Op::new("Operator LMS dengan hak akses per modul (operator dengan hak baca data sistem)").returns::<OperatorHalaman>(),
            daftar_operator,
        )
        .route(
            Method::PUT,
            "/lms/operator/{id}/hak_akses",
            Op::new("Ubah hak akses dan status akun seorang operator (operator dengan hak ubah data sistem)")
                .json::<HakAksesOperator>()
                .returns::<OperatorBaris>(),
            simpan_hak_operator,
        )
        .route(
            Method::POST,
            "/lms/tautan_aktivasi",
            Op::new("Tautan aktivasi (.csv) untuk setiap akun hasil impor yang belum mempunyai password; tautan lama akun itu diganti")
                .json::<TautanAktivasiForm>()
                .file(&[crate::unduhan::CSV]),
            tautan_aktivasi,
        )
}

#[derive(Serialize, schemars::JsonSchema)]
pub struct Ok {
    pub status: OkStatus,
}
#[derive(Serialize, schemars::JsonSchema)]
pub struct OkStatus {
    pub code: String,
    pub message: String,
}
impl Ok {
    pub fn new(message: &str) -> axum::Json<Ok> {
        axum::Json(Ok { status: OkStatus { code: "success".into(), message: message.into() } })
    }
}

/// The page cookie. SameSite=Lax, unless the pages may be embedded in a
/// campus portal (`LMS_FRAME_ANCESTORS`): inside another site's frame a Lax
/// cookie is never sent, so it becomes `SameSite=None; Secure; Partitioned`
/// (CHIPS: kept apart per embedding site; start-up requires HTTPS for it).
/// SameSite and Secure of our cookies: inside a portal's frame (embedding
/// mode) they must travel cross-site, which browsers allow only over HTTPS.
pub fn cookie_attributes(state: &AppState) -> &'static str {
    if state.config.frame_ancestors.is_some() {
        "; SameSite=None; Secure; Partitioned"
    } else if state.config.secure_cookies {
        "; SameSite=Lax; Secure"
    } else {
        "; SameSite=Lax"
    }
}

pub fn session_cookie(state: &AppState, token: &str, max_age: i64) -> HeaderValue {
    let attributes = cookie_attributes(state);
    HeaderValue::from_str(&format!("{}={token}; HttpOnly; Path=/; Max-Age={max_age}{attributes}", sesi::COOKIE_NAME))
        .expect("cookie is ascii")
}

async fn access_token(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    Json(body): Json<LoginRequest>,
) -> AppResult<impl IntoResponse> {
    let (tokens, _) = service::login(&state.db, &body.username, &body.password, &ip).await?;
    let mut headers = HeaderMap::new();
    headers.insert(SET_COOKIE, session_cookie(&state, &tokens.cookie, sesi::SESSION_MAX_AGE_SECS));
    Ok((headers, axum::Json(TokenPair { access_token: tokens.access, refresh_token: tokens.refresh, expires_in: ACCESS_MAX_AGE_SECS })))
}

async fn refresh_token(State(state): State<AppState>, Json(body): Json<RefreshRequest>) -> AppResult<axum::Json<TokenPair>> {
    let tokens = sesi::refresh(&state.db, &body.refresh_token).await?;
    Ok(axum::Json(TokenPair { access_token: tokens.access, refresh_token: tokens.refresh, expires_in: ACCESS_MAX_AGE_SECS }))
}

async fn user_info(user: CurrentUser) -> axum::Json<UserInfo> {
    axum::Json(user.info)
}

async fn logout(State(state): State<AppState>, user: CurrentUser, ClientIp(ip): ClientIp) -> AppResult<impl IntoResponse> {
    service::logout(&state.db, &user, &ip).await?;
    let mut headers = HeaderMap::new();
    headers.insert(SET_COOKIE, session_cookie(&state, "", 0));
    Ok((headers, Ok::new("Berhasil logout")))
}

async fn last_active(State(state): State<AppState>, user: CurrentUser) -> AppResult<axum::Json<Ok>> {
    kunjungan::tandai_aktif(&state.db, user.id()).await?;
    Ok(Ok::new("Berhasil"))
}

async fn statistic(State(state): State<AppState>, _user: CurrentUser) -> AppResult<axum::Json<Data<Statistik>>> {
    Ok(axum::Json(Data { data: kunjungan::statistik(&state.db).await? }))
}

async fn masuk_akun_lain(
    State(state): State<AppState>,
    operator: CurrentUser,
    ClientIp(ip): ClientIp,
    Json(body): Json<AkunLainRequest>,
) -> AppResult<impl IntoResponse> {
    let tokens = akun_lain::masuk(&state.db, &operator, ip, &body.username).await?;
    Ok(answer(&state, tokens))
}

async fn kembali_dari_akun_lain(State(state): State<AppState>, user: CurrentUser, ClientIp(ip): ClientIp) -> AppResult<impl IntoResponse> {
    let tokens = akun_lain::kembali(&state.db, &user, ip).await?;
    Ok(answer(&state, tokens))
}

fn answer(state: &AppState, tokens: sesi::Tokens) -> impl IntoResponse {
    let mut headers = HeaderMap::new();
    headers.insert(SET_COOKIE, session_cookie(state, &tokens.cookie, SESSION_MAX_AGE_SECS));
    (headers, axum::Json(TokenPair { access_token: tokens.access, refresh_token: tokens.refresh, expires_in: ACCESS_MAX_AGE_SECS }))
}

async fn authorize(State(state): State<AppState>, user: CurrentUser, mut multipart: Multipart) -> AppResult<Response> {
    let mut form = AuthorizeForm::default();
    while let Some(field) = multipart.next_field().await? {
        let name = field.name().unwrap_or_default().to_string();
        let value = text_field(field).await?;
        match name.as_str() {
            "response_type" => form.response_type = value,
            "client_id" => form.client_id = value,
            "state" => form.state = Some(value),
            "redirect_uri" => form.redirect_uri = Some(value),
            "as_role" => form.as_role = Some(value),
            _ => {}
        }
    }
    let issued = issue(&state, &user, &form).await?;
    let mut response = axum::Json(issued.response).into_response();
    if let Some(nonce) = issued.browser_nonce {
        response.headers_mut().insert(SET_COOKIE, browser_cookie(&state, &nonce, CODE_MAX_AGE_SECS));
    }
    Ok(response)
}

async fn exchange(State(state): State<AppState>, Json(body): Json<TokenRequest>) -> AppResult<axum::Json<SsoIdentity>> {
    let invalid = || {
        AppError::new(
            StatusCode::BAD_REQUEST,
            crate::error::KodeGalat::KodeTidakValid,
            "Kode tidak valid, sudah dipakai, atau kedaluwarsa.",
        )
    };
    if body.client_id.trim() == LMS_CLIENT {
        return Err(invalid()); // redeemed only by the browser at /oauth
    }
    let code = redeem(&state.db, &body.code, &body.client_id, "").await?.ok_or_else(invalid)?;
    let info = crate::identitas::store::user_info(&state.db, code.id_user, code.id_operator).await?.ok_or_else(invalid)?;
    Ok(axum::Json(SsoIdentity {
        username: info.username,
        role: info.role,
        nama: info.nama,
        nomor_induk: info.nomor_induk,
        state: code.state,
        operator: info.acting_operator.map(|o| o.username),
    }))
}

async fn keluar_ke_sikad(State(state): State<AppState>, user: CurrentUser, ClientIp(ip): ClientIp) -> AppResult<axum::Json<Ok>> {
    log_exit(&state, &user, &ip).await?;
    Ok(Ok::new("Berhasil").0.into())
}

/// `GET /sso?app=siakad[&role=ROLE_…][&legacy=rps]`: opened in a new tab by the user menu's
/// SIAKAD link; issues a code and sends the browser to the configured address ([`tujuan_sso`]).
pub async fn sso_page(State(state): State<AppState>, MaybeUser(user): MaybeUser, ClientIp(ip): ClientIp, uri: Uri) -> Response {
    let Some(user) = user else {
        let back = serde_urlencoded::to_string([("redirect", uri.to_string())]).unwrap_or_default();
        return Redirect::to(&format!("/?{back}")).into_response();
    };
    let result = async {
        let query = crate::extract::baca_query(uri.query().unwrap_or(""))?;
        tujuan_sso(&state, &user, &ip, query).await
    }
    .await;
    match result {
        Ok(target) => Redirect::to(&target).into_response(),
        Err(e) => e.into_response(),
    }
}

async fn daftar_operator(State(state): State<AppState>, user: CurrentUser) -> AppResult<axum::Json<OperatorHalaman>> {
    Ok(axum::Json(operator::halaman(&state.db, &user).await?))
}

async fn simpan_hak_operator(
    State(state): State<AppState>,
    user: CurrentUser,
    ClientIp(ip): ClientIp,
    Path(id): Path<i64>,
    Json(body): Json<HakAksesOperator>,
) -> AppResult<axum::Json<OperatorBaris>> {
    Ok(axum::Json(operator::ubah_hak_akses(&state.db, &user, &ip, id, body).await?))
}

async fn tautan_aktivasi(
    State(state): State<AppState>,
    user: CurrentUser,
    ClientIp(ip): ClientIp,
    Json(form): Json<TautanAktivasiForm>,
) -> AppResult<Response> {
    crate::policy::require_impor_akademik(&user)?;
    let hari = form.hari.unwrap_or(aktivasi::MASA_BERLAKU_HARI);
    let tautan = aktivasi::buat_tautan(&state.db, &form.alamat, form.peran.map(|p| p.as_str()), hari, Some((&user, &ip))).await?;
    if tautan.is_empty() {
        return Err(AppError::unprocessable("Tidak ada akun yang belum mempunyai password: semua akun sudah aktif."));
    }
    let isi = aktivasi::csv(&tautan)?;
    Ok(crate::unduhan::unduhan(isi, crate::unduhan::CSV, "tautan-aktivasi.csv"))
}
