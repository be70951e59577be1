//! Activities and what is computed from them: meeting icons, the 'Jenis'
//! filter, dashboard tiles, class-card figures and calendar; announcements and
//! the profile page.

use axum::http::StatusCode;

use crate::both_engines;
use crate::common::TestApp;

both_engines!(
    meeting_icons_count_activities,
    jenis_filter_selects_exam_and_task_types,
    dashboard_figures_match_the_database,
    every_card_figure_matches_its_class_alone,
    calendar_months_come_one_at_a_time,
    dashboard_lists_the_nearest_open_deadlines,
    section_lists_say_what_a_student_has_done,
    announcements_follow_the_audience,
    profile_page_shows_own_record,
);

async fn props(app: &TestApp, username: &str, path: &str) -> serde_json::Value {
    let s = app.login(username).await;
    let res = app.get(path).cookie(&s).header("x-lms-data", "1").send().await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    res.json["data"].clone()
}

async fn meeting_icons_count_activities(app: &TestApp) {
    let id: i64 = sqlx::query_scalar("SELECT MIN(id_kelas) FROM kelas_pengajar WHERE id_dosen = 100").fetch_one(&app.db).await.unwrap();
    let s = app.login("dosen").await;
    let d = app.get(&format!("/v2/lms/kelas_kuliah/{id}")).cookie(&s).send().await.json;
    for p in d["pertemuan"].as_array().unwrap() {
        for jenis in ["tugas", "ujian", "forum", "vidcon"] {
            let n: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM aktivitas WHERE id_pertemuan = $1 AND jenis = $2")
                .bind(p["id"].as_i64().unwrap())
                .bind(jenis)
                .fetch_one(&app.db)
                .await
                .unwrap();
            assert_eq!(p["count_activity"][jenis], n, "{jenis} of meeting {}", p["nomor"]);
        }
    }
    assert_eq!(d["pertemuan"][2]["count_activity"]["tugas"], 1);
    assert_eq!(d["pertemuan"][7]["count_activity"]["ujian"], 1);
    // The first meeting's material and its 'Kontrak Kuliah' text, both under the material icon.
    assert_eq!(d["pertemuan"][0]["count_activity"]["materi"], 2);

    // A material displayed later is counted for its teachers only: a student's badge says
    // what the student's meeting page lists.
    let p0 = d["pertemuan"][0]["id"].as_i64().unwrap();
    sqlx::query("UPDATE aktivitas SET waktu_mulai = '2099-01-01T00:00:00Z' WHERE id_pertemuan = $1 AND jenis = 'materi'")
        .bind(p0)
        .execute(&app.db)
        .await
        .unwrap();
    let mhs: String = sqlx::query_scalar(
        "SELECT u.username FROM kelas_peserta kp JOIN users u ON u.id = kp.id_mahasiswa WHERE kp.id_kelas = $1 ORDER BY u.id LIMIT 1",
    )
    .bind(id)
    .fetch_one(&app.db)
    .await
    .unwrap();
    let m = app.login(&mhs).await;
    let dm = app.get(&format!("/v2/lms/kelas_kuliah/{id}")).cookie(&m).send().await.json;
    assert_eq!(dm["pertemuan"][0]["count_activity"]["materi"], 1, "the text only");
    let d = app.get(&format!("/v2/lms/kelas_kuliah/{id}")).cookie(&s).send().await.json;
    assert_eq!(d["pertemuan"][0]["count_activity"]["materi"], 2, "the teacher still counts both");
    let halaman = props(app, &mhs, &format!("/kelas/{id}/{p0}")).await;
    let tampil = halaman["aktivitas"].as_array().unwrap().iter().filter(|a| matches!(a["jenis"].as_str(), Some("materi" | "teks"))).count();
    assert_eq!(tampil, 1, "the student's meeting page lists as many");
}

