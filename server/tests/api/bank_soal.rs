//! Question banks (issue 12): who sees and writes a bank, the modal's and
//! the editor's messages, the 100-question limit under two adds at once,
//! sanitised question HTML, the spreadsheet import (all rows or none, every
//! bad row named), copying an exam's questions, and the PDF read back.

use axum::http::{Method, StatusCode};
use serde_json::{json, Value};

use crate::both_engines;
use crate::common::{kelas_bersama, mahasiswa_luar, multipart, pdftotext, png_hitam, unggah, Session, TestApp};

both_engines!(
    the_modal_checks_and_roles_decide_who_sees_a_bank,
    questions_keep_their_rules_and_lose_their_scripts,
    the_limit_holds_under_two_adds_at_once,
    an_import_takes_all_rows_or_names_the_bad_ones,
    questions_come_from_an_exam_and_leave_as_a_pdf,
    question_files_follow_the_question_to_the_sheet,
    a_spreadsheet_that_would_take_the_server_down_is_refused,
    a_full_banks_template_still_imports,
    huge_images_are_refused_and_old_ones_stay_small_in_the_pdf,
);

/// A course `dosen` teaches.
async fn mata_kuliah_dosen(app: &TestApp) -> i64 {
    sqlx::query_scalar(
        "SELECT MIN(k.id_mata_kuliah) FROM kelas_kuliah k JOIN kelas_pengajar kp ON kp.id_kelas = k.id
         JOIN users u ON u.id = kp.id_dosen WHERE u.username = 'dosen'",
    )
    .fetch_one(&app.db)
    .await
    .unwrap()
}

fn bank(id_mk: i64, tampil: bool) -> Value {
    json!({"judul": "Bank Soal Bab 1", "deskripsi": "Soal latihan bab pertama", "id_mata_kuliah": id_mk, "ditampilkan": tampil})
}

async fn buat_bank(app: &TestApp, s: &Session, body: Value) -> i64 {
    let res = app.post("/lms/bank_soal").cookie(s).json(body).send().await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    res.json["id"].as_i64().unwrap()
}

fn pilihan(teks: &str) -> Value {
    json!({"jenis": "pilihan", "pertanyaan": format!("<p>{teks}</p>"), "pilihan": ["Satu", "Dua", "Tiga", "Empat"], "kunci": "1"})
}

async fn jumlah(app: &TestApp, sql: &str, id: i64) -> i64 {
    sqlx::query_scalar(sql).bind(id).fetch_one(&app.db).await.unwrap()
}

/// A lecturer who teaches another class of `id_mk` (made here when the demo has none).
async fn rekan_mata_kuliah(app: &TestApp, id_mk: i64) -> Session {
    let kelas: i64 = sqlx::query_scalar(
        "SELECT MIN(k.id) FROM kelas_kuliah k WHERE k.id_mata_kuliah = $1
         AND NOT EXISTS (SELECT 1 FROM kelas_pengajar kp JOIN users u ON u.id = kp.id_dosen WHERE kp.id_kelas = k.id AND u.username = 'dosen02')",
    )
    .bind(id_mk)
    .fetch_one(&app.db)
    .await
    .unwrap();
    let dosen02: i64 = sqlx::query_scalar("SELECT id FROM users WHERE username = 'dosen02'").fetch_one(&app.db).await.unwrap();
    sqlx::query("INSERT INTO kelas_pengajar (id_kelas, id_dosen, jabatan) VALUES ($1, $2, 'asisten')")
        .bind(kelas)
        .bind(dosen02)
        .execute(&app.db)
        .await
        .unwrap();
    app.login("dosen02").await
}

