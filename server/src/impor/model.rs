//! What an import reads and what its preview says.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// What a file holds: one kind per file (one template each).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum JenisImpor {
    Mahasiswa,
    Dosen,
    /// Courses, by their code, with their coordinator and RPS developer.
    MataKuliah,
    /// Classes, by period, course code and class name, with their teaching team.
    Kelas,
    /// The timetable: each class's weekly slot, which makes or moves its meetings.
    Jadwal,
    /// Enrolments: who attends which class (class by period, course code and class name).
    Peserta,
    /// Study programmes, by code, on a campus.
    Prodi,
    /// Academic periods, by code (year and semester), with their dates.
    Periode,
    /// Rooms, by name, on a campus.
    Ruangan,
    /// Lecture sessions (Sesi 1: 07:30-09:10), by name; the timetable's meetings take the one
    /// their start falls in.
    SesiKuliah,
}

impl JenisImpor {
    /// In the page's order: people first (the most frequent), then what a new installation
    /// imports before them.
    pub const SEMUA: [JenisImpor; 10] = [
        JenisImpor::Mahasiswa,
        JenisImpor::Dosen,
        JenisImpor::MataKuliah,
        JenisImpor::Kelas,
        JenisImpor::Jadwal,
        JenisImpor::Peserta,
        JenisImpor::Prodi,
        JenisImpor::Periode,
        JenisImpor::Ruangan,
        JenisImpor::SesiKuliah,
    ];

    pub fn nama(self) -> &'static str {
        match self {
            JenisImpor::Mahasiswa => "mahasiswa",
            JenisImpor::Dosen => "dosen",
            JenisImpor::MataKuliah => "mata_kuliah",
            JenisImpor::Kelas => "kelas",
            JenisImpor::Jadwal => "jadwal",
            JenisImpor::Peserta => "peserta",
            JenisImpor::Prodi => "prodi",
            JenisImpor::Periode => "periode",
            JenisImpor::Ruangan => "ruangan",
            JenisImpor::SesiKuliah => "sesi_kuliah",
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            JenisImpor::Mahasiswa => "Mahasiswa",
            JenisImpor::Dosen => "Dosen",
            JenisImpor::MataKuliah => "Mata Kuliah",
            JenisImpor::Kelas => "Kelas",
            JenisImpor::Jadwal => "Jadwal Kuliah",
            JenisImpor::Peserta => "Peserta Kelas",
            JenisImpor::Prodi => "Program Studi",
            JenisImpor::Periode => "Periode",
            JenisImpor::Ruangan => "Ruangan",
            JenisImpor::SesiKuliah => "Sesi Kuliah",
        }
    }

    pub fn dari_teks(teks: &str) -> Option<JenisImpor> {
        JenisImpor::SEMUA.into_iter().find(|j| j.nama() == teks.trim().to_lowercase())
    }
}

/// The kinds that are people: an account with a number.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum JenisOrang {
    Mahasiswa,
    Dosen,
}

impl JenisOrang {
    /// The account's role.
    pub fn role(self) -> &'static str {
        match self {
            JenisOrang::Mahasiswa => "mahasiswa",
            JenisOrang::Dosen => "dosen",
        }
    }
}

/// The import page: each kind with its template's columns.
#[derive(Debug, Serialize, JsonSchema)]
pub struct ImporHalaman {
    pub jenis: Vec<JenisInfo>,
    /// The integration tokens of the academic system's sync, newest first.
    pub token: Vec<TokenIntegrasiInfo>,
}

#[derive(Debug, Serialize, JsonSchema)]
pub struct JenisInfo {
    pub jenis: JenisImpor,
    pub label: String,
    /// What the operator should know before importing this kind.
    pub catatan: String,
    pub kolom: Vec<KolomInfo>,
}

#[derive(Debug, Serialize, JsonSchema)]
pub struct KolomInfo {
    pub nama: String,
    pub wajib: bool,
    pub keterangan: String,
}

impl ImporHalaman {
    pub fn baru(token: Vec<TokenIntegrasiInfo>) -> ImporHalaman {
        let jenis = JenisImpor::SEMUA
            .into_iter()
            .map(|j| JenisInfo {
                jenis: j,
                label: j.label().into(),
                catatan: super::aturan::catatan(j).into(),
                kolom: super::aturan::kolom_jenis(j)
                    .iter()
                    .map(|k| KolomInfo { nama: k.nama.into(), wajib: k.wajib, keterangan: k.keterangan.into() })
                    .collect(),
            })
            .collect();
        ImporHalaman { jenis, token }
    }
}

/// A row that cannot be imported: where, and what to write instead.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct GalatBaris {
    /// The row as the spreadsheet numbers it (the header is row 1).
    pub baris: u32,
    /// The column's header, as the template writes it.
    pub kolom: String,
    pub pesan: String,
}

/// The preview of a file, and after a confirmed import what was done.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct Pratinjau {
    pub jenis: JenisImpor,
    /// Rows holding data (the header and empty rows not counted).
    pub baris: u64,
    pub ditambah: u64,
    pub diubah: u64,
    /// Rows equal to what the LMS holds already.
    pub tetap: u64,
    /// Enrolments: students of a class in the file whom the file no longer lists in it. They
    /// leave the class; their hand-ins and grades stay (and come back if listed again).
    pub dikeluarkan: u64,
    /// Bad rows (the first `GALAT_DITAMPILKAN`); while there is one, nothing is written.
    pub galat: Vec<GalatBaris>,
    /// How many rows are bad in all.
    pub jumlah_galat: u64,
    /// What each row came to, in the order the rows were planned (the sync endpoint answers it).
    #[serde(skip)]
    #[schemars(skip)]
    pub per_baris: Vec<(u32, StatusBaris)>,
}

