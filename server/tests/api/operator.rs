//! 'Hak Akses Operator LMS' (issue 15): rights per module and level, taking
//! effect on the next request; nobody raises a right above their own or edits
//! themselves; deactivation ends every session at once; each change logged.

use axum::http::{Method, StatusCode};
use serde_json::{json, Value};

use crate::both_engines;
use crate::common::{Session, TestApp};

both_engines!(
    rights_are_read_with_data_sistem_and_changes_apply_at_once,
    nobody_edits_themselves_or_raises_a_right_above_their_own,
    deactivation_ends_every_session_at_once,
    a_special_operator_sees_only_the_classes_of_their_scope,
    a_special_operator_copies_only_from_the_classes_of_their_scope,
    a_special_operator_acts_only_as_users_of_their_scope
);

async fn daftar(app: &TestApp, s: &Session) -> Value {
    let res = app.get("/lms/operator").cookie(s).send().await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    res.json
}

fn baris<'a>(daftar: &'a Value, username: &str) -> &'a Value {
    daftar["items"].as_array().unwrap().iter().find(|o| o["username"] == username).unwrap_or_else(|| panic!("{username} in {daftar}"))
}

/// PUT of `username`'s row: its current map with `ubah` applied, and `aktif`.
async fn ubah(app: &TestApp, s: &Session, username: &str, ubah: &[(&str, &str)], aktif: bool) -> crate::common::Res {
    let op = app.login("operator").await;
    let sekarang = daftar(app, &op).await;
    let row = baris(&sekarang, username);
    let mut permission = row["permission"].clone();
    for (m, l) in ubah {
        permission[*m] = json!(l);
    }
    let id = row["id"].as_i64().unwrap();
    app.req(Method::PUT, &format!("/lms/operator/{id}/hak_akses"))
        .cookie(s)
        .json(json!({ "is_active": aktif, "permission": permission }))
        .send()
        .await
}

async fn rights_are_read_with_data_sistem_and_changes_apply_at_once(app: &TestApp) {
    let op = app.login("operator").await;
    let semua = daftar(app, &op).await;
    assert_eq!(semua["boleh_ubah"], true);
    let khusus = baris(&semua, "operator_khusus");
    assert_eq!((khusus["lingkup"].as_str(), khusus["is_active"].as_bool()), (Some("A:T"), Some(true)));
    assert_eq!(
        (khusus["permission"]["kelas_kuliah"].as_str(), khusus["permission"]["data_master"].as_str()),
        (Some("write"), Some("no_access"))
    );

    let baca = app.login("operator_baca").await;
    assert_eq!(daftar(app, &baca).await["boleh_ubah"], false);
    assert_eq!(ubah(app, &baca, "operator_khusus", &[("laporan", "read")], true).await.status, StatusCode::FORBIDDEN);
    for user in ["dosen", "mahasiswa"] {
        let s = app.login(user).await;
        assert_eq!(app.get("/lms/operator").cookie(&s).send().await.status, StatusCode::FORBIDDEN);
        assert_eq!(app.get("/operator").cookie(&s).send().await.status, StatusCode::FORBIDDEN);
    }

    // The reader loses konfigurasi: their very next request is refused, their menu data says so.
    assert_eq!(app.get("/lms/konfigurasi").cookie(&baca).send().await.status, StatusCode::OK);
    let res = ubah(app, &op, "operator_baca", &[("konfigurasi", "no_access"), ("laporan", "")], true).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(
        (res.json["permission"]["konfigurasi"].as_str(), res.json["permission"]["laporan"].as_str()),
        (Some("no_access"), Some("no_access"))
    );
    assert_eq!(app.get("/lms/konfigurasi").cookie(&baca).send().await.status, StatusCode::FORBIDDEN);
    let info = app.get("/v2/user_info").cookie(&baca).send().await;
    assert_eq!(info.json["permission"]["konfigurasi"], "no_access");
    let detail: String =
        sqlx::query_scalar("SELECT detail FROM log_aktivitas WHERE jenis = 'ubah_hak_akses_operator' ORDER BY id DESC LIMIT 1")
            .fetch_one(&app.db)
            .await
            .unwrap();
    assert!(detail.contains("Sinta Marlina (operator_baca)") && detail.contains("Konfigurasi: Baca → Tidak Ada Akses"), "{detail}");
    assert!(detail.contains("Laporan: Baca → Tidak Ada Akses"), "{detail}");

    // What the dialog never sends is refused with what to do; nothing is written.
    for (modul, level, pesan) in [
        ("bantuan", "write", "Hak akses Bantuan paling tinggi Baca."),
        ("rektorat", "read", "Modul 'rektorat' tidak dikenal."),
        ("laporan", "admin", "Pilih no_access, read atau write."),
    ] {
        let res = ubah(app, &op, "operator_baca", &[(modul, level)], true).await;
        assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{modul}={level}");
        assert!(res.message().contains(pesan), "{}", res.message());
    }
    assert_eq!(baris(&daftar(app, &op).await, "operator_baca")["permission"]["bantuan"], "read");
    let html = app.get("/operator").cookie(&op).send().await;
    assert_eq!((html.status, html.page_props()["page"].as_str()), (StatusCode::OK, Some("operator")));
}

