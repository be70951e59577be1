//! QR attendance a friend at home cannot use (issue 37, item 5): a code
//! counts for under ten seconds by the server's clock, and the scan page turns
//! a code that came in time into a receipt for that student only; one device
//! marks one student per meeting; with `LMS_QR_NETWORKS` set, scans come
//! from the campus networks only.

use axum::http::{Method, StatusCode};
use serde_json::json;

use crate::common::{Session, TestApp};
use crate::kehadiran::{pertemuan_sekarang, peserta_lain, qr, token_dari};
use crate::{both_engines, both_engines_with};

both_engines!(a_receipt_is_for_the_student_who_opened_the_page, one_device_marks_one_student, the_plain_form_records_as_the_api_does);
both_engines_with!(jaringan_kampus; scans_come_from_the_campus_network);

fn jaringan_kampus(c: &mut lms::config::Config) {
    c.qr_networks = lms::client_ip::Jaringan::parse("10.20.0.0/16").unwrap();
}

/// A meeting under way, started by its lecturer; the URL its QR code shows now.
async fn rapat(app: &TestApp) -> (crate::common::KelasBersama, String) {
    let k = pertemuan_sekarang(app, "offline").await;
    let p = k.id_pertemuan;
    assert_eq!(app.req(Method::PUT, &format!("/lms/pertemuan/{p}/start")).cookie(&k.dosen).send().await.status, StatusCode::NO_CONTENT);
    let kode = qr(app, &k.dosen, p).await;
    assert_eq!(kode.status, StatusCode::OK, "{}", kode.text);
    assert_eq!(kode.json["detik_rotasi"], 5, "a code is shown for five seconds and counts for under ten");
    let token = token_dari(kode.json["url"].as_str().unwrap());
    (k, token)
}

async fn scan(app: &TestApp, s: &Session, p: i64, token: &str, perangkat: Option<&str>) -> crate::common::Res {
    let cookie = match perangkat {
        Some(d) => format!("lms_sesi={}; lms_perangkat={d}", s.cookie),
        None => format!("lms_sesi={}", s.cookie),
    };
    app.post(&format!("/lms/kehadiran_mahasiswa/pertemuan/{p}/qr")).header("cookie", &cookie).json(json!({ "token": token })).send().await
}

async fn a_receipt_is_for_the_student_who_opened_the_page(app: &TestApp) {
    let (k, token) = rapat(app).await;
    let p = k.id_pertemuan;
    let halaman = app.get(&format!("/presensi/{p}?t={token}")).cookie(&k.mhs).header("x-lms-data", "1").send().await;
    let terima = halaman.json["data"]["token"].as_str().unwrap().to_string();
    assert!(terima.starts_with('r'), "{terima}");
    // Forwarded to a classmate, the receipt is worth nothing.
    let teman = app.login(&peserta_lain(app, k.id_kelas).await).await;
    let diteruskan = scan(app, &teman, p, &terima, None).await;
    assert_eq!((diteruskan.status, diteruskan.code()), (StatusCode::UNPROCESSABLE_ENTITY, "qr_tidak_valid"));
    // Its own student records with it.
    let sah = scan(app, &k.mhs, p, &terima, None).await;
    assert_eq!(sah.status, StatusCode::OK, "{}", sah.text);
    assert_eq!((sah.json["presensi"].as_str(), sah.json["is_qr_code"].as_bool()), (Some("H"), Some(true)));
    // A page opened with a code already expired hands that code on unchanged,
    // and recording with it says why it failed.
    let jendela: i64 = token.split('.').next().unwrap().parse().unwrap();
    let basi = format!("{}.{}", jendela - 3, token.split('.').nth(1).unwrap());
    let halaman = app.get(&format!("/presensi/{p}?t={basi}")).cookie(&teman).header("x-lms-data", "1").send().await;
    assert_eq!(halaman.json["data"]["token"].as_str(), Some(basi.as_str()));
}