async fn the_modal_checks_and_roles_decide_who_sees_a_bank(app: &TestApp) {
    let dosen = app.login("dosen").await;
    let id_mk = mata_kuliah_dosen(app).await;
    let sebelum = jumlah(app, "SELECT COUNT(*) FROM bank_soal WHERE id > $1", 0).await;
    let langkah: Vec<(Value, &str)> = vec![
        (json!({"judul": " "}), "Judul wajib diisi"),
        (json!({"judul": "x".repeat(101)}), "Judul maksimal 100 karakter"),
        (json!({"deskripsi": ""}), "Deskripsi wajib diisi"),
        (json!({"deskripsi": "x".repeat(301)}), "Deskripsi maksimal 300 karakter"),
        (json!({"id_mata_kuliah": null}), "Mata Kuliah wajib diisi"),
        (json!({"id_mata_kuliah": 999_999}), "Mata Kuliah tidak ditemukan."),
    ];
    for (ubah, pesan) in langkah {
        let mut body = bank(id_mk, true);
        for (k, v) in ubah.as_object().unwrap() {
            body[k] = v.clone();
        }
        let res = app.post("/lms/bank_soal").cookie(&dosen).json(body).send().await;
        assert_eq!((res.status, res.message()), (StatusCode::UNPROCESSABLE_ENTITY, pesan));
    }
    assert_eq!(jumlah(app, "SELECT COUNT(*) FROM bank_soal WHERE id > $1", 0).await, sebelum, "nothing saved on failure");

    // A lecturer's bank is their own whatever id_dosen says.
    let mut body = bank(id_mk, false);
    body["id_dosen"] = json!(1);
    let tersembunyi = buat_bank(app, &dosen, body).await;
    let dibagikan = buat_bank(app, &dosen, bank(id_mk, true)).await;
    let d = app.get(&format!("/lms/bank_soal/{tersembunyi}")).cookie(&dosen).send().await.json;
    assert_eq!((d["dosen"].as_str().map(|s| !s.is_empty()), d["bisa_ubah"].as_bool()), (Some(true), Some(true)));
    let milik: i64 = sqlx::query_scalar("SELECT id_dosen FROM bank_soal WHERE id = $1").bind(tersembunyi).fetch_one(&app.db).await.unwrap();
    let saya: i64 = sqlx::query_scalar("SELECT id FROM users WHERE username = 'dosen'").fetch_one(&app.db).await.unwrap();
    assert_eq!(milik, saya);

    // Another lecturer of the course sees the shared bank only, and cannot change it.
    let rekan = rekan_mata_kuliah(app, id_mk).await;
    let daftar = app.get(&format!("/lms/bank_soal?mata_kuliah={id_mk}&per_page=100")).cookie(&rekan).send().await.json;
    let ids: Vec<i64> = daftar["data"].as_array().unwrap().iter().map(|b| b["id"].as_i64().unwrap()).collect();
    assert!(ids.contains(&dibagikan) && !ids.contains(&tersembunyi), "{ids:?}");
    // Spec 1 §2.6: the list says when a bank was made, and its search finds the creator.
    let baris = daftar["data"].as_array().unwrap().iter().find(|b| b["id"] == dibagikan).unwrap().clone();
    assert!(baris["dibuat"].as_str().is_some_and(|t| t.ends_with('Z')), "{baris}");
    let nama: String = sqlx::query_scalar("SELECT nama FROM users WHERE username = 'dosen'").fetch_one(&app.db).await.unwrap();
    let potong: String = nama.chars().take(6).collect();
    let cari =
        app.get(&format!("/lms/bank_soal?search={}&per_page=100", potong.to_uppercase().replace(' ', "+"))).cookie(&rekan).send().await;
    assert_eq!(cari.status, StatusCode::OK, "{}", cari.text);
    assert!(cari.json["data"].as_array().unwrap().iter().any(|b| b["id"] == dibagikan), "creator '{potong}' found: {}", cari.text);
    assert_eq!(app.get(&format!("/lms/bank_soal/{tersembunyi}")).cookie(&rekan).send().await.status, StatusCode::FORBIDDEN);
    let res = app.req(Method::PUT, &format!("/lms/bank_soal/{dibagikan}")).cookie(&rekan).json(bank(id_mk, true)).send().await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    // ... but copies it: the copy is theirs, with the questions.
    app.post(&format!("/lms/bank_soal/{dibagikan}/soal")).cookie(&dosen).json(pilihan("Soal bersama")).send().await;
    let res = app.post(&format!("/lms/bank_soal/{dibagikan}/duplikat")).cookie(&rekan).json(bank(id_mk, false)).send().await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    assert_eq!((res.json["bisa_ubah"].as_bool(), res.json["list_soal"].as_array().map(Vec::len)), (Some(true), Some(1)));

    // Students never; an operator with read sees but does not write; write picks the teacher.
    let mhs = app.login("mahasiswa").await;
    assert_eq!(app.get("/lms/bank_soal").cookie(&mhs).send().await.status, StatusCode::FORBIDDEN);
    let baca = app.login("operator_baca").await;
    assert_eq!(app.get(&format!("/lms/bank_soal/{tersembunyi}")).cookie(&baca).send().await.status, StatusCode::OK);
    let res = app.post(&format!("/lms/bank_soal/{tersembunyi}/soal")).cookie(&baca).json(pilihan("x")).send().await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    let op = app.login("operator").await;
    let res = app.post("/lms/bank_soal").cookie(&op).json(bank(id_mk, true)).send().await;
    assert_eq!(res.message(), "Dosen wajib diisi");
    let mut body = bank(id_mk, true);
    body["id_dosen"] = json!(saya);
    assert_eq!(app.post("/lms/bank_soal").cookie(&op).json(body).send().await.status, StatusCode::CREATED);

    let res = app.req(Method::DELETE, &format!("/lms/bank_soal/{dibagikan}")).cookie(&dosen).send().await;
    assert_eq!(res.status, StatusCode::NO_CONTENT);
    assert_eq!(jumlah(app, "SELECT COUNT(*) FROM bank_soal_soal WHERE id_bank = $1", dibagikan).await, 0);
}