/// What an import did, or would do, with one row.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum StatusBaris {
    Ditambah,
    Diubah,
    Tetap,
    /// Bad: `Pratinjau::galat` says what to write (for the first `GALAT_DITAMPILKAN`).
    Galat,
}

/// Bad rows a preview names one by one; the rest are counted.
pub const GALAT_DITAMPILKAN: usize = 500;

impl Pratinjau {
    /// The summary line the command prints and the page shows.
    pub fn ringkasan(&self) -> String {
        let label = self.jenis.label();
        if self.jumlah_galat > 0 {
            return format!("{label}: {} baris, {} perlu diperbaiki. Tidak ada yang disimpan.", self.baris, self.jumlah_galat);
        }
        if self.ada_perubahan() {
            let keluar = if self.dikeluarkan > 0 { format!(", {} dikeluarkan dari kelas", self.dikeluarkan) } else { String::new() };
            return format!(
                "{label}: {} baris, {} ditambah, {} diubah, {} tetap{keluar}.",
                self.baris, self.ditambah, self.diubah, self.tetap
            );
        }
        format!("{label}: {} baris, tidak ada perubahan.", self.baris)
    }

    pub fn ada_perubahan(&self) -> bool {
        self.ditambah + self.diubah + self.dikeluarkan > 0
    }

    pub fn kosong(jenis: JenisImpor, baris: usize) -> Pratinjau {
        Pratinjau {
            jenis,
            baris: baris as u64,
            ditambah: 0,
            diubah: 0,
            tetap: 0,
            dikeluarkan: 0,
            galat: Vec::new(),
            jumlah_galat: 0,
            per_baris: Vec::with_capacity(baris),
        }
    }

    /// Counts a good row `baris` as what it comes to.
    pub fn catat(&mut self, baris: u32, status: StatusBaris) {
        match status {
            StatusBaris::Ditambah => self.ditambah += 1,
            StatusBaris::Diubah => self.diubah += 1,
            StatusBaris::Tetap => self.tetap += 1,
            StatusBaris::Galat => self.jumlah_galat += 1,
        }
        self.per_baris.push((baris, status));
    }

    /// Counts a bad row, naming it while fewer than `GALAT_DITAMPILKAN` are named.
    pub fn tolak(&mut self, galat: GalatBaris) {
        self.per_baris.push((galat.baris, StatusBaris::Galat));
        self.jumlah_galat += 1;
        if self.galat.len() < GALAT_DITAMPILKAN {
            self.galat.push(galat);
        }
    }
}

/// How far a confirmed import has come: the page's event stream sends it while the import runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
pub struct KemajuanImpor {
    pub tahap: TahapImpor,
    /// Rows done of `jumlah` in this stage.
    pub selesai: u64,
    pub jumlah: u64,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum TahapImpor {
    /// The rows are checked against the LMS's data (all of them, before anything is written).
    Memeriksa,
    /// The rows that add or change something are written (`jumlah` is how many).
    Menyimpan,
}

/// An integration's token as the operator's list shows it (never the token itself).
#[derive(Debug, Clone, Serialize, Deserialize, JsonSchema, sqlx::FromRow)]
pub struct TokenIntegrasiInfo {
    pub id: i64,
    pub nama: String,
    /// The token's first characters, to tell tokens apart.
    pub awalan: String,
    /// Who made it (empty: made from the command line, or the account is gone).
    pub dibuat_oleh: String,
    pub dibuat: String,
    pub terakhir_dipakai: Option<String>,
    /// When it was revoked; a revoked token opens nothing.
    pub dicabut: Option<String>,
}

/// A new integration token: `token` is shown this once and never again.
#[derive(Debug, Serialize, Deserialize, JsonSchema)]
pub struct TokenBaru {
    pub id: i64,
    pub nama: String,
    pub token: String,
}

#[derive(Debug, Deserialize, JsonSchema)]
pub struct TokenIntegrasiForm {
    /// Which system uses it, e.g. 'SIAKAD sinkron malam' (1-100 characters).
    #[schemars(length(min = 1, max = 100))]
    pub nama: String,
}

/// The sync endpoint's body: the rows of one kind, each an object whose keys are the template's
/// column names (any letter case), values text or numbers.
#[derive(Debug, Deserialize, JsonSchema)]
pub struct SinkronBody {
    #[schemars(length(max = 200000))]
    pub baris: Vec<std::collections::BTreeMap<String, NilaiSel>>,
}

/// One cell of a synced row.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(untagged)]
pub enum NilaiSel {
    Teks(String),
    Angka(serde_json::Number),
    Kosong(()),
}

/// What a sync did: the counts and named bad rows of an import, and what each row came to.
#[derive(Debug, Serialize, JsonSchema)]
pub struct HasilSinkron {
    /// False for a dry run (`uji`) and whenever a row is bad: then nothing was written.
    pub disimpan: bool,
    pub ringkasan: String,
    pub pratinjau: Pratinjau,
    /// Every row in the order sent; `baris` counts from 1.
    pub hasil: Vec<HasilBaris>,
}

#[derive(Debug, Serialize, JsonSchema)]
pub struct HasilBaris {
    pub baris: u32,
    pub status: StatusBaris,
}
