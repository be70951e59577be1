//! The permission matrix: every route of the API route table (`lms::app::api()`,
//! read through the OpenAPI document built from it) and every page asked by every kind of
//! caller, each answer compared with an explicit table. A new route without a
//! row fails here, so its rule has to be written down before it ships.
//!
//! An answer is Allowed (anything but 401/403: a 400/404/409/422 from a body
//! chosen to fail validation after the permission check counts), Forbidden
//! (403) or Unauthenticated (401). Requests are built so that nothing the
//! matrix relies on changes: invalid bodies for the writes, a fresh session
//! for the routes that end or rotate one (`FRESH_SESSION`).

use std::collections::{BTreeMap, BTreeSet};

use axum::body::Body;
use axum::http::{header, Method, Request, StatusCode};
use serde_json::json;
use tower::ServiceExt;

use crate::both_engines;
use crate::common::{multipart, Session, TestApp};

both_engines!(every_route_answers_every_caller_as_the_table_says);

/// A settings form whose time zone the server refuses (422).
const PENGATURAN_SALAH: &str = r#"{"time_zone": "Mars", "ukuran_max_file": {"banner": 1, "lampiran_soal": 1, "lampiran_kunci": 1,
  "lampiran_jawaban_esai": 1, "ebook": 1, "video": 1, "audio": 1, "arsip": 1, "tugas": 1},
  "syarat_kehadiran_online_mahasiswa": {"terlambat_vidcon_menit": 1, "video_persen": 1, "audio_persen": 1, "ebook_detik": 1,
  "presentase_progress_minimal_persen": 1}, "menit_presensi_dosen": 1, "ubah_jadwal_online": true, "ubah_jadwal_offline": true,
  "pembatasan_kehadiran_ujian": true, "tampilkan_soal_setelah_ujian": true, "presensi_qr": true,
  "syarat_kehadiran_online_dosen": {"mulai_kuliah": true, "akhiri_kuliah": true, "aktivitas_kuliah": true,
  "presentase_kehadiran_kelas": false, "presentase_kehadiran_kelas_persen": 50},
  "syarat_kehadiran_offline_dosen": {"mulai_kuliah": true, "akhiri_kuliah": true, "aktivitas_kuliah": false,
  "presentase_kehadiran_kelas": false, "presentase_kehadiran_kelas_persen": 50}, "validasi_kehadiran_dosen": false}"#;

/// The callers, in the order of the letters in `MATRIX`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Principal {
    /// No cookie, no token.
    Anonim,
    /// `mahasiswa`, a participant of the class.
    MhsPeserta,
    /// A student who does not attend the class.
    MhsLuar,
    /// `dosen`, Dosen Koordinator of the class and coordinator or RPS developer of its course.
    DosenPengajar,
    /// A lecturer who teaches none of the participant's classes and does not own the course.
    DosenLuar,
    /// `operator`: write on every module.
    OpTulis,
    /// `operator_baca`: read on every module.
    OpBaca,
    /// `operator_tanpa`, made here: no_access on every module.
    OpTanpa,
    /// `operator_khusus`: scope A:T (the fixture's class is made A:T), write on kelas_kuliah and
    /// laporan, no_access on data_master.
    OpKhusus,
    /// `operator` acting as `mahasiswa` through 'Login Akun Lain'.
    AkunLain,
}

use Principal::*;

const PRINCIPALS: [Principal; 10] = [Anonim, MhsPeserta, MhsLuar, DosenPengajar, DosenLuar, OpTulis, OpBaca, OpTanpa, OpKhusus, AkunLain];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Outcome {
    Allowed,
    Forbidden,
    Unauthenticated,
    /// A 5xx: never expected, so a handler that crashes for a caller fails
    /// the matrix instead of passing as "allowed" (issue 32).
    Crashed,
}

impl Outcome {
    fn of(status: StatusCode) -> Outcome {
        match status {
            StatusCode::UNAUTHORIZED => Outcome::Unauthenticated,
            StatusCode::FORBIDDEN => Outcome::Forbidden,
            s if s.is_server_error() => Outcome::Crashed,
            _ => Outcome::Allowed,
        }
    }
    fn letter(self) -> &'static str {
        match self {
            Outcome::Allowed => "A",
            Outcome::Forbidden => "F",
            Outcome::Unauthenticated => "U",
            Outcome::Crashed => "X",
        }
    }
}

#[test]
fn a_crash_is_never_an_allowed_answer() {
    for status in [StatusCode::INTERNAL_SERVER_ERROR, StatusCode::BAD_GATEWAY, StatusCode::SERVICE_UNAVAILABLE] {
        assert_eq!(Outcome::of(status), Outcome::Crashed);
    }
    assert_eq!(Outcome::of(StatusCode::UNPROCESSABLE_ENTITY), Outcome::Allowed);
}

/// What a request carries. Placeholders (`$kelas` ...) are filled from the [`Fixture`].
#[derive(Clone, Copy)]
enum Payload {
    Empty,
    Json(&'static str),
    /// Text fields and files: (name, file name, bytes).
    Multipart(&'static [(&'static str, Option<&'static str>, &'static [u8])]),
    /// `{"refresh_token": <the caller's own>}`; an invalid one for the anonymous caller.
    OwnRefreshToken,
    /// A page's data, as the client asks for it on navigation (`x-lms-data: 1`):
    /// the same loader and status as the server-rendered HTML.
    Page,
    /// An HTML form's fields (`application/x-www-form-urlencoded`).
    Form(&'static str),
}

struct Row {
    method: &'static str,
    /// The route's template, as in the route table.
    path: &'static str,
    /// The request sent: the template filled with placeholders, maybe a query.
    uri: &'static str,
    send: Payload,
    /// One letter per principal in `PRINCIPALS` order (A, F, U); spaces and `|` are for reading.
    expect: &'static str,
}

const fn row(method: &'static str, path: &'static str, uri: &'static str, send: Payload, expect: &'static str) -> Row {
    Row { method, path, uri, send, expect }
}

const GET: &str = "GET";
const POST: &str = "POST";
const PUT: &str = "PUT";
const DELETE: &str = "DELETE";
const NONE: Payload = Payload::Empty;
const PAGE: Payload = Payload::Page;