async fn one_device_marks_one_student(app: &TestApp) {
    let (k, token) = rapat(app).await;
    let p = k.id_pertemuan;
    // A first scan without the cookie gets a device name.
    let pertama = scan(app, &k.mhs, p, &token, None).await;
    assert_eq!(pertama.status, StatusCode::OK, "{}", pertama.text);
    let perangkat = pertama.cookie("lms_perangkat").expect("the device gets its name");
    assert_eq!(perangkat.len(), 32);
    // A classmate logged in on that phone cannot mark themselves with it, and nothing is written.
    let lain = peserta_lain(app, k.id_kelas).await;
    let teman = app.login(&lain).await;
    let token = token_dari(qr(app, &k.dosen, p).await.json["url"].as_str().unwrap());
    let baris = || async {
        sqlx::query_scalar::<_, String>(
            "SELECT k.kode || k.updated_by FROM kehadiran_mahasiswa k JOIN users u ON u.id = k.id_mahasiswa
             WHERE k.id_pertemuan = $1 AND u.username = $2",
        )
        .bind(p)
        .bind(&lain)
        .fetch_optional(&app.db)
        .await
        .unwrap()
    };
    let sebelum = baris().await;
    let dipakai = scan(app, &teman, p, &token, Some(&perangkat)).await;
    assert_eq!((dipakai.status, dipakai.code()), (StatusCode::CONFLICT, "perangkat_sudah_dipakai"));
    assert_eq!(baris().await, sebelum, "a refused scan writes nothing");
    // From their own phone it works; the device keeps its sent name.
    let sendiri = scan(app, &teman, p, &token, Some("0123456789abcdef0123456789abcdef")).await;
    assert_eq!(sendiri.status, StatusCode::OK, "{}", sendiri.text);
    assert_eq!(sendiri.cookie("lms_perangkat"), None);
    // Two devices are bound to the meeting, one student each.
    let terikat: i64 =
        sqlx::query_scalar("SELECT COUNT(*) FROM presensi_perangkat WHERE id_pertemuan = $1").bind(p).fetch_one(&app.db).await.unwrap();
    assert_eq!(terikat, 2);
}

async fn scans_come_from_the_campus_network(app: &TestApp) {
    let (k, token) = rapat(app).await;
    let p = k.id_pertemuan;
    let url = format!("/lms/kehadiran_mahasiswa/pertemuan/{p}/qr");
    let rumah = app.post(&url).cookie(&k.mhs).sent_from("198.51.100.7").json(json!({ "token": token })).send().await;
    assert_eq!((rumah.status, rumah.code()), (StatusCode::FORBIDDEN, "qr_di_luar_jaringan_kampus"));
    assert!(rumah.message().contains("jaringan kampus"), "{}", rumah.text);
    let kampus = app.post(&url).cookie(&k.mhs).sent_from("10.20.3.4").json(json!({ "token": token })).send().await;
    assert_eq!(kampus.status, StatusCode::OK, "{}", kampus.text);
}

/// Before the scripts arrive (issue 38): 'Catat Kehadiran' and 'Kirim Kode' are plain forms to
/// /formulir/presensi/{id}; the same rules, the device cookie, and a refusal shows the page.
async fn the_plain_form_records_as_the_api_does(app: &TestApp) {
    let (k, token) = rapat(app).await;
    let p = k.id_pertemuan;
    let kembali = format!("/presensi/{p}?t={token}");
    let halaman = app.get(&kembali).cookie(&k.mhs).send().await;
    assert!(halaman.text.contains(&format!(r#"action="/formulir/presensi/{p}""#)), "the buttons are plain forms");
    let terima = halaman.page_props()["data"]["token"].as_str().unwrap().to_string();

    // A wrong typed code: the page again with the reason and the code typed; nothing recorded.
    let salah = app.post(&format!("/formulir/presensi/{p}")).without("college-id").cookie(&k.mhs);
    let salah = salah.form(&[("kode", "000000"), ("kembali", &kembali)]).send().await;
    assert!(salah.status.is_client_error(), "{}", salah.status);
    let props = salah.page_props();
    assert_eq!((props["page"].as_str(), props["kiriman"].as_str()), (Some("presensi"), Some("000000")));
    assert!(props["error"]["message"].as_str().is_some_and(|m| !m.is_empty()));
    let dicatat = format!(
        "SELECT COUNT(*) FROM kehadiran_mahasiswa km JOIN users u ON u.id = km.id_mahasiswa
         WHERE u.username = 'mahasiswa' AND km.id_pertemuan = {p} AND km.kode = 'H'"
    );
    let sebelum: i64 = sqlx::query_scalar(&dicatat).fetch_one(&app.db).await.unwrap();
    assert_eq!(sebelum, 0);

    // The scanned code's button: recorded, back to the page, and the device named.
    let ok = app.post(&format!("/formulir/presensi/{p}")).without("college-id").cookie(&k.mhs);
    let ok = ok.form(&[("token", &terima), ("kembali", &kembali)]).send().await;
    assert_eq!(ok.status, StatusCode::SEE_OTHER, "{}", ok.text);
    assert_eq!(ok.location(), Some(kembali.as_str()));
    assert_eq!(ok.cookie("lms_perangkat").map(|c| c.len()), Some(32), "the device gets its name");
    let sesudah: i64 = sqlx::query_scalar(&dicatat).fetch_one(&app.db).await.unwrap();
    assert_eq!(sesudah, 1);
    let lagi = app.get(&kembali).cookie(&k.mhs).header("x-lms-data", "1").send().await;
    assert_eq!(lagi.json["data"]["kehadiran"]["presensi"], "H", "the page shows the record");
}