async fn jenis_filter_selects_exam_and_task_types(app: &TestApp) {
    let s = app.login("operator").await;
    let kelompok = app.get("/lms/kelas_kuliah?periode=20261&jenis_tugas=kelompok&per_page=200").cookie(&s).send().await;
    assert_eq!(kelompok.status, StatusCode::OK);
    let expected: i64 = sqlx::query_scalar(
        "SELECT COUNT(DISTINCT p.id_kelas) FROM aktivitas a JOIN pertemuan p ON p.id = a.id_pertemuan
         JOIN kelas_kuliah k ON k.id = p.id_kelas WHERE k.periode = 20261 AND a.jenis = 'tugas' AND a.sub_jenis = 'kelompok'",
    )
    .fetch_one(&app.db)
    .await
    .unwrap();
    assert_eq!(kelompok.json["meta"]["total_items"], expected);
    let remedial = app.get("/lms/kelas_kuliah?periode=20261&jenis_ujian=remedial&per_page=200").cookie(&s).send().await;
    let dengan_remedial: i64 = sqlx::query_scalar(
        "SELECT COUNT(DISTINCT p.id_kelas) FROM aktivitas a JOIN pertemuan p ON p.id = a.id_pertemuan
         JOIN kelas_kuliah k ON k.id = p.id_kelas WHERE k.periode = 20261 AND a.jenis = 'ujian' AND a.sub_jenis = 'remedial'",
    )
    .fetch_one(&app.db)
    .await
    .unwrap();
    assert!(dengan_remedial > 0, "the demo's midterms have remedial exams");
    assert_eq!(remedial.json["meta"]["total_items"], dengan_remedial);
    let bad = app.get("/lms/kelas_kuliah?jenis_ujian=final").cookie(&s).send().await;
    assert_eq!(bad.status, StatusCode::BAD_REQUEST);
    assert!(bad.message().contains("kuis, uts, uas, remedial"));
}

async fn dashboard_figures_match_the_database(app: &TestApp) {
    let now = lms::db::now();
    let d = props(app, "mahasiswa", "/beranda").await;
    for (tile, jenis) in [("tugas", "tugas"), ("ujian", "ujian"), ("forum", "forum"), ("vidcon", "vidcon")] {
        let n: i64 = sqlx::query_scalar(
            "SELECT COUNT(*) FROM aktivitas a JOIN pertemuan p ON p.id = a.id_pertemuan JOIN kelas_kuliah k ON k.id = p.id_kelas
             JOIN kelas_peserta ks ON ks.id_kelas = k.id AND ks.id_mahasiswa = 1000
             WHERE k.periode = 20261 AND a.jenis = $1 AND a.waktu_selesai >= $2
               AND NOT EXISTS (SELECT 1 FROM pengerjaan g WHERE g.id_aktivitas = a.id AND g.id_mahasiswa = 1000)",
        )
        .bind(jenis)
        .bind(&now)
        .fetch_one(&app.db)
        .await
        .unwrap();
        assert_eq!(d["tiles"][tile], n, "tile {tile}");
    }
    assert!(d["tiles"]["tugas"].as_i64().unwrap() > 0);
    let d = props(app, "dosen", "/beranda").await;
    let kelas = d["kelas"].as_array().unwrap();
    let ringkasan = d["ringkasan_kelas"].as_array().unwrap();
    assert_eq!(kelas.len(), ringkasan.len());
    let first = &ringkasan[0];
    assert_eq!(first["id_kelas"], kelas[0]["id"]);
    // The one attendance rule: participants' H in held meetings ÷ (participants × held meetings).
    let id_kelas = first["id_kelas"].as_i64().unwrap();
    let now = lms::db::now();
    let (hadir, peserta, terlaksana): (i64, i64, i64) = sqlx::query_as(
        "SELECT (SELECT COUNT(*) FROM kehadiran_mahasiswa h JOIN pertemuan p ON p.id = h.id_pertemuan
                 JOIN kelas_peserta kp ON kp.id_kelas = p.id_kelas AND kp.id_mahasiswa = h.id_mahasiswa
                 WHERE p.id_kelas = $1 AND h.kode = 'H' AND (p.status = 'selesai' OR p.selesai_kuliah IS NOT NULL OR p.waktu_selesai <= $2)),
                (SELECT COUNT(*) FROM kelas_peserta WHERE id_kelas = $1),
                (SELECT COUNT(*) FROM pertemuan p WHERE p.id_kelas = $1 AND (p.status = 'selesai' OR p.selesai_kuliah IS NOT NULL OR p.waktu_selesai <= $2))",
    )
    .bind(id_kelas)
    .bind(&now)
    .fetch_one(&app.db)
    .await
    .unwrap();
    assert!(terlaksana > 0 && hadir > 0, "the demo class has held meetings with attendance");
    let expected = (hadir as f64 * 1000.0 / (peserta * terlaksana) as f64).round() / 10.0;
    assert_eq!(first["kehadiran"].as_f64().unwrap(), expected);
    let nilai = first["nilai"].as_f64().unwrap();
    assert!((55.0..=100.0).contains(&nilai));
    let s = app.login("dosen").await;
    let bulan = app.get("/v1/kegiatan").cookie(&s).send().await;
    assert!(bulan.json["data"].as_array().unwrap().iter().any(|k| k["judul"].as_str().unwrap().contains("Batas tugas: ")));
    let op = props(app, "operator", "/beranda").await;
    assert!(op["tiles"]["ujian"].as_i64().unwrap() >= d["tiles"]["ujian"].as_i64().unwrap());
}