// Columns: anonim | mhs_peserta mhs_luar | dosen_pengajar dosen_luar | op_tulis op_baca op_tanpa op_khusus | akun_lain
//
// Rules (docs/decisions.md): a class (and what belongs to it: banner, tasks,
// discussions) is visible to its teachers, its students and operators with
// read on kelas_kuliah; changing it needs the class role or write on
// kelas_kuliah; reference lists marked "staff" are for lecturers and operators
// with read on data_master or kelas_kuliah; BAP for the class's teachers and
// operators with read on laporan; course information (syllabus, RPS, RE) for
// everyone signed in, its change for the course's owners and write on data_master.
#[rustfmt::skip]
const MATRIX: &[Row] = &[
    // Public: system identity, health, configuration, login and the SIKAD code exchange.
    row(GET, "/healthz", "/healthz", NONE, "A | A A | A A | A A A A | A"),
    row(GET, "/readyz", "/readyz", NONE, "A | A A | A A | A A A A | A"),
    row(GET, "/v1/sistem", "/v1/sistem", NONE, "A | A A | A A | A A A A | A"),
    row(GET, "/v1/logo_perguruan_tinggi", "/v1/logo_perguruan_tinggi", NONE, "A | A A | A A | A A A A | A"),
    row(GET, "/v1/semester_akademik_berjalan", "/v1/semester_akademik_berjalan", NONE, "A | A A | A A | A A A A | A"),
    row(GET, "/v1/configuration", "/v1/configuration", NONE, "A | A A | A A | A A A A | A"),
    row(GET, "/v1/config/{keyword}", "/v1/config/$keyword", NONE, "A | A A | A A | A A A A | A"),
    row(POST, "/v2/access_token", "/v2/access_token", Payload::Json(r#"{"username": "dosen02", "password": "demo123"}"#), "A | A A | A A | A A A A | A"),
    // 400: the code is unknown (the caller is SIKAD, no session).
    row(POST, "/v2/authorize/sikad/token", "/v2/authorize/sikad/token", Payload::Json(r#"{"code": "tidak-ada", "client_id": "sikad"}"#), "A | A A | A A | A A A A | A"),
    // The refresh token is the credential; the anonymous caller has none that is valid.
    row(POST, "/v2/refresh_token", "/v2/refresh_token", Payload::OwnRefreshToken, "U | A A | A A | A A A A | A"),

    // Anyone signed in: own account, settings, announcements, the clock, visits.
    row(GET, "/v2/user_info", "/v2/user_info", NONE, "U | A A | A A | A A A A | A"),
    row(POST, "/lms/log_aktivitas/logout", "/lms/log_aktivitas/logout", NONE, "U | A A | A A | A A A A | A"),
    row(GET, "/lms/pengaturan", "/lms/pengaturan", NONE, "U | A A | A A | A A A A | A"),
    row(GET, "/lms/pengaturan/me", "/lms/pengaturan/me", NONE, "U | A A | A A | A A A A | A"),
    row(GET, "/lms/pengumuman", "/lms/pengumuman", NONE, "U | A A | A A | A A A A | A"),
    row(GET, "/lms/events", "/lms/events?stream=sistem", NONE, "U | A A | A A | A A A A | A"),
    row(PUT, "/lms/visitor/last_active", "/lms/visitor/last_active", NONE, "U | A A | A A | A A A A | A"),
    row(GET, "/lms/visitor/statistic", "/lms/visitor/statistic", NONE, "U | A A | A A | A A A A | A"),
    // A code for SIKAD in one's own role (an act-as session: the student's).
    row(POST, "/v2/authorize/sikad", "/v2/authorize/sikad", Payload::Multipart(&[("response_type", None, b"code"), ("client_id", None, b"sikad")]), "U | A A | A A | A A A A | A"),
    row(POST, "/lms/log_aktivitas/keluar_ke_sikad", "/lms/log_aktivitas/keluar_ke_sikad", NONE, "U | A A | A A | A A A A | A"),

    // 'Login Akun Lain': operators with write on kelas_kuliah, never chained (404: unknown account).
    row(POST, "/lms/login_akun_lain", "/lms/login_akun_lain", Payload::Json(r#"{"username": "tidak_ada_matriks"}"#), "U | F F | F F | A F F A | F"),
    // 400 for a session that is not an act-as session; 200 for the act-as one.
    row(POST, "/lms/login_akun_lain/kembali", "/lms/login_akun_lain/kembali", NONE, "U | A A | A A | A A A A | A"),

    // Pages (`web::pages::PAGE_ROUTES`), asked for their data as the client navigates: the same
    // rule as the API behind each, 401 without a session (the HTML answer redirects to the login).
    row(GET, "/", "/", PAGE, "A | A A | A A | A A A A | A"),
    row(GET, "/beranda", "/beranda", PAGE, "U | A A | A A | A A A A | A"),
    row(GET, "/pengumuman", "/pengumuman", PAGE, "U | A A | A A | A A A A | A"),
    row(GET, "/berita", "/berita", PAGE, "U | A A | A A | A A A A | A"),
    row(GET, "/berita/{id}", "/berita/$berita", PAGE, "U | A A | A A | A A A A | A"),
    row(GET, "/profil", "/profil", PAGE, "U | A A | A A | A A A A | A"),
    row(GET, "/bantuan", "/bantuan", PAGE, "U | A A | A A | A A A A | A"),
    // The offline page the service worker keeps: no one's data, for everyone.
    row(GET, "/luring", "/luring", PAGE, "A | A A | A A | A A A A | A"),
    row(GET, "/kelas", "/kelas", PAGE, "U | A A | A A | A A F A | A"),
    row(GET, "/kelas/{id}", "/kelas/$kelas", PAGE, "U | A F | A F | A A F A | A"),
    row(GET, "/kelas/{id}/profil", "/kelas/$kelas/profil", PAGE, "U | A F | A F | A A F A | A"),
    row(GET, "/kelas/{id}/{id_pertemuan}", "/kelas/$kelas/$pertemuan", PAGE, "U | A F | A F | A A F A | A"),
    // Redirects to the class's meeting page, whose row above holds the rule.
    row(GET, "/pertemuan/{id}", "/pertemuan/$pertemuan", PAGE, "U | A A | A A | A A A A | A"),
    row(GET, "/tugas", "/tugas", PAGE, "U | A A | A A | A A F A | A"),
    row(GET, "/ujian", "/ujian", PAGE, "U | A A | A A | A A F A | A"),
    row(GET, "/forum", "/forum", PAGE, "U | A A | A A | A A F A | A"),
    row(GET, "/vidcon", "/vidcon", PAGE, "U | A A | A A | A A F A | A"),
    row(GET, "/forum?forumId={id}", "/forum?forumId=$forum", PAGE, "U | A F | A F | A A F A | A"),
    row(GET, "/kelas/{id}/tugas/{id_tugas}", "/kelas/$kelas/tugas/$tugas", PAGE, "U | A F | A F | A A F A | A"),
    row(GET, "/kelas/{id}/tugas/{id_tugas}/penilaian", "/kelas/$kelas/tugas/$tugas/penilaian", PAGE, "U | F F | A F | A A F A | F"),
    row(GET, "/kelas/{id}/ujian/{id_ujian}", "/kelas/$kelas/ujian/$ujian", PAGE, "U | A F | A F | A A F A | A"),
    row(GET, "/ujian/{id}/soal", "/ujian/$ujian/soal", PAGE, "U | A F | F F | F F F F | A"),
    row(GET, "/bank-soal", "/bank-soal", PAGE, "U | F F | A A | A A F A | F"),
    row(GET, "/bank-soal/{id}", "/bank-soal/$bank", PAGE, "U | F F | A F | A A F A | F"),
    row(GET, "/kehadiran", "/kehadiran", PAGE, "U | F F | A A | A A F A | F"),
    row(GET, "/kehadiran-peserta", "/kehadiran-peserta", PAGE, "U | F F | A A | A A F A | F"),
    row(GET, "/kehadiran/{id}", "/kehadiran/$kelas", PAGE, "U | F F | A F | A A F A | F"),
    row(GET, "/kehadiran/{id}/{id_pertemuan}", "/kehadiran/$kelas/$pertemuan", PAGE, "U | F F | A F | A A F A | F"),
    row(GET, "/kelas/{id}/{id_pertemuan}/kehadiran", "/kelas/$kelas/$pertemuan/kehadiran", PAGE, "U | F F | A F | A A F A | F"),
    row(GET, "/presensi/{id_pertemuan}", "/presensi/$pertemuan", PAGE, "U | A F | F F | F F F F | A"),
    // The notice of the exam restriction: for whoever may see the class.
    row(GET, "/forbidden/{id_pertemuan}", "/forbidden/$pertemuan", PAGE, "U | F F | A F | A A F A | F"),
    row(GET, "/nilai", "/nilai", PAGE, "U | F F | A A | A A F A | F"),
    row(GET, "/nilai/{id}", "/nilai/$kelas", PAGE, "U | F F | A F | A A F A | F"),
    // A student's own attendance and grades (issue 37 §3): students only, their own classes.
    row(GET, "/kehadiran-saya", "/kehadiran-saya", PAGE, "U | A A | F F | F F F F | A"),
    row(GET, "/nilai-saya", "/nilai-saya", PAGE, "U | A A | F F | F F F F | A"),
    row(GET, "/konfigurasi", "/konfigurasi", PAGE, "U | F F | F F | A A F F | F"),
    row(GET, "/operator", "/operator", PAGE, "U | F F | F F | A A F F | F"),
    row(GET, "/impor-akademik", "/impor-akademik", PAGE, "U | F F | F F | A F F F | F"),
    // Lecturers read the settings that shape their work (`policy::may_see_pengaturan`).
    row(GET, "/pengaturan", "/pengaturan", PAGE, "U | F F | A A | A A F F | F"),

    // The browser's other routes (`app::routes_browser`); a redirect to the login page counts as 401.
    // The login form (empty fields, refused before the throttle counts them: back to the login
    // page) and the logout form.
    row(POST, "/", "/", Payload::Form("username=&password="), "A | A A | A A | A A A A | A"),
    row(POST, "/logout", "/logout", NONE, "A | A A | A A | A A A A | A"),
    // An imported account's first password through its link (public: the link is the credential;
    // an unknown one is refused, 422, with the page).
    row(POST, "/aktivasi", "/aktivasi", Payload::Form("token=tidak-ada&password=&ulangi="), "A | A A | A A | A A A A | A"),
    row(GET, "/aktivasi", "/aktivasi?token=tidak-ada", PAGE, "A | A A | A A | A A A A | A"),
    row(GET, "/manifest.webmanifest", "/manifest.webmanifest", NONE, "A | A A | A A | A A A A | A"),
    row(GET, "/sw.js", "/sw.js", NONE, "A | A A | A A | A A A A | A"),
    // The student pages' forms, with the API's rules (the rows of their API twins below): an empty
    // text (422) after the permission check.
    row(POST, "/formulir/tugas/{id}/pengumpulan", "/formulir/tugas/$tugas/pengumpulan", Payload::Form("teks=&kembali=/beranda"), "U | A F | F F | F F F F | A"),
    row(POST, "/formulir/forum/{id}/post", "/formulir/forum/$forum/post", Payload::Form("isi=&kembali=/beranda"), "U | A F | A F | F F F F | A"),
    row(POST, "/formulir/presensi/{id}", "/formulir/presensi/$pertemuan", Payload::Form("kode=&kembali=/beranda"), "U | A F | F F | F F F F | A"),
    // The hand-off to SIAKAD in one's own role; the demo's SIAKAD stand-in and the way back
    // (a code that is unknown: the stand-in's notice, the login page with the reason).
    row(GET, "/sso", "/sso?app=siakad", NONE, "U | A A | A A | A A A A | A"),
    row(GET, "/siakad-demo", "/siakad-demo?code=tidak-ada", NONE, "A | A A | A A | A A A A | A"),
    row(GET, "/oauth", "/oauth?code=tidak-ada", NONE, "A | A A | A A | A A A A | A"),

    // The academic data import (issue 35): operators with write on data_master and no special
    // scope. An empty file (422) after the permission check.
    row(GET, "/lms/impor_akademik/{jenis}/template", "/lms/impor_akademik/mahasiswa/template", NONE, "U | F F | F F | A F F F | F"),
    row(POST, "/lms/impor_akademik/{jenis}/pratinjau", "/lms/impor_akademik/mahasiswa/pratinjau", Payload::Multipart(&[("file", Some("m.csv"), b"")]), "U | F F | F F | A F F F | F"),
    row(POST, "/lms/impor_akademik/{jenis}", "/lms/impor_akademik/mahasiswa", Payload::Multipart(&[("file", Some("m.csv"), b"")]), "U | F F | F F | A F F F | F"),
    // Its integration tokens, made and revoked by the same operators (an empty name: 422; no
    // token 0: 404) ...
    row(GET, "/lms/token_integrasi", "/lms/token_integrasi", NONE, "U | F F | F F | A F F F | F"),
    row(POST, "/lms/token_integrasi", "/lms/token_integrasi", Payload::Json(r#"{"nama": ""}"#), "U | F F | F F | A F F F | F"),
    row(DELETE, "/lms/token_integrasi/{id}", "/lms/token_integrasi/0", NONE, "U | F F | F F | A F F F | F"),
    // ... the activation links of the accounts it made (an address that is not one: 422) ...
    row(POST, "/lms/tautan_aktivasi", "/lms/tautan_aktivasi", Payload::Json(r#"{"alamat": ""}"#), "U | F F | F F | A F F F | F"),
    // ... and the sync they open, which no one's login opens (tests/api/impor_akademik.rs signs
    // in with a token).
    row(POST, "/lms/sinkron/{jenis}", "/lms/sinkron/mahasiswa", Payload::Json(r#"{"baris": []}"#), "U | U U | U U | U U U U | U"),

    // Classes.
    row(GET, "/lms/kelas_kuliah", "/lms/kelas_kuliah", NONE, "U | A A | A A | A A F A | A"),
    row(GET, "/v1/kegiatan", "/v1/kegiatan", NONE, "U | A A | A A | A A F A | A"),
    row(GET, "/v2/lms/kelas_kuliah/{id}", "/v2/lms/kelas_kuliah/$kelas", NONE, "U | A F | A F | A A F A | A"),
    // 400: a .gif is refused after the permission check.
    row(PUT, "/lms/kelas_kuliah/{id}", "/lms/kelas_kuliah/$kelas", Payload::Multipart(&[("file_banner", Some("animasi.gif"), b"GIF89a")]), "U | F F | A F | A F F A | F"),
    row(GET, "/lms/kelas_kuliah/{id}/banner", "/lms/kelas_kuliah/$kelas/banner", NONE, "U | A F | A F | A A F A | A"),
    // 422: not a participant's NIM.
    row(PUT, "/lms/kelas_kuliah/{id}/ketua_kelas", "/lms/kelas_kuliah/$kelas/ketua_kelas", Payload::Json(r#"{"nim": "00000000"}"#), "U | F F | A F | A F F A | F"),
    // 422: not every teacher of the class listed.
    row(PUT, "/lms/kelas_kuliah/{id}/jabatan", "/lms/kelas_kuliah/$kelas/jabatan", Payload::Json(r#"{"metode_mengajar": "individu", "pengajar": []}"#), "U | F F | A F | A F F A | F"),

    // Reference data.
    row(GET, "/v1/makul_ref", "/v1/makul_ref", NONE, "U | A A | A A | A A A A | A"),
    row(GET, "/v1/prodi_ref", "/v1/prodi_ref", NONE, "U | A A | A A | A A A A | A"),
    row(GET, "/v1/jenis_kelas_ref", "/v1/jenis_kelas_ref", NONE, "U | A A | A A | A A A A | A"),
    row(GET, "/v1/periode_ref", "/v1/periode_ref", NONE, "U | A A | A A | A A A A | A"),
    row(GET, "/v2/lms/mata_kuliah/ref", "/v2/lms/mata_kuliah/ref", NONE, "U | F F | A A | A A F A | F"),
    row(GET, "/v1/label_kelas_ref", "/v1/label_kelas_ref", NONE, "U | A A | A A | A A F A | A"),
    row(GET, "/v1/dosen_ref", "/v1/dosen_ref", NONE, "U | F F | A A | A A F A | F"),
    row(GET, "/v1/mahasiswa_aktif_per_periode", "/v1/mahasiswa_aktif_per_periode?periode=$periode", NONE, "U | F F | A A | A A F A | F"),
    row(GET, "/v1/dosen/{id}/tahun_semester", "/v1/dosen/$dosen/tahun_semester", NONE, "U | F F | A A | A A F A | F"),
    row(GET, "/v1/dosen/{id}/periode_mengajar", "/v1/dosen/$dosen/periode_mengajar", NONE, "U | F F | A A | A A F A | F"),
    // A lecturer's short bio for everyone (its e-mail not for students: `HIDDEN_FIELDS`).
    row(GET, "/v1/dosen/{id}", "/v1/dosen/$dosen", NONE, "U | A A | A A | A A A A | A"),
    // The participant's own bio: the student, the lecturers of their classes, staff operators.
    row(GET, "/v1/mahasiswa/{id}/biodata_singkat_web", "/v1/mahasiswa/$mhs/biodata_singkat_web", NONE, "U | A F | A F | A A F A | A"),

    // BAP. 400 for the allowed: the chosen teacher does not teach the class (no PDF is made).
    row(GET, "/lms/kelas_kuliah/{id}/bap", "/lms/kelas_kuliah/$kelas/bap", NONE, "U | F F | A F | A A F A | F"),
    row(GET, "/lms/kelas_kuliah/{id}/bap/unduh", "/lms/kelas_kuliah/$kelas/bap/unduh?id_pengajar=999999", NONE, "U | F F | A F | A A F A | F"),
    // Any lecturer (their own classes) and laporan readers; 400: unknown period, no job starts.
    row(POST, "/lms/kelas_kuliah/bap/unduh", "/lms/kelas_kuliah/bap/unduh", Payload::Json(r#"{"periode": 19991}"#), "U | F F | A A | A A F A | F"),
    // A job is its owner's: others get 404, like an unknown job.
    row(GET, "/lms/kelas_kuliah/bap/unduh/{job}", "/lms/kelas_kuliah/bap/unduh/tidak-ada", NONE, "U | A A | A A | A A A A | A"),
    row(GET, "/lms/kelas_kuliah/bap/unduh/{job}/berkas", "/lms/kelas_kuliah/bap/unduh/tidak-ada/berkas", NONE, "U | A A | A A | A A A A | A"),
    row(GET, "/v1/penandatangan_prodi/{id}", "/v1/penandatangan_prodi/$prodi", NONE, "U | F F | A A | A A F A | F"),

    // Course information: everyone signed in; the syllabus change for its owners and data_master writers.
    row(GET, "/v2/academic/makul/{id}/rencana-pembelajaran", "/v2/academic/makul/$mk/rencana-pembelajaran", NONE, "U | A A | A A | A A A A | A"),
    row(GET, "/v2/academic/makul/{id}/rencana-evaluasi", "/v2/academic/makul/$mk/rencana-evaluasi", NONE, "U | A A | A A | A A A A | A"),
    row(GET, "/v2/academic/matakuliah/{id}", "/v2/academic/matakuliah/$mk", NONE, "U | A A | A A | A A A A | A"),
    row(GET, "/v2/lms/mata_kuliah/{id}/silabus/lampiran", "/v2/lms/mata_kuliah/$mk/silabus/lampiran", NONE, "U | A A | A A | A A A A | A"),
    // 422: no 'keterangan'.
    row(PUT, "/v2/lms/mata_kuliah/{id}/silabus", "/v2/lms/mata_kuliah/$mk/silabus", Payload::Multipart(&[("lain", None, b"x")]), "U | F F | A F | A F F F | F"),

    // Tasks: seen with the class; grading read by teachers and kelas_kuliah readers, scored by teachers and writers.
    row(GET, "/lms/tugas/{id}", "/lms/tugas/$tugas", NONE, "U | A F | A F | A A F A | A"),
    row(GET, "/lms/tugas/{id}/pengerjaan", "/lms/tugas/$tugas/pengerjaan", NONE, "U | F F | A F | A A F A | F"),
    // Written like materials (422: an empty title); asked about a fresh copy for the delete (`FRESH_AKTIVITAS`).
    row(POST, "/lms/tugas", "/lms/tugas", Payload::Json(TUGAS_KOSONG), "U | F F | A F | A F F A | F"),
    row(PUT, "/lms/tugas/{id}", "/lms/tugas/$tugas", Payload::Json(TUGAS_KOSONG), "U | F F | A F | A F F A | F"),
    row(DELETE, "/lms/tugas/{id}", "/lms/tugas/$tugas", NONE, "U | F F | A F | A F F A | F"),
    // Handed in by the class's students only (422: an empty hand-in, or the task is closed).
    row(PUT, "/lms/tugas/{id}/pengumpulan", "/lms/tugas/$tugas/pengumpulan", Payload::Json(r#"{"teks": " ", "berkas": []}"#), "U | A F | F F | F F F F | A"),
    // Groups: listed with the grading page, changed by authors (422: $tugas is individual).
    row(GET, "/lms/tugas/{id}/kelompok", "/lms/tugas/$tugas/kelompok", NONE, "U | F F | A F | A A F A | F"),
    row(POST, "/lms/tugas/{id}/kelompok", "/lms/tugas/$tugas/kelompok", Payload::Json(KELOMPOK_KOSONG), "U | F F | A F | A F F A | F"),
    row(PUT, "/lms/tugas/{id}/kelompok/{id_kelompok}", "/lms/tugas/$tugas/kelompok/0", Payload::Json(KELOMPOK_KOSONG), "U | F F | A F | A F F A | F"),
    row(DELETE, "/lms/tugas/{id}/kelompok/{id_kelompok}", "/lms/tugas/$tugas/kelompok/0", NONE, "U | F F | A F | A F F A | F"),
    row(PUT, "/lms/tugas/{id}/kelompok/{id_kelompok}/anggota/{id_mahasiswa}/ketua", "/lms/tugas/$tugas/kelompok/0/anggota/$mhs/ketua", NONE, "U | F F | A F | A F F A | F"),
    row(DELETE, "/lms/tugas/{id}/kelompok/{id_kelompok}/anggota/{id_mahasiswa}", "/lms/tugas/$tugas/kelompok/0/anggota/$mhs", NONE, "U | F F | A F | A F F A | F"),
    // Exams: seen with the class, written like materials (422: an empty title).
    row(POST, "/lms/ujian", "/lms/ujian", Payload::Json(UJIAN_KOSONG), "U | F F | A F | A F F A | F"),
    row(GET, "/lms/ujian/{id}", "/lms/ujian/$ujian", NONE, "U | A F | A F | A A F A | A"),
    row(PUT, "/lms/ujian/{id}", "/lms/ujian/$ujian", Payload::Json(UJIAN_KOSONG), "U | F F | A F | A F F A | F"),
    row(DELETE, "/lms/ujian/{id}", "/lms/ujian/$ujian", NONE, "U | F F | A F | A F F A | F"),
    // The copy picker: lecturers (their courses) and kelas_kuliah readers; copying also needs authoring the meeting (422: no exam chosen).
    row(GET, "/lms/ujian", "/lms/ujian", NONE, "U | F F | A A | A A F A | F"),
    row(POST, "/lms/ujian/salin", "/lms/ujian/salin", Payload::Json(r#"{"id_pertemuan": $pertemuan, "judul": "", "deskripsi": "", "jenis": null, "waktu_mulai": null, "waktu_selesai": null}"#), "U | F F | A F | A F F A | F"),
    // Questions: read with the results, written by authors (404: group 0 is unknown; 422: $ujian has attempts).
    row(GET, "/lms/ujian/{id}/soal", "/lms/ujian/$ujian/soal", NONE, "U | F F | A F | A A F A | F"),
    row(POST, "/lms/ujian/{id}/kelompok_soal", "/lms/ujian/$ujian/kelompok_soal", Payload::Json(KELOMPOK_SOAL_KOSONG), "U | F F | A F | A F F A | F"),
    row(PUT, "/lms/ujian/{id}/kelompok_soal/{idKelompok}", "/lms/ujian/$ujian/kelompok_soal/0", Payload::Json(KELOMPOK_SOAL_KOSONG), "U | F F | A F | A F F A | F"),
    row(DELETE, "/lms/ujian/{id}/kelompok_soal/{idKelompok}", "/lms/ujian/$ujian/kelompok_soal/0", NONE, "U | F F | A F | A F F A | F"),
    row(POST, "/lms/ujian/{id}/kelompok_soal/{idKelompok}/soal", "/lms/ujian/$ujian/kelompok_soal/0/soal", Payload::Json(SOAL_KOSONG), "U | F F | A F | A F F A | F"),
    // Also needs read on the bank (404: group 0 is unknown).
    row(POST, "/lms/ujian/{id}/kelompok_soal/{idKelompok}/soal/dari_bank", "/lms/ujian/$ujian/kelompok_soal/0/soal/dari_bank", Payload::Json(r#"{"id_bank": $bank, "list_id_soal": []}"#), "U | F F | A F | A F F A | F"),
    row(PUT, "/lms/ujian/{id}/kelompok_soal/{idKelompok}/soal/{idSoal}", "/lms/ujian/$ujian/kelompok_soal/0/soal/0", Payload::Json(SOAL_KOSONG), "U | F F | A F | A F F A | F"),
    row(DELETE, "/lms/ujian/{id}/kelompok_soal/{idKelompok}/soal/{idSoal}", "/lms/ujian/$ujian/kelompok_soal/0/soal/0", NONE, "U | F F | A F | A F F A | F"),
    // Taking: the class's students only ($ujian is over: 409, or the finished attempt).
    row(POST, "/lms/ujian/{id}/pengerjaan/start", "/lms/ujian/$ujian/pengerjaan/start", NONE, "U | A F | F F | F F F F | A"),
    row(GET, "/lms/ujian/{id}/pengerjaan/me", "/lms/ujian/$ujian/pengerjaan/me", NONE, "U | A F | F F | F F F F | A"),
    row(GET, "/lms/ujian/{id}/pengerjaan/me/soal", "/lms/ujian/$ujian/pengerjaan/me/soal", NONE, "U | A F | F F | F F F F | A"),
    row(PUT, "/lms/ujian/{id}/pengerjaan/me/jawaban/{idSoal}", "/lms/ujian/$ujian/pengerjaan/me/jawaban/0", Payload::Json(r#"{"jawaban": "", "versi": 0}"#), "U | A F | F F | F F F F | A"),
    row(PUT, "/lms/ujian/{id}/pengerjaan/me/jawaban/{idSoal}/berkas", "/lms/ujian/$ujian/pengerjaan/me/jawaban/0/berkas", Payload::Json(r#"{"berkas": []}"#), "U | A F | F F | F F F F | A"),
    row(POST, "/lms/ujian/{id}/pengerjaan/me/pelanggaran", "/lms/ujian/$ujian/pengerjaan/me/pelanggaran", Payload::Json(r#"{"jenis": "pindah_tab"}"#), "U | A F | F F | F F F F | A"),
    row(POST, "/lms/ujian/{id}/pengerjaan/me/selesai", "/lms/ujian/$ujian/pengerjaan/me/selesai", NONE, "U | A F | F F | F F F F | A"),
    // Results: read like a task's grading page, changed by its graders.
    row(GET, "/lms/ujian/{id}/pengerjaan", "/lms/ujian/$ujian/pengerjaan", NONE, "U | F F | A F | A A F A | F"),
    row(GET, "/lms/ujian/{id}/pengerjaan/no_pengerjaan", "/lms/ujian/$ujian/pengerjaan/no_pengerjaan", NONE, "U | F F | A F | A A F A | F"),
    row(GET, "/lms/ujian/{id}/pengerjaan/jawaban_stats", "/lms/ujian/$ujian/pengerjaan/jawaban_stats", NONE, "U | F F | A F | A A F A | F"),
    row(GET, "/lms/ujian/{id}/pengerjaan/export_excel", "/lms/ujian/$ujian/pengerjaan/export_excel", NONE, "U | F F | A F | A A F A | F"),
    row(GET, "/lms/ujian/{id}/pengerjaan/{idMahasiswa}", "/lms/ujian/$ujian/pengerjaan/$mhs", NONE, "U | F F | A F | A A F A | F"),
    row(GET, "/lms/ujian/{id}/pengerjaan/{idMahasiswa}/perhitungan_nilai", "/lms/ujian/$ujian/pengerjaan/$mhs/perhitungan_nilai", NONE, "U | F F | A F | A A F A | F"),
    row(GET, "/lms/ujian/{id}/perhitungan_nilai", "/lms/ujian/$ujian/perhitungan_nilai", NONE, "U | F F | A F | A A F A | F"),
    row(PUT, "/lms/ujian/{id}/pengerjaan/{idPengerjaan}/kelompok_soal/{idKelompok}/soal/{idSoal}/nilai", "/lms/ujian/$ujian/pengerjaan/$pengerjaan/kelompok_soal/0/soal/0/nilai", Payload::Json(r#"{"nilai": 101}"#), "U | F F | A F | A F F A | F"),
    // The demo's $ujian is already published: publishing again changes nothing.
    row(PUT, "/lms/ujian/{id}/nilai_publishing", "/lms/ujian/$ujian/nilai_publishing", Payload::Json(r#"{"is_tampilkan_nilai": true}"#), "U | F F | A F | A F F A | F"),
    row(PUT, "/lms/pengerjaan/{id}/pengurangan_nilai", "/lms/pengerjaan/$pengerjaan/pengurangan_nilai", Payload::Json(r#"{"nilai": 101}"#), "U | F F | A F | A F F A | F"),
    // Asked about a fresh attempt each time (`salinan_pengerjaan`).
    row(DELETE, "/lms/pengerjaan/{id}", "/lms/pengerjaan/$pengerjaan", NONE, "U | F F | A F | A F F A | F"),
    row(GET, "/lms/events/ujian/{id}", "/lms/events/ujian/$ujian", NONE, "U | A F | A F | A A F A | A"),
    // Question banks: lecturers and bank_soal readers list and open them (a
    // lecturer: own banks and shown banks of courses they teach); the owner and
    // bank_soal writers change them; any lecturer adds their own (422: empty title).
    row(GET, "/lms/bank_soal", "/lms/bank_soal", NONE, "U | F F | A A | A A F A | F"),
    row(POST, "/lms/bank_soal", "/lms/bank_soal", Payload::Json(BANK_KOSONG), "U | F F | A A | A F F F | F"),
    row(GET, "/lms/bank_soal/{id}", "/lms/bank_soal/$bank", NONE, "U | F F | A F | A A F A | F"),
    row(PUT, "/lms/bank_soal/{id}", "/lms/bank_soal/$bank", Payload::Json(BANK_KOSONG), "U | F F | A F | A F F F | F"),
    // Asked about a fresh copy of the bank each time.
    row(DELETE, "/lms/bank_soal/{id}", "/lms/bank_soal/$bank", NONE, "U | F F | A F | A F F F | F"),
    row(POST, "/lms/bank_soal/{id}/duplikat", "/lms/bank_soal/$bank/duplikat", Payload::Json(BANK_KOSONG), "U | F F | A F | A F F F | F"),
    row(GET, "/lms/bank_soal/{id}/pdf", "/lms/bank_soal/$bank/pdf", NONE, "U | F F | A F | A A F A | F"),
    row(POST, "/lms/bank_soal/{id}/soal", "/lms/bank_soal/$bank/soal", Payload::Json(SOAL_KOSONG), "U | F F | A F | A F F F | F"),
    // 404: question 0 is unknown.
    row(PUT, "/lms/bank_soal/{id}/soal/{id_soal}", "/lms/bank_soal/$bank/soal/0", Payload::Json(SOAL_KOSONG), "U | F F | A F | A F F F | F"),
    row(DELETE, "/lms/bank_soal/{id}/soal/{id_soal}", "/lms/bank_soal/$bank/soal/0", NONE, "U | F F | A F | A F F F | F"),
    // Also needs write on kelas_kuliah (operators) and the exam's results (422: nothing chosen).
    row(POST, "/lms/bank_soal/{id}/soal/salin_ujian", "/lms/bank_soal/$bank/soal/salin_ujian", Payload::Json(r#"{"id_ujian": $ujian, "list_id_soal": []}"#), "U | F F | A F | A F F F | F"),
    row(GET, "/lms/bank_soal/ujian_sumber", "/lms/bank_soal/ujian_sumber?id_kelas_kuliah=$kelas", NONE, "U | F F | A F | A A F A | F"),
    row(GET, "/lms/bank_soal/template/{jenis}", "/lms/bank_soal/template/esay", NONE, "U | F F | A A | A A F A | F"),
    // 422: an unknown kind.
    row(POST, "/v2/lms/bank_soal/{id}/soal/import_excel", "/v2/lms/bank_soal/$bank/soal/import_excel", Payload::Multipart(&[("jenis_soal", None, b"lain")]), "U | F F | A F | A F F F | F"),
    // Attendance: a meeting's and class's attendance is seen by its teachers and
    // kelas_kuliah readers, participants' codes changed by teachers and writers
    // (422: nothing to save; 404: no such participant), teachers' by writers
    // (404: no such teacher); a meeting is started, ended and its QR shown by its
    // teachers; a student reads and scans only their own (422: a wrong code).
    row(GET, "/lms/kehadiran_mahasiswa/pertemuan/{id}", "/lms/kehadiran_mahasiswa/pertemuan/$pertemuan", NONE, "U | F F | A F | A A F A | F"),
    row(PUT, "/lms/kehadiran_mahasiswa/pertemuan/{id}", "/lms/kehadiran_mahasiswa/pertemuan/$pertemuan", Payload::Json(r#"{"data": []}"#), "U | F F | A F | A F F A | F"),
    row(PUT, "/lms/kehadiran_mahasiswa/pertemuan/{id}/mahasiswa/{idMahasiswa}", "/lms/kehadiran_mahasiswa/pertemuan/$pertemuan/mahasiswa/0", Payload::Json(r#"{"is_hadir": true}"#), "U | F F | A F | A F F A | F"),
    row(POST, "/lms/kehadiran_mahasiswa/pertemuan/{id}/hitung_ulang", "/lms/kehadiran_mahasiswa/pertemuan/$pertemuan/hitung_ulang", NONE, "U | F F | A F | A F F A | F"),
    row(POST, "/lms/kehadiran_mahasiswa/hitung_persentase", "/lms/kehadiran_mahasiswa/hitung_persentase", Payload::Json(r#"{"id_kelas_kuliah": $kelas}"#), "U | F F | A F | A F F A | F"),
    row(GET, "/lms/kehadiran_mahasiswa/jenis_presensi", "/lms/kehadiran_mahasiswa/jenis_presensi", NONE, "U | A A | A A | A A A A | A"),
    row(GET, "/lms/kehadiran_mahasiswa/kelas_kuliah/{idKelas}/pertemuan/{idPertemuan}/me", "/lms/kehadiran_mahasiswa/kelas_kuliah/$kelas/pertemuan/$pertemuan/me", NONE, "U | A F | F F | F F F F | A"),
    row(GET, "/lms/kehadiran_mahasiswa/kelas_kuliah/{idKelas}/pertemuan/{idPertemuan}/nim/{nim}", "/lms/kehadiran_mahasiswa/kelas_kuliah/$kelas/pertemuan/$pertemuan/nim/$nim", NONE, "U | F F | A F | A A F A | F"),
    // Configuration: operators with read on konfigurasi see, with write change ('deadline' to a value it refuses: 422).
    row(GET, "/lms/konfigurasi", "/lms/konfigurasi", NONE, "U | F F | F F | A A F F | F"),
    row(PUT, "/lms/konfigurasi/{keyword}", "/lms/konfigurasi/deadline", Payload::Json(r#"{"nilai": "tidak"}"#), "U | F F | F F | A F F F | F"),
    // Settings form: lecturers and operators with read on data_sistem see it, write changes it
    // (a zone it refuses: 422 after the permission check).
    row(GET, "/lms/pengaturan/halaman", "/lms/pengaturan/halaman", NONE, "U | F F | A A | A A F F | F"),
    row(PUT, "/lms/pengaturan", "/lms/pengaturan", Payload::Json(PENGATURAN_SALAH), "U | F F | F F | A F F F | F"),
    // Help: every signed-in user, their role's guides.
    row(GET, "/lms/bantuan", "/lms/bantuan?q=kelas", NONE, "U | A A | A A | A A A A | A"),
    // Operators' rights: read with read on data_sistem, changed with write ($dosen is no operator: 404).
    row(GET, "/lms/operator", "/lms/operator", NONE, "U | F F | F F | A A F F | F"),
    row(PUT, "/lms/operator/{id}/hak_akses", "/lms/operator/$dosen/hak_akses", Payload::Json(r#"{"is_active": true, "permission": {}}"#), "U | F F | F F | A F F F | F"),
    // Activity log: everyone their own; another user's only operators with read on data_sistem
    // (`$dosen` is the lecturer's own id, so the lecturer is allowed).
    row(GET, "/lms/log_aktivitas", "/lms/log_aktivitas?id_user=$dosen", NONE, "U | F F | A F | A A F F | F"),
    row(GET, "/lms/log_aktivitas/me", "/lms/log_aktivitas/me", NONE, "U | A A | A A | A A A A | A"),
    row(GET, "/lms/log_aktivitas/jenis_aktivitas", "/lms/log_aktivitas/jenis_aktivitas", NONE, "U | A A | A A | A A A A | A"),
    row(GET, "/lms/log_aktivitas/export_excel", "/lms/log_aktivitas/export_excel?id_user=$dosen", NONE, "U | F F | A F | A A F F | F"),
    // Grades: teachers and operators with read see; the integration actor (lecturers in the demo) with write chooses.
    row(GET, "/lms/nilai/kelas_kuliah", "/lms/nilai/kelas_kuliah", NONE, "U | F F | A A | A A F A | F"),
    row(GET, "/lms/nilai/kelas_kuliah/{id}", "/lms/nilai/kelas_kuliah/$kelas", NONE, "U | F F | A F | A A F A | F"),
    row(GET, "/lms/nilai/kelas_kuliah/{id}/export_excel", "/lms/nilai/kelas_kuliah/$kelas/export_excel", NONE, "U | F F | A F | A A F A | F"),
    row(GET, "/lms/nilai/kelas_kuliah/{id}/aktivitas", "/lms/nilai/kelas_kuliah/$kelas/aktivitas", NONE, "U | F F | A F | A A F A | F"),
    row(GET, "/lms/nilai/kelas_kuliah/{id}/komponen/{idKomponen}", "/lms/nilai/kelas_kuliah/$kelas/komponen/2", NONE, "U | F F | A F | A A F A | F"),
    // Kehadiran (1) is refused with 422 after the permission check.
    row(PUT, "/lms/nilai/kelas_kuliah/{id}/komponen/{idKomponen}", "/lms/nilai/kelas_kuliah/$kelas/komponen/1", Payload::Json(r#"{"list_aktivitas": []}"#), "U | F F | A F | F F F F | F"),
    row(DELETE, "/lms/nilai/kelas_kuliah/{id}/komponen/{idKomponen}", "/lms/nilai/kelas_kuliah/$kelas/komponen/1", NONE, "U | F F | A F | F F F F | F"),
    row(GET, "/lms/pengaturan/integrasi_nilai/{id}", "/lms/pengaturan/integrasi_nilai/$kelas", NONE, "U | F F | A F | A A F A | F"),
    row(GET, "/lms/kehadiran_mahasiswa/kelas_kuliah/{id}", "/lms/kehadiran_mahasiswa/kelas_kuliah/$kelas", NONE, "U | F F | A F | A A F A | F"),
    row(GET, "/lms/kehadiran_mahasiswa/kelas_kuliah/{id}/export_excel", "/lms/kehadiran_mahasiswa/kelas_kuliah/$kelas/export_excel", NONE, "U | F F | A F | A A F A | F"),
    row(GET, "/lms/kehadiran_dosen/{id}", "/lms/kehadiran_dosen/$pertemuan", NONE, "U | F F | A F | A A F A | F"),
    row(GET, "/lms/kehadiran_dosen/{id}/me", "/lms/kehadiran_dosen/$pertemuan/me", NONE, "U | F F | A F | F F F F | F"),
    row(GET, "/lms/kehadiran_dosen/{id}/{idDosen}", "/lms/kehadiran_dosen/$pertemuan/$dosen", NONE, "U | F F | A F | A A F A | F"),
    row(PUT, "/lms/kehadiran_dosen/{id}/dosen/{idDosen}", "/lms/kehadiran_dosen/$pertemuan/dosen/0", Payload::Json(r#"{"is_hadir": false}"#), "U | F F | F F | A F F A | F"),
    row(PUT, "/lms/pertemuan/{id}/start", "/lms/pertemuan/$pertemuan/start", NONE, "U | F F | A F | F F F F | F"),
    row(PUT, "/lms/pertemuan/{id}/end", "/lms/pertemuan/$pertemuan/end", NONE, "U | F F | A F | F F F F | F"),
    row(GET, "/v0/aturan/qr-code", "/v0/aturan/qr-code", NONE, "U | A A | A A | A A A A | A"),
    row(GET, "/lms/kehadiran_mahasiswa/pertemuan/{id}/qr", "/lms/kehadiran_mahasiswa/pertemuan/$pertemuan/qr", NONE, "U | F F | A F | F F F F | F"),
    row(POST, "/lms/kehadiran_mahasiswa/pertemuan/{id}/qr", "/lms/kehadiran_mahasiswa/pertemuan/$pertemuan/qr", Payload::Json(r#"{"kode": "1"}"#), "U | A F | F F | F F F F | A"),
    row(GET, "/lms/events/kehadiran_mahasiswa", "/lms/events/kehadiran_mahasiswa?id_pertemuan=$pertemuan", NONE, "U | F F | A F | A A F A | F"),
    row(GET, "/lms/kehadiran_mahasiswa", "/lms/kehadiran_mahasiswa", NONE, "U | F F | A A | A A F A | F"),
    row(GET, "/lms/kehadiran_mahasiswa/export_excel", "/lms/kehadiran_mahasiswa/export_excel?periode=$periode", NONE, "U | F F | A A | A A F A | F"),
    row(GET, "/lms/kehadiran_dosen", "/lms/kehadiran_dosen", NONE, "U | F F | A A | F F F F | F"),
    // Editing a meeting: its authors (422: empty data; the check 422: no schedule); sessions for all, rooms for staff.
    row(GET, "/lms/pertemuan/{id}", "/lms/pertemuan/$pertemuan", NONE, "U | F F | A F | A F F A | F"),
    row(PUT, "/lms/pertemuan/{id}", "/lms/pertemuan/$pertemuan", Payload::Json(r#"{"judul": "", "deskripsi": ""}"#), "U | F F | A F | A F F A | F"),
    row(PUT, "/lms/pertemuan/cek_bentrok", "/lms/pertemuan/cek_bentrok", Payload::Json(r#"{"id_kelas_kuliah": $kelas, "id_pertemuan": $pertemuan, "judul": "", "deskripsi": ""}"#), "U | F F | A F | A F F A | F"),
    row(GET, "/lms/sesi_kuliah", "/lms/sesi_kuliah", NONE, "U | A A | A A | A A A A | A"),
    row(GET, "/lms/ruangan", "/lms/ruangan", NONE, "U | F F | A A | A A F A | F"),
    // Text activities: written like materials (422: an empty title).
    row(POST, "/lms/teks", "/lms/teks", Payload::Json(TEKS_KOSONG), "U | F F | A F | A F F A | F"),
    row(PUT, "/lms/teks/{id}", "/lms/teks/$teks", Payload::Json(TEKS_KOSONG), "U | F F | A F | A F F A | F"),
    row(DELETE, "/lms/teks/{id}", "/lms/teks/$teks", NONE, "U | F F | A F | A F F A | F"),
    // 400: the score is out of range.
    row(PUT, "/lms/tugas/{id}/pengerjaan/{id_mahasiswa}/nilai", "/lms/tugas/$tugas/pengerjaan/$mhs/nilai", Payload::Json(r#"{"nilai": 101}"#), "U | F F | A F | A F F A | F"),

    // The participant's task discussion: the student and the teachers read and write, kelas_kuliah readers only read.
    row(GET, "/v2/chat/group/{id}", "/v2/chat/group/$chat", NONE, "U | A F | A F | A A F A | A"),
    row(GET, "/v2/chat/group/{id}/thread", "/v2/chat/group/$chat/thread", NONE, "U | A F | A F | A A F A | A"),
    row(GET, "/v2/chat/group/{id}/thread/{tid}", "/v2/chat/group/$chat/thread/$pesan", NONE, "U | A F | A F | A A F A | A"),
    // 400: an empty message.
    row(POST, "/v2/chat/group/{id}/thread", "/v2/chat/group/$chat/thread", Payload::Json(r#"{"isi": " "}"#), "U | A F | A F | F F F F | A"),
    // The message is the participant's: only its sender edits it.
    row(POST, "/v2/chat/group/{id}/thread/{tid}", "/v2/chat/group/$chat/thread/$pesan", Payload::Json(r#"{"isi": " "}"#), "U | A F | F F | F F F F | A"),

    // Meetings and materials: seen with the class, written by its teachers (any jabatan) and
    // kelas_kuliah writers; uses are recorded for participants. 422s: an empty title, an empty
    // copy list, a way of use that does not fit the material.
    row(GET, "/lms/pertemuan/{id}/aktivitas", "/lms/pertemuan/$pertemuan/aktivitas", NONE, "U | A F | A F | A A F A | A"),
    row(POST, "/lms/materi", "/lms/materi", Payload::Json(MATERI_KOSONG), "U | F F | A F | A F F A | F"),
    row(GET, "/lms/materi/{id}", "/lms/materi/$materi", NONE, "U | A F | A F | A A F A | A"),
    row(PUT, "/lms/materi/{id}", "/lms/materi/$materi", Payload::Json(MATERI_KOSONG), "U | F F | A F | A F F A | F"),
    // Asked about a fresh copy of the material each time (`FRESH_MATERI`).
    row(DELETE, "/lms/materi/{id}", "/lms/materi/$materi", NONE, "U | F F | A F | A F F A | F"),
    row(POST, "/lms/materi/salin", "/lms/materi/salin", Payload::Json(r#"{"id_pertemuan": $pertemuan, "list_id": [], "is_syarat_hadir": false, "tampil_sekarang": true, "type": "salin"}"#), "U | F F | A F | A F F A | F"),
    // The copy table: any lecturer (courses they teach), kelas_kuliah readers.
    row(GET, "/v2/lms/materi", "/v2/lms/materi", NONE, "U | F F | A A | A A F A | F"),
    row(PUT, "/lms/materi/{id}/akses", "/lms/materi/$materi/akses", Payload::Json(r#"{"cara": "tonton", "persen": 1}"#), "U | A F | F F | F F F F | A"),
    // Uploads: lecturers and kelas_kuliah writers (400: an .exe, refused after the check).
    row(POST, "/v2/storager", "/v2/storager", Payload::Multipart(&[("dir", None, b"materi/ebook"), ("file", Some("x.exe"), b"MZ")]), "U | F F | A A | A F F A | F"),
    // A file, and removing an upload: 404 for everyone who may not (a guessed URL tells
    // nothing), so the letters cannot tell; their rules are tested in materi.rs.
    row(GET, "/v2/storager/{id}/{nama}", "/v2/storager/$berkas/berkas.pdf", NONE, "U | A A | A A | A A A A | A"),
    row(GET, "/v2/pratinjau/{id}", "/v2/pratinjau/$berkas", NONE, "U | A A | A A | A A A A | A"),
    row(DELETE, "/v2/storager", "/v2/storager?url=%2Fv2%2Fstorager%2F$berkas%2Fberkas.pdf", NONE, "U | A A | A A | A A A A | A"),

    // Vidcons: seen with the class, written like materials; joined by the class's students and
    // teachers, never by operators (422 for the allowed: it has ended, or their first join answers).
    row(POST, "/lms/vidcon", "/lms/vidcon", Payload::Json(VIDCON_KOSONG), "U | F F | A F | A F F A | F"),
    row(GET, "/lms/vidcon/{id}", "/lms/vidcon/$vidcon", NONE, "U | A F | A F | A A F A | A"),
    row(PUT, "/lms/vidcon/{id}", "/lms/vidcon/$vidcon", Payload::Json(VIDCON_KOSONG), "U | F F | A F | A F F A | F"),
    // Asked about a fresh copy of the vidcon each time (`FRESH_AKTIVITAS`).
    row(DELETE, "/lms/vidcon/{id}", "/lms/vidcon/$vidcon", NONE, "U | F F | A F | A F F A | F"),
    row(PUT, "/lms/vidcon/{id}/join", "/lms/vidcon/$vidcon/join", NONE, "U | A F | A F | F F F F | A"),
    // Forums: seen with the class, written like materials; posts by the class's students and
    // teachers (422 for the allowed: an empty comment, or the forum is not open), not operators.
    row(POST, "/lms/forum", "/lms/forum", Payload::Json(FORUM_KOSONG), "U | F F | A F | A F F A | F"),
    row(GET, "/lms/forum/{id}", "/lms/forum/$forum", NONE, "U | A F | A F | A A F A | A"),
    row(PUT, "/lms/forum/{id}", "/lms/forum/$forum", Payload::Json(FORUM_KOSONG), "U | F F | A F | A F F A | F"),
    // Asked about a fresh copy of the forum each time (`FRESH_AKTIVITAS`).
    row(DELETE, "/lms/forum/{id}", "/lms/forum/$forum", NONE, "U | F F | A F | A F F A | F"),
    row(GET, "/lms/forum/{id}/post", "/lms/forum/$forum/post", NONE, "U | A F | A F | A A F A | A"),
    row(POST, "/lms/forum/{id}/post", "/lms/forum/$forum/post", Payload::Json(r#"{"isi": " ", "id_induk": null}"#), "U | A F | A F | F F F F | A"),
    row(GET, "/lms/forum/{id}/keaktifan", "/lms/forum/$forum/keaktifan", NONE, "U | F F | A F | A A F A | F"),
    // The class's NIM list: its teachers and kelas_kuliah readers.
    row(GET, "/v2/lms/kelas_kuliah/{id}/peserta/nim_nama", "/v2/lms/kelas_kuliah/$kelas/peserta/nim_nama", NONE, "U | F F | A F | A A F A | F"),
];

/// A group rule that passes deserialising and fails validation ('Jumlah soal wajib dijawab wajib diisi').
const KELOMPOK_SOAL_KOSONG: &str = r#"{"aturan": "random", "jumlah_wajib_dijawab": null}"#;

/// A question that passes deserialising and fails validation ('Pertanyaan wajib diisi').
const SOAL_KOSONG: &str = r#"{"jenis": "pilihan", "pertanyaan": "", "pilihan": [], "kunci": ""}"#;

/// A task form that passes deserialising and fails validation ('Judul wajib diisi').
const TUGAS_KOSONG: &str =
    r#"{"id_pertemuan": $pertemuan, "judul": "", "deskripsi": "", "sub_jenis": null, "waktu_mulai": null, "waktu_selesai": null}"#;

/// An exam form that passes deserialising and fails validation ('Judul wajib diisi').
const UJIAN_KOSONG: &str =
    r#"{"id_pertemuan": $pertemuan, "judul": "", "deskripsi": "", "jenis": null, "waktu_mulai": null, "waktu_selesai": null}"#;

/// A group form that passes deserialising (refused by validation).
const KELOMPOK_KOSONG: &str = r#"{"nama": " ", "anggota": [], "id_ketua": null}"#;

/// A text form that passes deserialising and fails validation ('Judul wajib diisi').
const TEKS_KOSONG: &str = r#"{"id_pertemuan": $pertemuan, "judul": "", "isi": ""}"#;

/// A forum form that passes deserialising and fails validation ('Judul Forum wajib diisi').
const FORUM_KOSONG: &str = r#"{"id_pertemuan": $pertemuan, "judul": "", "deskripsi": "", "waktu_mulai": null, "waktu_selesai": null}"#;

/// A vidcon form that passes deserialising and fails validation ('Judul wajib diisi').
const VIDCON_KOSONG: &str =
    r#"{"id_pertemuan": $pertemuan, "judul": "", "aplikasi": null, "link": "", "waktu_mulai": null, "waktu_selesai": null}"#;

/// A material form that passes deserialising and fails validation ('Judul wajib diisi!').
const MATERI_KOSONG: &str = r#"{"id_pertemuan": $pertemuan, "judul": "", "deskripsi": "", "tipe_file": "url", "jenis_materi": "modul", "file": null, "file_url": null, "tampil_sekarang": true, "waktu_mulai_tampil": null, "is_syarat_hadir": false, "deadline": null}"#;

/// A bank form that passes deserialising and fails validation ('Judul wajib diisi').
const BANK_KOSONG: &str = r#"{"judul": "", "deskripsi": "", "id_dosen": null, "id_mata_kuliah": $mk, "ditampilkan": true}"#;

/// Routes that delete the activity they name: asked about a fresh copy of it
/// each time, as (route, placeholder, detail table, its columns).
const FRESH_AKTIVITAS: &[(&str, &str, &str, &str)] = &[
    (
        "DELETE /lms/materi/{id}",
        "$materi",
        "materi",
        "deskripsi, tipe_file, jenis_materi, id_berkas, file_url, tampil_sekarang, is_syarat_hadir, deadline",
    ),
    ("DELETE /lms/vidcon/{id}", "$vidcon", "vidcon", "aplikasi, link, catatan"),
    ("DELETE /lms/forum/{id}", "$forum", "forum", "deskripsi, penilaian_keaktifan, minimal_post"),
    ("DELETE /lms/tugas/{id}", "$tugas", "tugas", "deskripsi, boleh_terlambat"),
    ("DELETE /lms/teks/{id}", "$teks", "teks", "isi"),
    (
        "DELETE /lms/ujian/{id}",
        "$ujian",
        "ujian",
        "deskripsi, sifat, gunakan_batas_waktu, durasi, acak_soal, ditampilkan, tampilkan_kunci_jawaban, waktu_tampil_kunci, id_ujian_utama, nilai_dipublikasi",
    ),
];

/// A copy (rows only) of the activity in `var` with its row in `tabel`, for a principal to delete.
async fn salinan_aktivitas(app: &TestApp, f: &Fixture, var: &str, tabel: &str, kolom: &str) -> Fixture {
    let asal: i64 = f.fill(var).parse().unwrap();
    let id: i64 = sqlx::query_scalar(
        "INSERT INTO aktivitas (id_pertemuan, jenis, sub_jenis, judul, waktu_mulai, waktu_selesai, id_pembuat, created_at)
         SELECT id_pertemuan, jenis, sub_jenis, judul, waktu_mulai, waktu_selesai, id_pembuat, created_at FROM aktivitas WHERE id = $1 RETURNING id",
    )
    .bind(asal)
    .fetch_one(&app.db)
    .await
    .unwrap();
    sqlx::query(&format!("INSERT INTO {tabel} (id_aktivitas, {kolom}) SELECT $1, {kolom} FROM {tabel} WHERE id_aktivitas = $2"))
        .bind(id)
        .bind(asal)
        .execute(&app.db)
        .await
        .unwrap();
    let vars = f.vars.iter().map(|(k, v)| (*k, if *k == var { id.to_string() } else { v.clone() })).collect();
    Fixture { vars, mhs_luar: f.mhs_luar.clone(), dosen_luar: f.dosen_luar.clone() }
}

/// A fresh attempt of the demo student on a copy of $ujian, for a principal to reset.
async fn salinan_pengerjaan(app: &TestApp, f: &Fixture) -> Fixture {
    let (_, var, tabel, kolom) = FRESH_AKTIVITAS.iter().find(|(r, ..)| *r == "DELETE /lms/ujian/{id}").expect("ujian row");
    let salinan = salinan_aktivitas(app, f, var, tabel, kolom).await;
    let id: i64 = sqlx::query_scalar(
        "INSERT INTO ujian_pengerjaan (id_aktivitas, id_mahasiswa, waktu_mulai, waktu_kumpul) VALUES ($1, $2, $3, $3) RETURNING id",
    )
    .bind(salinan.fill("$ujian").parse::<i64>().unwrap())
    .bind(f.fill("$mhs").parse::<i64>().unwrap())
    .bind(lms::db::now())
    .fetch_one(&app.db)
    .await
    .unwrap();
    let vars = salinan.vars.iter().map(|(k, v)| (*k, if *k == "$pengerjaan" { id.to_string() } else { v.clone() })).collect();
    Fixture { vars, mhs_luar: f.mhs_luar.clone(), dosen_luar: f.dosen_luar.clone() }
}

/// A copy of $bank (without questions), for a principal to delete.
async fn salinan_bank(app: &TestApp, f: &Fixture) -> Fixture {
    let id: i64 = sqlx::query_scalar(
        "INSERT INTO bank_soal (judul, deskripsi, id_dosen, id_mata_kuliah, ditampilkan, created_at, updated_at)
         SELECT judul, deskripsi, id_dosen, id_mata_kuliah, ditampilkan, created_at, updated_at FROM bank_soal WHERE id = $1 RETURNING id",
    )
    .bind(f.fill("$bank").parse::<i64>().unwrap())
    .fetch_one(&app.db)
    .await
    .unwrap();
    let vars = f.vars.iter().map(|(k, v)| (*k, if *k == "$bank" { id.to_string() } else { v.clone() })).collect();
    Fixture { vars, mhs_luar: f.mhs_luar.clone(), dosen_luar: f.dosen_luar.clone() }
}

/// Routes that end or rotate the caller's session: asked with a fresh one each time.
const FRESH_SESSION: &[&str] =
    &["POST /v2/refresh_token", "POST /lms/log_aktivitas/logout", "POST /lms/login_akun_lain/kembali", "POST /logout"];

/// What the table expects but the server does not do yet. Each is tolerated
/// (the test passes) and reported; once fixed, the entry must go.
struct Hole {
    route: &'static str,
    principal: Principal,
    /// A JSON pointer when the hole is a field in an allowed answer (`HIDDEN_FIELDS`).
    field: Option<&'static str>,
    reason: &'static str,
}

#[allow(dead_code)] // for the next hole found, until it is fixed
const fn hole(route: &'static str, principal: Principal, field: Option<&'static str>, reason: &'static str) -> Hole {
    Hole { route, principal, field, reason }
}

#[rustfmt::skip]
const KNOWN_HOLES: &[Hole] = &[
    // Both holes this table found (banner readable by non-members, the
    // lecturer e-mail shown to students) were fixed in issue 9.
];

/// Fields of an allowed answer that these principals must not receive.
const HIDDEN_FIELDS: &[(&str, &str, &str, &[Principal])] =
    &[("GET /v1/dosen/{id}", "/v1/dosen/$dosen", "/data/email", &[MhsPeserta, MhsLuar, AkunLain])];

fn parse_expect(row: &Row) -> Vec<Outcome> {
    let letters: Vec<Outcome> = row
        .expect
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '|')
        .map(|c| match c {
            'A' => Outcome::Allowed,
            'F' => Outcome::Forbidden,
            'U' => Outcome::Unauthenticated,
            other => panic!("{} {}: unknown letter {other:?}", row.method, row.path),
        })
        .collect();
    assert_eq!(letters.len(), PRINCIPALS.len(), "{} {}: one letter per principal", row.method, row.path);
    letters
}

/// A row's answers written like `MATRIX` writes them, to paste into it.
fn letters(outcomes: &[Outcome]) -> String {
    let l: Vec<&str> = outcomes.iter().map(|o| o.letter()).collect();
    format!("{} | {} | {} | {} | {}", l[0], l[1..3].join(" "), l[3..5].join(" "), l[5..9].join(" "), l[9])
}

/// Every (method, path) of the route table.
/// The API's routes (from its OpenAPI document), the pages (`web::pages::PAGE_ROUTES`) and the
/// browser's other routes (`app::routes_browser`: forms, hand-offs, the app's shell).
fn route_table() -> BTreeSet<String> {
    let doc = lms::app::openapi();
    let paths = doc["paths"].as_object().expect("paths");
    let api = paths
        .iter()
        .flat_map(|(path, ops)| ops.as_object().expect("operations").keys().map(move |m| format!("{} {path}", m.to_uppercase())));
    let pages = lms::web::pages::PAGE_ROUTES.iter().map(|p| format!("GET {p}"));
    api.chain(pages).chain(lms::app::routes_browser()).collect()
}

/// Real ids from the demo data, and the accounts the principals sign in with.
struct Fixture {
    vars: Vec<(&'static str, String)>,
    mhs_luar: String,
    dosen_luar: String,
}

impl Fixture {
    fn fill(&self, template: &str) -> String {
        self.vars.iter().fold(template.to_string(), |s, (k, v)| s.replace(k, v))
    }
}

async fn scalar<T>(app: &TestApp, sql: &str, binds: &[i64]) -> T
where
    T: Send + Unpin + for<'r> sqlx::Decode<'r, sqlx::Any> + sqlx::Type<sqlx::Any>,
{
    let mut q = sqlx::query_scalar::<_, T>(sql);
    for b in binds {
        q = q.bind(*b);
    }
    q.fetch_one(&app.db).await.unwrap_or_else(|e| panic!("{sql}: {e}"))
}

async fn fixture(app: &TestApp) -> Fixture {
    // A class `dosen` coordinates and `mahasiswa` attends, whose course `dosen`
    // owns, with an individual task.
    let kelas = scalar::<i64>(
        app,
        "SELECT MIN(k.id) FROM kelas_kuliah k
         JOIN kelas_pengajar kp ON kp.id_kelas = k.id AND kp.jabatan = 'koordinator'
         JOIN users d ON d.id = kp.id_dosen AND d.username = 'dosen'
         JOIN kelas_peserta ks ON ks.id_kelas = k.id JOIN users m ON m.id = ks.id_mahasiswa AND m.username = 'mahasiswa'
         JOIN mata_kuliah mk ON mk.id = k.id_mata_kuliah
         WHERE (mk.id_dosen_koordinator = d.id OR mk.id_dosen_pengembang_rps = d.id)
           AND EXISTS (SELECT 1 FROM pertemuan p JOIN aktivitas a ON a.id_pertemuan = p.id
                       WHERE p.id_kelas = k.id AND a.jenis = 'tugas' AND a.sub_jenis = 'individu')",
        &[],
    )
    .await;
    // Within operator_khusus's scope (A:T), so the matrix shows its rights; the
    // scope's refusals are `operator::a_special_operator_sees_only_the_classes_of_their_scope`.
    sqlx::query("UPDATE kelas_kuliah SET lingkup = 'A:T' WHERE id = $1").bind(kelas).execute(&app.db).await.unwrap();
    let tugas = scalar::<i64>(
        app,
        "SELECT MIN(a.id) FROM aktivitas a JOIN pertemuan p ON p.id = a.id_pertemuan
         WHERE p.id_kelas = $1 AND a.jenis = 'tugas' AND a.sub_jenis = 'individu'",
        &[kelas],
    )
    .await;
    let mk = scalar::<i64>(app, "SELECT id_mata_kuliah FROM kelas_kuliah WHERE id = $1", &[kelas]).await;
    let pertemuan = scalar::<i64>(app, "SELECT MIN(id) FROM pertemuan WHERE id_kelas = $1", &[kelas]).await;
    // A material already displayed (a held meeting's), and one of the demo's files.
    let materi = scalar::<i64>(
        app,
        "SELECT MIN(a.id) FROM aktivitas a JOIN pertemuan p ON p.id = a.id_pertemuan WHERE p.id_kelas = $1 AND a.jenis = 'materi' AND p.status = 'selesai'",
        &[kelas],
    )
    .await;
    let berkas = scalar::<String>(app, "SELECT MIN(id) FROM berkas", &[]).await;
    let berita = scalar::<i64>(app, "SELECT MIN(id) FROM pengumuman", &[]).await;
    let forum = scalar::<i64>(
        app,
        "SELECT MIN(a.id) FROM aktivitas a JOIN pertemuan p ON p.id = a.id_pertemuan WHERE p.id_kelas = $1 AND a.jenis = 'forum'",
        &[kelas],
    )
    .await;
    let vidcon = scalar::<i64>(
        app,
        "SELECT MIN(a.id) FROM aktivitas a JOIN pertemuan p ON p.id = a.id_pertemuan WHERE p.id_kelas = $1 AND a.jenis = 'vidcon'",
        &[kelas],
    )
    .await;
    let ujian = scalar::<i64>(
        app,
        "SELECT MIN(a.id) FROM aktivitas a JOIN pertemuan p ON p.id = a.id_pertemuan WHERE p.id_kelas = $1 AND a.jenis = 'ujian'",
        &[kelas],
    )
    .await;
    let pengerjaan = scalar::<i64>(app, "SELECT MIN(id) FROM ujian_pengerjaan WHERE id_aktivitas = $1", &[ujian]).await;
    let teks = scalar::<i64>(
        app,
        "SELECT MIN(a.id) FROM aktivitas a JOIN pertemuan p ON p.id = a.id_pertemuan WHERE p.id_kelas = $1 AND a.jenis = 'teks'",
        &[kelas],
    )
    .await;
    let prodi = scalar::<i64>(app, "SELECT id_prodi FROM mata_kuliah WHERE id = $1", &[mk]).await;
    let dosen = scalar::<i64>(app, "SELECT id FROM users WHERE username = 'dosen'", &[]).await;
    let mhs = scalar::<i64>(app, "SELECT id FROM users WHERE username = 'mahasiswa'", &[]).await;
    let nim = scalar::<String>(app, "SELECT nim FROM mahasiswa WHERE id_user = $1", &[mhs]).await;
    let periode = scalar::<i64>(app, "SELECT kode FROM periode WHERE is_berjalan = 1", &[]).await;
    let keyword = scalar::<String>(app, "SELECT MIN(keyword) FROM konfigurasi", &[]).await;
    let mhs_luar = scalar::<String>(
        app,
        "SELECT username FROM users WHERE id = (SELECT MIN(id) FROM users WHERE role = 'mahasiswa'
           AND id NOT IN (SELECT id_mahasiswa FROM kelas_peserta WHERE id_kelas = $1))",
        &[kelas],
    )
    .await;
    let dosen_luar = scalar::<String>(
        app,
        "SELECT username FROM users WHERE id = (SELECT MIN(u.id) FROM users u WHERE u.role = 'dosen'
           AND u.id NOT IN (SELECT kp.id_dosen FROM kelas_pengajar kp JOIN kelas_peserta ks ON ks.id_kelas = kp.id_kelas WHERE ks.id_mahasiswa = $1)
           AND u.id NOT IN (SELECT COALESCE(id_dosen_koordinator, 0) FROM mata_kuliah WHERE id = $2)
           AND u.id NOT IN (SELECT COALESCE(id_dosen_pengembang_rps, 0) FROM mata_kuliah WHERE id = $2))",
        &[mhs, mk],
    )
    .await;
    // A shown bank of `dosen` for the class's course, with one question.
    let bank = scalar::<i64>(
        app,
        "INSERT INTO bank_soal (judul, deskripsi, id_dosen, id_mata_kuliah, ditampilkan, created_at, updated_at)
         SELECT 'Bank Matriks', 'Uji hak akses', $1, $2, 1, created_at, created_at FROM users WHERE id = $1 RETURNING id",
        &[dosen, mk],
    )
    .await;
    sqlx::query(
        "INSERT INTO bank_soal_soal (id_bank, urutan, jenis, pertanyaan, pilihan, kunci, created_at)
         VALUES ($1, 1, 'benar_salah', '<p>Bumi bulat.</p>', '[\"benar\",\"salah\"]', 'benar', $2)",
    )
    .bind(bank)
    .bind(lms::db::now())
    .execute(&app.db)
    .await
    .unwrap();
    let vars = vec![
        ("$bank", bank.to_string()),
        ("$kelas", kelas.to_string()),
        ("$tugas", tugas.to_string()),
        ("$mk", mk.to_string()),
        ("$prodi", prodi.to_string()),
        ("$dosen", dosen.to_string()),
        ("$mhs", mhs.to_string()),
        ("$nim", nim.clone()),
        ("$chat", lms::chat::id_grup_tugas(tugas, &nim)),
        ("$periode", periode.to_string()),
        ("$keyword", keyword),
        ("$pertemuan", pertemuan.to_string()),
        ("$materi", materi.to_string()),
        ("$berkas", berkas),
        ("$berita", berita.to_string()),
        ("$vidcon", vidcon.to_string()),
        ("$forum", forum.to_string()),
        ("$teks", teks.to_string()),
        ("$ujian", ujian.to_string()),
        ("$pengerjaan", pengerjaan.to_string()),
    ];
    Fixture { vars, mhs_luar, dosen_luar }
}

/// An operator with no_access on every module.
async fn make_operator_tanpa(app: &TestApp) {
    let id: i64 = sqlx::query_scalar(
        "INSERT INTO users (username, password_hash, role, nama, email, created_at)
         SELECT 'operator_tanpa', password_hash, 'operator', 'Operator Tanpa Akses', 'operator_tanpa@unura.ac.id', created_at
         FROM users WHERE username = 'operator_baca' RETURNING id",
    )
    .fetch_one(&app.db)
    .await
    .unwrap();
    sqlx::query("INSERT INTO operator (id_user, lingkup) VALUES ($1, '*')").bind(id).execute(&app.db).await.unwrap();
    for modul in lms::identitas::Modul::ALL {
        sqlx::query("INSERT INTO operator_hak_akses (id_user, modul, level) VALUES ($1, $2, 'no_access')")
            .bind(id)
            .bind(modul.as_str())
            .execute(&app.db)
            .await
            .unwrap();
    }
}

async fn sign_in(app: &TestApp, f: &Fixture, who: Principal) -> Option<Session> {
    let username = match who {
        Anonim => return None,
        MhsPeserta => "mahasiswa",
        MhsLuar => f.mhs_luar.as_str(),
        DosenPengajar => "dosen",
        DosenLuar => f.dosen_luar.as_str(),
        OpTulis => "operator",
        OpBaca => "operator_baca",
        OpTanpa => "operator_tanpa",
        OpKhusus => "operator_khusus",
        AkunLain => {
            let op = app.login("operator").await;
            let res = app.post("/lms/login_akun_lain").cookie(&op).json(json!({"username": "mahasiswa"})).send().await;
            assert_eq!(res.status, StatusCode::OK, "act as mahasiswa: {}", res.text);
            return Some(Session {
                cookie: res.cookie("lms_sesi").expect("act-as cookie"),
                access: res.json["access_token"].as_str().unwrap().into(),
                refresh: res.json["refresh_token"].as_str().unwrap().into(),
            });
        }
    };
    Some(app.login(username).await)
}

/// The answer's status only: the body is dropped unread (the event stream never ends).
async fn status_of(app: &TestApp, f: &Fixture, row: &Row, session: Option<&Session>) -> StatusCode {
    let mut builder = Request::builder()
        .method(Method::from_bytes(row.method.as_bytes()).unwrap())
        .uri(f.fill(row.uri))
        .header("college-id", crate::common::COLLEGE_ID);
    if let Some(s) = session {
        builder = builder.header(header::COOKIE, format!("lms_sesi={}", s.cookie));
    }
    let (content_type, body) = match row.send {
        Payload::Empty => (None, Vec::new()),
        Payload::Json(text) => (Some("application/json".to_string()), f.fill(text).into_bytes()),
        Payload::Multipart(parts) => {
            let (ct, body) = multipart(parts);
            (Some(ct), body)
        }
        Payload::OwnRefreshToken => {
            let token = session.map_or("tidak-sah", |s| s.refresh.as_str());
            (Some("application/json".to_string()), serde_json::to_vec(&json!({ "refresh_token": token })).unwrap())
        }
        Payload::Page => {
            builder = builder.header("x-lms-data", "1");
            (None, Vec::new())
        }
        Payload::Form(text) => (Some("application/x-www-form-urlencoded".to_string()), f.fill(text).into_bytes()),
    };
    if let Some(ct) = content_type {
        builder = builder.header(header::CONTENT_TYPE, ct);
    }
    let response = app.router.clone().oneshot(builder.body(Body::from(body)).unwrap()).await.unwrap();
    // A browser route sends a signed-out caller to the login page: that is its 401.
    let ke_login = response.headers().get(header::LOCATION).and_then(|l| l.to_str().ok()).is_some_and(|l| l.starts_with("/?redirect="));
    if response.status().is_redirection() && ke_login {
        return StatusCode::UNAUTHORIZED;
    }
    response.status()
}

/// Data the matrix reads: a banner on the class (so its download answers the
/// image, not 404) and a message of the participant in their task discussion.
async fn prepare(app: &TestApp, f: &mut Fixture) {
    make_operator_tanpa(app).await;
    let dosen = app.login("dosen").await;
    let png = crate::common::png_hitam(64, 16);
    let (ct, body) = multipart(&[("file_banner", Some("sampul.png"), png.as_slice())]);
    let res = app.req(Method::PUT, &f.fill("/lms/kelas_kuliah/$kelas")).cookie(&dosen).raw(&ct, body).send().await;
    assert_eq!(res.status, StatusCode::OK, "banner: {}", res.text);
    let mhs = app.login("mahasiswa").await;
    let res =
        app.post(&f.fill("/v2/chat/group/$chat/thread")).cookie(&mhs).json(json!({"isi": "Pertanyaan untuk matriks izin"})).send().await;
    assert_eq!(res.status, StatusCode::OK, "message: {}", res.text);
    f.vars.push(("$pesan", res.json["id"].as_i64().unwrap().to_string()));
}

type Sessions = BTreeMap<Principal, Option<Session>>;

/// Differences from the table, and the known holes that showed.
#[derive(Default)]
struct Report {
    failures: Vec<String>,
    tolerated: Vec<String>,
    holes_seen: BTreeSet<usize>,
}

impl Report {
    fn known_hole(&self, route: &str, who: Principal, field: Option<&str>) -> Option<usize> {
        KNOWN_HOLES.iter().position(|h| h.route == route && h.principal == who && h.field == field)
    }
    fn tolerate(&mut self, i: usize, what: String) {
        self.holes_seen.insert(i);
        self.tolerated.push(format!("{what} ({})", KNOWN_HOLES[i].reason));
    }
}

/// The table by "METHOD /path"; a route with no row and a row with no route both fail.
fn rows_of(routes: &BTreeSet<String>, report: &mut Report) -> BTreeMap<String, &'static Row> {
    let mut rows = BTreeMap::new();
    for row in MATRIX {
        let key = format!("{} {}", row.method, row.path);
        parse_expect(row);
        assert!(rows.insert(key.clone(), row).is_none(), "{key} has two permission-matrix entries");
    }
    for route in routes.iter().filter(|r| !rows.contains_key(*r)) {
        report
            .failures
            .push(format!("route {route} has no permission-matrix entry (add a row to MATRIX in server/tests/api/matriks_izin.rs)"));
    }
    for key in rows.keys().filter(|k| !routes.contains(*k)) {
        report.failures.push(format!("permission-matrix entry {key} matches no route: remove it"));
    }
    rows.retain(|key, _| routes.contains(key));
    rows
}

/// Each row asked by each principal; the answers in `PRINCIPALS` order.
async fn ask_everyone(app: &TestApp, f: &Fixture, sessions: &Sessions, rows: &BTreeMap<String, &Row>) -> BTreeMap<String, Vec<StatusCode>> {
    let mut answers = BTreeMap::new();
    for (key, row) in rows {
        let mut statuses = Vec::new();
        for who in PRINCIPALS {
            let status = if FRESH_SESSION.contains(&key.as_str()) {
                status_of(app, f, row, sign_in(app, f, who).await.as_ref()).await
            } else if key == "DELETE /lms/bank_soal/{id}" {
                status_of(app, &salinan_bank(app, f).await, row, sessions[&who].as_ref()).await
            } else if key == "DELETE /lms/pengerjaan/{id}" {
                status_of(app, &salinan_pengerjaan(app, f).await, row, sessions[&who].as_ref()).await
            } else if let Some((_, var, tabel, kolom)) = FRESH_AKTIVITAS.iter().find(|(r, ..)| *r == key.as_str()) {
                status_of(app, &salinan_aktivitas(app, f, var, tabel, kolom).await, row, sessions[&who].as_ref()).await
            } else {
                status_of(app, f, row, sessions[&who].as_ref()).await
            };
            statuses.push(status);
        }
        answers.insert(key.clone(), statuses);
    }
    answers
}

fn compare(rows: &BTreeMap<String, &Row>, answers: &BTreeMap<String, Vec<StatusCode>>, report: &mut Report) {
    for (key, row) in rows {
        let statuses = &answers[key];
        let mut wrong = false;
        for ((who, expected), status) in PRINCIPALS.into_iter().zip(parse_expect(row)).zip(statuses) {
            let actual = Outcome::of(*status);
            match (actual == expected, report.known_hole(key, who, None)) {
                (true, _) => {}
                (false, Some(i)) => report.tolerate(i, format!("{key} as {who:?}: {status}, should be {expected:?}")),
                (false, None) => {
                    wrong = true;
                    report.failures.push(format!("{key} as {who:?}: expected {expected:?}, got {actual:?} ({status})"));
                }
            }
        }
        if wrong {
            let actual: Vec<Outcome> = statuses.iter().map(|s| Outcome::of(*s)).collect();
            report.failures.push(format!("  {key} answered: \"{}\"", letters(&actual)));
        }
    }
}

async fn check_hidden_fields(app: &TestApp, f: &Fixture, sessions: &Sessions, report: &mut Report) {
    for (route, uri, pointer, principals) in HIDDEN_FIELDS {
        for who in principals.iter().copied() {
            let res = app.get(&f.fill(uri)).cookie(sessions[&who].as_ref().expect("signed in")).send().await;
            assert_eq!(res.status, StatusCode::OK, "{uri}: {}", res.text);
            let shown = res.json.pointer(pointer).is_some_and(|v| !(v.is_null() || v.as_str() == Some("")));
            match (shown, report.known_hole(route, who, Some(*pointer))) {
                (false, _) => {}
                (true, Some(i)) => report.tolerate(i, format!("{route} as {who:?}: answers {pointer}")),
                (true, None) => report.failures.push(format!("{route} as {who:?}: answers {pointer}, which it must not")),
            }
        }
    }
}

async fn every_route_answers_every_caller_as_the_table_says(app: &TestApp) {
    let started = std::time::Instant::now();
    let routes = route_table();
    let mut report = Report::default();
    let rows = rows_of(&routes, &mut report);
    let mut f = fixture(app).await;
    prepare(app, &mut f).await;
    let mut sessions = Sessions::new();
    for who in PRINCIPALS {
        sessions.insert(who, sign_in(app, &f, who).await);
    }
    let answers = ask_everyone(app, &f, &sessions, &rows).await;
    compare(&rows, &answers, &mut report);
    check_hidden_fields(app, &f, &sessions, &mut report).await;
    let fixed: Vec<String> = (KNOWN_HOLES.iter().enumerate())
        .filter(|(i, _)| !report.holes_seen.contains(i))
        .map(|(_, h)| format!("known hole {} as {:?} no longer happens: remove it from KNOWN_HOLES", h.route, h.principal))
        .collect();
    report.failures.extend(fixed);
    eprintln!(
        "permission matrix ({:?}): {} routes x {} principals = {} answers in {:.1?}; {} known holes tolerated:\n  {}",
        app.engine,
        rows.len(),
        PRINCIPALS.len(),
        rows.len() * PRINCIPALS.len(),
        started.elapsed(),
        report.tolerated.len(),
        report.tolerated.join("\n  ")
    );
    let count = report.failures.iter().filter(|l| !l.starts_with(' ')).count();
    assert!(report.failures.is_empty(), "{count} permission-matrix failures:\n{}", report.failures.join("\n"));
}
