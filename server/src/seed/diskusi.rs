//! Demo discussions: the demo student has asked about two individual tasks and
//! one exam of the current period and a teacher has answered, so the chat area
//! of the task pages and the exam's comments show a real conversation on the
//! first visit.

use chrono::Duration;
use sqlx::any::AnyRow;
use sqlx::{Any, Row, Transaction};

use super::demo::insert;
use crate::chat::{id_grup_tugas, id_grup_ujian};
use crate::db::{self, Arg};

const PERCAKAPAN: [[&str; 2]; 3] = [
    [
        "Selamat siang, Pak/Bu. Apakah tugas ini boleh dikumpulkan dalam format PDF?",
        "Boleh, kumpulkan dalam PDF dengan nama file NIM_Nama.",
    ],
    ["Mohon izin bertanya, apakah referensi boleh dari jurnal berbahasa Inggris?", "Boleh. Cantumkan sumbernya di daftar pustaka."],
    ["Pak/Bu, apakah pada kuis ini boleh memakai kalkulator?", "Boleh, kalkulator biasa saja (bukan ponsel)."],
];

/// The demo student's latest started activities matching `jenis` (SQL over `a`), newest first.
async fn aktivitas_mahasiswa(tx: &mut Transaction<'_, Any>, now: &str, jenis: &str, n: i64) -> anyhow::Result<Vec<AnyRow>> {
    Ok(sqlx::query(&format!(
        "SELECT a.id, a.judul, a.waktu_mulai, p.id_kelas, m.id_user, m.nim, u.nama
         FROM users u JOIN mahasiswa m ON m.id_user = u.id
         JOIN kelas_peserta kp ON kp.id_mahasiswa = m.id_user
         JOIN kelas_kuliah k ON k.id = kp.id_kelas AND k.periode = (SELECT kode FROM periode WHERE is_berjalan = 1)
         JOIN pertemuan p ON p.id_kelas = k.id JOIN aktivitas a ON a.id_pertemuan = p.id
         WHERE u.username = 'mahasiswa' AND {jenis} AND a.waktu_mulai < $1
         ORDER BY a.waktu_mulai DESC, a.id LIMIT $2"
    ))
    .bind(now)
    .bind(n)
    .fetch_all(&mut **tx)
    .await?)
}

pub async fn seed_diskusi(tx: &mut Transaction<'_, Any>, now: &str) -> anyhow::Result<()> {
    let tugas = aktivitas_mahasiswa(tx, now, "a.jenis = 'tugas' AND a.sub_jenis = 'individu'", 2).await?;
    let ujian = aktivitas_mahasiswa(
        tx,
        now,
        "a.jenis = 'ujian' AND EXISTS (SELECT 1 FROM ujian uj WHERE uj.id_aktivitas = a.id AND uj.ditampilkan = 1)",
        1,
    )
    .await?;
    let [t1, t2, u1] = PERCAKAPAN;
    let semua = tugas.iter().zip([t1, t2]).map(|(r, p)| (r, "tugas", p)).chain(ujian.iter().zip([u1]).map(|(r, p)| (r, "ujian", p)));
    let (mut grup, mut anggota, mut pesan) = (Vec::new(), Vec::new(), Vec::new());
    for (row, penggunaan, [tanya, jawab]) in semua {
        let (id_aktivitas, id_mahasiswa, nim): (i64, i64, String) = (row.try_get("id")?, row.try_get("id_user")?, row.try_get("nim")?);
        let id = if penggunaan == "ujian" { id_grup_ujian(id_aktivitas, &nim) } else { id_grup_tugas(id_aktivitas, &nim) };
        let pengajar: Vec<i64> = sqlx::query_scalar("SELECT id_dosen FROM kelas_pengajar WHERE id_kelas = $1 ORDER BY urutan")
            .bind(row.try_get::<i64, _>("id_kelas")?)
            .fetch_all(&mut **tx)
            .await?;
        let mulai = db::parse_time(&row.try_get::<String, _>("waktu_mulai")?).expect("seeded time");
        let nama = format!("Diskusi {} - {}", row.try_get::<String, _>("judul")?, row.try_get::<String, _>("nama")?);
        grup.push(vec![
            Arg::Text(id.clone()),
            Arg::Text(nama),
            Arg::Text(penggunaan.into()),
            Arg::Int(id_aktivitas),
            Arg::Int(id_mahasiswa),
            Arg::Text(db::format_time(mulai + Duration::hours(20))),
        ]);
        anggota.push(vec![Arg::Text(id.clone()), Arg::Int(id_mahasiswa), Arg::Text("Mahasiswa".into())]);
        anggota.extend(pengajar.iter().map(|d| vec![Arg::Text(id.clone()), Arg::Int(*d), Arg::Text("Dosen".into())]));
        pesan.push(vec![
            Arg::Text(id.clone()),
            Arg::Int(id_mahasiswa),
            Arg::Text(tanya.into()),
            Arg::Text(db::format_time(mulai + Duration::hours(20))),
        ]);
        if let Some(dosen) = pengajar.first() {
            pesan.push(vec![
                Arg::Text(id),
                Arg::Int(*dosen),
                Arg::Text(jawab.into()),
                Arg::Text(db::format_time(mulai + Duration::hours(22))),
            ]);
        }
    }
    insert(tx, "chat_grup", &["id", "nama", "penggunaan", "id_aktivitas", "id_mahasiswa", "created_at"], grup).await?;
    insert(tx, "chat_anggota", &["id_grup", "id_user", "peran"], anggota).await?;
    insert(tx, "chat_pesan", &["id_grup", "id_user", "isi", "dikirim_pada"], pesan).await
}