/// The card figures come from grouped queries over all cards; each must equal the figure
/// computed for its class alone (hand-ins of closed tasks and exams per possible hand-in).
async fn every_card_figure_matches_its_class_alone(app: &TestApp) {
    let d = props(app, "dosen", "/beranda").await;
    let now = lms::db::now();
    for r in d["ringkasan_kelas"].as_array().unwrap() {
        let id = r["id_kelas"].as_i64().unwrap();
        let peserta: i64 =
            sqlx::query_scalar("SELECT COUNT(*) FROM kelas_peserta WHERE id_kelas = $1").bind(id).fetch_one(&app.db).await.unwrap();
        let (aktivitas, kumpul): (i64, i64) = sqlx::query_as(
            "SELECT (SELECT COUNT(*) FROM aktivitas a JOIN pertemuan p ON p.id = a.id_pertemuan
                     WHERE p.id_kelas = $1 AND a.waktu_selesai < $2 AND a.jenis IN ('tugas', 'ujian')),
                    (SELECT COUNT(*) FROM pengerjaan g JOIN aktivitas a ON a.id = g.id_aktivitas JOIN pertemuan p ON p.id = a.id_pertemuan
                     WHERE p.id_kelas = $1 AND a.waktu_selesai < $2 AND a.jenis IN ('tugas', 'ujian'))",
        )
        .bind(id)
        .bind(&now)
        .fetch_one(&app.db)
        .await
        .unwrap();
        let expected = (aktivitas * peserta > 0).then(|| (kumpul as f64 * 1000.0 / (aktivitas * peserta) as f64).round() / 10.0);
        assert_eq!(r["partisipasi"].as_f64(), expected, "class {id}");
    }
    let mhs = props(app, "mahasiswa", "/beranda").await;
    assert_eq!(mhs["ringkasan_kelas"], serde_json::json!([]), "the figures are the lecturer's cards'");
}