async fn questions_keep_their_rules_and_lose_their_scripts(app: &TestApp) {
    let dosen = app.login("dosen").await;
    let id = buat_bank(app, &dosen, bank(mata_kuliah_dosen(app).await, true)).await;
    let tambah = |b: Value| app.post(&format!("/lms/bank_soal/{id}/soal")).cookie(&dosen).json(b).send();
    let langkah: Vec<(Value, &str)> = vec![
        (json!({"jenis": "pilihan", "pertanyaan": "<p><br></p>", "pilihan": ["a", "b", "c"], "kunci": "0"}), "Pertanyaan wajib diisi"),
        (json!({"jenis": "pilihan", "pertanyaan": "<p>x</p>", "pilihan": ["a", "b"], "kunci": "0"}), "Pilihan jawaban paling sedikit 3."),
        (json!({"jenis": "pilihan", "pertanyaan": "<p>x</p>", "pilihan": ["a", " ", "c"], "kunci": "0"}), "Pilihan jawaban wajib diisi"),
        (json!({"jenis": "pilihan", "pertanyaan": "<p>x</p>", "pilihan": ["a", "b", "c"], "kunci": "3"}), "Kunci jawaban wajib dipilih"),
        (json!({"jenis": "benar_salah", "pertanyaan": "<p>x</p>", "kunci": "mungkin"}), "Kunci jawaban wajib dipilih"),
        (json!({"jenis": "esay", "pertanyaan": "<p>x</p>", "jenis_file_diterima": []}), "Jenis jawaban yang diterima wajib dipilih"),
    ];
    for (body, pesan) in langkah {
        let res = tambah(body).await;
        assert_eq!((res.status, res.message()), (StatusCode::UNPROCESSABLE_ENTITY, pesan));
    }
    let jahat = json!({"jenis": "benar_salah", "kunci": "benar",
        "pertanyaan": "<p onclick=\"x()\">Bumi itu bulat.</p><script>alert(1)</script><img src=\"x\" onerror=\"alert(2)\">"});
    let res = tambah(jahat).await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    let html = res.json["list_soal"][0]["pertanyaan"].as_str().unwrap().to_string();
    assert!(
        html.contains("Bumi itu bulat.") && !html.contains("script") && !html.contains("onerror") && !html.contains("onclick"),
        "{html}"
    );
    // A pasted image stays; an SVG or HTML data URL does not.
    let gambar = json!({"jenis": "benar_salah", "kunci": "salah",
        "pertanyaan": "<p>Grafik ini naik.</p><img src=\"data:image/png;base64,iVBORw0KGgo=\"><img src=\"data:image/svg+xml;base64,PHN2Zz4=\">"});
    let res = tambah(gambar).await;
    let html = res.json["list_soal"][1]["pertanyaan"].as_str().unwrap().to_string();
    assert!(html.contains("<img src=\"data:image/png;base64,iVBORw0KGgo=\">") && !html.contains("svg"), "{html}");
    app.req(Method::DELETE, &format!("/lms/bank_soal/{id}/soal/{}", res.json["list_soal"][1]["id"])).cookie(&dosen).send().await;
    let res =
        tambah(json!({"jenis": "esay", "pertanyaan": "<p>Jelaskan.</p>", "kunci": "Karena ...", "jenis_file_diterima": ["text", "pdf"]}))
            .await;
    let esai = res.json["list_soal"][1].clone();
    assert_eq!((esai["jenis"].as_str(), esai["jenis_file_diterima"].clone()), (Some("esay"), json!(["text", "pdf"])));
    // Deleting option B of a question keyed C is the client's re-pointing; the server keeps what it is sent.
    let res = tambah(pilihan("Mana yang genap?")).await;
    let id_soal = res.json["list_soal"][2]["id"].as_i64().unwrap();
    let ubah = json!({"jenis": "pilihan", "pertanyaan": "<p>Mana yang genap?</p>", "pilihan": ["Satu", "Tiga", "Empat"], "kunci": "2"});
    let res = app.req(Method::PUT, &format!("/lms/bank_soal/{id}/soal/{id_soal}")).cookie(&dosen).json(ubah).send().await;
    assert_eq!((res.json["list_soal"][2]["kunci"].as_str(), res.json["list_soal"][2]["pilihan"][2].as_str()), (Some("2"), Some("Empat")));
    let res = app.req(Method::DELETE, &format!("/lms/bank_soal/{id}/soal/{id_soal}")).cookie(&dosen).send().await;
    assert_eq!(res.json["list_soal"].as_array().map(Vec::len), Some(2));
    // Every change to the questions is in the activity log, naming the bank.
    let log: Vec<String> =
        sqlx::query_scalar("SELECT detail FROM log_aktivitas WHERE jenis = 'ubah_bank_soal' AND detail LIKE $1 ORDER BY id")
            .bind(format!("% pada bank soal {id}"))
            .fetch_all(&app.db)
            .await
            .unwrap();
    assert_eq!(log.iter().filter(|d| d.starts_with("Menambah 1 soal")).count(), 4, "{log:?}");
    assert!(
        log.contains(&format!("Mengubah soal {id_soal} pada bank soal {id}"))
            && log.contains(&format!("Menghapus soal {id_soal} pada bank soal {id}")),
        "{log:?}"
    );
    // Search is by the question's text.
    let d = app.get(&format!("/lms/bank_soal/{id}")).cookie(&dosen).send().await.json;
    assert_eq!(d["jumlah_soal"].as_i64(), Some(2));
}

async fn the_limit_holds_under_two_adds_at_once(app: &TestApp) {
    let dosen = app.login("dosen").await;
    let id = buat_bank(app, &dosen, bank(mata_kuliah_dosen(app).await, true)).await;
    for i in 0..98 {
        let res = app.post(&format!("/lms/bank_soal/{id}/soal")).cookie(&dosen).json(pilihan(&format!("Soal {i}"))).send().await;
        assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    }
    // Three at once for the last two places.
    let kirim = |i: i64| app.post(&format!("/lms/bank_soal/{id}/soal")).cookie(&dosen).json(pilihan(&format!("Akhir {i}"))).send();
    let (a, b, c) = tokio::join!(kirim(1), kirim(2), kirim(3));
    let mut status: Vec<StatusCode> = vec![a.status, b.status, c.status];
    status.sort();
    assert_eq!(
        status,
        vec![StatusCode::CREATED, StatusCode::CREATED, StatusCode::UNPROCESSABLE_ENTITY],
        "{} {} {}",
        a.text,
        b.text,
        c.text
    );
    assert_eq!(jumlah(app, "SELECT COUNT(*) FROM bank_soal_soal WHERE id_bank = $1", id).await, 100);
    let res = kirim(4).await;
    assert_eq!(res.message(), "Bank soal sudah berisi 100 soal. Hapus soal lain atau buat bank soal baru.");
}

/// A spreadsheet of choice questions: header and rows of (question, A..E, key).
fn lembar(baris: &[[&str; 7]]) -> Vec<u8> {
    let mut buku = rust_xlsxwriter::Workbook::new();
    let l = buku.add_worksheet();
    for (c, h) in ["Pertanyaan", "Opsi A", "Opsi B", "Opsi C", "Opsi D", "Opsi E", "Kunci"].iter().enumerate() {
        l.write_string(0, c as u16, *h).unwrap();
    }
    for (r, row) in baris.iter().enumerate() {
        for (c, v) in row.iter().enumerate() {
            if !v.is_empty() {
                l.write_string(r as u32 + 1, c as u16, *v).unwrap();
            }
        }
    }
    buku.save_to_buffer().unwrap()
}

