//! Reading the activity log (issue 15): one's own history, every user's for
//! operators with read on data_sistem, the filters and their messages, the
//! red 'operator' tag by viewer, the .xlsx and the profile tab.

use axum::http::StatusCode;
use serde_json::Value;

use crate::both_engines;
use crate::common::{kelas_bersama, Session, TestApp};

both_engines!(
    own_history_is_filtered_and_paged,
    operators_read_everyone_and_the_tag_follows_the_viewer,
    export_is_a_real_xlsx_of_the_filter,
    profile_tab_shows_today_and_keeps_a_bad_filter_on_the_page,
    entries_about_a_class_are_found_by_class_meeting_and_period
);

async fn id_of(app: &TestApp, username: &str) -> i64 {
    sqlx::query_scalar("SELECT id FROM users WHERE username = $1").bind(username).fetch_one(&app.db).await.unwrap()
}

async fn baca(app: &TestApp, s: &Session, url: &str) -> Value {
    let res = app.get(url).cookie(s).send().await;
    assert_eq!(res.status, StatusCode::OK, "{url}: {}", res.text);
    res.json
}

fn items(v: &Value) -> &Vec<Value> {
    v["data"].as_array().unwrap()
}

/// An entry on the lecturer's account written while `operator` acted on it.
async fn entri_oleh_operator(app: &TestApp) {
    sqlx::query(
        "INSERT INTO log_aktivitas (id_user, id_operator, role, jenis, detail, ip_address, waktu)
         VALUES ($1, $2, 'dosen', 'ubah_materi', 'Mengubah materi Pengantar oleh operator', '10.1.2.3', $3)",
    )
    .bind(id_of(app, "dosen").await)
    .bind(id_of(app, "operator").await)
    .bind(lms::db::now())
    .execute(&app.db)
    .await
    .unwrap();
}

async fn own_history_is_filtered_and_paged(app: &TestApp) {
    app.login("mahasiswa").await;
    let s = app.login("mahasiswa").await;
    let semua = baca(app, &s, "/lms/log_aktivitas/me").await;
    assert!(semua["meta"]["total_items"].as_i64().unwrap() >= 2, "{semua}");
    assert!(items(&semua).iter().all(|e| e["pengguna"]["username"] == "mahasiswa"));
    let login = &items(&semua)[0];
    assert_eq!((login["jenis"].as_str(), login["jenis_label"].as_str()), (Some("login"), Some("Login")));
    assert_eq!(login["tag_operator"], false);
    let waktu: Vec<&str> = items(&semua).iter().map(|e| e["waktu"].as_str().unwrap()).collect();
    assert!(waktu.windows(2).all(|w| w[0] >= w[1]), "newest first: {waktu:?}");

    // Kind by code or by the label the autocomplete shows; an unknown one says what to do.
    assert_eq!(items(&baca(app, &s, "/lms/log_aktivitas/me?jenis_aktivitas=logout").await).len(), 0);
    let label = baca(app, &s, "/lms/log_aktivitas/me?jenis_aktivitas=Login").await;
    assert_eq!(label["meta"]["total_items"], semua["meta"]["total_items"]);
    let res = app.get("/lms/log_aktivitas/me?jenis_aktivitas=terbang").cookie(&s).send().await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(res.message().contains("Pilih dari daftar jenis aktivitas"), "{}", res.message());

    // Time range: UTC on the wire, the end inclusive, start after end refused, a bad time says the format.
    let nanti = baca(app, &s, "/lms/log_aktivitas/me?waktu_awal=2999-01-01T00:00:00Z").await;
    assert_eq!(nanti["meta"]["total_items"], 0);
    let tepat = format!("/lms/log_aktivitas/me?waktu_awal={0}&waktu_akhir={0}", login["waktu"].as_str().unwrap());
    assert!(!items(&baca(app, &s, &tepat).await).is_empty(), "the end is inclusive");
    let res = app.get("/lms/log_aktivitas/me?waktu_awal=2026-11-02T00:00:00Z&waktu_akhir=2026-11-01T00:00:00Z").cookie(&s).send().await;
    assert_eq!((res.status, res.message()), (StatusCode::UNPROCESSABLE_ENTITY, "Waktu akhir tidak boleh sebelum waktu awal."));
    let res = app.get("/lms/log_aktivitas/me?waktu_awal=31%2F02%2F2026").cookie(&s).send().await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "the shape is right, the date does not exist");
    assert!(res.message().contains("ISO 8601"), "{}", res.message());
    let res = app.get("/lms/log_aktivitas/me?search=a%01b").cookie(&s).send().await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "control characters are refused");

    let satu = baca(app, &s, "/lms/log_aktivitas/me?per_page=1&page=2").await;
    assert_eq!((items(&satu).len(), satu["meta"]["per_page"].as_i64(), satu["meta"]["page"].as_i64()), (1, Some(1), Some(2)));
    assert_eq!(items(&satu)[0], items(&semua)[1]);

    // A student reads only their own: another user's id is refused, /me ignores it.
    let dosen = id_of(app, "dosen").await;
    let res = app.get(&format!("/lms/log_aktivitas?id_user={dosen}")).cookie(&s).send().await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    let sendiri = baca(app, &s, "/lms/log_aktivitas").await;
    assert_eq!(sendiri["meta"]["total_items"], semua["meta"]["total_items"]);
    let me = baca(app, &s, &format!("/lms/log_aktivitas/me?id_user={dosen}")).await;
    assert!(items(&me).iter().all(|e| e["pengguna"]["username"] == "mahasiswa"));

    let jenis = baca(app, &s, "/lms/log_aktivitas/jenis_aktivitas").await;
    let kode: Vec<&str> = jenis.as_array().unwrap().iter().map(|j| j["kode"].as_str().unwrap()).collect();
    assert!(kode.contains(&"login") && kode.contains(&"ubah_konfigurasi") && kode.contains(&"mulai_ujian"), "{kode:?}");
}

