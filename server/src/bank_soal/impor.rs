//! 'Impor Soal': a spreadsheet (.xlsx, read by `lembar_kerja`) of one
//! question kind, checked whole before anything is written; every bad row
//! is named with its column ('Baris 7, kolom Kunci: ...') and then nothing
//! is saved. The template per kind is written by rust_xlsxwriter.

use std::collections::HashMap;

use super::model::{JenisFileJawaban, JenisSoal, SoalSimpan};
use crate::error::{AppError, AppResult};
use crate::lembar_kerja::{teks_sel, Batas};
use crate::ujian::soal::{periksa_soal, SoalBersih, OPSI_MAKS};

/// The largest spreadsheet taken (100 questions fit in far less).
pub const UKURAN_MAKS: usize = 5_000_000;
/// Questions one import may hold: what one bank holds.
const SOAL_PER_IMPOR: u32 = super::service::SOAL_MAKS as u32;
/// Rows read: the header, [`SOAL_PER_IMPOR`] questions and some room for
/// blank rows between them.
const BARIS_MAKS: u32 = 1 + SOAL_PER_IMPOR + 20;
/// Columns read: the widest template (Pertanyaan, Opsi A..J, Kunci) and
/// room for the author's own notes; values further right are ignored.
const KOLOM_MAKS: u32 = 26;
/// Bad rows listed in one message; the rest are counted.
const GALAT_DITAMPILKAN: usize = 20;
const HURUF: [&str; OPSI_MAKS] = ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J"];
/// Options in the choice template (up to [`OPSI_MAKS`] are read).
const OPSI_TEMPLATE: usize = 5;

pub fn jenis_dari_teks(teks: &str) -> AppResult<JenisSoal> {
    JenisSoal::parse(teks.trim())
        .ok_or_else(|| AppError::unprocessable("Pilih jenis soal terlebih dahulu (Pilihan, Benar/Salah atau Esai)."))
}

fn nama_jenis(jenis: JenisSoal) -> &'static str {
    match jenis {
        JenisSoal::Pilihan => "Pilihan",
        JenisSoal::BenarSalah => "Benar Salah",
        JenisSoal::Esay => "Esai",
    }
}

/// 'Template Impor Soal Pilihan.xlsx'
pub fn nama_template(jenis: JenisSoal) -> String {
    format!("Template Impor Soal {}.xlsx", nama_jenis(jenis))
}

fn kolom(jenis: JenisSoal) -> Vec<String> {
    let mut k = vec!["Pertanyaan".to_string()];
    match jenis {
        JenisSoal::Pilihan => {
            k.extend(HURUF.iter().take(OPSI_TEMPLATE).map(|h| format!("Opsi {h}")));
            k.push("Kunci".into());
        }
        JenisSoal::BenarSalah => k.push("Kunci".into()),
        JenisSoal::Esay => {
            k.push("Kunci".into());
            k.push("Jenis Jawaban".into());
        }
    }
    k
}

fn contoh(jenis: JenisSoal) -> Vec<&'static str> {
    match jenis {
        JenisSoal::Pilihan => vec!["Ibu kota provinsi Jawa Barat adalah ...", "Bandung", "Surabaya", "Semarang", "Medan", "", "A"],
        JenisSoal::BenarSalah => vec!["Air mendidih pada suhu 100 derajat Celsius di permukaan laut.", "B"],
        JenisSoal::Esay => vec!["Jelaskan perbedaan data primer dan data sekunder.", "Data primer dikumpulkan langsung ...", "text, pdf"],
    }
}

fn petunjuk(jenis: JenisSoal) -> Vec<&'static str> {
    let mut p = vec![
        "Satu baris satu soal, mulai baris 2. Jangan mengubah baris judul (baris 1).",
        "Pertanyaan wajib diisi. Satu bank soal berisi paling banyak 100 soal.",
        "Berkas diperiksa seluruhnya lebih dulu: jika ada baris yang salah, tidak ada soal yang disimpan dan setiap baris yang salah disebutkan.",
    ];
    p.extend(match jenis {
        JenisSoal::Pilihan => vec![
            "Isi paling sedikit 3 opsi berurutan mulai Opsi A; kolom Opsi F sampai Opsi J boleh ditambahkan.",
            "Kunci: huruf opsi yang benar, misalnya A.",
        ],
        JenisSoal::BenarSalah => vec!["Kunci: B (benar) atau S (salah)."],
        JenisSoal::Esay => {
            vec!["Kunci boleh kosong.", "Jenis Jawaban: text, image, pdf, docs, compressed atau all, dipisah koma. Kosong berarti text."]
        }
    });
    p
}

/// The template .xlsx of one kind: the header row, one example, and a 'Petunjuk' sheet.
pub fn template(jenis: JenisSoal) -> AppResult<Vec<u8>> {
    lembar_contoh(jenis, 1)
}