async fn impor(app: &TestApp, s: &Session, id: i64, jenis: &str, nama: &str, isi: &[u8]) -> crate::common::Res {
    let (ct, body) = multipart(&[("jenis_soal", None, jenis.as_bytes()), ("file", Some(nama), isi)]);
    app.post(&format!("/v2/lms/bank_soal/{id}/soal/import_excel")).cookie(s).raw(&ct, body).send().await
}

async fn an_import_takes_all_rows_or_names_the_bad_ones(app: &TestApp) {
    let dosen = app.login("dosen").await;
    let id = buat_bank(app, &dosen, bank(mata_kuliah_dosen(app).await, true)).await;
    assert_eq!(impor(app, &dosen, id, "pilihan", "soal.xlsx", b"").await.message(), "File belum dipilih");
    assert_eq!(impor(app, &dosen, id, "pilihan", "soal.csv", b"a;b").await.message(), "Hanya berkas .xls atau .xlsx yang dapat diimpor.");
    let baik = ["Ibu kota Jawa Barat?", "Bandung", "Bogor", "Depok", "", "", "a"];
    let buruk = lembar(&[
        baik,
        ["Tanpa kunci", "A", "B", "C", "", "", ""],
        baik,
        ["Kunci ke opsi kosong", "A", "B", "C", "", "", "E"],
        ["Opsi bolong", "A", "", "C", "D", "", "A"],
    ]);
    let res = impor(app, &dosen, id, "pilihan", "soal.xlsx", &buruk).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    let pesan = res.message();
    assert!(pesan.starts_with("Impor gagal, tidak ada soal yang disimpan. 3 baris perlu diperbaiki:"), "{pesan}");
    for bagian in ["Baris 3, kolom Kunci:", "Baris 5, kolom Kunci:", "Baris 6, kolom Opsi B:"] {
        assert!(pesan.contains(bagian), "{bagian} in {pesan}");
    }
    assert_eq!(jumlah(app, "SELECT COUNT(*) FROM bank_soal_soal WHERE id_bank = $1", id).await, 0, "all rows or none");

    // The downloaded template, filled in, goes in whole.
    let res = app.get("/lms/bank_soal/template/benar_salah").cookie(&dosen).send_bytes().await;
    let mut buku: calamine::Xlsx<_> = calamine::open_workbook_from_rs(std::io::Cursor::new(res)).expect("a real xlsx");
    let contoh = calamine::Reader::worksheet_range(&mut buku, "Soal").unwrap();
    assert_eq!(contoh.get_value((0, 1)).map(|v| v.to_string()), Some("Kunci".into()));
    let res = impor(app, &dosen, id, "pilihan", "soal.xlsx", &lembar(&[baik, baik])).await;
    assert_eq!((res.status, res.message()), (StatusCode::OK, "2 soal berhasil diimpor."));
    let d = app.get(&format!("/lms/bank_soal/{id}")).cookie(&dosen).send().await.json;
    assert_eq!(
        (d["list_soal"][0]["kunci"].as_str(), d["list_soal"][0]["pertanyaan"].as_str()),
        (Some("0"), Some("<p>Ibu kota Jawa Barat?</p>"))
    );
    // The limit counts what the bank holds.
    let banyak: Vec<[&str; 7]> = (0..99).map(|_| baik).collect();
    let res = impor(app, &dosen, id, "pilihan", "soal.xlsx", &lembar(&banyak)).await;
    assert_eq!(res.message(), "Bank soal hanya dapat menampung 98 soal lagi (maksimal 100), sedangkan yang akan ditambahkan 99 soal.");
    assert_eq!(jumlah(app, "SELECT COUNT(*) FROM bank_soal_soal WHERE id_bank = $1", id).await, 2);
}