async fn operators_read_everyone_and_the_tag_follows_the_viewer(app: &TestApp) {
    entri_oleh_operator(app).await;
    let dosen = app.login("dosen").await;
    let milik = baca(app, &dosen, "/lms/log_aktivitas/me?jenis_aktivitas=ubah_materi").await;
    let e = &items(&milik)[0];
    assert_eq!((e["tag_operator"].as_bool(), e["operator"].is_null()), (Some(true), true), "the lecturer sees the tag only: {e}");
    assert_eq!(e["ip_address"], "10.1.2.3");

    let id_dosen = id_of(app, "dosen").await;
    let op = app.login("operator").await;
    let semua = baca(app, &op, &format!("/lms/log_aktivitas?id_user={id_dosen}&jenis_aktivitas=ubah_materi")).await;
    let e = &items(&semua)[0];
    assert_eq!(e["tag_operator"], false, "an operator sees who acted instead");
    assert_eq!((e["operator"]["username"].as_str(), e["operator"]["nama"].as_str()), (Some("operator"), Some("Rudi Hartono")));
    let lewat_username = baca(app, &op, "/lms/log_aktivitas?username=dosen&jenis_aktivitas=ubah_materi").await;
    assert_eq!(lewat_username["data"], semua["data"]);
    let res = app.get("/lms/log_aktivitas?username=tidak_ada").cookie(&op).send().await;
    assert_eq!((res.status, res.message()), (StatusCode::UNPROCESSABLE_ENTITY, "Pengguna dengan username 'tidak_ada' tidak ditemukan."));

    // Everyone's entries, narrowed by role, address and words.
    let peran = baca(app, &op, "/lms/log_aktivitas?role=dosen&per_page=100").await;
    assert!(items(&peran).iter().all(|e| e["role"] == "dosen") && !items(&peran).is_empty());
    let semua_pengguna = baca(app, &op, "/lms/log_aktivitas?per_page=100").await;
    let nama: std::collections::BTreeSet<&str> = items(&semua_pengguna).iter().filter_map(|e| e["pengguna"]["username"].as_str()).collect();
    assert!(nama.contains("dosen") && nama.contains("operator"), "{nama:?}");
    let ip = baca(app, &op, "/lms/log_aktivitas?ip_address=10.1.2.3").await;
    assert_eq!(ip["meta"]["total_items"], 1);
    let kata = baca(app, &op, "/lms/log_aktivitas?search=PENGANTAR").await;
    assert_eq!(kata["meta"]["total_items"], 1);
    assert_eq!(app.get("/lms/log_aktivitas?role=rektor").cookie(&op).send().await.status, StatusCode::UNPROCESSABLE_ENTITY);

    // Read on data_sistem is enough; an operator without it reads only their own.
    let baca_saja = app.login("operator_baca").await;
    assert_eq!(app.get(&format!("/lms/log_aktivitas?id_user={id_dosen}")).cookie(&baca_saja).send().await.status, StatusCode::OK);
    let khusus = app.login("operator_khusus").await;
    assert_eq!(app.get(&format!("/lms/log_aktivitas?id_user={id_dosen}")).cookie(&khusus).send().await.status, StatusCode::FORBIDDEN);
    let sendiri = baca(app, &khusus, "/lms/log_aktivitas").await;
    assert!(items(&sendiri).iter().all(|e| e["pengguna"]["username"] == "operator_khusus"));
}

