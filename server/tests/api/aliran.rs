//! Event streams (SSE) are bounded (issue 31): a user holds at most five open
//! on one process (the sixth is answered 429, another user is not affected,
//! a closed stream gives its place back), and a stream ends once its session
//! does (the test configuration checks every 300 ms).

use std::time::Duration;

use axum::body::Body;
use axum::http::StatusCode;
use http_body_util::BodyExt;
use tower::ServiceExt;

use crate::both_engines;
use crate::common::{Session, TestApp};

both_engines!(a_user_holds_at_most_five_streams, a_stream_ends_with_its_session);

async fn buka(app: &TestApp, s: &Session) -> axum::http::Response<Body> {
    app.router.clone().oneshot(app.get("/lms/events?stream=sistem").cookie(s).request()).await.unwrap()
}

async fn a_user_holds_at_most_five_streams(app: &TestApp) {
    let mhs = app.login("mahasiswa").await;
    let mut terbuka = Vec::new();
    for _ in 0..5 {
        let res = buka(app, &mhs).await;
        assert_eq!(res.status(), StatusCode::OK);
        terbuka.push(res);
    }
    let keenam = buka(app, &mhs).await;
    assert_eq!(keenam.status(), StatusCode::TOO_MANY_REQUESTS);
    let teks = String::from_utf8(keenam.into_body().collect().await.unwrap().to_bytes().to_vec()).unwrap();
    assert!(teks.contains("Tutup tab LMS yang tidak dipakai"), "{teks}");
    // A second login of the same user shares the user's count.
    assert_eq!(buka(app, &app.login("mahasiswa").await).await.status(), StatusCode::TOO_MANY_REQUESTS);

    let dosen = app.login("dosen").await;
    assert_eq!(buka(app, &dosen).await.status(), StatusCode::OK, "another user still gets a stream");
    // A stream that ends gives its place back.
    drop(terbuka.pop());
    let lagi = buka(app, &mhs).await;
    assert_eq!(lagi.status(), StatusCode::OK);
}

async fn a_stream_ends_with_its_session(app: &TestApp) {
    let mhs = app.login("mahasiswa").await;
    let mut body = buka(app, &mhs).await.into_body();
    let mut teks = String::new();
    while !teks.contains("event: time") {
        let frame = tokio::time::timeout(Duration::from_secs(5), body.frame()).await.expect("a time event").unwrap().unwrap();
        teks.push_str(&String::from_utf8_lossy(&frame.into_data().unwrap()));
    }
    let keluar = app.post("/lms/log_aktivitas/logout").cookie(&mhs).send().await;
    assert_eq!(keluar.status, StatusCode::OK, "{}", keluar.text);
    let habis = async {
        while let Some(frame) = body.frame().await {
            frame.unwrap();
        }
    };
    tokio::time::timeout(Duration::from_secs(5), habis).await.expect("the stream ended within 5 s of the logout");
}
