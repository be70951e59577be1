//! The activity log's kinds of entries and the entry a change writes.

use crate::identitas::model::Role;
use crate::identitas::CurrentUser;

/// Kinds of entries written by the server, with the label the history's
/// filter shows: `jenis::LOGIN` is the code, `JENIS` lists every kind
/// once (also `/lms/log_aktivitas/jenis_aktivitas`).
macro_rules! jenis_aktivitas {
    ($($nama:ident = $kode:literal, $label:literal;)*) => {
        pub mod jenis {
            $(pub const $nama: &str = $kode;)*
        }
        pub const JENIS: &[(&str, &str)] = &[$(($kode, $label),)*];
    };
}

jenis_aktivitas! {
    LOGIN = "login", "Login";
    LOGIN_GAGAL = "login_gagal", "Login gagal";
    LOGOUT = "logout", "Logout";
    LOGIN_AKUN_LAIN = "login_akun_lain", "Login akun lain";
    KEMBALI_KE_OPERATOR = "kembali_ke_operator", "Kembali ke akun operator";
    KELUAR_KE_SIKAD = "keluar_ke_sikad", "Keluar ke SIAKAD";
    TAMBAH_KOMENTAR = "tambah_komentar", "Tambah komentar";
    NILAI_TUGAS = "nilai_tugas", "Nilai tugas";
    TAMBAH_MATERI = "tambah_materi", "Tambah materi";
    UBAH_MATERI = "ubah_materi", "Ubah materi";
    HAPUS_MATERI = "hapus_materi", "Hapus materi";
    TAMBAH_VIDCON = "tambah_vidcon", "Tambah vidcon";
    UBAH_VIDCON = "ubah_vidcon", "Ubah vidcon";
    HAPUS_VIDCON = "hapus_vidcon", "Hapus vidcon";
    TAMBAH_FORUM = "tambah_forum", "Tambah forum";
    UBAH_FORUM = "ubah_forum", "Ubah forum";
    HAPUS_FORUM = "hapus_forum", "Hapus forum";
    TAMBAH_TUGAS = "tambah_tugas", "Tambah tugas";
    UBAH_TUGAS = "ubah_tugas", "Ubah tugas";
    HAPUS_TUGAS = "hapus_tugas", "Hapus tugas";
    KUMPUL_TUGAS = "kumpul_tugas", "Kumpul tugas";
    KELOMPOK_TUGAS = "kelompok_tugas", "Kelompok tugas";
    TAMBAH_TEKS = "tambah_teks", "Tambah teks";
    UBAH_TEKS = "ubah_teks", "Ubah teks";
    HAPUS_TEKS = "hapus_teks", "Hapus teks";
    TAMBAH_UJIAN = "tambah_ujian", "Tambah kuis/ujian";
    UBAH_UJIAN = "ubah_ujian", "Ubah kuis/ujian";
    HAPUS_UJIAN = "hapus_ujian", "Hapus kuis/ujian";
    MULAI_UJIAN = "mulai_ujian", "Mulai kuis/ujian";
    SELESAI_UJIAN = "selesai_ujian", "Selesai kuis/ujian";
    NILAI_UJIAN = "nilai_ujian", "Nilai kuis/ujian";
    TAMBAH_BANK_SOAL = "tambah_bank_soal", "Tambah bank soal";
    UBAH_BANK_SOAL = "ubah_bank_soal", "Ubah bank soal";
    HAPUS_BANK_SOAL = "hapus_bank_soal", "Hapus bank soal";
    UBAH_KEHADIRAN = "ubah_kehadiran", "Ubah kehadiran";
    UBAH_KEHADIRAN_PENGAJAR = "ubah_kehadiran_pengajar", "Ubah kehadiran pengajar";
    PRESENSI_QR = "presensi_qr", "Presensi QR";
    MULAI_PERTEMUAN = "mulai_pertemuan", "Mulai pertemuan";
    AKHIRI_PERTEMUAN = "akhiri_pertemuan", "Akhiri pertemuan";
    UBAH_PERTEMUAN = "ubah_pertemuan", "Ubah pertemuan";
    UBAH_KOMPONEN_NILAI = "ubah_komponen_nilai", "Ubah komponen nilai";
    UBAH_KONFIGURASI = "ubah_konfigurasi", "Ubah konfigurasi";
    UBAH_HAK_AKSES_OPERATOR = "ubah_hak_akses_operator", "Ubah hak akses operator";
    UBAH_PENGATURAN = "ubah_pengaturan", "Ubah pengaturan";
    UBAH_BANNER_KELAS = "ubah_banner_kelas", "Ubah banner kelas";
    UBAH_KETUA_KELAS = "ubah_ketua_kelas", "Ubah ketua kelas";
    UBAH_JABATAN_PENGAJAR = "ubah_jabatan_pengajar", "Ubah jabatan pengajar";
    IMPOR_DATA_AKADEMIK = "impor_data_akademik", "Impor data akademik";
    AKTIVASI_AKUN = "aktivasi_akun", "Aktivasi akun";
    BUAT_TAUTAN_AKTIVASI = "buat_tautan_aktivasi", "Buat tautan aktivasi";
}

/// The label of a kind (the code itself for a kind this build does not know).
pub fn label(kode: &str) -> &str {
    JENIS.iter().find(|(k, _)| *k == kode).map(|(_, l)| *l).unwrap_or(kode)
}

pub struct Entry<'a> {
    pub id_user: Option<i64>,
    pub id_operator: Option<i64>,
    /// None for a failed login (no account to take a role from).
    pub role: Option<Role>,
    pub jenis: &'a str,
    pub detail: String,
    pub ip: &'a str,
    /// The class the entry is about (the log filter's id_kelas and periode); the meeting's
    /// class when only `id_pertemuan` is given.
    pub id_kelas: Option<i64>,
    /// The meeting the entry is about (the log filter's id_pertemuan).
    pub id_pertemuan: Option<i64>,
}

impl<'a> Entry<'a> {
    /// An action of the signed-in user (with the acting operator, if any).
    pub fn by(user: &'a CurrentUser, jenis: &'a str, detail: impl Into<String>, ip: &'a str) -> Self {
        Entry {
            id_user: Some(user.id()),
            id_operator: user.info.acting_operator.as_ref().map(|o| o.id),
            role: Some(user.role()),
            jenis,
            detail: detail.into(),
            ip,
            id_kelas: None,
            id_pertemuan: None,
        }
    }

    /// About class `id_kelas`.
    pub fn di_kelas(self, id_kelas: i64) -> Self {
        Entry { id_kelas: Some(id_kelas), ..self }
    }

    /// About meeting `id_pertemuan` (and so its class, which the write looks up).
    pub fn di_pertemuan(self, id_pertemuan: i64) -> Self {
        Entry { id_pertemuan: Some(id_pertemuan), ..self }
    }
}

/// A checked filter: known kind and role, times as stored (UTC, seconds).
#[derive(Default, Debug, PartialEq)]
pub struct Saringan {
    pub id_user: Option<i64>,
    pub jenis: Option<String>,
    pub awal: Option<String>,
    pub akhir: Option<String>,
    pub role: Option<Role>,
    pub ip: Option<String>,
    pub search: Option<String>,
    pub id_kelas: Option<i64>,
    pub id_pertemuan: Option<i64>,
    pub periode: Option<i64>,
}