/// The template filled with `jumlah` numbered copies of its example
/// (`lms contoh-impor-soal`, for trying and benchmarking the import).
pub fn lembar_contoh(jenis: JenisSoal, jumlah: u32) -> AppResult<Vec<u8>> {
    use rust_xlsxwriter::{Format, Workbook};
    let gagal = |e: rust_xlsxwriter::XlsxError| AppError::from(anyhow::anyhow!("xlsx: {e}"));
    let mut buku = Workbook::new();
    let tebal = Format::new().set_bold();
    let lembar = buku.add_worksheet();
    lembar.set_name("Soal").map_err(gagal)?;
    for (c, h) in kolom(jenis).iter().enumerate() {
        lembar.write_string_with_format(0, c as u16, h, &tebal).map_err(gagal)?;
    }
    for r in 1..=jumlah {
        for (c, v) in contoh(jenis).iter().enumerate() {
            let teks = if c == 0 && jumlah > 1 { format!("{v} ({r})") } else { v.to_string() };
            lembar.write_string(r, c as u16, teks).map_err(gagal)?;
        }
    }
    lembar.set_column_width(0, 60).map_err(gagal)?;
    let lembar = buku.add_worksheet();
    lembar.set_name("Petunjuk").map_err(gagal)?;
    for (r, p) in petunjuk(jenis).iter().enumerate() {
        lembar.write_string(r as u32, 0, *p).map_err(gagal)?;
    }
    buku.save_to_buffer().map_err(gagal)
}

/// Plain cell text as the question's HTML: escaped, one paragraph per line.
fn sebagai_html(teks: &str) -> String {
    teks.lines().map(str::trim).filter(|l| !l.is_empty()).map(|l| format!("<p>{}</p>", ammonia::clean_text(l))).collect()
}

/// One row of the sheet as the editor's form, or the message of its first
/// bad column.
fn baris_ke_form(jenis: JenisSoal, sel: &dyn Fn(&str) -> String) -> Result<SoalSimpan, (String, String)> {
    let galat = |kolom: &str, pesan: &str| Err((kolom.to_string(), pesan.to_string()));
    let pertanyaan = sel("Pertanyaan");
    if pertanyaan.is_empty() {
        return galat("Pertanyaan", "pertanyaan wajib diisi.");
    }
    let mut form = SoalSimpan::baru(jenis, sebagai_html(&pertanyaan));
    match jenis {
        JenisSoal::Pilihan => {
            let opsi: Vec<String> = HURUF.iter().map(|h| sel(&format!("Opsi {h}"))).collect();
            let terisi = opsi.iter().rposition(|o| !o.is_empty()).map(|i| i + 1).unwrap_or(0);
            if let Some(kosong) = opsi.iter().take(terisi).position(String::is_empty) {
                return galat(
                    &format!("Opsi {}", HURUF[kosong]),
                    "opsi kosong di antara opsi yang terisi; isi opsi berurutan mulai Opsi A.",
                );
            }
            if terisi < 3 {
                return galat("Opsi C", "pilihan jawaban paling sedikit 3 (Opsi A sampai Opsi C).");
            }
            form.pilihan = opsi.into_iter().take(terisi).collect();
            let kunci = sel("Kunci").to_uppercase();
            match HURUF.iter().take(terisi).position(|h| *h == kunci) {
                Some(i) => form.kunci = i.to_string(),
                None if kunci.is_empty() => return galat("Kunci", "kunci jawaban wajib diisi (huruf opsi yang benar)."),
                None => return galat("Kunci", &format!("'{kunci}' bukan huruf opsi yang terisi (A sampai {}).", HURUF[terisi - 1])),
            }
        }
        JenisSoal::BenarSalah => {
            form.kunci = match sel("Kunci").to_uppercase().as_str() {
                "B" | "BENAR" => "benar".into(),
                "S" | "SALAH" => "salah".into(),
                "" => return galat("Kunci", "kunci jawaban wajib diisi (B atau S)."),
                lain => return galat("Kunci", &format!("'{lain}' bukan kunci yang dikenal; isi B (benar) atau S (salah).")),
            };
        }
        JenisSoal::Esay => {
            form.kunci = sel("Kunci");
            let teks = sel("Jenis Jawaban").to_lowercase();
            let mut jenis_jawaban = Vec::new();
            for bagian in teks.split([',', ';']).map(str::trim).filter(|b| !b.is_empty()) {
                let satu: Vec<JenisFileJawaban> = match bagian {
                    "all" | "semua" => vec![
                        JenisFileJawaban::Text,
                        JenisFileJawaban::Image,
                        JenisFileJawaban::Pdf,
                        JenisFileJawaban::Docs,
                        JenisFileJawaban::Compressed,
                    ],
                    lain => match serde_json::from_value(serde_json::Value::String(lain.to_string())) {
                        Ok(j) => vec![j],
                        Err(_) => {
                            return galat(
                                "Jenis Jawaban",
                                &format!("'{lain}' bukan jenis jawaban; pakai text, image, pdf, docs, compressed atau all."),
                            )
                        }
                    },
                };
                for j in satu {
                    if !jenis_jawaban.contains(&j) {
                        jenis_jawaban.push(j);
                    }
                }
            }
            form.jenis_file_diterima = if jenis_jawaban.is_empty() { vec![JenisFileJawaban::Text] } else { jenis_jawaban };
        }
    }
    Ok(form)
}

