//! The columns of each kind and the rules of one row: a person as the LMS stores them, or the
//! first bad column with what to write. The same rules for the command line, the operator page
//! and the sync endpoint.

use chrono::NaiveTime;

use super::berkas::{BarisTeks, Tabel};
use super::model::{GalatBaris, JenisImpor};

/// A column of a template.
pub struct Kolom {
    pub nama: &'static str,
    pub wajib: bool,
    /// What to write, for the template's 'Petunjuk' sheet.
    pub keterangan: &'static str,
}

const fn kolom(nama: &'static str, wajib: bool, keterangan: &'static str) -> Kolom {
    Kolom { nama, wajib, keterangan }
}

const MAHASISWA: &[Kolom] = &[
    kolom("NIM", true, "Nomor induk mahasiswa: huruf dan angka tanpa spasi, paling banyak 20 karakter. Juga menjadi username."),
    kolom("Nama", true, "Nama lengkap, paling banyak 150 karakter."),
    kolom("Kode Prodi", true, "Kode program studi seperti di LMS (misalnya TI)."),
    kolom("Angkatan", true, "Tahun masuk, empat angka (misalnya 2024)."),
    kolom("Email", false, "Alamat email; kosong menghapus email yang ada. Tanpa kolom ini email tidak diubah."),
    kolom("Telepon", false, "Nomor telepon: angka, spasi, +, - dan tanda kurung. Tanpa kolom ini telepon tidak diubah."),
];

const DOSEN: &[Kolom] = &[
    kolom("NIDN", true, "NIDN atau NIP: huruf dan angka tanpa spasi, paling banyak 20 karakter. Juga menjadi username."),
    kolom("Nama", true, "Nama tanpa gelar, paling banyak 150 karakter."),
    kolom("Kode Prodi", true, "Kode program studi homebase seperti di LMS (misalnya TI)."),
    kolom("Gelar Depan", false, "Misalnya Dr. atau Prof. Dr. (paling banyak 50 karakter)."),
    kolom("Gelar Belakang", false, "Misalnya M.Kom. atau S.E., M.M. (paling banyak 50 karakter)."),
    kolom("Email", false, "Alamat email; kosong menghapus email yang ada. Tanpa kolom ini email tidak diubah."),
    kolom("Telepon", false, "Nomor telepon: angka, spasi, +, - dan tanda kurung. Tanpa kolom ini telepon tidak diubah."),
];

const MATA_KULIAH: &[Kolom] = &[
    kolom("Kode MK", true, "Kode mata kuliah: huruf, angka, titik atau tanda hubung tanpa spasi, paling banyak 20 karakter."),
    kolom("Nama", true, "Nama mata kuliah, paling banyak 150 karakter."),
    kolom("SKS", true, "Jumlah SKS, 1 sampai 8."),
    kolom("Kode Prodi", true, "Kode program studi pemilik mata kuliah seperti di LMS (misalnya TI)."),
    kolom(
        "NIDN Koordinator",
        false,
        "NIDN dosen koordinator mata kuliah (dosennya harus sudah ada di LMS); kosong: tanpa koordinator. Tanpa kolom ini koordinator tidak diubah.",
    ),
    kolom(
        "NIDN Pengembang RPS",
        false,
        "NIDN dosen pengembang RPS (dosennya harus sudah ada di LMS); kosong: tanpa pengembang. Tanpa kolom ini tidak diubah.",
    ),
];

const KELAS: &[Kolom] = &[
    kolom("Periode", true, "Kode periode seperti di LMS: tahun dan semester (misalnya 20261)."),
    kolom("Kode MK", true, "Kode mata kuliah kelas itu; mata kuliahnya harus sudah ada di LMS (impor mata kuliah dahulu)."),
    kolom("Nama Kelas", true, "Nama kelas, paling banyak 100 karakter (misalnya A)."),
    kolom("Jenis Kelas", true, "Jenis kelas seperti di LMS (misalnya Reguler atau Karyawan)."),
    kolom("Mode", true, "online, offline atau campuran."),
    kolom("Kapasitas", true, "Jumlah mahasiswa paling banyak, 1 sampai 1000."),
    kolom("NIDN Koordinator", true, "NIDN dosen koordinator kelas; dosennya harus sudah ada di LMS."),
    kolom("NIDN Pengajar", false, "NIDN dosen pengajar lain, dipisah koma (misalnya 0412017801, 0415038502)."),
    kolom("NIDN Asisten", false, "NIDN asisten, dipisah koma."),
];