async fn nobody_edits_themselves_or_raises_a_right_above_their_own(app: &TestApp) {
    let op = app.login("operator").await;
    let res = ubah(app, &op, "operator", &[("bantuan", "no_access")], true).await;
    assert_eq!((res.status, res.message()), (StatusCode::FORBIDDEN, "Anda tidak dapat mengubah hak akses atau status akun Anda sendiri."));

    // operator_baca gets write on data_sistem only: it may now manage others, within its own rights.
    assert_eq!(ubah(app, &op, "operator_baca", &[("data_sistem", "write")], true).await.status, StatusCode::OK);
    let baca = app.login("operator_baca").await;
    for (modul, level) in [("bank_soal", "write"), ("kelas_kuliah", "read")] {
        // read → write is above its read; kelas_kuliah is write today, above its read.
        let res = ubah(app, &baca, "operator_khusus", &[(modul, level)], true).await;
        assert_eq!(res.status, StatusCode::FORBIDDEN, "{modul}={level}");
        assert!(res.message().contains("melebihi hak akses Anda sendiri"), "{}", res.message());
    }
    // Lowering what it holds itself is fine, and so is leaving higher rights untouched.
    let res = ubah(app, &baca, "operator_khusus", &[("bank_soal", "no_access")], true).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(
        (res.json["permission"]["bank_soal"].as_str(), res.json["permission"]["kelas_kuliah"].as_str()),
        (Some("no_access"), Some("write"))
    );
    // Nor can it lower a colleague's right it does not hold itself (operator writes konfigurasi).
    let res = ubah(app, &baca, "operator", &[("konfigurasi", "read")], true).await;
    assert_eq!(res.status, StatusCode::FORBIDDEN, "{}", res.text);
}

async fn deactivation_ends_every_session_at_once(app: &TestApp) {
    let khusus = app.login("operator_khusus").await;
    // operator_khusus (write on kelas_kuliah) also acts as a student.
    let acting = app.post("/lms/login_akun_lain").cookie(&khusus).json(json!({"username": "mahasiswa"})).send().await;
    assert_eq!(acting.status, StatusCode::OK, "{}", acting.text);
    let acting = acting.cookie("lms_sesi").unwrap();
    let info = |c: String| async move { app.get("/v2/user_info").header("cookie", &format!("lms_sesi={c}")).send().await.status };
    assert_eq!(info(acting.clone()).await, StatusCode::OK);

    let op = app.login("operator").await;
    let res = ubah(app, &op, "operator_khusus", &[], false).await;
    assert_eq!((res.status, res.json["is_active"].as_bool()), (StatusCode::OK, Some(false)), "{}", res.text);
    assert_eq!(app.get("/v2/user_info").cookie(&khusus).send().await.status, StatusCode::UNAUTHORIZED);
    assert_eq!(info(acting.clone()).await, StatusCode::UNAUTHORIZED, "the act-as session ends too");
    let revoked: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM sesi s JOIN users u ON u.id = s.id_user OR u.id = s.id_operator
         WHERE u.username = 'operator_khusus' AND s.revoked_at IS NULL",
    )
    .fetch_one(&app.db)
    .await
    .unwrap();
    assert_eq!(revoked, 0, "no live session left");
    let login = app.post("/v2/access_token").json(json!({"username": "operator_khusus", "password": "demo123"})).send().await;
    assert!(login.status.is_client_error(), "a deactivated account cannot sign in: {}", login.status);
    let detail: String =
        sqlx::query_scalar("SELECT detail FROM log_aktivitas WHERE jenis = 'ubah_hak_akses_operator' ORDER BY id DESC LIMIT 1")
            .fetch_one(&app.db)
            .await
            .unwrap();
    assert!(detail.contains("status: Aktif → Non Aktif"), "{detail}");

    assert_eq!(ubah(app, &op, "operator_khusus", &[], true).await.status, StatusCode::OK);
    let lagi = app.post("/v2/access_token").json(json!({"username": "operator_khusus", "password": "demo123"})).send().await;
    assert_eq!(lagi.status, StatusCode::OK, "active again: {}", lagi.text);
}

