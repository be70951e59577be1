//! The demo classes' materials: every 'materi' activity gets its material
//! (an e-book PDF, a link, an audio recording, a video or a ZIP archive, by meeting),
//! with the students' recorded uses for the meetings already held. The files
//! are real and small: PDFs typeset by typst, a WAV tone, a ZIP holding a PDF
//! and a text file, and a 6-second WebM video made once with ffmpeg
//! (`berkas/README.md`). Their bytes are made by [`pasang_berkas_demo`], which
//! `lms seed demo` and every start call, so a data directory that lost them
//! (or a new S3 bucket) gets them back.

use std::io::Write;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use sqlx::{Any, Transaction};

use super::demo::insert;
use super::names::TOPIK;
use crate::db::{self, Arg, Db};
use crate::storage::Storage;

const SEED: u64 = 20_261_124;
/// The demo operator, who put the shared course files in.
const PENGUNGGAH: i64 = 1;

/// (id, key, name, size is computed) of the demo files; ids are fixed so the
/// rows and the bytes can be made separately.
fn daftar_berkas() -> Vec<(String, String, String)> {
    let mut out = Vec::new();
    for (i, topik) in TOPIK.iter().enumerate().take(4) {
        out.push((format!("{:032x}", 0xd0 + i), format!("demo/modul-{}.pdf", i + 1), format!("Modul {} - {topik}.pdf", i + 1)));
    }
    out.push((format!("{:032x}", 0xe0), "demo/rekaman-kuliah.wav".into(), "Rekaman Kuliah.wav".into()));
    out.push((format!("{:032x}", 0xe1), "demo/bahan-praktikum.zip".into(), "Bahan Praktikum.zip".into()));
    out.push((ID_PETUNJUK_TUGAS.into(), "demo/petunjuk-tugas.pdf".into(), "Petunjuk Tugas.pdf".into()));
    out.push((ID_VIDEO.into(), "demo/video-kuliah.webm".into(), "Video Kuliah.webm".into()));
    out.push((ID_JAWABAN_TUGAS.into(), "demo/jawaban-tugas.pdf".into(), "Jawaban Tugas.pdf".into()));
    out.push((ID_JADWAL.into(), "demo/jadwal-praktikum.xlsx".into(), "Jadwal Praktikum.xlsx".into()));
    out
}

/// A spreadsheet material (meeting 13's), which the File Viewer previews when LibreOffice is installed.
const ID_JADWAL: &str = "000000000000000000000000000000e5";

/// The demo tasks' attachment and the demo hand-ins' file (seed/tugas.rs).
pub const ID_PETUNJUK_TUGAS: &str = "000000000000000000000000000000e2";
pub const ID_JAWABAN_TUGAS: &str = "000000000000000000000000000000e3";
/// The demo's lecture video (made once with ffmpeg: seed/berkas/README.md).
const ID_VIDEO: &str = "000000000000000000000000000000e4";
const VIDEO_KULIAH: &[u8] = include_bytes!("berkas/video-kuliah.webm");