async fn questions_come_from_an_exam_and_leave_as_a_pdf(app: &TestApp) {
    let k = kelas_bersama(app, true).await;
    let id_mk: i64 =
        sqlx::query_scalar("SELECT id_mata_kuliah FROM kelas_kuliah WHERE id = $1").bind(k.id_kelas).fetch_one(&app.db).await.unwrap();
    let id = buat_bank(app, &k.dosen, bank(id_mk, true)).await;
    assert_eq!(app.get(&format!("/lms/bank_soal/{id}/pdf")).cookie(&k.dosen).send().await.message(), "Belum ada soal");
    // An exam of the demo with questions, in a class `dosen` teaches.
    let (id_kelas, id_ujian): (i64, i64) = sqlx::query_as(
        "SELECT p.id_kelas, a.id FROM aktivitas a JOIN pertemuan p ON p.id = a.id_pertemuan
         JOIN kelas_pengajar kp ON kp.id_kelas = p.id_kelas JOIN users u ON u.id = kp.id_dosen AND u.username = 'dosen'
         WHERE a.jenis = 'ujian' AND EXISTS (SELECT 1 FROM ujian_kelompok_soal g JOIN ujian_soal s ON s.id_kelompok = g.id WHERE g.id_aktivitas = a.id)
         ORDER BY a.id LIMIT 1",
    )
    .fetch_one(&app.db)
    .await
    .unwrap();
    let sumber = app.get(&format!("/lms/bank_soal/ujian_sumber?id_kelas_kuliah={id_kelas}")).cookie(&k.dosen).send().await.json;
    assert!(sumber.as_array().unwrap().iter().any(|u| u["id"] == id_ujian && u["jumlah_soal"].as_i64() > Some(1)), "{sumber}");
    let soal = app.get(&format!("/lms/ujian/{id_ujian}/soal")).cookie(&k.dosen).send().await.json;
    let ids: Vec<i64> = soal["kelompok_soal"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|g| g["soal"].as_array().unwrap().iter().map(|s| s["id"].as_i64().unwrap()))
        .take(2)
        .collect();
    let salin = |list: Vec<i64>| {
        app.post(&format!("/lms/bank_soal/{id}/soal/salin_ujian"))
            .cookie(&k.dosen)
            .json(json!({"id_ujian": id_ujian, "list_id_soal": list}))
            .send()
    };
    assert_eq!(salin(vec![]).await.message(), "Tidak ada soal yang dipilih");
    let res = salin(ids.clone()).await;
    assert_eq!((res.status, res.json["list_soal"].as_array().map(Vec::len)), (StatusCode::CREATED, Some(2)), "{}", res.text);
    let bank_soal: Vec<i64> = res.json["list_soal"].as_array().unwrap().iter().map(|s| s["id"].as_i64().unwrap()).collect();
    // A student cannot copy an exam's keys into anything.
    let res = app
        .post(&format!("/lms/bank_soal/{id}/soal/salin_ujian"))
        .cookie(&k.mhs)
        .json(json!({"id_ujian": id_ujian, "list_id_soal": [ids[0]]}))
        .send()
        .await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);

    // ... and go from the bank into a new exam's group.
    let jam = |j: i64| lms::db::format_time(chrono::Utc::now() + chrono::Duration::hours(j));
    let ujian = json!({"id_pertemuan": k.id_pertemuan, "judul": "Kuis dari bank", "deskripsi": "<p>Kuis.</p>", "jenis": "kuis",
        "sifat": "open", "gunakan_batas_waktu": true, "durasi": 30, "acak_soal": false, "ditampilkan": true,
        "tampilkan_kunci_jawaban": false, "waktu_tampil_kunci": null, "waktu_mulai": jam(2), "waktu_selesai": jam(26)});
    let baru = app.post("/lms/ujian").cookie(&k.dosen).json(ujian).send().await.json["id"].as_i64().unwrap();
    let grup = app.post(&format!("/lms/ujian/{baru}/kelompok_soal")).cookie(&k.dosen).json(json!({"aturan": "semua"})).send().await;
    let id_grup = grup.json["kelompok_soal"][0]["id"].as_i64().unwrap();
    let ambil = |list: Vec<i64>| {
        app.post(&format!("/lms/ujian/{baru}/kelompok_soal/{id_grup}/soal/dari_bank"))
            .cookie(&k.dosen)
            .json(json!({"id_bank": id, "list_id_soal": list}))
            .send()
    };
    assert_eq!(ambil(vec![999_999]).await.message(), "Soal yang dipilih tidak ada pada bank soal ini.");
    let res = ambil(bank_soal).await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    assert_eq!(res.json["kelompok_soal"][0]["soal"].as_array().map(Vec::len), Some(2));

    // A pasted image is drawn in the PDF, in its place.
    let png = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
    let bergambar = json!({"jenis": "esay", "pertanyaan": format!("<p>Perhatikan denah berikut.</p><p><img src=\"data:image/png;base64,{png}\"></p>"),
                           "kunci": "", "jenis_file_diterima": ["text"]});
    let res = app.post(&format!("/lms/bank_soal/{id}/soal")).cookie(&k.dosen).json(bergambar).send().await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);

    let pdf = app.get(&format!("/lms/bank_soal/{id}/pdf")).cookie(&k.dosen).send_bytes().await;
    assert!(pdf.starts_with(b"%PDF"), "a PDF");
    let teks = pdftotext(&pdf);
    let pertama = app.get(&format!("/lms/bank_soal/{id}")).cookie(&k.dosen).send().await.json["list_soal"][0]["pertanyaan"]
        .as_str()
        .unwrap()
        .to_string();
    let isi = lms::bank_soal::pdf::isi(&pertama, &mut lms::bank_soal::pdf::Gambar::default());
    let Some(lms::bank_soal::pdf::Isi::Teks(awal)) = isi.first() else { panic!("the first question starts with text: {pertama}") };
    let kata = awal.split_whitespace().take(3).collect::<Vec<_>>().join(" ");
    assert!(teks.contains("BANK SOAL") && teks.contains("Bank Soal Bab 1") && teks.contains(&kata), "{kata} in {teks}");
    assert!(teks.contains("Perhatikan denah berikut.") && !teks.contains("[gambar]"), "{teks}");
    assert_eq!(crate::common::pdf_jumlah_gambar(&pdf), 1, "the pasted image is drawn");
}

/// A 1 × 1 PNG.
const PNG_1X1: &str = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

async fn unggah_png(app: &TestApp, s: &Session, nama: &str) -> String {
    use base64::Engine;
    let png = base64::engine::general_purpose::STANDARD.decode(PNG_1X1).unwrap();
    let (ct, body) = multipart(&[("dir", None, b"soal/gambar"), ("file", Some(nama), &png)]);
    let res = app.post("/v2/storager").cookie(s).raw(&ct, body).send().await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    res.json["url"].as_str().unwrap().to_string()
}

