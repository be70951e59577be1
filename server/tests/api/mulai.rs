//! Start-up against a database that cannot be used fails at once and names
//! the cause, instead of retrying for 30 s and saying 'pool timed out'.

use std::time::{Duration, Instant};

async fn connect_error(url: &str) -> (String, Duration) {
    let started = Instant::now();
    let result = tokio::time::timeout(Duration::from_secs(20), lms::db::connect(url)).await.expect("connect returns");
    let error = match result {
        Ok(_) => panic!("{url} connected"),
        Err(e) => e.chain().map(|c| c.to_string()).collect::<Vec<_>>().join(": "),
    };
    (error, started.elapsed())
}

fn garbage_file(dir: &std::path::Path) -> std::path::PathBuf {
    let path = dir.join("lms.db");
    std::fs::write(&path, "ini bukan basis data, hanya teks biasa\n".repeat(200)).unwrap();
    path
}

#[tokio::test]
async fn a_corrupt_sqlite_file_is_named() {
    let dir = tempfile::tempdir().unwrap();
    let path = garbage_file(dir.path());
    let (error, took) = connect_error(&format!("sqlite://{}", path.display())).await;
    assert!(error.contains("file is not a database"), "{error}");
    assert!(!error.contains("timed out"), "{error}");
    assert!(took < Duration::from_secs(3), "{took:?}");
}

#[tokio::test]
async fn a_refused_postgres_connection_is_named() {
    let (error, took) = connect_error("postgres://postgres@127.0.0.1:1/x").await;
    assert!(error.to_lowercase().contains("connection refused"), "{error}");
    assert!(error.contains("127.0.0.1:1"), "the message says which server: {error}");
    assert!(took < Duration::from_secs(3), "{took:?}");
}

/// The binary prints one `lms:` line with the cause and exits non-zero.
#[test]
fn the_binary_says_why_it_cannot_start() {
    let dir = tempfile::tempdir().unwrap();
    garbage_file(dir.path());
    for (url, cause) in [(None, "file is not a database"), (Some("postgres://postgres@127.0.0.1:1/x"), "connection refused")] {
        let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_lms"));
        command.arg("migrate").env("LMS_DATA_DIR", dir.path()).env_remove("LMS_FRAME_ANCESTORS");
        match url {
            Some(url) => command.env("DATABASE_URL", url),
            None => command.env_remove("DATABASE_URL"),
        };
        let started = Instant::now();
        let out = command.output().unwrap();
        assert!(started.elapsed() < Duration::from_secs(5), "{:?}", started.elapsed());
        assert!(!out.status.success());
        let stderr = String::from_utf8_lossy(&out.stderr);
        let line = stderr.lines().find(|l| l.starts_with("lms: ")).unwrap_or_else(|| panic!("no lms: line in {stderr}"));
        assert!(line.to_lowercase().contains(cause), "{line}");
        assert!(line.contains("tidak dapat terhubung ke basis data"), "{line}");
    }
}