/// The bytes of a demo file.
fn isi(kunci: &str) -> anyhow::Result<Vec<u8>> {
    if let Some(n) = kunci.strip_prefix("demo/modul-").and_then(|s| s.strip_suffix(".pdf")) {
        let i: usize = n.parse()?;
        return modul_pdf(i, TOPIK[i - 1]);
    }
    match kunci {
        "demo/rekaman-kuliah.wav" => Ok(nada_wav(3)),
        "demo/video-kuliah.webm" => Ok(VIDEO_KULIAH.to_vec()),
        "demo/petunjuk-tugas.pdf" => dokumen_pdf(
            "Petunjuk Tugas",
            "== Ketentuan\n+ Kerjakan secara mandiri (tugas individu) atau bersama kelompok (tugas kelompok).\n\
             + Tulis jawaban dalam format PDF, huruf 12 pt, spasi 1,5.\n+ Beri nama file NIM_Nama.pdf.\n\
             + Cantumkan sumber rujukan di daftar pustaka.\n== Penilaian\nKetepatan konsep 50%, analisis 30%, kerapian 20%.\n",
        ),
        "demo/jawaban-tugas.pdf" => {
            dokumen_pdf("Jawaban Tugas", "== Pendahuluan\n#lorem(60)\n== Pembahasan\n#lorem(120)\n== Kesimpulan\n#lorem(40)\n")
        }
        "demo/jadwal-praktikum.xlsx" => jadwal_xlsx(),
        "demo/bahan-praktikum.zip" => {
            let mut zip = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
            let opsi = zip::write::SimpleFileOptions::default();
            zip.start_file("BACA SAYA.txt", opsi)?;
            zip.write_all("Bahan praktikum: kerjakan langkah 1-5 pada modul, lalu unggah hasilnya.\n".as_bytes())?;
            zip.start_file("Modul 1.pdf", opsi)?;
            zip.write_all(&modul_pdf(1, TOPIK[0])?)?;
            Ok(zip.finish()?.into_inner())
        }
        other => anyhow::bail!("berkas demo tidak dikenal: {other}"),
    }
}

/// The practicals' timetable, one row per topic (a fixed creation date: the same bytes every time).
fn jadwal_xlsx() -> anyhow::Result<Vec<u8>> {
    use rust_xlsxwriter::{DocProperties, ExcelDateTime, Format, Workbook};
    let mut buku = Workbook::new();
    let dibuat = ExcelDateTime::from_ymd(2026, 8, 24)?;
    buku.set_properties(&DocProperties::new().set_title("Jadwal Praktikum").set_creation_datetime(&dibuat));
    let lembar = buku.add_worksheet().set_name("Jadwal")?;
    let tebal = Format::new().set_bold();
    for (c, judul) in ["Minggu", "Topik", "Ruang", "Keterangan"].into_iter().enumerate() {
        lembar.write_string_with_format(0, c as u16, judul, &tebal)?;
    }
    for (i, topik) in TOPIK.iter().enumerate() {
        let r = i as u32 + 1;
        lembar.write_number(r, 0, (i + 1) as f64)?;
        lembar.write_string(r, 1, *topik)?;
        lembar.write_string(r, 2, if i % 2 == 0 { "Lab Komputer 1" } else { "Lab Komputer 2" })?;
        lembar.write_string(r, 3, "Bawa modul dan laptop")?;
    }
    lembar.autofit();
    Ok(buku.save_to_buffer()?)
}

/// A one-page document: a title and typst body text.
fn dokumen_pdf(judul: &str, badan: &str) -> anyhow::Result<Vec<u8>> {
    let source = format!(
        "#set page(paper: \"a4\", margin: 2cm)\n#set text(lang: \"id\", size: 11pt)\n\
         #align(center, text(16pt, weight: \"bold\", \"{judul}\"))\n#v(1em)\n{badan}"
    );
    crate::pdf::typeset("/dokumen.typ", &source, Vec::new()).map_err(|e| anyhow::anyhow!(e.message))
}

fn modul_pdf(nomor: usize, topik: &str) -> anyhow::Result<Vec<u8>> {
    let teks = |s: &str| s.replace('\\', "\\\\").replace('"', "\\\"");
    let source = format!(
        "#set page(paper: \"a4\", margin: 2cm)\n#set text(lang: \"id\", size: 11pt)\n\
         #align(center, text(16pt, weight: \"bold\", \"Modul {nomor}\"))\n#align(center, text(13pt, \"{}\"))\n\
         #v(1em)\n== Tujuan Pembelajaran\nSetelah mempelajari modul ini, mahasiswa mampu menjelaskan konsep pokok dan menerapkannya pada contoh kasus.\n\
         == Uraian Materi\n#lorem(180)\n== Latihan\n+ Jelaskan konsep utama modul ini dengan kata-kata sendiri.\n+ Berikan satu contoh penerapannya.\n",
        teks(topik)
    );
    crate::pdf::typeset("/modul.typ", &source, Vec::new()).map_err(|e| anyhow::anyhow!(e.message))
}

