//! The class list: scope by role, filters, pagination meta, permissions.

use axum::http::StatusCode;

use crate::both_engines;
use crate::common::TestApp;

both_engines!(
    lecturer_sees_only_taught_classes,
    student_sees_only_attended_classes,
    operator_needs_read_on_kelas_kuliah,
    filters_and_pagination,
    bad_query_is_400,
    anonymous_is_401,
    the_page_lists_the_running_period_unless_all_are_chosen,
    course_options_are_the_users_own_of_the_period,
);

async fn count(app: &TestApp, sql: &str, id: i64) -> i64 {
    sqlx::query_scalar(sql).bind(id).fetch_one(&app.db).await.unwrap()
}

async fn lecturer_sees_only_taught_classes(app: &TestApp) {
    let s = app.login("dosen").await;
    let id: i64 = app.get("/v2/user_info").cookie(&s).send().await.json["id"].as_i64().unwrap();
    let expected = count(app, "SELECT COUNT(*) FROM kelas_pengajar WHERE id_dosen = $1", id).await;
    assert!(expected >= 4, "demo lecturer teaches several classes");
    let res = app.get("/lms/kelas_kuliah?per_page=100").cookie(&s).send().await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json["meta"]["total_items"], expected);
    for row in res.json["data"].as_array().unwrap() {
        let teaches = row["pengajar"].as_array().unwrap().iter().any(|p| p["id_dosen"] == id);
        assert!(teaches, "row {} not taught by the lecturer", row["id"]);
    }
}

async fn student_sees_only_attended_classes(app: &TestApp) {
    let s = app.login("mahasiswa").await;
    let id: i64 = app.get("/v2/user_info").cookie(&s).send().await.json["id"].as_i64().unwrap();
    let expected = count(app, "SELECT COUNT(*) FROM kelas_peserta WHERE id_mahasiswa = $1", id).await;
    assert!(expected >= 4);
    let res = app.get("/lms/kelas_kuliah?per_page=100").cookie(&s).send().await;
    assert_eq!(res.json["meta"]["total_items"], expected);
    let first = &res.json["data"][0];
    let members = count(app, "SELECT COUNT(*) FROM kelas_peserta WHERE id_kelas = $1", first["id"].as_i64().unwrap()).await;
    assert_eq!(first["jumlah_peserta"], members);
    assert_eq!(first["jumlah_pertemuan"], 16);
}

async fn operator_needs_read_on_kelas_kuliah(app: &TestApp) {
    let total: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM kelas_kuliah").fetch_one(&app.db).await.unwrap();
    let khusus: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM kelas_kuliah WHERE lingkup = 'A:T'").fetch_one(&app.db).await.unwrap();
    // operator_khusus's scope is A:T: only those classes.
    for (username, n) in [("operator", total), ("operator_baca", total), ("operator_khusus", khusus)] {
        let s = app.login(username).await;
        let res = app.get("/lms/kelas_kuliah").cookie(&s).send().await;
        assert_eq!(res.status, StatusCode::OK, "{username}");
        assert_eq!(res.json["meta"]["total_items"], n, "{username}");
    }
    sqlx::query("UPDATE operator_hak_akses SET level = 'no_access' WHERE modul = 'kelas_kuliah' AND id_user = (SELECT id FROM users WHERE username = 'operator_khusus')")
        .execute(&app.db)
        .await
        .unwrap();
    let s = app.login("operator_khusus").await;
    let res = app.get("/lms/kelas_kuliah").cookie(&s).send().await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    assert_eq!(res.code(), "akses_ditolak");
}

async fn filters_and_pagination(app: &TestApp) {
    let s = app.login("operator").await;
    let all = app.get("/lms/kelas_kuliah").cookie(&s).send().await;
    assert_eq!(all.json["meta"]["per_page"], 5, "class list default is 5 per page");
    assert_eq!(all.json["data"].as_array().unwrap().len(), 5);
    let period = app.get("/lms/kelas_kuliah?periode=20261&per_page=15&page=2").cookie(&s).send().await;
    assert_eq!(period.json["meta"]["total_items"], 80);
    assert_eq!(period.json["meta"]["page"], 2);
    assert_eq!(period.json["data"].as_array().unwrap().len(), 15);
    assert!(period.json["data"].as_array().unwrap().iter().all(|r| r["periode"] == 20261));
    let past_end = app.get("/lms/kelas_kuliah?periode=20261&per_page=20&page=9").cookie(&s).send().await;
    assert_eq!(past_end.json["data"].as_array().unwrap().len(), 0);
    assert_eq!(past_end.json["meta"]["total_items"], 80);
    let search = app.get("/lms/kelas_kuliah?search=basis%20DATA&per_page=50").cookie(&s).send().await;
    let rows = search.json["data"].as_array().unwrap();
    assert!(!rows.is_empty());
    assert!(rows.iter().all(|r| r["mata_kuliah"]["nama"].as_str().unwrap().to_lowercase().contains("basis data")));
    let wildcard = app.get("/lms/kelas_kuliah?search=%25").cookie(&s).send().await;
    assert_eq!(wildcard.json["meta"]["total_items"], 0, "LIKE wildcards are literal");
    let online = app.get("/lms/kelas_kuliah?mode_kuliah=online&status=berlangsung&per_page=100").cookie(&s).send().await;
    assert!(online.json["data"].as_array().unwrap().iter().all(|r| r["mode_kuliah"] == "online" && r["status"] == "berlangsung"));
    let semua = app.get("/lms/kelas_kuliah?status=semua").cookie(&s).send().await;
    assert_eq!(semua.json["meta"]["total_items"], all.json["meta"]["total_items"]);
    let range =
        app.get("/lms/kelas_kuliah?waktu_awal=2026-09-01T00:00:00Z&waktu_akhir=2026-09-02T23:59:59Z&per_page=100").cookie(&s).send().await;
    let expected: i64 = sqlx::query_scalar(
        "SELECT COUNT(DISTINCT id_kelas) FROM pertemuan WHERE waktu_mulai >= '2026-09-01T00:00:00Z' AND waktu_mulai <= '2026-09-02T23:59:59Z'",
    )
    .fetch_one(&app.db)
    .await
    .unwrap();
    assert!(expected > 0);
    assert_eq!(range.json["meta"]["total_items"], expected);
    let bad = app.get("/lms/kelas_kuliah?waktu_awal=kemarin").cookie(&s).send().await;
    assert_eq!(bad.status, StatusCode::BAD_REQUEST);
    let belum = app.get("/lms/kelas_kuliah?status=belum_dimulai").cookie(&s).send().await;
    assert_eq!(belum.json["meta"]["total_items"], 0, "no demo class is waiting to start");
}

