//! The BAP as a PDF, typeset by [`crate::pdf`]. The template
//! (bap.typ) lays out /data.json, which this module fills with text already
//! formatted in Indonesian: dates, times in the configured zone, one-decimal
//! percentages.

use chrono::{Datelike, FixedOffset};
use serde_json::{json, Value};
use typst::foundations::Bytes;

use super::model::*;
use crate::error::AppResult;
use crate::kelas::model::{JabatanDosen, StatusPertemuan};

const TEMPLATE: &str = include_str!("bap.typ");

/// What the template needs besides the report.
pub struct Konteks {
    pub universitas: String,
    pub kota: String,
    pub time_zone: String,
    pub bagian: Bagian,
    /// Name of the lecturer whose meetings alone are reported, if so.
    pub laporan_pengajar: Option<String>,
}

/// Typesets the report; CPU-bound, call from a blocking thread.
pub fn render(laporan: &BapLaporan, konteks: &Konteks) -> AppResult<Vec<u8>> {
    let (data, ttd) = data(laporan, konteks);
    let mut files = vec![(crate::pdf::data_file(), Bytes::new(serde_json::to_vec(&data).expect("json")))];
    if let Some((path, bytes)) = ttd {
        files.push((crate::pdf::file_id(path), Bytes::new(bytes)));
    }
    crate::pdf::typeset("/bap.typ", TEMPLATE, files)
}

const HARI: [&str; 7] = ["Minggu", "Senin", "Selasa", "Rabu", "Kamis", "Jumat", "Sabtu"];
const BULAN: [&str; 12] =
    ["Januari", "Februari", "Maret", "April", "Mei", "Juni", "Juli", "Agustus", "September", "Oktober", "November", "Desember"];

fn lokal(utc: &str, zona: FixedOffset) -> Option<chrono::DateTime<FixedOffset>> {
    crate::db::parse_time(utc).map(|t| t.with_timezone(&zona))
}

/// 'Senin, 7 September 2026'
pub fn tanggal_panjang(t: &chrono::DateTime<FixedOffset>) -> String {
    format!("{}, {}", HARI[t.weekday().num_days_from_sunday() as usize], tanggal(t))
}

/// '7 September 2026'
pub fn tanggal(t: &chrono::DateTime<FixedOffset>) -> String {
    format!("{} {} {}", t.day(), BULAN[t.month0() as usize], t.year())
}

/// 87.5 -> '87,5%'
pub fn persen(x: f64) -> String {
    format!("{x:.1}%").replace('.', ",")
}

fn daftar<T>(items: &[T], teks: impl Fn(&T) -> String) -> String {
    if items.is_empty() {
        "-".into()
    } else {
        items.iter().map(teks).collect::<Vec<_>>().join("; ")
    }
}

fn label_status(status: StatusPertemuan) -> &'static str {
    match status {
        StatusPertemuan::BelumDimulai => "Belum Dimulai",
        StatusPertemuan::Berlangsung => "Sedang Berlangsung",
        StatusPertemuan::Selesai => "Telah Berakhir",
    }
}

