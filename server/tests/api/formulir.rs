//! A student's actions as plain HTML forms (issue 38, server/src/web/formulir.rs): a task's text
//! and a forum comment sent without scripts land as the API's would, go back to the page, a
//! refusal shows the page with the reason and the text sent, nothing is written then, and a
//! form from another site or a signed-out browser gets nowhere.

use axum::http::{Method, StatusCode};
use serde_json::json;

use crate::both_engines;
use crate::common::{kelas_bersama, unggah, TestApp};

both_engines!(hand_in_text_without_scripts, forum_comment_without_scripts, plain_forms_refuse_other_sites_and_guests);

fn jam(j: i64) -> String {
    lms::db::format_time(chrono::Utc::now() + chrono::Duration::hours(j))
}

async fn hitung(app: &TestApp, sql: &str) -> i64 {
    sqlx::query_scalar(sql).fetch_one(&app.db).await.unwrap()
}

async fn hand_in_text_without_scripts(app: &TestApp) {
    let k = kelas_bersama(app, true).await;
    let body = json!({"id_pertemuan": k.id_pertemuan, "judul": "Esai", "deskripsi": "Tulis esai.", "sub_jenis": "individu",
                      "waktu_mulai": jam(-1), "waktu_selesai": jam(24), "boleh_terlambat": false, "lampiran": []});
    let res = app.post("/lms/tugas").cookie(&k.dosen).json(body).send().await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    let id = res.json["id"].as_i64().unwrap();
    let halaman = format!("/kelas/{}/tugas/{id}", k.id_kelas);
    let aksi = format!("/formulir/tugas/{id}/pengumpulan");

    // The page's form posts there, with the page to come back to.
    let page = app.get(&halaman).cookie(&k.mhs).send().await;
    assert!(page.text.contains(&format!(r#"action="{aksi}""#)), "the hand-in form is a plain form");
    assert!(page.text.contains(r#"name="teks""#));

    // Refused (empty): the task page again, the reason, nothing written. No college-id header: a plain form has none.
    let kosong = app.post(&aksi).without("college-id").cookie(&k.mhs).form(&[("teks", "  "), ("kembali", &halaman)]).send().await;
    assert_eq!(kosong.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", kosong.text);
    let props = kosong.page_props();
    assert_eq!(props["page"], "tugas_detail");
    assert_eq!(props["url"], halaman.as_str());
    assert_eq!(props["error"]["message"], "Tulis jawaban atau unggah minimal satu file.");
    assert_eq!(props["kiriman"], "  ", "the text sent comes back");
    assert_eq!(hitung(app, &format!("SELECT COUNT(*) FROM pengerjaan WHERE id_aktivitas = {id}")).await, 0);

    // A file handed in with the scripts stays when the text is changed without them.
    let file = unggah(app, &k.mhs, "tugas/pengumpulan", "Jawaban.pdf").await;
    let dgn_skrip =
        app.req(Method::PUT, &format!("/lms/tugas/{id}/pengumpulan")).cookie(&k.mhs).json(json!({"teks": "Awal.", "berkas": [file]}));
    assert_eq!(dgn_skrip.send().await.status, StatusCode::OK);
    let ok = app.post(&aksi).without("college-id").cookie(&k.mhs).form(&[("teks", "Jawaban saya."), ("kembali", &halaman)]).send().await;
    assert_eq!(ok.status, StatusCode::SEE_OTHER, "{}", ok.text);
    assert_eq!(ok.location(), Some(format!("{halaman}#pengumpulan").as_str()));
    let detail = app.get(&format!("/lms/tugas/{id}")).cookie(&k.mhs).send().await;
    assert_eq!(detail.json["pengerjaan_saya"]["teks"], "Jawaban saya.");
    assert_eq!(detail.json["pengerjaan_saya"]["berkas"][0]["url"], file.as_str(), "the file handed in before is kept");
    let log = "SELECT COUNT(*) FROM log_aktivitas WHERE detail LIKE 'Mengumpulkan tugas ''Esai''%'";
    assert_eq!(hitung(app, log).await, 2, "logged as the API's hand-in is");

    // Control characters are refused at the boundary as in JSON.
    let kendali = app.post(&aksi).without("college-id").cookie(&k.mhs).form(&[("teks", "a\u{1}b"), ("kembali", &halaman)]).send().await;
    assert_eq!(kendali.status, StatusCode::BAD_REQUEST, "{}", kendali.text);
    // The lecturer cannot hand in: the page says why.
    let dosen = app.post(&aksi).without("college-id").cookie(&k.dosen).form(&[("teks", "x"), ("kembali", &halaman)]).send().await;
    assert_eq!(dosen.status, StatusCode::FORBIDDEN);
}

async fn forum_comment_without_scripts(app: &TestApp) {
    let k = kelas_bersama(app, false).await;
    let body = json!({"id_pertemuan": k.id_pertemuan, "judul": "Diskusi Bab 1", "deskripsi": "<p>Pendapat?</p>",
                      "waktu_mulai": jam(-1), "waktu_selesai": jam(24), "penilaian_keaktifan": false, "minimal_post": 1});
    let res = app.post("/lms/forum").cookie(&k.dosen).json(body).send().await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    let id = res.json["id"].as_i64().unwrap();
    let halaman = format!("/forum?groupId={}&forumId={id}&referer=kelas-kuliah", k.id_kelas);
    let aksi = format!("/formulir/forum/{id}/post");

    let page = app.get(&halaman).cookie(&k.mhs).send().await;
    assert!(page.text.contains(&format!(r#"action="{aksi}""#)), "the comment box is a plain form");

    let kosong = app.post(&aksi).without("college-id").cookie(&k.mhs).form(&[("isi", " "), ("kembali", &halaman)]).send().await;
    assert!(kosong.status.is_client_error(), "{}", kosong.status);
    assert_eq!(kosong.page_props()["page"], "forum_diskusi");
    assert_eq!(hitung(app, &format!("SELECT COUNT(*) FROM forum_post WHERE id_aktivitas = {id}")).await, 0);

    let ok = app.post(&aksi).without("college-id").cookie(&k.mhs).form(&[("isi", "Saya setuju."), ("kembali", &halaman)]).send().await;
    assert_eq!(ok.status, StatusCode::SEE_OTHER, "{}", ok.text);
    assert_eq!(ok.location(), Some(format!("{halaman}#forum-komentar").as_str()));
    let posts = app.get(&format!("/lms/forum/{id}/post")).cookie(&k.mhs).send().await;
    assert_eq!(posts.json["data"][0]["isi"], "Saya setuju.");

    // A reply names its thread; a thread that is not a number is refused with the page.
    let induk = posts.json["data"][0]["id"].as_i64().unwrap().to_string();
    let balas =
        app.post(&aksi).without("college-id").cookie(&k.dosen).form(&[("isi", "Bagus."), ("id_induk", &induk), ("kembali", &halaman)]);
    assert_eq!(balas.send().await.status, StatusCode::SEE_OTHER);
    let salah = app
        .post(&aksi)
        .without("college-id")
        .cookie(&k.mhs)
        .form(&[("isi", "x"), ("id_induk", "satu"), ("kembali", &halaman)])
        .send()
        .await;
    assert_eq!(salah.status, StatusCode::BAD_REQUEST);
    assert_eq!(salah.page_props()["error"]["message"], "Utas yang dibalas tidak valid.");
    assert_eq!(hitung(app, &format!("SELECT COUNT(*) FROM forum_post WHERE id_aktivitas = {id}")).await, 2);
}

async fn plain_forms_refuse_other_sites_and_guests(app: &TestApp) {
    let k = kelas_bersama(app, false).await;
    // Another site's form: refused before anything is read.
    let lain = app
        .post("/formulir/forum/1/post")
        .without("college-id")
        .cookie(&k.mhs)
        .header("origin", "https://jahat.example")
        .form(&[("isi", "x")]);
    assert_eq!(lain.send().await.status, StatusCode::FORBIDDEN);
    // Signed out: the login page, then back to the page the form was on.
    let tamu = app.post("/formulir/forum/1/post").without("college-id").form(&[("isi", "x"), ("kembali", "/kelas")]).send().await;
    assert_eq!(tamu.status, StatusCode::SEE_OTHER);
    assert_eq!(tamu.location(), Some("/?redirect=%2Fkelas"));
    // `kembali` is a path of this site only.
    let luar = app
        .post("/formulir/tugas/1/pengumpulan")
        .without("college-id")
        .form(&[("teks", "x"), ("kembali", "https://jahat.example/")])
        .send()
        .await;
    assert_eq!(luar.location(), Some("/?redirect=%2Fberanda"));
}
