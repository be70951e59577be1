//! Backups that restore (issue 36): a copy made while the instance is written to, restored into
//! an empty data directory, holds every table as it was at one moment and every whole file.

use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use lms::db::Engine;
use lms::storage::StorageConfig;

use crate::both_engines;
use crate::common::TestApp;

both_engines!(a_backup_made_under_writes_restores_every_table_and_file);

/// Every whole file under `akar`, by its path below it.
fn berkas(akar: &Path) -> std::collections::BTreeMap<String, Vec<u8>> {
    let mut hasil = std::collections::BTreeMap::new();
    let mut antre = vec![akar.to_path_buf()];
    while let Some(dir) = antre.pop() {
        for entri in std::fs::read_dir(&dir).unwrap() {
            let path = entri.unwrap().path();
            if path.is_dir() {
                antre.push(path);
            } else if !path.to_string_lossy().contains('#') {
                hasil.insert(path.strip_prefix(akar).unwrap().to_string_lossy().to_string(), std::fs::read(&path).unwrap());
            }
        }
    }
    hasil
}

async fn a_backup_made_under_writes_restores_every_table_and_file(app: &TestApp) {
    let kerja = tempfile::tempdir().unwrap();
    let cadangan = kerja.path().join("cadangan");
    let data_dir = &app.config.data_dir;
    if app.engine == Engine::Postgres {
        let galat = lms::cadangan::buat(&app.db, app.engine, data_dir, &StorageConfig::Lokal, &cadangan).await.unwrap_err();
        assert!(galat.to_string().contains("pg_dump"), "{galat}");
        return pg_dump_and_pg_restore_as_the_readme_says(app, kerja.path()).await;
    }
    // Files as uploads leave them, and one the store is still writing (not whole: not copied).
    app.storage.put("materi/a.pdf", b"%PDF-1.4 satu".to_vec()).await.unwrap();
    app.storage.put("tugas/7/b.docx", vec![7u8; 300_000]).await.unwrap();
    std::fs::write(data_dir.join("files/materi/c.pdf#1"), b"setengah").unwrap();

    // Activity-log entries are written all through the backup.
    let berhenti = Arc::new(AtomicBool::new(false));
    let penulis = tokio::spawn({
        let (db, berhenti) = (app.db.clone(), berhenti.clone());
        async move {
            let mut n = 0u32;
            while !berhenti.load(Ordering::Relaxed) {
                sqlx::query("INSERT INTO log_aktivitas (role, jenis, detail, waktu) VALUES ('operator', 'uji', $1, $2)")
                    .bind(format!("tulis {n}"))
                    .bind(lms::db::now())
                    .execute(&db)
                    .await
                    .unwrap();
                n += 1;
                tokio::task::yield_now().await;
            }
            n
        }
    });
    tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    let m = lms::cadangan::buat(&app.db, app.engine, data_dir, &StorageConfig::Lokal, &cadangan).await.unwrap();
    berhenti.store(true, Ordering::Relaxed);
    assert!(penulis.await.unwrap() > 0, "writes ran beside the backup");
    let hidup = berkas(&data_dir.join("files"));
    assert_eq!(m.berkas as usize, hidup.len());
    assert!(m.migrasi >= 31 && !m.berkas_di_bucket, "{m:?}");
    let again = lms::cadangan::buat(&app.db, app.engine, data_dir, &StorageConfig::Lokal, &cadangan).await.unwrap_err();
    assert!(again.to_string().contains("sudah berisi"), "a backup never overwrites another: {again}");

    // Restored into an empty data directory; restoring over it again is refused.
    let data_baru = kerja.path().join("data");
    let basis_data = data_baru.join("lms.db");
    assert_eq!(lms::cadangan::pulihkan(&cadangan, &basis_data, &data_baru).await.unwrap(), m);
    let lagi = lms::cadangan::pulihkan(&cadangan, &basis_data, &data_baru).await.unwrap_err();
    assert!(lagi.to_string().contains("direktori data yang kosong"), "{lagi}");

    // Every file, byte for byte.
    assert_eq!(berkas(&data_baru.join("files")), hidup);

    // Every table: each restored row is a row of the live database, and only the table written
    // during the backup has rows the copy lacks (those written after its moment).
    let mut conn = app.db.acquire().await.unwrap();
    sqlx::query("ATTACH DATABASE $1 AS pulih").bind(basis_data.to_str().unwrap()).execute(&mut *conn).await.unwrap();
    let tabel: Vec<String> = sqlx::query_scalar("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        .fetch_all(&mut *conn)
        .await
        .unwrap();
    assert!(tabel.len() > 50, "{tabel:?}");
    for t in &tabel {
        let selisih = |a: &str, b: &str| format!("SELECT COUNT(*) FROM (SELECT * FROM {a}.\"{t}\" EXCEPT SELECT * FROM {b}.\"{t}\")");
        let asing: i64 = sqlx::query_scalar(&selisih("pulih", "main")).fetch_one(&mut *conn).await.unwrap();
        assert_eq!(asing, 0, "{t}: the copy holds rows the database never had");
        let kurang: i64 = sqlx::query_scalar(&selisih("main", "pulih")).fetch_one(&mut *conn).await.unwrap();
        if t != "log_aktivitas" {
            assert_eq!(kurang, 0, "{t}: rows missing from the copy");
        }
    }
    sqlx::query("DETACH DATABASE pulih").execute(&mut *conn).await.unwrap();
    drop(conn);

    // The restored instance opens and migrates like any other.
    let pulih = lms::db::connect(&format!("sqlite://{}", basis_data.display())).await.unwrap();
    lms::db::migrate(&pulih, &format!("sqlite://{}", basis_data.display())).await.unwrap();
    let users: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM users").fetch_one(&pulih).await.unwrap();
    let live: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM users").fetch_one(&app.db).await.unwrap();
    assert_eq!(users, live);
}

/// PostgreSQL: the README's pg_dump and pg_restore, run on the test's database; the restored
/// database holds every table's rows.
async fn pg_dump_and_pg_restore_as_the_readme_says(app: &TestApp, kerja: &Path) {
    let url = &app.config.database_url;
    let dump = kerja.join("lms.dump");
    let jalan = |program: &str, args: &[&str]| {
        let keluar = std::process::Command::new(program).args(args).output().unwrap_or_else(|e| panic!("{program}: {e}"));
        assert!(keluar.status.success(), "{program}: {}", String::from_utf8_lossy(&keluar.stderr));
    };
    jalan("pg_dump", &["--format=custom", "--file", dump.to_str().unwrap(), url]);
    let nama = format!("lms_pulih_{}", std::process::id());
    sqlx::query(&format!("DROP DATABASE IF EXISTS {nama}")).execute(&app.db).await.unwrap();
    sqlx::query(&format!("CREATE DATABASE {nama}")).execute(&app.db).await.unwrap();
    let mut tujuan = url::Url::parse(url).unwrap();
    tujuan.set_path(&format!("/{nama}"));
    jalan("pg_restore", &["--no-owner", "--dbname", tujuan.as_str(), dump.to_str().unwrap()]);

    let pulih = lms::db::connect(tujuan.as_str()).await.unwrap();
    let tabel: Vec<String> = sqlx::query_scalar(
        "SELECT CAST(table_name AS TEXT) FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
    )
    .fetch_all(&app.db)
    .await
    .unwrap();
    assert!(tabel.len() > 50, "{tabel:?}");
    for t in &tabel {
        let hitung = format!("SELECT COUNT(*) FROM \"{t}\"");
        let (a, b): (i64, i64) =
            (sqlx::query_scalar(&hitung).fetch_one(&app.db).await.unwrap(), sqlx::query_scalar(&hitung).fetch_one(&pulih).await.unwrap());
        assert_eq!(a, b, "{t}");
    }
    pulih.close().await;
    sqlx::query(&format!("DROP DATABASE {nama} WITH (FORCE)")).execute(&app.db).await.unwrap();
}