const JADWAL: &[Kolom] = &[
    kolom("Periode", true, "Kode periode seperti di LMS: tahun dan semester (misalnya 20261)."),
    kolom("Kode MK", true, "Kode mata kuliah kelas itu."),
    kolom("Nama Kelas", true, "Nama kelas seperti di LMS (misalnya A); kelasnya harus sudah ada (impor kelas dahulu)."),
    kolom("Hari", true, "Senin, Selasa, Rabu, Kamis, Jumat, Sabtu atau Minggu."),
    kolom("Jam Mulai", true, "Jam mulai waktu setempat (zona di Pengaturan), misalnya 07:30."),
    kolom("Jam Selesai", true, "Jam selesai, setelah jam mulai, misalnya 09:10."),
    kolom("Ruangan", false, "Nama ruangan seperti di LMS; kosong: tanpa ruangan. Tanpa kolom ini ruangan tidak diubah."),
    kolom("Jumlah Pertemuan", false, "Untuk kelas yang belum mempunyai pertemuan: 1 sampai 30 (kosong: 16)."),
];

const PRODI: &[Kolom] = &[
    kolom("Kode Prodi", true, "Kode program studi: huruf, angka, titik atau tanda hubung, paling banyak 20 karakter (misalnya TI)."),
    kolom("Nama", true, "Nama program studi, paling banyak 150 karakter."),
    kolom("Jenjang", true, "D1, D2, D3, D4, S1, S2, S3 atau Profesi."),
    kolom("Kode Kampus", true, "Kode kampus seperti di LMS (misalnya PUSAT)."),
];

const PERIODE: &[Kolom] = &[
    kolom("Periode", true, "Kode periode: tahun lalu semester 1 sampai 4 (misalnya 20261)."),
    kolom("Tanggal Mulai", true, "Tanggal pertama periode, misalnya 31/08/2026."),
    kolom("Tanggal Selesai", true, "Tanggal terakhir periode, setelah tanggal mulai."),
];

const RUANGAN: &[Kolom] = &[
    kolom("Nama Ruangan", true, "Nama ruangan, paling banyak 100 karakter (misalnya R.101)."),
    kolom("Kapasitas", true, "Jumlah kursi, 1 sampai 1000."),
    kolom("Kode Kampus", true, "Kode kampus seperti di LMS (misalnya PUSAT)."),
];

const SESI_KULIAH: &[Kolom] = &[
    kolom("Nama Sesi", true, "Nama sesi, paling banyak 50 karakter (misalnya Sesi 1)."),
    kolom("Jam Mulai", true, "Jam mulai waktu setempat, misalnya 07:30."),
    kolom("Jam Selesai", true, "Jam selesai, setelah jam mulai, misalnya 09:10."),
];

const PESERTA: &[Kolom] = &[
    kolom("Periode", true, "Kode periode seperti di LMS: tahun dan semester (misalnya 20261)."),
    kolom("Kode MK", true, "Kode mata kuliah kelas itu."),
    kolom("Nama Kelas", true, "Nama kelas seperti di LMS (misalnya A)."),
    kolom("NIM", true, "NIM peserta kelas; mahasiswanya harus sudah ada di LMS (impor mahasiswa dahulu)."),
];