/// A 440 Hz tone of `detik` seconds, 8 kHz mono 8-bit PCM.
fn nada_wav(detik: u32) -> Vec<u8> {
    let rate = 8_000u32;
    let n = rate * detik;
    let mut out = Vec::with_capacity(44 + n as usize);
    out.extend_from_slice(b"RIFF");
    out.extend_from_slice(&(36 + n).to_le_bytes());
    out.extend_from_slice(b"WAVEfmt ");
    out.extend_from_slice(&16u32.to_le_bytes());
    out.extend_from_slice(&1u16.to_le_bytes()); // PCM
    out.extend_from_slice(&1u16.to_le_bytes()); // mono
    out.extend_from_slice(&rate.to_le_bytes());
    out.extend_from_slice(&rate.to_le_bytes()); // bytes per second
    out.extend_from_slice(&1u16.to_le_bytes()); // block align
    out.extend_from_slice(&8u16.to_le_bytes()); // bits per sample
    out.extend_from_slice(b"data");
    out.extend_from_slice(&n.to_le_bytes());
    for i in 0..n {
        let t = i as f64 / rate as f64;
        out.push((128.0 + 60.0 * (2.0 * std::f64::consts::PI * 440.0 * t).sin()) as u8);
    }
    out
}

#[derive(sqlx::FromRow)]
struct MateriSeed {
    id: i64,
    judul: String,
    nomor: i64,
    jenis_pertemuan: String,
    status: String,
    id_kelas: i64,
    waktu_mulai: String,
    waktu_selesai: String,
}