/// The dashboard carries this month in short (events per day, today's events); a whole month
/// comes from /v1/kegiatan, with exactly the meetings of the lecturer's classes in that month
/// (in WIB, the demo's zone).
async fn calendar_months_come_one_at_a_time(app: &TestApp) {
    let d = props(app, "dosen", "/beranda").await;
    let sekarang = chrono::Utc::now() + chrono::Duration::hours(7);
    let (bulan_ini, hari_ini) = (sekarang.format("%Y-%m").to_string(), sekarang.format("%Y-%m-%d").to_string());
    let awal = &d["kegiatan"];
    assert_eq!(awal["bulan"], bulan_ini.as_str());
    assert_eq!(awal["hari_ini"], hari_ini.as_str());
    let s = app.login("dosen").await;
    let tanpa = app.get("/v1/kegiatan").cookie(&s).send().await;
    assert_eq!(tanpa.status, StatusCode::OK, "{}", tanpa.text);
    assert_eq!(tanpa.json["bulan"], bulan_ini.as_str(), "no month asked is this month");
    let sebulan = tanpa.json["data"].as_array().unwrap();
    let mut jumlah = serde_json::Map::new();
    for k in sebulan {
        let n = jumlah.entry(k["tanggal"].as_str().unwrap()).or_insert(serde_json::json!(0));
        *n = serde_json::json!(n.as_i64().unwrap() + 1);
    }
    assert!(!jumlah.is_empty());
    assert_eq!(awal["jumlah"], serde_json::Value::Object(jumlah), "the dots are the month's events per day");
    let hari: Vec<_> = sebulan.iter().filter(|k| k["tanggal"] == hari_ini.as_str()).cloned().collect();
    assert_eq!(awal["data"], serde_json::Value::Array(hari), "the first list is today's");

    let awal = chrono::NaiveDate::parse_from_str(&format!("{bulan_ini}-01"), "%Y-%m-%d").unwrap() - chrono::Months::new(1);
    let bulan_lalu = awal.format("%Y-%m").to_string();
    let res = app.get(&format!("/v1/kegiatan?bulan={bulan_lalu}")).cookie(&s).send().await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let data = res.json["data"].as_array().unwrap();
    assert!(data.iter().all(|k| k["tanggal"].as_str().unwrap().starts_with(&bulan_lalu)), "{bulan_lalu}: {data:?}");
    let wib = |t: chrono::NaiveDate| lms::db::format_time((t.and_hms_opt(0, 0, 0).unwrap() - chrono::Duration::hours(7)).and_utc());
    let pertemuan: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM pertemuan p JOIN kelas_pengajar x ON x.id_kelas = p.id_kelas AND x.id_dosen = 100
         WHERE p.waktu_mulai >= $1 AND p.waktu_mulai < $2",
    )
    .bind(wib(awal))
    .bind(wib(awal + chrono::Months::new(1)))
    .fetch_one(&app.db)
    .await
    .unwrap();
    let ditampilkan = data.iter().filter(|k| k["judul"].as_str().unwrap().contains(" — Pertemuan ")).count();
    for k in data.iter().filter(|k| !k["judul"].as_str().unwrap().contains("Batas tugas: ")) {
        let bagian: Vec<&str> = k["tautan"].as_str().unwrap().split('/').collect();
        assert!(bagian.len() == 4 && bagian[1] == "kelas", "a meeting or exam opens its meeting page: {k}");
    }
    assert!(pertemuan > 0);
    assert_eq!(ditampilkan as i64, pertemuan);

    for salah in ["2026-13", "26-01", "2026-1", "abcd-ef", "1999-12"] {
        let res = app.get(&format!("/v1/kegiatan?bulan={salah}")).cookie(&s).send().await;
        assert_eq!(res.status, StatusCode::BAD_REQUEST, "{salah}");
        assert_eq!(res.json["status"]["message"], "Parameter bulan harus berformat YYYY-MM.");
    }
    let op = app.login("operator").await;
    let res = app.get(&format!("/v1/kegiatan?bulan={bulan_lalu}")).cookie(&op).send().await;
    assert_eq!(res.json["data"], serde_json::json!([]), "operators are in no class");
}

/// 'Tenggat Terdekat': a student's five nearest open tasks and exams not handed in or taken,
/// soonest first; handing one in takes it off.
async fn dashboard_lists_the_nearest_open_deadlines(app: &TestApp) {
    let d = props(app, "mahasiswa", "/beranda").await;
    let tenggat = d["tenggat"].as_array().unwrap();
    assert!(!tenggat.is_empty() && tenggat.len() <= 5, "{tenggat:?}");
    let now = lms::db::now();
    let selesai: Vec<&str> = tenggat.iter().map(|t| t["waktu_selesai"].as_str().unwrap()).collect();
    assert!(selesai.windows(2).all(|w| w[0] <= w[1]), "soonest first: {selesai:?}");
    assert!(selesai.iter().all(|s| *s >= now.as_str()));
    for t in tenggat {
        assert!(["tugas", "ujian"].contains(&t["jenis"].as_str().unwrap()));
        let (dikerjakan, peserta): (i64, i64) = sqlx::query_as(
            "SELECT (SELECT COUNT(*) FROM pengerjaan WHERE id_aktivitas = $1 AND id_mahasiswa = 1000),
                    (SELECT COUNT(*) FROM aktivitas a JOIN pertemuan p ON p.id = a.id_pertemuan
                     JOIN kelas_peserta x ON x.id_kelas = p.id_kelas AND x.id_mahasiswa = 1000 WHERE a.id = $1)",
        )
        .bind(t["id"].as_i64().unwrap())
        .fetch_one(&app.db)
        .await
        .unwrap();
        assert_eq!((dikerjakan, peserta), (0, 1), "{t}");
        assert_eq!(t["dikerjakan"], false, "the student's list says not handed in: {t}");
    }
    // The nearest one handed in (a row in pengerjaan) leaves the list.
    let pertama = tenggat[0]["id"].as_i64().unwrap();
    sqlx::query("INSERT INTO pengerjaan (id_aktivitas, id_mahasiswa, waktu) VALUES ($1, 1000, $2)")
        .bind(pertama)
        .bind(&now)
        .execute(&app.db)
        .await
        .unwrap();
    let lagi = props(app, "mahasiswa", "/beranda").await;
    assert!(lagi["tenggat"].as_array().unwrap().iter().all(|t| t["id"].as_i64() != Some(pertama)));
    let op = props(app, "operator", "/beranda").await;
    assert_eq!(op["tenggat"], serde_json::json!([]));
    let dosen = props(app, "dosen", "/beranda").await;
    assert!(dosen["tenggat"].as_array().unwrap().iter().all(|t| t["dikerjakan"].is_null()), "a lecturer hands nothing in");
}