fn ids(v: &Value) -> Vec<i64> {
    v["data"].as_array().unwrap().iter().map(|k| k["id"].as_i64().unwrap()).collect()
}

async fn a_special_operator_sees_only_the_classes_of_their_scope(app: &TestApp) {
    let lingkup_of = |id: i64| async move {
        sqlx::query_scalar::<_, String>("SELECT lingkup FROM kelas_kuliah WHERE id = $1").bind(id).fetch_one(&app.db).await.unwrap()
    };
    let khusus = app.login("operator_khusus").await;
    let op = app.login("operator").await;
    let url = "/lms/kelas_kuliah?per_page=100";
    let milik = ids(&app.get(url).cookie(&khusus).send().await.json);
    let semua = ids(&app.get(url).cookie(&op).send().await.json);
    assert!(!milik.is_empty(), "the demo has A:T classes");
    for id in &milik {
        assert_eq!(lingkup_of(*id).await, "A:T", "class {id}");
    }
    let mut luar = None;
    for id in &semua {
        if lingkup_of(*id).await != "A:T" {
            luar = Some(*id);
            break;
        }
    }
    let (luar, dalam) = (luar.expect("a class outside A:T"), milik[0]);
    assert!(semua.len() > milik.len());

    // Details: a class outside the scope is refused, one inside is open (profile and BAP).
    for (id, status) in [(luar, StatusCode::FORBIDDEN), (dalam, StatusCode::OK)] {
        assert_eq!(app.get(&format!("/v2/lms/kelas_kuliah/{id}")).cookie(&khusus).send().await.status, status, "profile {id}");
        assert_eq!(app.get(&format!("/lms/kelas_kuliah/{id}/bap")).cookie(&khusus).send().await.status, status, "BAP {id}");
        assert_eq!(app.get(&format!("/kelas/{id}")).cookie(&khusus).send().await.status, status, "page {id}");
    }
    assert_eq!(app.get(&format!("/v2/lms/kelas_kuliah/{luar}")).cookie(&op).send().await.status, StatusCode::OK, "'*' sees every class");
    // The attendance list of classes follows the same scope.
    let hadir = app.get("/lms/kehadiran_mahasiswa?per_page=100").cookie(&khusus).send().await;
    assert_eq!(hadir.status, StatusCode::OK, "{}", hadir.text);
    let kelas_hadir: Vec<i64> = hadir.json["data"].as_array().unwrap().iter().map(|b| b["kelas"]["id"].as_i64().unwrap()).collect();
    assert!(!kelas_hadir.is_empty());
    for id in kelas_hadir {
        assert_eq!(lingkup_of(id).await, "A:T", "attendance class {id}");
    }
}

/// The scope of the class an activity belongs to.
async fn lingkup_aktivitas(app: &TestApp, id: i64) -> String {
    sqlx::query_scalar(
        "SELECT k.lingkup FROM aktivitas a JOIN pertemuan p ON p.id = a.id_pertemuan JOIN kelas_kuliah k ON k.id = p.id_kelas WHERE a.id = $1",
    )
    .bind(id)
    .fetch_one(&app.db)
    .await
    .unwrap()
}