/// A question's attachments, option images and key files: saved with it,
/// shown on the bank and the PDF, carried into an exam, shown on a
/// student's sheet (the key's files only with the key), opened by the
/// student given the question and not by others.
async fn question_files_follow_the_question_to_the_sheet(app: &TestApp) {
    let k = kelas_bersama(app, true).await;
    let id_mk: i64 =
        sqlx::query_scalar("SELECT id_mata_kuliah FROM kelas_kuliah WHERE id = $1").bind(k.id_kelas).fetch_one(&app.db).await.unwrap();
    let id = buat_bank(app, &k.dosen, bank(id_mk, false)).await;

    // Students upload no question files.
    let (ct, body) = multipart(&[("dir", None, b"soal/lampiran"), ("file", Some("a.pdf"), crate::common::PDF)]);
    assert_eq!(app.post("/v2/storager").cookie(&k.mhs).raw(&ct, body).send().await.status, StatusCode::FORBIDDEN);
    let petunjuk = unggah(app, &k.dosen, "soal/lampiran", "Petunjuk.pdf").await;
    let kunci = unggah(app, &k.dosen, "soal/lampiran", "Pembahasan.pdf").await;
    let gambar = unggah_png(app, &k.dosen, "Grafik.png").await;

    let tambah = |b: Value| app.post(&format!("/lms/bank_soal/{id}/soal")).cookie(&k.dosen).json(b).send();
    let mut pilihan_bergambar = pilihan("Grafik mana yang naik?");
    pilihan_bergambar["soal_files"] = json!([petunjuk]);
    pilihan_bergambar["gambar"] = json!([null, gambar]);
    let mut terlalu_banyak = pilihan("x");
    terlalu_banyak["soal_files"] = json!(vec![petunjuk.clone(); 6]);
    assert_eq!(tambah(terlalu_banyak).await.message(), "Lampiran soal paling banyak 5 file.");
    let mut gambar_pdf = pilihan("x");
    gambar_pdf["gambar"] = json!([petunjuk]);
    assert_eq!(tambah(gambar_pdf).await.message(), "File tidak ditemukan. Unggah ulang file tersebut.", "an image comes from soal/gambar");
    assert_eq!(tambah(pilihan_bergambar).await.status, StatusCode::CREATED);
    let esai = json!({"jenis": "esay", "pertanyaan": "<p>Jelaskan grafiknya.</p>", "kunci": "Naik", "jenis_file_diterima": ["text"],
                      "kunci_files": [kunci]});
    assert_eq!(tambah(esai).await.status, StatusCode::CREATED);
    let bs = json!({"jenis": "benar_salah", "pertanyaan": "<p>Grafiknya naik.</p>", "kunci": "benar"});
    assert_eq!(tambah(bs).await.status, StatusCode::CREATED, "the PDF holds every kind beside the files");

    let detail = app.get(&format!("/lms/bank_soal/{id}")).cookie(&k.dosen).send().await.json;
    let (p, e) = (&detail["list_soal"][0], &detail["list_soal"][1]);
    assert_eq!(p["soal_files"][0]["name"], "Petunjuk.pdf");
    assert_eq!(
        (p["gambar"][0].clone(), p["gambar"][1]["name"].clone(), p["gambar"].as_array().unwrap().len()),
        (Value::Null, json!("Grafik.png"), 4)
    );
    assert_eq!(e["kunci_files"][0]["name"], "Pembahasan.pdf");
    let pdf = app.get(&format!("/lms/bank_soal/{id}/pdf")).cookie(&k.dosen).send_bytes().await;
    let teks = pdftotext(&pdf);
    assert!(teks.contains("Lampiran: Petunjuk.pdf") && teks.contains("Pembahasan.pdf"), "{teks}");
    assert_eq!(crate::common::pdf_jumlah_gambar(&pdf), 1, "the option's image is drawn");

    // Into an exam, then onto the student's sheet.
    let jam = |j: i64| lms::db::format_time(chrono::Utc::now() + chrono::Duration::minutes(j));
    let ujian = json!({"id_pertemuan": k.id_pertemuan, "judul": "Kuis Grafik", "deskripsi": "<p>Kuis.</p>", "jenis": "kuis",
        "sifat": "open", "gunakan_batas_waktu": true, "durasi": 30, "waktu_mulai": jam(0), "waktu_selesai": jam(120)});
    let id_ujian = app.post("/lms/ujian").cookie(&k.dosen).json(ujian).send().await.json["id"].as_i64().unwrap();
    let grup = app.post(&format!("/lms/ujian/{id_ujian}/kelompok_soal")).cookie(&k.dosen).json(json!({"aturan": "semua"})).send().await;
    let id_grup = grup.json["kelompok_soal"][0]["id"].as_i64().unwrap();
    let ids: Vec<i64> = detail["list_soal"].as_array().unwrap().iter().map(|s| s["id"].as_i64().unwrap()).collect();
    let res = app
        .post(&format!("/lms/ujian/{id_ujian}/kelompok_soal/{id_grup}/soal/dari_bank"))
        .cookie(&k.dosen)
        .json(json!({"id_bank": id, "list_id_soal": ids}))
        .send()
        .await;
    assert_eq!(res.json["kelompok_soal"][0]["soal"][0]["gambar"][1]["name"], "Grafik.png", "{}", res.text);
    let lembar = app.post(&format!("/lms/ujian/{id_ujian}/pengerjaan/start")).cookie(&k.mhs).send().await;
    assert_eq!(lembar.status, StatusCode::OK, "{}", lembar.text);
    let (sp, se) = (&lembar.json["kelompok_soal"][0]["soal"][0], &lembar.json["kelompok_soal"][0]["soal"][1]);
    assert_eq!((sp["soal_files"][0]["url"].as_str(), sp["gambar"][1]["url"].as_str()), (Some(petunjuk.as_str()), Some(gambar.as_str())));
    assert_eq!(se["kunci_files"], json!([]), "the key's files stay hidden with the key");

    assert_eq!(app.get(&petunjuk).cookie(&k.mhs).send().await.status, StatusCode::OK);
    assert_eq!(app.get(&gambar).cookie(&k.mhs).send().await.status, StatusCode::OK);
    assert_eq!(app.get(&kunci).cookie(&k.mhs).send().await.status, StatusCode::NOT_FOUND, "not the key's file");
    let luar = app.login(&mahasiswa_luar(app, k.id_kelas).await).await;
    assert_eq!(app.get(&petunjuk).cookie(&luar).send().await.status, StatusCode::NOT_FOUND);

    // A question's files change with its form: the image removed, the attachment kept.
    let id_soal = ids[0];
    let mut ubah = pilihan("Grafik mana yang naik?");
    ubah["soal_files"] = json!([petunjuk]);
    ubah["gambar"] = json!([null, null]);
    let res = app.req(Method::PUT, &format!("/lms/bank_soal/{id}/soal/{id_soal}")).cookie(&k.dosen).json(ubah).send().await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let p = &res.json["list_soal"][0];
    assert_eq!((p["soal_files"].as_array().unwrap().len(), p["gambar"].as_array().unwrap().iter().all(Value::is_null)), (1, true));
}