/// The section roots tell a student what they have done: the ended tasks list handed-in and
/// missed ones alike, each with `dikerjakan` as `pengerjaan` has it.
async fn section_lists_say_what_a_student_has_done(app: &TestApp) {
    let d = props(app, "mahasiswa", "/tugas?status=selesai&per_page=20").await;
    let items = d["items"].as_array().unwrap();
    assert!(!items.is_empty());
    for t in items {
        let n: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM pengerjaan WHERE id_aktivitas = $1 AND id_mahasiswa = 1000")
            .bind(t["id"].as_i64().unwrap())
            .fetch_one(&app.db)
            .await
            .unwrap();
        assert_eq!(t["dikerjakan"], n > 0, "{t}");
    }
    let aktif = props(app, "mahasiswa", "/tugas").await;
    assert!(aktif["items"].as_array().unwrap().iter().all(|t| t["dikerjakan"] == false), "the open tab lists what is still to do");
}

async fn announcements_follow_the_audience(app: &TestApp) {
    let dosen = props(app, "dosen", "/pengumuman").await;
    let judul: Vec<&str> = dosen["items"].as_array().unwrap().iter().map(|p| p["judul"].as_str().unwrap()).collect();
    assert!(judul.contains(&"Batas Pengisian Nilai UTS"));
    assert!(!judul.contains(&"Pengisian Kuesioner Evaluasi Dosen"));
    let mhs = props(app, "mahasiswa", "/pengumuman").await;
    let judul_m: Vec<&str> = mhs["items"].as_array().unwrap().iter().map(|p| p["judul"].as_str().unwrap()).collect();
    assert!(judul_m.contains(&"Pengisian Kuesioner Evaluasi Dosen"));
    assert!(!judul_m.contains(&"Batas Pengisian Nilai UTS"));
    let tanggal: Vec<&str> = mhs["items"].as_array().unwrap().iter().map(|p| p["tanggalPublish"].as_str().unwrap()).collect();
    let mut sorted = tanggal.clone();
    sorted.sort_by(|a, b| b.cmp(a));
    assert_eq!(tanggal, sorted, "newest first");
    let beranda = props(app, "mahasiswa", "/beranda").await;
    assert_eq!(beranda["pengumuman"].as_array().unwrap().len(), 2);
    assert_eq!(beranda["pengumuman"][0]["judul"], mhs["items"][0]["judul"]);
    let s = app.login("operator").await;
    let res = app.get("/lms/pengumuman?per_page=2").cookie(&s).send().await;
    assert_eq!(res.status, StatusCode::OK);
    assert_eq!(res.json["data"].as_array().unwrap().len(), 2);
    assert_eq!(res.json["meta"]["total_items"], 3, "three announcements are for everyone");
    assert_eq!(res.json["data"][0]["pembuat"]["nama"], "Rudi Hartono");
    assert_eq!(app.get("/lms/pengumuman").send().await.status, StatusCode::UNAUTHORIZED);
}

async fn profile_page_shows_own_record(app: &TestApp) {
    // The record is under `profil`; `riwayat` (the history tab) only with ?tab=riwayat.
    let halaman = props(app, "dosen", "/profil").await;
    assert!(halaman["riwayat"].is_null());
    let d = halaman["profil"].clone();
    assert_eq!(d["nama"], "Budi Santoso");
    assert_eq!(d["gelar_depan"], "Dr.");
    assert_eq!(d["role"], "dosen");
    assert!(d["hak_akses"].is_null());
    let nidn: String = sqlx::query_scalar("SELECT nidn FROM dosen WHERE id_user = 100").fetch_one(&app.db).await.unwrap();
    assert_eq!(d["nomor_induk"], nidn);
    let m = props(app, "mahasiswa", "/profil").await["profil"].clone();
    assert_eq!(m["angkatan"], 2022);
    assert!(m["prodi"]["nama"].is_string());
    let op = props(app, "operator_baca", "/profil").await["profil"].clone();
    assert_eq!(op["hak_akses"]["kelas_kuliah"], "read");
    assert_eq!(app.get("/profil").send().await.status, StatusCode::SEE_OTHER);
}
