//! `/siakad-demo`: the demo's stand-in for the academic system (SIAKAD). The SIAKAD menu of a
//! fresh installation sends here (migration 0021); it redeems the one-time code exactly as a
//! real SIAKAD does (`POST /v2/token/sikad`'s rule) and shows who arrived in which role, so the
//! hand-off can be seen to work. A university sets its real addresses in Konfigurasi.

use axum::extract::State;
use axum::http::{StatusCode, Uri};
use axum::response::{Html, IntoResponse, Response};
use serde::Deserialize;

use crate::identitas::model::Role;
use crate::state::AppState;
use crate::ui_bundle::escape_html;

#[derive(Deserialize, Default)]
struct SerahTerima {
    code: Option<String>,
    legacy: Option<String>,
}

pub async fn halaman(State(state): State<AppState>, uri: Uri) -> Response {
    let q: SerahTerima = crate::extract::baca_query(uri.query().unwrap_or("")).unwrap_or_default();
    let Some(code) = q.code else {
        return tolak("Halaman ini dibuka dari menu SIAKAD di LMS, dengan kode sekali pakai.");
    };
    let redeemed = super::sso::redeem(&state.db, &code, "sikad", "").await;
    let Ok(Some(kode)) = redeemed else {
        return tolak("Kode tidak valid, sudah dipakai, atau kedaluwarsa. Buka lagi menu SIAKAD di LMS.");
    };
    let Ok(Some(info)) = crate::identitas::store::user_info(&state.db, kode.id_user, kode.id_operator).await else {
        return tolak("Pengguna kode ini tidak ditemukan.");
    };
    let peran = match info.role {
        Role::Dosen => "Dosen",
        Role::Mahasiswa => "Mahasiswa",
        Role::Operator => "Operator",
    };
    let tujuan = if q.legacy.as_deref() == Some("rps") { "Rencana Pembelajaran Semester (RPS)" } else { "Beranda SIAKAD" };
    let mut baris = vec![
        ("Nama", info.nama.clone()),
        ("Nomor induk", info.nomor_induk.clone().unwrap_or_else(|| "-".into())),
        ("Peran", peran.to_string()),
        ("Halaman tujuan", tujuan.to_string()),
    ];
    if let Some(op) = &info.acting_operator {
        baris.push(("Dibuka oleh operator", op.username.clone()));
    }
    let isi: String = baris.iter().map(|(k, v)| format!("<tr><th>{k}</th><td>{}</td></tr>", escape_html(v))).collect();
    dokumen(StatusCode::OK, &format!("<p><strong>Serah terima dari LMS berhasil.</strong></p><table>{isi}</table>"))
}

fn tolak(pesan: &str) -> Response {
    dokumen(StatusCode::BAD_REQUEST, &format!("<p>{}</p>", escape_html(pesan)))
}

fn dokumen(status: StatusCode, isi: &str) -> Response {
    let html = format!(
        "<!doctype html><html lang=\"id\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>SIAKAD (tiruan demo)</title></head><body><h1>SIAKAD (tiruan demo)</h1>{isi}\
         <p>Halaman ini menggantikan sistem akademik pada demo. Di kampus, operator mengisi alamat SIAKAD yang sebenarnya \
         di menu Konfigurasi (Alamat SIKAD, Alamat SIKAD Mahasiswa, Alamat SIKAD Dosen).</p></body></html>"
    );
    (status, Html(html)).into_response()
}
