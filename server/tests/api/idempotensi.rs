//! Idempotency keys of the actions a student may queue offline (issue 38): a
//! forum post, a task's hand-in and a material's recorded use sent again with
//! the same `Idempotency-Key` write once and answer the stored body, marked
//! `Idempotent-Replayed: true`; keys are per user and per route; a refused
//! action does not use its key up; a claim left by a dead request is taken
//! over after two minutes; old keys are swept.

use axum::http::{Method, StatusCode};
use serde_json::{json, Value};

use crate::both_engines;
use crate::common::{kelas_bersama, teman_sekelas, unggah_isi, KelasBersama, Res, Session, TestApp, PDF};

both_engines!(
    forum_post_sent_twice_is_written_once,
    keys_are_per_route_and_checked,
    refused_action_does_not_use_the_key,
    task_hand_in_sent_twice_is_written_once,
    material_use_replays,
    keys_are_per_user,
    concurrent_requests_with_one_key_write_once,
    stale_claims_are_taken_over_and_old_keys_swept,
);

const KUNCI: &str = "0b6f3c1e-6a4e-4f43-9d0e-2f1b7c9a8d11";

fn jam(j: i64) -> String {
    lms::db::format_time(chrono::Utc::now() + chrono::Duration::hours(j))
}

/// A running forum of the shared class, and the case.
async fn forum_berjalan(app: &TestApp) -> (KelasBersama, i64) {
    let k = kelas_bersama(app, false).await;
    let body = json!({"id_pertemuan": k.id_pertemuan, "judul": "Diskusi Bab 1", "deskripsi": "<p>Apa pendapat Anda?</p>",
                      "waktu_mulai": jam(-1), "waktu_selesai": jam(24), "penilaian_keaktifan": true, "minimal_post": 2});
    let res = app.post("/lms/forum").cookie(&k.dosen).json(body).send().await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    let id = res.json["id"].as_i64().unwrap();
    (k, id)
}

async fn kirim(app: &TestApp, s: &Session, id: i64, kunci: Option<&str>, isi: &str) -> Res {
    let req = app.post(&format!("/lms/forum/{id}/post")).cookie(s).json(json!({"isi": isi, "id_induk": null}));
    match kunci {
        Some(k) => req.header("idempotency-key", k).send().await,
        None => req.send().await,
    }
}

/// Threads of forum `id` as its list answers them.
async fn jumlah_post(app: &TestApp, s: &Session, id: i64) -> usize {
    let res = app.get(&format!("/lms/forum/{id}/post")).cookie(s).send().await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    res.json["data"].as_array().unwrap().len()
}

fn diulang(res: &Res) -> bool {
    res.headers.get("idempotent-replayed").is_some_and(|v| v == "true")
}

async fn id_user(app: &TestApp, username: &str) -> i64 {
    sqlx::query_scalar("SELECT id FROM users WHERE username = $1").bind(username).fetch_one(&app.db).await.unwrap()
}

async fn forum_post_sent_twice_is_written_once(app: &TestApp) {
    let (k, id) = forum_berjalan(app).await;
    let pertama = kirim(app, &k.mhs, id, Some(KUNCI), "Contohnya antrean rumah sakit.").await;
    assert_eq!(pertama.status, StatusCode::OK, "{}", pertama.text);
    assert!(!diulang(&pertama));
    let kedua = kirim(app, &k.mhs, id, Some(KUNCI), "Contohnya antrean rumah sakit.").await;
    assert_eq!(kedua.status, StatusCode::OK, "{}", kedua.text);
    assert!(diulang(&kedua), "the second answer is the stored one");
    assert_eq!(kedua.json, pertama.json, "the same body, the same post id");
    assert_eq!(jumlah_post(app, &k.mhs, id).await, 1);

    // Another key is another action; no key writes as before.
    let lain = kirim(app, &k.mhs, id, Some("kunci-lain_2"), "Contohnya antrean rumah sakit.").await;
    assert_eq!((lain.status, diulang(&lain)), (StatusCode::OK, false), "{}", lain.text);
    assert_ne!(lain.json["id"], pertama.json["id"]);
    assert_eq!(kirim(app, &k.mhs, id, None, "Tanpa kunci.").await.status, StatusCode::OK);
    assert_eq!(jumlah_post(app, &k.mhs, id).await, 3);
}