/// The template's data, and the signature image as (virtual path, bytes).
fn data(l: &BapLaporan, k: &Konteks) -> (Value, Option<(&'static str, Vec<u8>)>) {
    let zona = crate::pengaturan::store::zona_offset(&k.time_zone);
    let label = crate::pengaturan::store::zona_label(&k.time_zone);
    let jam = |utc: &str| lokal(utc, zona).map(|t| t.format("%H:%M").to_string()).unwrap_or_else(|| "-".into());
    let pertemuan: Vec<Value> = l.pertemuan.iter().map(|p| pertemuan_data(p, zona, label, &jam)).collect();
    let rata = l.rata_kehadiran.map_or_else(|| "-".to_string(), persen);
    let ttd = l.penandatangan.as_ref().and_then(|p| p.fileKhsKiri.as_deref()).and_then(gambar);
    let penandatangan = match &l.penandatangan {
        Some(p) => json!({
            "jabatan": p.jabatanKhsKiri, "nama": p.namaKhsKiri, "nidn": p.nidnKhsKiri,
            "ttd": ttd.as_ref().map(|(path, _)| *path),
        }),
        None => json!({ "jabatan": format!("Ketua Program Studi {}", l.kelas.prodi.nama), "nama": "-", "nidn": "-", "ttd": null }),
    };
    let dosen = l.kelas.pengajar.iter().find(|p| p.jabatan == JabatanDosen::Koordinator).or(l.kelas.pengajar.first());
    let dibuat = lokal(&l.timestamp, zona);
    let data = json!({
        "judul_dokumen": format!("BAP {} {} {}", l.kelas.mata_kuliah.kode, l.kelas.mata_kuliah.nama, l.kelas.nama_kelas),
        "universitas": k.universitas,
        "periode": crate::pengaturan::store::periode_label(l.kelas.periode),
        "mata_kuliah": format!("{} - {}", l.kelas.mata_kuliah.kode, l.kelas.mata_kuliah.nama),
        "sks": l.kelas.mata_kuliah.sks,
        "kelas": l.kelas.nama_kelas,
        "jenis_kelas": l.kelas.jenis_kelas,
        "mode": l.kelas.mode_kuliah.label(),
        "prodi": format!("{} {}", l.kelas.prodi.jenjang, l.kelas.prodi.nama),
        "pengajar": l.kelas.pengajar.iter().map(|p| json!({ "nama": p.nama, "nidn": p.nidn, "jabatan": p.jabatan.label() })).collect::<Vec<_>>(),
        "jumlah_peserta": l.kelas.jumlah_peserta,
        "laporan_pengajar": k.laporan_pengajar,
        "bagian": { "resume": k.bagian.resume, "detail": k.bagian.detail, "tanda_tangan": k.bagian.tanda_tangan },
        "resume": {
            "jumlah_pertemuan": l.pertemuan.len(),
            "terlaksana": l.pertemuan.iter().filter(|p| p.info.status == StatusPertemuan::Selesai).count(),
            "rata_kehadiran": rata,
        },
        "pertemuan": pertemuan,
        "penandatangan": penandatangan,
        "dosen": { "nama": dosen.map(|d| d.nama.clone()).unwrap_or_else(|| "-".into()), "nidn": dosen.map(|d| d.nidn.clone()).unwrap_or_else(|| "-".into()) },
        "kota_tanggal": format!("{}, {}", k.kota, dibuat.as_ref().map(tanggal).unwrap_or_default()),
        "dicetak": format!(
            "Dicetak {} {} oleh {}",
            dibuat.as_ref().map(tanggal_panjang).unwrap_or_default(),
            dibuat.map(|t| format!("{} {label}", t.format("%H:%M"))).unwrap_or_default(),
            l.username
        ),
    });
    (data, ttd)
}

fn pertemuan_data(p: &BapPertemuan, zona: FixedOffset, label: &str, jam: &dyn Fn(&str) -> String) -> Value {
    let i = &p.info;
    let mulai = lokal(&i.waktu_mulai, zona);
    let pengajar = daftar(&i.kehadiran_pengajar, |g| {
        let nama = if g.is_asisten { format!("{} (Asisten)", g.nama) } else { g.nama.clone() };
        if g.is_hadir {
            format!(
                "{nama} (Hadir {}-{})",
                g.mulai_kuliah.as_deref().map(jam).unwrap_or("-".into()),
                g.selesai_kuliah.as_deref().map(jam).unwrap_or("-".into())
            )
        } else {
            format!("{nama} (Tidak Hadir)")
        }
    });
    // Whether a lecturer was there: assistants are recorded beside, not instead.
    let dosen: Vec<_> = i.kehadiran_pengajar.iter().filter(|g| !g.is_asisten).collect();
    let tercatat = i.progress_peserta.is_some();
    let persen_hadir = if tercatat && i.jumlah_peserta > 0 {
        persen(crate::inti::bulat(i.peserta_hadir as f64 * 100.0 / i.jumlah_peserta as f64, 1))
    } else {
        "-".into()
    };
    json!({
        "nomor": i.nomor,
        "judul": i.judul,
        "deskripsi": if i.deskripsi.is_empty() { "-" } else { &i.deskripsi },
        "tanggal": mulai.as_ref().map(tanggal_panjang).unwrap_or_default(),
        "tanggal_singkat": mulai.map(|t| t.format("%d/%m/%Y").to_string()).unwrap_or_default(),
        "jam": format!("{} - {} {label}", jam(&i.waktu_mulai), jam(&i.waktu_selesai)),
        "jenis": i.jenis.label(),
        "status": label_status(i.status),
        "pengajar": pengajar,
        "pengajar_hadir": if dosen.iter().any(|g| g.is_hadir) { "Ya" } else if dosen.is_empty() { "-" } else { "Tidak" },
        "hadir": if tercatat { format!("{} dari {}", i.peserta_hadir, i.jumlah_peserta) } else { "-".into() },
        "persen_hadir": persen_hadir,
        "progress": i.progress_peserta.map(persen).unwrap_or_else(|| "-".into()),
        "verifikator": i.verified_by.as_ref().map(|v| format!("{} ({})", v.nama, v.username)).unwrap_or_else(|| "-".into()),
        "materi": daftar(&p.materi, |a| a.judul.clone()),
        "forum": daftar(&p.forum, |a| format!("{} ({} partisipan)", a.judul, a.jumlah_pengerjaan)),
        "vidcon": daftar(&p.vidcon, |a| a.judul.clone()),
        "tugas": daftar(&p.tugas, |t| format!("{}: {} dikumpulkan, {} dinilai", t.aktivitas.judul, t.total_nilai, t.jumlah_dinilai)),
        "ujian": daftar(&p.ujian, |u| format!(
            "{}: rata-rata nilai {}",
            u.aktivitas.judul,
            u.rata_rata_nilai.map(|n| format!("{n:.2}").replace('.', ",")).unwrap_or_else(|| "-".into())
        )),
    })
}

/// A data URL's image as a virtual file the template can place; a raster
/// image too large to decode within bounds is left out, a large one scaled
/// ([`crate::gambar::untuk_pdf`], as the bank's PDF does).
fn gambar(data_url: &str) -> Option<(&'static str, Vec<u8>)> {
    let (ext, bytes) = crate::gambar::data_url_gambar(data_url)?;
    let (ext, bytes) = match ext {
        "svg" => (ext.to_string(), bytes),
        _ => crate::gambar::untuk_pdf(ext, bytes)?,
    };
    let path = match ext.as_str() {
        "png" => "/ttd.png",
        "jpg" => "/ttd.jpg",
        "svg" => "/ttd.svg",
        _ => return None,
    };
    Some((path, bytes))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_in_indonesian() {
        let t = crate::db::parse_time("2026-11-23T03:05:00Z").unwrap().with_timezone(&FixedOffset::east_opt(7 * 3600).unwrap());
        assert_eq!(tanggal_panjang(&t), "Senin, 23 November 2026");
        assert_eq!(persen(87.46), "87,5%");
        assert_eq!(persen(100.0), "100,0%");
    }

    #[test]
    fn reads_signature_data_urls() {
        let (path, bytes) = gambar("data:image/svg+xml;base64,PHN2Zy8+").unwrap();
        assert_eq!((path, bytes.as_slice()), ("/ttd.svg", b"<svg/>".as_slice()));
        assert!(gambar("data:text/html;base64,PGI+").is_none());
        assert!(gambar("https://example.com/a.png").is_none());
    }

    #[test]
    fn a_huge_signature_is_left_out_and_a_large_one_scaled() {
        use base64::Engine;
        let url = |png: Vec<u8>| format!("data:image/png;base64,{}", base64::engine::general_purpose::STANDARD.encode(png));
        assert!(gambar(&url(crate::gambar::tests::png_polos(30_000, 30_000))).is_none(), "typst would decode ~1 GB");
        let (path, bytes) = gambar(&url(crate::gambar::tests::png_polos(3000, 1000))).unwrap();
        assert_eq!((path, crate::gambar::ukuran(&bytes)), ("/ttd.png", Some((1600, 533))));
    }
}