/// What the operator should know of a kind before importing it.
pub fn catatan(jenis: JenisImpor) -> &'static str {
    match jenis {
        JenisImpor::Mahasiswa | JenisImpor::Dosen => {
            "Satu orang per baris. Akun baru memakai nomor induk sebagai username dan belum mempunyai password. Baris yang sama dengan data di LMS tidak diubah; mengimpor berkas yang sama dua kali tidak mengubah apa pun."
        }
        JenisImpor::MataKuliah => {
            "Satu mata kuliah per baris, dikenali dari Kode MK. Mata kuliah yang tidak disebut tidak diubah; mengimpor berkas yang sama dua kali tidak mengubah apa pun. Bila kolom NIDN diisi, impor dosen dahulu."
        }
        JenisImpor::Kelas => {
            "Satu kelas per baris, dikenali dari periode, kode mata kuliah dan nama kelas. Tim dosen di berkas adalah tim lengkap kelas itu. Kelas yang diubah tetap menyimpan pertemuan, peserta dan isinya; kelas yang tidak disebut tidak diubah. Impor mata kuliah dan dosen dahulu."
        }
        JenisImpor::Jadwal => {
            "Satu jadwal mingguan per kelas. Kelas yang belum mempunyai pertemuan mendapat pertemuan mingguan mulai hari pertama periode (pertemuan tengah UTS, terakhir UAS). Kelas yang sudah mempunyai pertemuan: pertemuan yang belum dimulai dipindah ke hari, jam dan ruangan baru pada minggunya; yang sudah berlangsung tidak diubah. Setiap pertemuan mendapat sesi kuliah yang memuat jam mulainya (impor sesi kuliah dahulu bila perlu)."
        }
        JenisImpor::Prodi | JenisImpor::Periode | JenisImpor::Ruangan | JenisImpor::SesiKuliah => {
            "Data master, satu per baris, dikenali dari kode atau namanya. Baris yang berubah diperbarui di tempat; tidak ada yang dihapus. Periode baru bukan periode berjalan: pilih periode berjalan di menu Pengaturan."
        }
        JenisImpor::Peserta => {
            "Satu peserta per baris. Berkas adalah daftar lengkap setiap kelas yang disebut: mahasiswa kelas itu yang tidak tercantum dikeluarkan dari kelas (tugas, jawaban, kehadiran dan nilainya tetap tersimpan dan kembali bila ia dicantumkan lagi). Kelas yang tidak disebut tidak diubah."
        }
    }
}

pub fn kolom_jenis(jenis: JenisImpor) -> &'static [Kolom] {
    match jenis {
        JenisImpor::Mahasiswa => MAHASISWA,
        JenisImpor::Dosen => DOSEN,
        JenisImpor::MataKuliah => MATA_KULIAH,
        JenisImpor::Kelas => KELAS,
        JenisImpor::Jadwal => JADWAL,
        JenisImpor::Prodi => PRODI,
        JenisImpor::Periode => PERIODE,
        JenisImpor::Ruangan => RUANGAN,
        JenisImpor::Peserta => PESERTA,
        JenisImpor::SesiKuliah => SESI_KULIAH,
    }
}

/// A student or lecturer as one row gives them. `None`: the file has no such column, and the
/// field is left as the LMS holds it.
#[derive(Debug, Clone, PartialEq)]
pub struct Orang {
    pub nomor_induk: String,
    pub nama: String,
    pub kode_prodi: String,
    /// Students only (0 for lecturers).
    pub angkatan: i64,
    pub gelar_depan: Option<String>,
    pub gelar_belakang: Option<String>,
    pub email: Option<String>,
    pub telepon: Option<String>,
}