async fn export_is_a_real_xlsx_of_the_filter(app: &TestApp) {
    entri_oleh_operator(app).await;
    app.login("dosen").await;
    let op = app.login("operator").await;
    let id_dosen = id_of(app, "dosen").await;
    let json = baca(app, &op, &format!("/lms/log_aktivitas?id_user={id_dosen}&per_page=100")).await;
    let res = app.get(&format!("/lms/log_aktivitas/export_excel?id_user={id_dosen}")).cookie(&op).send_raw().await;
    assert_eq!(res.0, StatusCode::OK);
    assert!(res.1.get("content-disposition").unwrap().to_str().unwrap().contains("Riwayat Aktivitas.xlsx"));
    let mut buku: calamine::Xlsx<_> = calamine::open_workbook_from_rs(std::io::Cursor::new(res.2)).expect("a real xlsx");
    let lembar = calamine::Reader::worksheet_range(&mut buku, "Riwayat Aktivitas").unwrap();
    let rows: Vec<Vec<String>> = lembar.rows().map(|r| r.iter().map(|c| c.to_string()).collect()).collect();
    assert_eq!(rows[0][..3], ["No".to_string(), "Waktu (WIB)".into(), "Nama".into()]);
    assert_eq!(rows.len() - 1, items(&json).len(), "one row per entry");
    assert!(rows[1..].iter().all(|r| r[3] == "dosen"));
    let oleh = rows.iter().find(|r| r[6].contains("oleh operator")).expect("the operator's entry");
    assert_eq!((oleh[5].as_str(), oleh[7].as_str(), oleh[8].as_str()), ("Ubah materi", "10.1.2.3", "Rudi Hartono (operator)"));
    // A student's export is their own history.
    let mhs = app.login("mahasiswa").await;
    let (status, _, bytes) = app.get("/lms/log_aktivitas/export_excel").cookie(&mhs).send_raw().await;
    assert_eq!(status, StatusCode::OK);
    let mut buku: calamine::Xlsx<_> = calamine::open_workbook_from_rs(std::io::Cursor::new(bytes)).unwrap();
    let lembar = calamine::Reader::worksheet_range(&mut buku, "Riwayat Aktivitas").unwrap();
    assert!(lembar.rows().skip(1).all(|r| r[3] == "mahasiswa"));
}