async fn a_special_operator_copies_only_from_the_classes_of_their_scope(app: &TestApp) {
    let khusus = app.login("operator_khusus").await;
    let op = app.login("operator").await;
    for url in ["/v2/lms/materi?per_page=100", "/lms/ujian?per_page=100"] {
        let milik = app.get(url).cookie(&khusus).send().await;
        assert_eq!(milik.status, StatusCode::OK, "{url}: {}", milik.text);
        for id in ids(&milik.json) {
            assert_eq!(lingkup_aktivitas(app, id).await, "A:T", "{url}: activity {id}");
        }
        let semua = app.get(url).cookie(&op).send().await.json;
        assert!(semua["meta"]["total_items"].as_i64() > milik.json["meta"]["total_items"].as_i64(), "{url}: '*' sees more");
    }

    // Copying into a meeting of an A:T class: a material of another scope is refused, one of A:T taken.
    let tujuan: i64 = sqlx::query_scalar(
        "SELECT p.id FROM pertemuan p JOIN kelas_kuliah k ON k.id = p.id_kelas WHERE k.lingkup = 'A:T' ORDER BY p.id LIMIT 1",
    )
    .fetch_one(&app.db)
    .await
    .unwrap();
    let materi_dengan = |lingkup: &'static str| async move {
        sqlx::query_scalar::<_, i64>(
            "SELECT a.id FROM aktivitas a JOIN pertemuan p ON p.id = a.id_pertemuan JOIN kelas_kuliah k ON k.id = p.id_kelas
             WHERE a.jenis = 'materi' AND k.lingkup = $1 AND p.id <> $2 ORDER BY a.id LIMIT 1",
        )
        .bind(lingkup)
        .bind(tujuan)
        .fetch_one(&app.db)
        .await
        .unwrap()
    };
    let salin = |id: i64| json!({"id_pertemuan": tujuan, "list_id": [id], "is_syarat_hadir": false, "tampil_sekarang": true, "waktu_mulai_tampil": null, "deadline": null, "type": "salin"});
    let luar = app.post("/lms/materi/salin").cookie(&khusus).json(salin(materi_dengan("").await)).send().await;
    assert_eq!(luar.status, StatusCode::NOT_FOUND, "{}", luar.text);
    let dalam = app.post("/lms/materi/salin").cookie(&khusus).json(salin(materi_dengan("A:T").await)).send().await;
    assert_eq!(dalam.status, StatusCode::CREATED, "{}", dalam.text);
}

async fn a_special_operator_acts_only_as_users_of_their_scope(app: &TestApp) {
    let khusus = app.login("operator_khusus").await;
    let pengguna = |ada: bool| async move {
        let sql = format!(
            "SELECT u.username FROM users u WHERE u.role = 'mahasiswa' AND u.is_active = 1 AND {} EXISTS (
               SELECT 1 FROM kelas_peserta kp JOIN kelas_kuliah k ON k.id = kp.id_kelas WHERE kp.id_mahasiswa = u.id AND k.lingkup = 'A:T')
             ORDER BY u.id LIMIT 1",
            if ada { "" } else { "NOT" }
        );
        sqlx::query_scalar::<_, String>(&sql).fetch_one(&app.db).await.unwrap()
    };
    let luar = app.post("/lms/login_akun_lain").cookie(&khusus).json(json!({"username": pengguna(false).await})).send().await;
    assert_eq!(luar.status, StatusCode::NOT_FOUND, "{}", luar.text);
    let dalam = app.post("/lms/login_akun_lain").cookie(&khusus).json(json!({"username": pengguna(true).await})).send().await;
    assert_eq!(dalam.status, StatusCode::OK, "{}", dalam.text);
    // An ordinary operator acts as anyone.
    let op = app.login("operator").await;
    let semua = app.post("/lms/login_akun_lain").cookie(&op).json(json!({"username": pengguna(false).await})).send().await;
    assert_eq!(semua.status, StatusCode::OK, "{}", semua.text);
}