pub(super) type Hasil<T> = Result<T, (&'static str, String)>;

/// The header names every required column, or says which is missing.
pub fn periksa_judul(jenis: JenisImpor, tabel: &Tabel) -> Result<(), String> {
    match kolom_jenis(jenis).iter().find(|k| k.wajib && !tabel.punya_kolom(k.nama)) {
        Some(k) => Err(format!("Kolom '{}' tidak ada pada baris judul. Gunakan template impor {}.", k.nama, jenis.nama())),
        None => Ok(()),
    }
}

/// One row as a person, or where it is wrong.
pub fn baca_baris(jenis: JenisImpor, tabel: &Tabel, baris: &BarisTeks) -> Result<Orang, GalatBaris> {
    baca_dengan(jenis, tabel, baris, orang)
}

/// A row read by `baca` once no cell of its kind holds a control character.
pub(super) fn baca_dengan<T>(
    jenis: JenisImpor,
    tabel: &Tabel,
    baris: &BarisTeks,
    baca: fn(JenisImpor, &Tabel, &BarisTeks) -> Hasil<T>,
) -> Result<T, GalatBaris> {
    let galat = |(kolom, pesan): (&str, String)| GalatBaris { baris: baris.nomor, kolom: kolom.to_string(), pesan };
    for k in kolom_jenis(jenis) {
        if crate::input::check_text(tabel.sel(baris, k.nama)).is_err() {
            return Err(galat((k.nama, "berisi karakter kontrol; hapus karakter tersebut.".into())));
        }
    }
    baca(jenis, tabel, baris).map_err(galat)
}

fn orang(jenis: JenisImpor, tabel: &Tabel, baris: &BarisTeks) -> Hasil<Orang> {
    let sel = |nama: &str| tabel.sel(baris, nama);
    let opsional = |nama: &'static str, cek: fn(&'static str, &str) -> Hasil<String>| -> Hasil<Option<String>> {
        if tabel.punya_kolom(nama) {
            cek(nama, sel(nama)).map(Some)
        } else {
            Ok(None)
        }
    };
    let kolom_induk = kolom_jenis(jenis)[0].nama;
    let nomor_induk = nomor_induk(kolom_induk, sel(kolom_induk))?;
    let nama = teks_wajib("Nama", sel("Nama"), 150)?;
    let kode_prodi = teks_wajib("Kode Prodi", sel("Kode Prodi"), 20)?;
    let angkatan = match jenis {
        JenisImpor::Mahasiswa => angkatan(sel("Angkatan"))?,
        _ => 0,
    };
    let (gelar_depan, gelar_belakang) = match jenis {
        JenisImpor::Dosen => (opsional("Gelar Depan", gelar)?, opsional("Gelar Belakang", gelar)?),
        _ => (None, None),
    };
    Ok(Orang {
        nomor_induk,
        nama,
        kode_prodi,
        angkatan,
        gelar_depan,
        gelar_belakang,
        email: opsional("Email", email)?,
        telepon: opsional("Telepon", telepon)?,
    })
}

pub(super) fn nomor_induk(kolom: &'static str, teks: &str) -> Hasil<String> {
    if teks.is_empty() {
        return Err((kolom, format!("{kolom} wajib diisi.")));
    }
    if teks.chars().count() > 20 || !teks.chars().all(|c| c.is_ascii_alphanumeric()) {
        return Err((
            kolom,
            format!("'{teks}' bukan {kolom} yang dapat dipakai: hanya huruf dan angka tanpa spasi, paling banyak 20 karakter."),
        ));
    }
    Ok(teks.to_string())
}

/// A class's natural key: its period, course code and name, letter case ignored.
pub(super) fn kunci_kelas(periode: i64, kode_mk: &str, nama: &str) -> (i64, String, String) {
    (periode, kode_mk.to_lowercase(), nama.to_lowercase())
}

/// A code of letters, digits, dots and hyphens (a course's or a programme's), at most 20
/// characters; `apa` names it in the message ('kode mata kuliah').
pub(super) fn kode(kolom: &'static str, teks: &str, apa: &str) -> Hasil<String> {
    let kode = teks_wajib(kolom, teks, 20)?;
    if !kode.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '.') {
        return Err((kolom, format!("'{kode}' bukan {apa}: huruf, angka, titik atau tanda hubung tanpa spasi.")));
    }
    Ok(kode)
}