pub async fn seed_materi(tx: &mut Transaction<'_, Any>, now: &str) -> anyhow::Result<()> {
    let mut rng = ChaCha8Rng::seed_from_u64(SEED);
    let berkas = daftar_berkas();
    let mut rows = Vec::new();
    for (id, kunci, nama) in &berkas {
        let ukuran = isi_ukuran(kunci);
        let ext = kunci.rsplit('.').next().unwrap_or_default();
        rows.push(vec![
            Arg::Text(id.clone()),
            Arg::Text(kunci.clone()),
            Arg::Text(nama.clone()),
            Arg::Text(ext.into()),
            Arg::Int(ukuran),
            Arg::Text("demo".into()),
            Arg::Int(PENGUNGGAH),
            Arg::Text(now.into()),
        ]);
    }
    insert(tx, "berkas", &["id", "kunci", "nama", "ekstensi", "ukuran", "dir", "id_pengunggah", "created_at"], rows).await?;

    let materi: Vec<MateriSeed> = sqlx::query_as(
        "SELECT a.id, a.judul, p.nomor, p.jenis AS jenis_pertemuan, p.status, p.id_kelas, a.waktu_mulai, a.waktu_selesai
         FROM aktivitas a JOIN pertemuan p ON p.id = a.id_pertemuan WHERE a.jenis = 'materi' ORDER BY a.id",
    )
    .fetch_all(&mut **tx)
    .await?;
    let peserta: Vec<(i64, i64)> =
        sqlx::query_as("SELECT id_kelas, id_mahasiswa FROM kelas_peserta ORDER BY id_kelas, id_mahasiswa").fetch_all(&mut **tx).await?;
    let (mut isi_materi, mut akses) = (Vec::new(), Vec::new());
    for m in &materi {
        let (tipe, jenis, id_berkas, link) = match m.nomor % 4 {
            1 if m.nomor == 13 => ("ebook", "petunjuk_praktikum", Some(ID_JADWAL.to_string()), None),
            1 => ("ebook", "modul", Some(berkas[(m.nomor as usize / 4) % 4].0.clone()), None),
            2 => (
                "url",
                "audio_visual",
                None,
                Some(format!("https://id.wikipedia.org/wiki/{}", m.judul.trim_start_matches("Materi: ").replace(' ', "_"))),
            ),
            // Meetings 3 and 7 an audio recording, 11 and 15 a video.
            3 if m.nomor < 8 => ("audio", "audio_visual", Some(berkas[4].0.clone()), None),
            3 => ("video", "audio_visual", Some(ID_VIDEO.to_string()), None),
            _ => ("archive", "petunjuk_praktikum", Some(berkas[5].0.clone()), None),
        };
        let syarat = m.jenis_pertemuan != "offline";
        isi_materi.push(vec![
            Arg::Int(m.id),
            Arg::Text(format!("<p>{} untuk pertemuan {}. Pelajari sebelum kuliah dan catat pertanyaan Anda.</p>", m.judul, m.nomor)),
            Arg::Text(tipe.into()),
            Arg::Text(jenis.into()),
            id_berkas.map(Arg::Text).unwrap_or(Arg::Null),
            link.map(Arg::Text).unwrap_or(Arg::Null),
            Arg::Bool(true),
            Arg::Bool(syarat),
            if syarat { Arg::Text(m.waktu_selesai.clone()) } else { Arg::Null },
        ]);
        if m.status != "selesai" || !syarat {
            continue;
        }
        let cara = match tipe {
            "ebook" => "baca",
            "url" => "buka",
            "audio" => "dengar",
            "video" => "tonton",
            _ => "unduh",
        };
        let mulai = db::parse_time(&m.waktu_mulai).expect("seeded time");
        for (_, mhs) in peserta.iter().filter(|(k, _)| *k == m.id_kelas) {
            if rng.gen_bool(0.8) {
                let terlambat = rng.gen_bool(0.1);
                let jam = if terlambat { rng.gen_range(170..=200) } else { rng.gen_range(1..=160) };
                let persen = if cara == "dengar" || cara == "tonton" { Arg::Int(rng.gen_range(50..=100)) } else { Arg::NullInt };
                akses.push(vec![
                    Arg::Int(m.id),
                    Arg::Int(*mhs),
                    Arg::Text(cara.into()),
                    persen,
                    Arg::Bool(!terlambat),
                    Arg::Text(db::format_time(mulai + chrono::Duration::hours(jam))),
                ]);
            }
        }
    }
    sqlx::query("DELETE FROM materi").execute(&mut **tx).await?;
    insert(
        tx,
        "materi",
        &[
            "id_aktivitas",
            "deskripsi",
            "tipe_file",
            "jenis_materi",
            "id_berkas",
            "file_url",
            "tampil_sekarang",
            "is_syarat_hadir",
            "deadline",
        ],
        isi_materi,
    )
    .await?;
    insert(tx, "materi_akses", &["id_aktivitas", "id_mahasiswa", "cara", "persen", "tepat_waktu", "waktu"], akses).await?;
    Ok(())
}

/// The sizes are those of the bytes [`isi`] makes (they are deterministic).
fn isi_ukuran(kunci: &str) -> i64 {
    isi(kunci).map(|b| b.len() as i64).unwrap_or(0)
}

/// Writes every demo file the store lacks; returns how many were written.
pub async fn pasang_berkas_demo(db: &Db, storage: &Storage) -> anyhow::Result<usize> {
    let kunci: Vec<String> = sqlx::query_scalar("SELECT kunci FROM berkas WHERE dir = 'demo'").fetch_all(db).await?;
    let mut n = 0;
    for k in kunci {
        if !storage.exists(&k).await {
            let k2 = k.clone();
            let bytes = tokio::task::spawn_blocking(move || isi(&k2)).await??;
            storage.put(&k, bytes).await.map_err(|e| anyhow::anyhow!(e.message))?;
            n += 1;
        }
    }
    Ok(n)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn demo_files_are_what_their_extension_says() {
        for (_, kunci, nama) in daftar_berkas() {
            let bytes = isi(&kunci).unwrap();
            let ext = crate::berkas::isi::ekstensi(&nama);
            assert!(crate::berkas::isi::sesuai_ekstensi(&ext, &bytes), "{kunci}");
            assert_eq!(bytes, isi(&kunci).unwrap(), "{kunci} is deterministic");
        }
    }
}