async fn keys_are_per_route_and_checked(app: &TestApp) {
    let (k, id) = forum_berjalan(app).await;
    assert_eq!(kirim(app, &k.mhs, id, Some(KUNCI), "Pertama.").await.status, StatusCode::OK);
    // The same key for another forum (another route) is refused, and writes nothing there.
    let (_, id_lain) = forum_berjalan(app).await;
    let res = kirim(app, &k.mhs, id_lain, Some(KUNCI), "Pertama.").await;
    assert_eq!((res.status, res.message()), (StatusCode::UNPROCESSABLE_ENTITY, "Kunci idempotensi ini sudah dipakai untuk kiriman lain."));
    assert_eq!(jumlah_post(app, &k.mhs, id_lain).await, 0);

    // A malformed key is a 400 that says what to send, and nothing is written.
    for kunci in ["", "a b", "kunci/1", "kunci.1", &"x".repeat(65)] {
        let res = kirim(app, &k.mhs, id_lain, Some(kunci), "Dengan kunci rusak.").await;
        assert_eq!(res.status, StatusCode::BAD_REQUEST, "{kunci:?}: {}", res.text);
        assert!(res.message().starts_with("Header Idempotency-Key harus 1–64 huruf, angka, '-' atau '_'"), "{}", res.message());
    }
    assert_eq!(jumlah_post(app, &k.mhs, id_lain).await, 0);
    let n: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM kunci_idempotensi").fetch_one(&app.db).await.unwrap();
    assert_eq!(n, 1, "only the first key is kept");
}

async fn refused_action_does_not_use_the_key(app: &TestApp) {
    let (k, id) = forum_berjalan(app).await;
    let kosong = kirim(app, &k.mhs, id, Some(KUNCI), "   ").await;
    assert_eq!((kosong.status, kosong.message()), (StatusCode::UNPROCESSABLE_ENTITY, "Komentar wajib diisi"));
    let benar = kirim(app, &k.mhs, id, Some(KUNCI), "Sudah diperbaiki.").await;
    assert_eq!((benar.status, diulang(&benar)), (StatusCode::OK, false), "{}", benar.text);
    assert_eq!(benar.json["isi"], "Sudah diperbaiki.");
    assert_eq!(jumlah_post(app, &k.mhs, id).await, 1);
}

async fn task_hand_in_sent_twice_is_written_once(app: &TestApp) {
    let k = kelas_bersama(app, true).await;
    let tugas = json!({"id_pertemuan": k.id_pertemuan, "judul": "Esai", "deskripsi": "Tulis esai.", "sub_jenis": "individu",
                       "waktu_mulai": jam(-1), "waktu_selesai": jam(48), "boleh_terlambat": false, "lampiran": []});
    let res = app.post("/lms/tugas").cookie(&k.dosen).json(tugas).send().await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    let id = res.json["id"].as_i64().unwrap();
    let saya = id_user(app, "mahasiswa").await;
    let log = || async {
        let n: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM log_aktivitas WHERE jenis = 'kumpul_tugas' AND id_user = $1")
            .bind(saya)
            .fetch_one(&app.db)
            .await
            .unwrap();
        n
    };
    let sebelum = log().await;
    let kumpul = || {
        app.req(Method::PUT, &format!("/lms/tugas/{id}/pengumpulan"))
            .cookie(&k.mhs)
            .header("idempotency-key", KUNCI)
            .json(json!({"teks": "Jawaban saya.", "berkas": []}))
            .send()
    };
    let pertama = kumpul().await;
    assert_eq!((pertama.status, diulang(&pertama)), (StatusCode::OK, false), "{}", pertama.text);
    let kedua = kumpul().await;
    assert_eq!((kedua.status, diulang(&kedua)), (StatusCode::OK, true), "{}", kedua.text);
    assert_eq!(kedua.json, pertama.json);
    assert_eq!(log().await, sebelum + 1, "one hand-in logged");
    let n: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM pengerjaan WHERE id_aktivitas = $1").bind(id).fetch_one(&app.db).await.unwrap();
    assert_eq!(n, 1);
}

async fn material_use_replays(app: &TestApp) {
    let k = kelas_bersama(app, true).await;
    let up = unggah_isi(app, &k.dosen, "materi/ebook", "Modul 1.pdf", PDF).await;
    assert_eq!(up.status, StatusCode::CREATED, "{}", up.text);
    let materi = json!({
        "id_pertemuan": k.id_pertemuan, "judul": "Modul 1", "deskripsi": "<p>Baca bab 1.</p>", "tipe_file": "ebook",
        "jenis_materi": "modul", "file": up.json, "file_url": null, "tampil_sekarang": true, "waktu_mulai_tampil": null,
        "is_syarat_hadir": true, "deadline": jam(48)
    });
    let res = app.post("/lms/materi").cookie(&k.dosen).json(materi).send().await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    let id = res.json["id"].as_i64().unwrap();
    let akses = |kunci: &'static str, cara: &'static str| {
        app.req(Method::PUT, &format!("/lms/materi/{id}/akses"))
            .cookie(&k.mhs)
            .header("idempotency-key", kunci)
            .json(json!({"cara": cara, "persen": null}))
            .send()
    };
    let pertama = akses(KUNCI, "baca").await;
    assert_eq!((pertama.status, diulang(&pertama)), (StatusCode::OK, false), "{}", pertama.text);
    assert_eq!(pertama.json["cara"], "baca");
    let kedua = akses(KUNCI, "baca").await;
    assert_eq!((kedua.status, diulang(&kedua)), (StatusCode::OK, true), "{}", kedua.text);
    assert_eq!(kedua.json, pertama.json);
    // A refused use (an e-book is read, not downloaded) leaves the key free for the right one.
    assert_eq!(akses("kunci-2", "unduh").await.status, StatusCode::UNPROCESSABLE_ENTITY);
    let benar = akses("kunci-2", "baca").await;
    assert_eq!((benar.status, diulang(&benar)), (StatusCode::OK, false), "{}", benar.text);
    let n: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM materi_akses WHERE id_aktivitas = $1").bind(id).fetch_one(&app.db).await.unwrap();
    assert_eq!(n, 1);
}

