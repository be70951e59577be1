//! `lms seed bench-ujian --peserta N`: the exam-peak benchmark's data
//! (bench/ujian/). On top of the demo university: N extra students in the
//! demo lecturer's first class, one open exam (now until three hours on, 120
//! minutes, 40 questions: 30 choice, 5 true/false, 5 essays) and a signed-in
//! session per student, so the benchmark measures the exam and not 2,000
//! password hashes. Prints JSON: the exam and the session cookies.

use serde::Serialize;

use crate::db::{self, Db};
use crate::error::AppResult;
use crate::identitas::sesi::{self, NewSession};

#[derive(Serialize)]
pub struct BenchUjian {
    pub id_ujian: i64,
    pub id_kelas: i64,
    /// One `lms_sesi` cookie value per simulated student.
    pub cookies: Vec<String>,
}

pub const JUMLAH_SOAL: usize = 40;

/// Adds `peserta` students ('bench00001', ... with the demo password, NIM
/// 99........) to class `id_kelas`; answers their ids. Shared by the
/// benchmarks' seeds; numbering continues after earlier runs.
pub async fn tambah_peserta(tx: &mut sqlx::Transaction<'_, sqlx::Any>, id_kelas: i64, peserta: usize) -> AppResult<Vec<i64>> {
    let (hash, id_prodi): (String, i64) = sqlx::query_as(
        "SELECT u.password_hash, m.id_prodi FROM users u JOIN mahasiswa m ON m.id_user = u.id WHERE u.username = 'mahasiswa'",
    )
    .fetch_one(&mut **tx)
    .await?;
    let now = db::now();
    let awal: i64 =
        sqlx::query_scalar("SELECT CAST(COUNT(*) AS BIGINT) FROM users WHERE username LIKE 'bench%'").fetch_one(&mut **tx).await?;
    let mut ids = Vec::with_capacity(peserta);
    for i in 0..peserta as i64 {
        let n = awal + i + 1;
        let username = format!("bench{n:05}");
        let id: i64 = sqlx::query_scalar(
            "INSERT INTO users (username, password_hash, role, nama, email, created_at) VALUES ($1, $2, 'mahasiswa', $3, $4, $5) RETURNING id",
        )
        .bind(&username)
        .bind(&hash)
        .bind(format!("Peserta Uji Beban {n}"))
        .bind(format!("{username}@unura.ac.id"))
        .bind(&now)
        .fetch_one(&mut **tx)
        .await?;
        sqlx::query("INSERT INTO mahasiswa (id_user, nim, id_prodi, angkatan) VALUES ($1, $2, $3, 2025)")
            .bind(id)
            .bind(format!("99{n:08}"))
            .bind(id_prodi)
            .execute(&mut **tx)
            .await?;
        sqlx::query("INSERT INTO kelas_peserta (id_kelas, id_mahasiswa) VALUES ($1, $2)")
            .bind(id_kelas)
            .bind(id)
            .execute(&mut **tx)
            .await?;
        ids.push(id);
    }
    Ok(ids)
}

pub async fn seed_bench_ujian(db: &Db, peserta: usize) -> AppResult<BenchUjian> {
    let (id_kelas, id_pertemuan, id_dosen): (i64, i64, i64) = sqlx::query_as(
        "SELECT kp.id_kelas, (SELECT MIN(p.id) FROM pertemuan p WHERE p.id_kelas = kp.id_kelas), kp.id_dosen
         FROM kelas_pengajar kp JOIN users u ON u.id = kp.id_dosen WHERE u.username = 'dosen' ORDER BY kp.id_kelas LIMIT 1",
    )
    .fetch_one(db)
    .await?;
    let now = db::now();
    let mut tx = db.begin().await?;
    let ids = tambah_peserta(&mut tx, id_kelas, peserta).await?;
    let mulai = db::format_time(chrono::Utc::now() - chrono::Duration::minutes(1));
    let selesai = db::format_time(chrono::Utc::now() + chrono::Duration::hours(3));
    let id_ujian =
        crate::pertemuan::store::sisip_aktivitas(&mut tx, id_pertemuan, ("ujian", "uts"), "UTS Uji Beban", (&mulai, &selesai), id_dosen)
            .await?;
    sqlx::query(
        "INSERT INTO ujian (id_aktivitas, deskripsi, sifat, gunakan_batas_waktu, durasi, acak_soal, ditampilkan, tampilkan_kunci_jawaban)
         VALUES ($1, '<p>Ujian uji beban.</p>', 'open', 1, 120, 1, 1, 0)",
    )
    .bind(id_ujian)
    .execute(&mut *tx)
    .await?;
    let id_kelompok: i64 =
        sqlx::query_scalar("INSERT INTO ujian_kelompok_soal (id_aktivitas, urutan, aturan) VALUES ($1, 1, 'semua') RETURNING id")
            .bind(id_ujian)
            .fetch_one(&mut *tx)
            .await?;
    for n in 1..=JUMLAH_SOAL {
        let (jenis, pilihan, kunci, diterima) = match n {
            1..=30 => ("pilihan", r#"["A","B","C","D"]"#, ((n % 4).to_string()), "[]"),
            31..=35 => ("benar_salah", r#"["benar","salah"]"#, "benar".to_string(), "[]"),
            _ => ("esay", "[]", String::new(), r#"["text"]"#),
        };
        sqlx::query(
            "INSERT INTO ujian_soal (id_kelompok, urutan, jenis, pertanyaan, pilihan, kunci, jenis_file_diterima, id_pembuat, created_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
        )
        .bind(id_kelompok)
        .bind(n as i64)
        .bind(jenis)
        .bind(format!("<p>Soal uji beban nomor {n}.</p>"))
        .bind(pilihan)
        .bind(kunci)
        .bind(diterima)
        .bind(id_dosen)
        .bind(&now)
        .execute(&mut *tx)
        .await?;
    }
    tx.commit().await?;
    let mut cookies = Vec::with_capacity(peserta);
    for id in ids {
        cookies.push(
            sesi::create(db, NewSession { id_user: id, id_operator: None, id_sesi_asal: None, ip: "127.0.0.1".into() }).await?.cookie,
        );
    }
    Ok(BenchUjian { id_ujian, id_kelas, cookies })
}