/// An .xlsx of the given cells (row, column, text).
fn xlsx_sel(sel: &[(u32, u16, &str)]) -> Vec<u8> {
    let mut buku = rust_xlsxwriter::Workbook::new();
    let l = buku.add_worksheet();
    for (r, k, v) in sel {
        l.write_string(*r, *k, *v).unwrap();
    }
    buku.save_to_buffer().unwrap()
}

/// The workbook with entry `nama` written anew by `tulis` (given its old text).
fn ganti_entri(xlsx: &[u8], nama: &str, tulis: impl Fn(&str, &mut dyn std::io::Write)) -> Vec<u8> {
    use std::io::{Read, Write};
    let mut lama = zip::ZipArchive::new(std::io::Cursor::new(xlsx)).unwrap();
    let mut baru = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    for i in 0..lama.len() {
        let mut entri = lama.by_index(i).unwrap();
        let nama_entri = entri.name().unwrap().to_string();
        let mut isi = String::new();
        entri.read_to_string(&mut isi).unwrap();
        baru.start_file(nama_entri.as_str(), zip::write::SimpleFileOptions::default()).unwrap();
        if nama_entri == nama {
            tulis(&isi, &mut baru);
        } else {
            baru.write_all(isi.as_bytes()).unwrap();
        }
    }
    baru.finish().unwrap().into_inner()
}

/// Issue 31: what calamine would have turned into gigabytes is refused
/// before it allocates, and the server answers.
async fn a_spreadsheet_that_would_take_the_server_down_is_refused(app: &TestApp) {
    let dosen = app.login("dosen").await;
    let id = buat_bank(app, &dosen, bank(mata_kuliah_dosen(app).await, true)).await;
    let tolak = |res: crate::common::Res, awal: &str| {
        assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.text);
        assert!(res.message().starts_with(awal), "{awal} ... in {}", res.message());
    };

    // A1 and XFD1048576: a range of 2^34 cells (the process aborted).
    let jauh = xlsx_sel(&[(0, 0, "Pertanyaan"), (1_048_575, 16_383, "x")]);
    tolak(
        impor(app, &dosen, id, "pilihan", "soal.xlsx", &jauh).await,
        "Lembar kerja pertama menyatakan ukuran 1048576 baris × 16384 kolom",
    );

    // A1 and Z400000 with no <dimension> to go by: the streamed rows stop it (+310 MB before).
    let tanpa_dimensi = |xml: &str, w: &mut dyn std::io::Write| {
        let awal = xml.find("<dimension").unwrap();
        let akhir = awal + xml[awal..].find("/>").unwrap() + 2;
        w.write_all(format!("{}{}", &xml[..awal], &xml[akhir..]).as_bytes()).unwrap();
    };
    let panjang = ganti_entri(&xlsx_sel(&[(0, 0, "Pertanyaan"), (399_999, 25, "x")]), "xl/worksheets/sheet1.xml", tanpa_dimensi);
    tolak(
        impor(app, &dosen, id, "pilihan", "soal.xlsx", &panjang).await,
        "Berkas berisi terlalu banyak baris: paling banyak 100 soal per impor",
    );

    // A deflate bomb: one shared string of 200 MB that deflates to a few hundred KB.
    let bom = ganti_entri(&xlsx_sel(&[(0, 0, "Pertanyaan"), (1, 0, "BOM")]), "xl/sharedStrings.xml", |xml, w| {
        let (awal, akhir) = xml.split_once("BOM").unwrap();
        w.write_all(awal.as_bytes()).unwrap();
        let mb = vec![b'A'; 1 << 20];
        for _ in 0..200 {
            w.write_all(&mb).unwrap();
        }
        w.write_all(akhir.as_bytes()).unwrap();
    });
    assert!(bom.len() < lms::bank_soal::impor::UKURAN_MAKS, "{} bytes fit the upload", bom.len());
    let (res, tambahan_mb) = crate::common::puncak_memori_selama(impor(app, &dosen, id, "pilihan", "soal.xlsx", &bom)).await;
    tolak(res, "Isi berkas terlalu besar setelah dibuka (paling banyak 32 MB)");
    assert!(tambahan_mb < 64, "the bomb raised the peak memory by {tambahan_mb} MB");

    // An .xls is asked for again as .xlsx: calamine would build its full range unasked.
    let mut xls = vec![0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1];
    xls.resize(4096, 0);
    tolak(impor(app, &dosen, id, "pilihan", "soal.xls", &xls).await, "Berkas .xls (format Excel lama) tidak dapat diimpor.");
    assert_eq!(jumlah(app, "SELECT COUNT(*) FROM bank_soal_soal WHERE id_bank = $1", id).await, 0);
}