/// A capacity of 1 to 1000; `isi` says what it counts ('jumlah mahasiswa').
pub(super) fn kapasitas(teks: &str, isi: &str) -> Hasil<i64> {
    match teks.parse::<i64>() {
        Ok(n) if (1..=1000).contains(&n) => Ok(n),
        _ if teks.is_empty() => Err(("Kapasitas", "Kapasitas wajib diisi.".into())),
        _ => Err(("Kapasitas", format!("'{teks}' bukan kapasitas; tulis {isi} 1 sampai 1000."))),
    }
}

/// A period's code as the LMS writes it: year and semester (20261).
pub(super) fn periode(teks: &str) -> Hasil<i64> {
    match teks {
        "" => Err(("Periode", "Periode wajib diisi.".into())),
        p => p.parse::<i64>().map_err(|_| ("Periode", format!("'{p}' bukan kode periode; tulis tahun dan semester, misalnya 20261."))),
    }
}

/// 07:30, 07.30 or 07:30:00.
pub(super) fn jam(kolom: &'static str, teks: &str) -> Hasil<NaiveTime> {
    let t = teks.replace('.', ":");
    NaiveTime::parse_from_str(&t, "%H:%M:%S").or_else(|_| NaiveTime::parse_from_str(&t, "%H:%M")).map_err(|_| {
        if teks.is_empty() {
            (kolom, format!("{kolom} wajib diisi."))
        } else {
            (kolom, format!("'{teks}' bukan jam; tulis jam dan menit, misalnya 07:30."))
        }
    })
}

/// Start and end times of one row, the end after the start.
pub(super) fn rentang_jam(mulai: &str, selesai: &str) -> Hasil<(NaiveTime, NaiveTime)> {
    let (mulai, selesai) = (jam("Jam Mulai", mulai)?, jam("Jam Selesai", selesai)?);
    if selesai <= mulai {
        return Err(("Jam Selesai", "Jam Selesai harus setelah Jam Mulai.".into()));
    }
    Ok((mulai, selesai))
}

pub(super) fn teks_wajib(kolom: &'static str, teks: &str, maks: usize) -> Hasil<String> {
    if teks.is_empty() {
        return Err((kolom, format!("{kolom} wajib diisi.")));
    }
    panjang(kolom, teks, maks)
}

fn panjang(kolom: &'static str, teks: &str, maks: usize) -> Hasil<String> {
    if teks.chars().count() > maks {
        return Err((kolom, format!("paling banyak {maks} karakter.")));
    }
    Ok(teks.to_string())
}

fn gelar(kolom: &'static str, teks: &str) -> Hasil<String> {
    panjang(kolom, teks, 50)
}

fn angkatan(teks: &str) -> Hasil<i64> {
    let tahun_ini = i64::from(chrono::Datelike::year(&chrono::Utc::now()));
    match teks.parse::<i64>() {
        Ok(t) if (1950..=tahun_ini + 1).contains(&t) => Ok(t),
        _ if teks.is_empty() => Err(("Angkatan", "Angkatan wajib diisi.".into())),
        _ => Err(("Angkatan", format!("'{teks}' bukan tahun angkatan; tulis tahun masuk empat angka, 1950 sampai {}.", tahun_ini + 1))),
    }
}

fn email(kolom: &'static str, teks: &str) -> Hasil<String> {
    let sah = match teks.split_once('@') {
        Some((nama, domain)) => !nama.is_empty() && domain.contains('.') && !domain.contains('@') && !teks.chars().any(char::is_whitespace),
        None => false,
    };
    if !teks.is_empty() && (!sah || teks.len() > 254) {
        return Err((kolom, format!("'{teks}' bukan alamat email (contoh: nama@kampus.ac.id).")));
    }
    Ok(teks.to_string())
}

fn telepon(kolom: &'static str, teks: &str) -> Hasil<String> {
    let sah = teks.chars().all(|c| c.is_ascii_digit() || " +-()".contains(c));
    if !sah || teks.chars().count() > 20 {
        return Err((kolom, format!("'{teks}' bukan nomor telepon: angka, spasi, +, - dan tanda kurung, paling banyak 20 karakter.")));
    }
    Ok(teks.to_string())
}