async fn profile_tab_shows_today_and_keeps_a_bad_filter_on_the_page(app: &TestApp) {
    let s = app.login("mahasiswa").await;
    let page = app.get("/profil?tab=riwayat").cookie(&s).header("x-lms-data", "1").send().await;
    assert_eq!(page.status, StatusCode::OK, "{}", page.text);
    let r = &page.json["data"]["riwayat"];
    assert_eq!(page.json["data"]["profil"]["username"], "mahasiswa");
    assert_eq!(
        (r["meta"]["per_page"].as_i64(), r["semua_pengguna"].as_bool(), r["time_zone"].as_str()),
        (Some(5), Some(false), Some("Asia/Jakarta"))
    );
    assert!(r["waktu_awal"].as_str().unwrap().ends_with("T17:00:00Z"), "today from 00:00 WIB: {r}");
    assert!(r["waktu_akhir"].as_str().unwrap().ends_with("T16:59:59Z"), "to 23:59:59 WIB: {r}");
    assert_eq!(r["items"][0]["jenis"], "login", "today's login: {r}");
    // A time without a zone (the form sent without JavaScript) is read in WIB.
    let lokal = app
        .get("/profil?tab=riwayat&waktu_awal=2026-11-26T00%3A00&waktu_akhir=2026-11-26T23%3A59")
        .cookie(&s)
        .header("x-lms-data", "1")
        .send()
        .await;
    assert_eq!(lokal.json["data"]["riwayat"]["waktu_awal"], "2026-11-25T17:00:00Z");
    // A filter the server refuses is shown on the page with the form, not as an error page.
    let salah = app.get("/profil?tab=riwayat&jenis_aktivitas=terbang").cookie(&s).header("x-lms-data", "1").send().await;
    assert_eq!(salah.status, StatusCode::OK);
    assert!(salah.json["data"]["riwayat"]["galat"].as_str().unwrap().contains("terbang"));
    assert_eq!(salah.json["data"]["riwayat"]["items"].as_array().unwrap().len(), 0);
    let tanpa_tab = app.get("/profil").cookie(&s).header("x-lms-data", "1").send().await;
    assert!(tanpa_tab.json["data"]["riwayat"].is_null());
    // Operators with read on data_sistem get the 'Pengguna' field.
    let op = app.login("operator").await;
    let page = app.get("/profil?tab=riwayat&username=mahasiswa").cookie(&op).header("x-lms-data", "1").send().await;
    let r = &page.json["data"]["riwayat"];
    assert_eq!(r["semua_pengguna"], true);
    assert!(
        r["items"].as_array().unwrap().iter().all(|e| e["pengguna"]["username"] == "mahasiswa")
            && r["meta"]["total_items"].as_i64() > Some(0)
    );
}

/// Spec 2 §3 log filter: id_kelas, id_pertemuan and periode find the entries about a class
/// (here a text written in one of its meetings) and nothing about another class.
async fn entries_about_a_class_are_found_by_class_meeting_and_period(app: &TestApp) {
    let k = kelas_bersama(app, true).await;
    let body = serde_json::json!({ "id_pertemuan": k.id_pertemuan, "judul": "Catatan Bab 2", "isi": "<p>Baca bab 2.</p>" });
    let res = app.post("/lms/teks").cookie(&k.dosen).json(body).send().await;
    assert!(res.status.is_success(), "{}", res.text);
    let periode: i64 =
        sqlx::query_scalar("SELECT periode FROM kelas_kuliah WHERE id = $1").bind(k.id_kelas).fetch_one(&app.db).await.unwrap();
    let lain: i64 =
        sqlx::query_scalar("SELECT MAX(id) FROM kelas_kuliah WHERE id <> $1").bind(k.id_kelas).fetch_one(&app.db).await.unwrap();
    let rentang = "waktu_awal=2000-01-01T00:00:00Z&waktu_akhir=2100-01-01T00:00:00Z&jenis_aktivitas=tambah_teks";
    let detail = |v: &Value| items(v).iter().map(|e| e["detail"].as_str().unwrap().to_string()).collect::<Vec<_>>();
    for saring in [format!("id_kelas={}", k.id_kelas), format!("id_pertemuan={}", k.id_pertemuan), format!("periode={periode}")] {
        let v = baca(app, &k.dosen, &format!("/lms/log_aktivitas/me?{rentang}&{saring}")).await;
        assert_eq!(detail(&v), vec!["Menambah teks 'Catatan Bab 2'".to_string()], "{saring}");
    }
    let v = baca(app, &k.dosen, &format!("/lms/log_aktivitas/me?{rentang}&id_kelas={lain}")).await;
    assert!(items(&v).is_empty(), "another class: {v}");
    let v = baca(app, &k.dosen, &format!("/lms/log_aktivitas/me?{rentang}&periode=19991")).await;
    assert!(items(&v).is_empty(), "another period: {v}");
    let (kelas, pertemuan): (Option<i64>, Option<i64>) =
        sqlx::query_as("SELECT id_kelas, id_pertemuan FROM log_aktivitas WHERE jenis = 'tambah_teks' ORDER BY id DESC LIMIT 1")
            .fetch_one(&app.db)
            .await
            .unwrap();
    assert_eq!((kelas, pertemuan), (Some(k.id_kelas), Some(k.id_pertemuan)), "the meeting's class is looked up on write");
}