async fn bad_query_is_400(app: &TestApp) {
    let s = app.login("operator").await;
    let res = app.get("/lms/kelas_kuliah?per_page=banyak").cookie(&s).send().await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST);
    assert_eq!(res.code(), "validasi");
}

async fn anonymous_is_401(app: &TestApp) {
    let res = app.get("/lms/kelas_kuliah").send().await;
    assert_eq!(res.status, StatusCode::UNAUTHORIZED);
}

/// The rows of the /kelas page's embedded props, and its filter's period.
async fn halaman_kelas(app: &TestApp, s: &crate::common::Session, query: &str) -> (Vec<i64>, serde_json::Value) {
    let res = app.get(&format!("/kelas{query}")).cookie(s).send().await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let data = res.page_props()["data"].clone();
    (data["rows"].as_array().unwrap().iter().map(|r| r["periode"].as_i64().unwrap()).collect(), data)
}

async fn the_page_lists_the_running_period_unless_all_are_chosen(app: &TestApp) {
    let s = app.login("dosen").await;
    let berjalan: i64 =
        sqlx::query_scalar("SELECT kode FROM periode ORDER BY is_berjalan DESC, kode DESC LIMIT 1").fetch_one(&app.db).await.unwrap();
    let (periode, data) = halaman_kelas(app, &s, "?per_page=20").await;
    assert_eq!(data["filter"]["periode"], berjalan);
    assert!(!periode.is_empty() && periode.iter().all(|p| *p == berjalan), "{periode:?}");
    assert_eq!(data["nama_filter"]["periode"].as_str().map(|n| n.is_empty()), Some(false));
    // 'Semua' is every period; the lecturer taught in an earlier one too.
    let (periode, data) = halaman_kelas(app, &s, "?per_page=20&periode=semua").await;
    assert!(data["filter"]["periode"].is_null());
    assert!(periode.iter().any(|p| *p != berjalan), "{periode:?}");
    // The JSON list keeps its contract: no period, every period.
    let json = app.get("/lms/kelas_kuliah?per_page=100").cookie(&s).send().await;
    assert!(json.json["data"].as_array().unwrap().iter().any(|r| r["periode"] != berjalan));
}

async fn course_options_are_the_users_own_of_the_period(app: &TestApp) {
    let s = app.login("dosen").await;
    let id: i64 = app.get("/v2/user_info").cookie(&s).send().await.json["id"].as_i64().unwrap();
    let berjalan: i64 =
        sqlx::query_scalar("SELECT kode FROM periode ORDER BY is_berjalan DESC, kode DESC LIMIT 1").fetch_one(&app.db).await.unwrap();
    let mut diajar: Vec<i64> = sqlx::query_scalar(
        "SELECT DISTINCT k.id_mata_kuliah FROM kelas_kuliah k JOIN kelas_pengajar kp ON kp.id_kelas = k.id WHERE kp.id_dosen = $1 AND k.periode = $2",
    )
    .bind(id)
    .bind(berjalan)
    .fetch_all(&app.db)
    .await
    .unwrap();
    diajar.sort_unstable();
    let res = app.get(&format!("/v1/makul_ref?ignore_default_pagination=true&kelas_saya=true&periode={berjalan}")).cookie(&s).send().await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let mut opsi: Vec<i64> = res.json["data"].as_array().unwrap().iter().map(|m| m["id"].as_i64().unwrap()).collect();
    opsi.sort_unstable();
    assert_eq!(opsi, diajar);
    let semua = app.get("/v1/makul_ref?ignore_default_pagination=true").cookie(&s).send().await;
    assert!(semua.json["meta"]["total_items"].as_i64().unwrap() > opsi.len() as i64, "without kelas_saya: every course");
}
