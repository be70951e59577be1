//! Indonesian name parts and course topics for the demo data.

pub const DEPAN: &[&str] = &[
    "Adi", "Agus", "Ahmad", "Aisyah", "Andi", "Anisa", "Arif", "Ayu", "Bagus", "Bayu", "Budi", "Citra", "Dedi",
    "Dewi", "Dian", "Dimas", "Eka", "Endah", "Fajar", "Fitri", "Gilang", "Hadi", "Hendra", "Indah", "Intan",
    "Joko", "Kartika", "Lestari", "Made", "Maya", "Nanda", "Nur", "Nyoman", "Putri", "Putu", "Rahmat", "Rani",
    "Reza", "Rina", "Rizky", "Sari", "Siti", "Sri", "Teguh", "Tri", "Wahyu", "Wayan", "Wulan", "Yoga", "Yudi",
];

pub const BELAKANG: &[&str] = &[
    "Pratama", "Saputra", "Wijaya", "Santoso", "Hidayat", "Nugroho", "Kusuma", "Lestari", "Permana", "Setiawan",
    "Siregar", "Nasution", "Harahap", "Simanjuntak", "Situmorang", "Wibowo", "Purnomo", "Susanto", "Rahayu",
    "Utami", "Hakim", "Firmansyah", "Maulana", "Ramadhan", "Syahputra", "Gunawan", "Halim", "Tanjung", "Lubis",
    "Sembiring", "Manurung", "Daulay", "Suryadi", "Kurniawan", "Anggraini", "Puspita", "Wardani", "Rusdi",
];

pub const GELAR_DEPAN: &[&str] = &["", "", "", "Dr.", "Prof. Dr.", "Ir."];
pub const GELAR_AKADEMIK: &[&str] = &["M.Kom.", "M.T.", "M.Sc.", "M.Pd.", "M.M.", "M.Si.", "Ph.D.", "M.Eng."];

/// (kode, nama, jenjang) of the six programmes.
pub const PRODI: &[(&str, &str, &str)] = &[
    ("TI", "Teknik Informatika", "S1"),
    ("SI", "Sistem Informasi", "S1"),
    ("MN", "Manajemen", "S1"),
    ("AK", "Akuntansi", "S1"),
    ("PBI", "Pendidikan Bahasa Inggris", "S1"),
    ("MI", "Manajemen Informatika", "D3"),
];

/// Ten courses per programme, in the order of PRODI.
pub const MATA_KULIAH: &[&[&str]] = &[
    &["Algoritma dan Pemrograman", "Struktur Data", "Basis Data", "Jaringan Komputer", "Sistem Operasi",
      "Rekayasa Perangkat Lunak", "Kecerdasan Buatan", "Pemrograman Web", "Grafika Komputer", "Keamanan Informasi"],
    &["Pengantar Sistem Informasi", "Analisis dan Perancangan Sistem", "Manajemen Proyek TI", "Sistem Pendukung Keputusan",
      "E-Business", "Tata Kelola TI", "Audit Sistem Informasi", "Data Mining", "Sistem Informasi Manajemen", "Interaksi Manusia dan Komputer"],
    &["Pengantar Manajemen", "Manajemen Pemasaran", "Manajemen Keuangan", "Manajemen Sumber Daya Manusia", "Perilaku Organisasi",
      "Manajemen Operasional", "Kewirausahaan", "Manajemen Strategik", "Bisnis Internasional", "Etika Bisnis"],
    &["Pengantar Akuntansi", "Akuntansi Keuangan Menengah", "Akuntansi Biaya", "Auditing", "Perpajakan",
      "Akuntansi Manajemen", "Sistem Informasi Akuntansi", "Akuntansi Sektor Publik", "Analisis Laporan Keuangan", "Teori Akuntansi"],
    &["Grammar", "Speaking for Academic Purposes", "Reading Comprehension", "Academic Writing", "Linguistics",
      "Teaching English as a Foreign Language", "Curriculum Development", "Language Assessment", "Translation", "Literature"],
    &["Dasar Pemrograman", "Aplikasi Perkantoran", "Desain Grafis", "Pemrograman Mobile", "Administrasi Basis Data",
      "Jaringan Dasar", "Pemrograman Visual", "Multimedia", "Analisis Sistem", "Kerja Praktik"],
];

pub const TOPIK: &[&str] = &[
    "Pengantar dan Kontrak Kuliah", "Konsep Dasar", "Landasan Teori", "Studi Kasus I", "Metode dan Teknik",
    "Praktikum Terbimbing", "Diskusi Kelompok", "Ujian Tengah Semester", "Pendalaman Materi", "Studi Kasus II",
    "Presentasi Kelompok", "Analisis Lanjutan", "Penerapan di Industri", "Review Jurnal", "Persiapan Proyek Akhir",
    "Ujian Akhir Semester",
];

/// TOPIK in English, for the semester plan's 'materi_inggris'.
pub const TOPIK_INGGRIS: &[&str] = &[
    "Introduction and Course Contract", "Basic Concepts", "Theoretical Foundations", "Case Study I", "Methods and Techniques",
    "Guided Practicum", "Group Discussion", "Midterm Examination", "Deepening the Material", "Case Study II",
    "Group Presentation", "Advanced Analysis", "Industrial Applications", "Journal Review", "Final Project Preparation",
    "Final Examination",
];
