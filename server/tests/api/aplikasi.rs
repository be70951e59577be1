//! The installable app (issue 38, item 3): the manifest named after the college, its icons, the
//! service worker at the root, and the offline page it keeps (a guest's page: no one's data).

use axum::http::{header, StatusCode};

use crate::both_engines;
use crate::common::TestApp;

both_engines!(manifest_names_the_college_and_its_icons_exist, service_worker_is_served_from_the_root, offline_page_carries_no_ones_data);

async fn manifest_names_the_college_and_its_icons_exist(app: &TestApp) {
    let res = app.get("/manifest.webmanifest").send().await;
    assert_eq!(res.status, StatusCode::OK);
    assert_eq!(res.headers[header::CONTENT_TYPE], "application/manifest+json");
    let m: serde_json::Value = serde_json::from_str(&res.text).unwrap();
    let login = app.get("/").send().await;
    let props = login.page_props();
    assert_eq!(m["name"], props["app"]["nama"], "the college's name on the home screen");
    assert_eq!(m["short_name"], props["app"]["judul"]);
    assert_eq!(m["start_url"], "/beranda");
    assert_eq!(m["display"], "standalone");
    let icons = m["icons"].as_array().unwrap();
    assert_eq!(icons.iter().map(|i| i["sizes"].as_str().unwrap()).collect::<Vec<_>>(), ["192x192", "512x512"]);
    for icon in icons {
        let png = app.get(icon["src"].as_str().unwrap()).send_raw().await;
        assert_eq!(png.0, StatusCode::OK, "{icon}");
        assert!(png.2.starts_with(b"\x89PNG"), "{icon} is a PNG");
    }
    // Every page links it.
    assert!(login.text.contains(r#"<link rel="manifest" href="/manifest.webmanifest">"#));
    assert!(login.text.contains(r##"<meta name="theme-color" content="#1d4ed8">"##));
}

async fn service_worker_is_served_from_the_root(app: &TestApp) {
    let res = app.get("/sw.js").send().await;
    assert_eq!(res.status, StatusCode::OK);
    assert!(res.headers[header::CONTENT_TYPE].to_str().unwrap().starts_with("text/javascript"));
    // Asked again at every check, so a new build's worker is found.
    assert_eq!(res.headers[header::CACHE_CONTROL], "no-cache");
    assert!(res.text.contains("lms-aset-"), "the built worker, not another file");
}

async fn offline_page_carries_no_ones_data(app: &TestApp) {
    let guest = app.get("/luring").send().await;
    assert_eq!(guest.status, StatusCode::OK);
    assert!(guest.text.contains("Anda sedang offline"));
    let props = guest.page_props();
    assert_eq!(props["page"], "luring");
    assert!(props["user"].is_null());
    // Signed in it is the same page (the worker fetches it without the cookie anyway).
    let s = app.login("mahasiswa").await;
    let signed_in = app.get("/luring").cookie(&s).send().await;
    assert_eq!(signed_in.status, StatusCode::OK);
    assert_eq!(signed_in.page_props()["page"], "luring");
}