/// Reads and checks the whole file: every question, or the message naming
/// every bad row.
pub fn baca(nama_berkas: &str, isi: Vec<u8>, jenis: JenisSoal) -> AppResult<Vec<(JenisSoal, SoalBersih)>> {
    let ext = nama_berkas.rsplit('.').next().unwrap_or_default().to_lowercase();
    if !nama_berkas.contains('.') || !matches!(ext.as_str(), "xls" | "xlsx") {
        return Err(AppError::unprocessable("Hanya berkas .xls atau .xlsx yang dapat diimpor."));
    }
    let pesan_baris = format!(
        "Berkas berisi terlalu banyak baris: paling banyak {SOAL_PER_IMPOR} soal per impor, ditulis mulai baris 2 sampai paling jauh baris {BARIS_MAKS}. Bagi soal ke beberapa berkas lalu impor satu per satu."
    );
    let batas = Batas { baris: BARIS_MAKS, kolom: KOLOM_MAKS, pesan_terlalu_banyak_baris: &pesan_baris };
    let mut rows = crate::lembar_kerja::baca_lembar_pertama(&isi, &batas)?.into_iter();
    let judul: HashMap<String, usize> =
        rows.next().map(|r| r.sel.iter().enumerate().map(|(i, c)| (teks_sel(Some(c)).to_lowercase(), i)).collect()).unwrap_or_default();
    let wajib: &[&str] = match jenis {
        JenisSoal::Pilihan => &["Pertanyaan", "Opsi A", "Opsi B", "Opsi C", "Kunci"],
        JenisSoal::BenarSalah | JenisSoal::Esay => &["Pertanyaan", "Kunci"],
    };
    if let Some(hilang) = wajib.iter().find(|k| !judul.contains_key(&k.to_lowercase())) {
        return Err(AppError::unprocessable(format!(
            "Kolom '{hilang}' tidak ada pada baris judul. Gunakan template impor soal {}.",
            nama_jenis(jenis)
        )));
    }
    let mut hasil = Vec::new();
    let mut galat = Vec::new();
    for row in rows {
        let nomor_baris = row.nomor;
        let sel = |nama: &str| teks_sel(judul.get(&nama.to_lowercase()).and_then(|c| row.sel.get(*c)));
        if row.sel.iter().all(|c| teks_sel(Some(c)).is_empty()) {
            continue;
        }
        let periksa = baris_ke_form(jenis, &sel).and_then(|form| {
            periksa_soal(&form).map_err(|e| {
                let kolom = if e.message.contains("Kunci") { "Kunci" } else { "Pertanyaan" };
                (kolom.to_string(), e.message.clone())
            })
        });
        match periksa {
            Ok(s) => hasil.push((jenis, s)),
            Err((kolom, pesan)) => galat.push(format!("Baris {nomor_baris}, kolom {kolom}: {pesan}")),
        }
    }
    if !galat.is_empty() {
        let mut pesan = format!("Impor gagal, tidak ada soal yang disimpan. {} baris perlu diperbaiki:\n", galat.len());
        pesan.push_str(&galat.iter().take(GALAT_DITAMPILKAN).cloned().collect::<Vec<_>>().join("\n"));
        if galat.len() > GALAT_DITAMPILKAN {
            pesan.push_str(&format!("\n... dan {} baris lainnya.", galat.len() - GALAT_DITAMPILKAN));
        }
        return Err(AppError::unprocessable(pesan));
    }
    if hasil.is_empty() {
        return Err(AppError::unprocessable("Berkas tidak berisi soal. Isi mulai baris 2 sesuai template."));
    }
    Ok(hasil)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_template_reads_back_as_its_example() {
        for jenis in [JenisSoal::Pilihan, JenisSoal::BenarSalah, JenisSoal::Esay] {
            let soal = baca("t.xlsx", template(jenis).unwrap(), jenis).unwrap();
            assert_eq!(soal.len(), 1, "{jenis:?}");
        }
    }

    #[test]
    fn only_spreadsheets_are_taken() {
        let e = baca("soal.csv", b"a,b".to_vec(), JenisSoal::Esay).unwrap_err();
        assert_eq!(e.message, "Hanya berkas .xls atau .xlsx yang dapat diimpor.");
    }
}