/// The limits leave room for the largest genuine file: a whole bank of choice questions.
async fn a_full_banks_template_still_imports(app: &TestApp) {
    let dosen = app.login("dosen").await;
    let id = buat_bank(app, &dosen, bank(mata_kuliah_dosen(app).await, true)).await;
    let penuh = lms::bank_soal::impor::lembar_contoh(lms::bank_soal::model::JenisSoal::Pilihan, 100).unwrap();
    let res = impor(app, &dosen, id, "pilihan", "Template Impor Soal Pilihan.xlsx", &penuh).await;
    assert_eq!((res.status, res.message()), (StatusCode::OK, "100 soal berhasil diimpor."), "{}", res.text);
}

/// The widths of the images a PDF draws (pdfimages -list, alpha masks left out).
fn lebar_gambar_pdf(pdf: &[u8]) -> Vec<u32> {
    let berkas = std::env::temp_dir().join(format!("lms-lebar-{}.pdf", uuid::Uuid::new_v4().simple()));
    std::fs::write(&berkas, pdf).unwrap();
    let out = std::process::Command::new("pdfimages").arg("-list").arg(&berkas).output().expect("pdfimages (poppler-utils)");
    let _ = std::fs::remove_file(&berkas);
    let daftar = String::from_utf8_lossy(&out.stdout).into_owned();
    let kolom = |l: &str, i: usize| l.split_whitespace().nth(i).map(str::to_string);
    daftar.lines().skip(2).filter(|l| kolom(l, 2).as_deref() == Some("image")).filter_map(|l| kolom(l, 3)?.parse().ok()).collect()
}

/// Issue 31: a 30000 × 30000 PNG (about 1 GB once decoded) is refused when
/// uploaded or pasted; one stored before that rule is left out of the PDF
/// with bounded memory, and a large allowed one is drawn scaled down.
async fn huge_images_are_refused_and_old_ones_stay_small_in_the_pdf(app: &TestApp) {
    let k = kelas_bersama(app, true).await;
    let id_mk: i64 =
        sqlx::query_scalar("SELECT id_mata_kuliah FROM kelas_kuliah WHERE id = $1").bind(k.id_kelas).fetch_one(&app.db).await.unwrap();
    let id = buat_bank(app, &k.dosen, bank(id_mk, false)).await;
    let raksasa = png_hitam(30_000, 30_000);
    let terlalu_besar = "Gambar berukuran 30000 × 30000 piksel terlalu besar: paling besar 4096 piksel per sisi";

    let res = crate::common::unggah_isi(app, &k.dosen, "soal/gambar", "Denah.png", &raksasa).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.text);
    assert!(res.message().starts_with(terlalu_besar), "{}", res.message());
    let tempel = |png: &[u8]| {
        use base64::Engine;
        format!("<p>Denah:</p><p><img src=\"data:image/png;base64,{}\"></p>", base64::engine::general_purpose::STANDARD.encode(png))
    };
    let esai = |pertanyaan: String| json!({"jenis": "esay", "pertanyaan": pertanyaan, "kunci": "", "jenis_file_diterima": ["text"]});
    let tambah = |b: Value| app.post(&format!("/lms/bank_soal/{id}/soal")).cookie(&k.dosen).json(b).send();
    let res = tambah(esai(tempel(&raksasa))).await;
    assert!(res.message().starts_with(terlalu_besar), "pasted: {}", res.message());

    // 4000 × 3000 (12 MP) is taken, and drawn 1600 pixels wide.
    let res = crate::common::unggah_isi(app, &k.dosen, "soal/gambar", "Grafik.png", &png_hitam(4000, 3000)).await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    let url = res.json["url"].as_str().unwrap().to_string();
    let mut bergambar = pilihan("Grafik mana yang naik?");
    bergambar["gambar"] = json!([url]);
    assert_eq!(tambah(bergambar).await.status, StatusCode::CREATED);
    assert_eq!(tambah(esai("<p>Denah lama.</p>".into())).await.status, StatusCode::CREATED);
    let unduh = || app.get(&format!("/lms/bank_soal/{id}/pdf")).cookie(&k.dosen).send_bytes();
    assert_eq!(lebar_gambar_pdf(&unduh().await), vec![1600], "the 4000-pixel image is scaled down");

    // As stored before the rule: the option image's file and a pasted image, both 30000 × 30000.
    let id_berkas = url.split('/').nth(3).unwrap();
    let kunci: String = sqlx::query_scalar("SELECT kunci FROM berkas WHERE id = $1").bind(id_berkas).fetch_one(&app.db).await.unwrap();
    app.storage.put(&kunci, raksasa.clone()).await.unwrap();
    sqlx::query("UPDATE bank_soal_soal SET pertanyaan = $1 WHERE id_bank = $2 AND jenis = 'esay'")
        .bind(tempel(&raksasa).replace("Denah:", "Denah lama."))
        .bind(id)
        .execute(&app.db)
        .await
        .unwrap();
    let (pdf, tambahan_mb) = crate::common::puncak_memori_selama(unduh()).await;
    assert!(pdf.starts_with(b"%PDF"), "a PDF");
    assert!(tambahan_mb < 64, "the PDF raised the peak memory by {tambahan_mb} MB");
    let teks = pdftotext(&pdf);
    assert!(teks.contains("Denah lama.") && teks.contains("[gambar]"), "{teks}");
    assert_eq!(lebar_gambar_pdf(&pdf), Vec::<u32>::new(), "neither giant is drawn");
}