async fn keys_are_per_user(app: &TestApp) {
    let (k, id) = forum_berjalan(app).await;
    let teman = teman_sekelas(app, k.id_kelas).await;
    let saya = kirim(app, &k.mhs, id, Some(KUNCI), "Dari saya.").await;
    let dia = kirim(app, &teman, id, Some(KUNCI), "Dari teman.").await;
    assert_eq!((dia.status, diulang(&dia)), (StatusCode::OK, false), "{}", dia.text);
    assert_eq!((saya.json["isi"].as_str(), dia.json["isi"].as_str()), (Some("Dari saya."), Some("Dari teman.")));
    assert_eq!(jumlah_post(app, &k.mhs, id).await, 2);
}

async fn concurrent_requests_with_one_key_write_once(app: &TestApp) {
    let (k, id) = forum_berjalan(app).await;
    let (a, b) = tokio::join!(kirim(app, &k.mhs, id, Some(KUNCI), "Serentak."), kirim(app, &k.mhs, id, Some(KUNCI), "Serentak."));
    let (ditulis, lain) = if diulang(&a) || a.status != StatusCode::OK { (b, a) } else { (a, b) };
    assert_eq!((ditulis.status, diulang(&ditulis)), (StatusCode::OK, false), "{}", ditulis.text);
    match lain.status {
        StatusCode::OK => assert!(diulang(&lain) && lain.json == ditulis.json, "{}", lain.text),
        StatusCode::CONFLICT => assert_eq!(lain.message(), "Kiriman yang sama sedang diproses. Coba lagi sebentar."),
        other => panic!("{other}: {}", lain.text),
    }
    assert_eq!(jumlah_post(app, &k.mhs, id).await, 1);
}

/// Puts a key of the demo student in the state a request left it in.
async fn simpan_kunci(app: &TestApp, kunci: &str, rute: &str, status: i64, jawaban: Option<Value>, dibuat: &str) {
    sqlx::query("INSERT INTO kunci_idempotensi (id_pengguna, kunci, rute, status, jawaban, dibuat) VALUES ($1, $2, $3, $4, $5, $6)")
        .bind(id_user(app, "mahasiswa").await)
        .bind(kunci)
        .bind(rute)
        .bind(status)
        .bind(jawaban.map(|j| j.to_string()))
        .bind(dibuat)
        .execute(&app.db)
        .await
        .unwrap();
}

async fn stale_claims_are_taken_over_and_old_keys_swept(app: &TestApp) {
    let (k, id) = forum_berjalan(app).await;
    let rute = format!("POST /lms/forum/{id}/post");
    let menit = |m: i64| lms::db::format_time(chrono::Utc::now() + chrono::Duration::minutes(m));
    // A claim being processed (younger than two minutes): 409, nothing written.
    simpan_kunci(app, "muda", &rute, 0, None, &menit(-1)).await;
    let res = kirim(app, &k.mhs, id, Some("muda"), "Masih diproses.").await;
    assert_eq!((res.status, res.message()), (StatusCode::CONFLICT, "Kiriman yang sama sedang diproses. Coba lagi sebentar."));
    assert_eq!(jumlah_post(app, &k.mhs, id).await, 0);
    // A claim its request left behind (older): taken over, the action runs once.
    simpan_kunci(app, "yatim", &rute, 0, None, &menit(-3)).await;
    let res = kirim(app, &k.mhs, id, Some("yatim"), "Diambil alih.").await;
    assert_eq!((res.status, diulang(&res)), (StatusCode::OK, false), "{}", res.text);
    let lagi = kirim(app, &k.mhs, id, Some("yatim"), "Diambil alih.").await;
    assert_eq!((diulang(&lagi), &lagi.json), (true, &res.json));
    assert_eq!(jumlah_post(app, &k.mhs, id).await, 1);

    // Keys older than seven days go; newer ones stay.
    simpan_kunci(app, "lama", &rute, 200, Some(res.json.clone()), &menit(-8 * 24 * 60)).await;
    let batas = menit(-lms::idempotensi::HARI_SIMPAN * 24 * 60);
    assert_eq!(lms::idempotensi::sapu(&app.db, &batas).await.unwrap(), 1);
    let sisa: Vec<String> = sqlx::query_scalar("SELECT kunci FROM kunci_idempotensi ORDER BY kunci").fetch_all(&app.db).await.unwrap();
    assert_eq!(sisa, ["muda", "yatim"]);
}
