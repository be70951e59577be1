-- Core of the university: campus, programmes, courses, periods, people,
-- classes with participants, teachers, schedule and meetings, settings,
-- system info and the activity log. Times are TEXT in UTC ('YYYY-MM-DDTHH:MM:SSZ')
-- in both engines; flags are INTEGER 0/1 (see docs/decisions.md, "Two engines").

CREATE TABLE sistem (
    id INTEGER PRIMARY KEY,
    nama TEXT NOT NULL,
    judul TEXT NOT NULL,
    alamat TEXT NOT NULL,
    email TEXT NOT NULL,
    telepon TEXT NOT NULL,
    logo_path TEXT
);

CREATE TABLE kampus (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    kode TEXT NOT NULL UNIQUE,
    nama TEXT NOT NULL,
    alamat TEXT NOT NULL DEFAULT ''
);

CREATE TABLE prodi (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    kode TEXT NOT NULL UNIQUE,
    nama TEXT NOT NULL,
    jenjang TEXT NOT NULL,
    id_kampus INTEGER NOT NULL REFERENCES kampus(id)
);

CREATE TABLE periode (
    kode INTEGER PRIMARY KEY,
    tahun INTEGER NOT NULL,
    semester INTEGER NOT NULL CHECK (semester BETWEEN 1 AND 4),
    tanggal_mulai TEXT NOT NULL,
    tanggal_selesai TEXT NOT NULL,
    is_berjalan INTEGER NOT NULL DEFAULT 0 CHECK (is_berjalan IN (0, 1))
);

CREATE TABLE users (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    username TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    role TEXT NOT NULL CHECK (role IN ('mahasiswa', 'dosen', 'operator')),
    nama TEXT NOT NULL,
    email TEXT NOT NULL DEFAULT '',
    telepon TEXT NOT NULL DEFAULT '',
    avatar_path TEXT,
    is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
    created_at TEXT NOT NULL
);

CREATE TABLE dosen (
    id_user INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    nidn TEXT NOT NULL UNIQUE,
    gelar_depan TEXT NOT NULL DEFAULT '',
    gelar_akademik TEXT NOT NULL DEFAULT '',
    id_prodi INTEGER NOT NULL REFERENCES prodi(id)
);

CREATE TABLE mahasiswa (
    id_user INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    nim TEXT NOT NULL UNIQUE,
    id_prodi INTEGER NOT NULL REFERENCES prodi(id),
    angkatan INTEGER NOT NULL
);

CREATE TABLE operator (
    id_user INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    lingkup TEXT NOT NULL DEFAULT '*'
);

-- One row per operator and module; a missing row means no_access.
CREATE TABLE operator_hak_akses (
    id_user INTEGER NOT NULL REFERENCES operator(id_user) ON DELETE CASCADE,
    modul TEXT NOT NULL CHECK (modul IN ('data_master', 'kelas_kuliah', 'bank_soal', 'data_sistem',
                                         'konfigurasi', 'pengumuman', 'bantuan', 'laporan')),
    level TEXT NOT NULL CHECK (level IN ('no_access', 'read', 'write')),
    PRIMARY KEY (id_user, modul),
    CHECK (modul <> 'bantuan' OR level <> 'write')
);

CREATE TABLE mata_kuliah (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    kode TEXT NOT NULL UNIQUE,
    nama TEXT NOT NULL,
    sks INTEGER NOT NULL CHECK (sks BETWEEN 1 AND 8),
    id_prodi INTEGER NOT NULL REFERENCES prodi(id),
    id_dosen_koordinator INTEGER REFERENCES dosen(id_user),
    id_dosen_pengembang_rps INTEGER REFERENCES dosen(id_user),
    silabus TEXT NOT NULL DEFAULT ''
);

CREATE TABLE jenis_kelas (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    nama TEXT NOT NULL UNIQUE
);

CREATE TABLE ruangan (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    nama TEXT NOT NULL UNIQUE,
    kapasitas INTEGER NOT NULL,
    id_kampus INTEGER NOT NULL REFERENCES kampus(id)
);

CREATE TABLE sesi_kuliah (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    nama TEXT NOT NULL,
    jam_mulai TEXT NOT NULL,
    jam_selesai TEXT NOT NULL
);

CREATE TABLE kelas_kuliah (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    periode INTEGER NOT NULL REFERENCES periode(kode),
    id_mata_kuliah INTEGER NOT NULL REFERENCES mata_kuliah(id),
    nama TEXT NOT NULL,
    id_jenis_kelas INTEGER NOT NULL REFERENCES jenis_kelas(id),
    mode_kuliah TEXT NOT NULL CHECK (mode_kuliah IN ('online', 'offline', 'campuran')),
    lingkup TEXT NOT NULL DEFAULT '',
    kapasitas INTEGER NOT NULL,
    id_kampus INTEGER NOT NULL REFERENCES kampus(id),
    status TEXT NOT NULL CHECK (status IN ('akan_dimulai', 'berlangsung', 'selesai')),
    metode_mengajar TEXT NOT NULL DEFAULT 'individu' CHECK (metode_mengajar IN ('individu', 'team_teaching')),
    banner_path TEXT,
    banner_color_idx INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    UNIQUE (periode, id_mata_kuliah, nama)
);

CREATE TABLE kelas_prodi (
    id_kelas INTEGER NOT NULL REFERENCES kelas_kuliah(id) ON DELETE CASCADE,
    id_prodi INTEGER NOT NULL REFERENCES prodi(id),
    PRIMARY KEY (id_kelas, id_prodi)
);

CREATE TABLE jadwal (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    id_kelas INTEGER NOT NULL REFERENCES kelas_kuliah(id) ON DELETE CASCADE,
    hari INTEGER NOT NULL CHECK (hari BETWEEN 0 AND 6),
    jam_mulai TEXT NOT NULL,
    jam_selesai TEXT NOT NULL,
    id_ruangan INTEGER REFERENCES ruangan(id)
);

CREATE TABLE kelas_pengajar (
    id_kelas INTEGER NOT NULL REFERENCES kelas_kuliah(id) ON DELETE CASCADE,
    id_dosen INTEGER NOT NULL REFERENCES dosen(id_user),
    jabatan TEXT NOT NULL CHECK (jabatan IN ('koordinator', 'pengajar', 'asisten')),
    urutan INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (id_kelas, id_dosen)
);

CREATE TABLE kelas_peserta (
    id_kelas INTEGER NOT NULL REFERENCES kelas_kuliah(id) ON DELETE CASCADE,
    id_mahasiswa INTEGER NOT NULL REFERENCES mahasiswa(id_user),
    jabatan TEXT NOT NULL DEFAULT 'peserta' CHECK (jabatan IN ('peserta', 'ketua_kelas')),
    PRIMARY KEY (id_kelas, id_mahasiswa)
);
CREATE INDEX kelas_peserta_mahasiswa ON kelas_peserta (id_mahasiswa);
CREATE INDEX kelas_pengajar_dosen ON kelas_pengajar (id_dosen);
CREATE INDEX kelas_kuliah_periode ON kelas_kuliah (periode);

CREATE TABLE pertemuan (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    id_kelas INTEGER NOT NULL REFERENCES kelas_kuliah(id) ON DELETE CASCADE,
    nomor INTEGER NOT NULL,
    judul TEXT NOT NULL,
    jenis TEXT NOT NULL CHECK (jenis IN ('online', 'offline', 'campuran')),
    kategori TEXT NOT NULL DEFAULT 'kuliah' CHECK (kategori IN ('kuliah', 'uts', 'uas')),
    deskripsi TEXT NOT NULL DEFAULT '',
    status TEXT NOT NULL CHECK (status IN ('belum_dimulai', 'berlangsung', 'selesai')),
    waktu_mulai TEXT NOT NULL,
    waktu_selesai TEXT NOT NULL,
    mulai_kuliah TEXT,
    selesai_kuliah TEXT,
    id_sesi INTEGER REFERENCES sesi_kuliah(id),
    id_ruangan INTEGER REFERENCES ruangan(id),
    UNIQUE (id_kelas, nomor)
);

-- System and class settings as JSON documents keyed by name
-- ('pengaturan_sistem', 'pengaturan_kelas', 'pelaku_integrasi_nilai').
CREATE TABLE pengaturan (
    kunci TEXT PRIMARY KEY,
    nilai TEXT NOT NULL
);

-- Keyword configuration (/v1/config/{keyword}).
CREATE TABLE konfigurasi (
    keyword TEXT PRIMARY KEY,
    nilai TEXT NOT NULL,
    keterangan TEXT NOT NULL DEFAULT ''
);

CREATE TABLE log_aktivitas (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    id_user INTEGER REFERENCES users(id),
    id_operator INTEGER REFERENCES users(id),
    role TEXT NOT NULL,
    jenis TEXT NOT NULL,
    detail TEXT NOT NULL,
    ip_address TEXT NOT NULL DEFAULT '',
    waktu TEXT NOT NULL
);
CREATE INDEX log_aktivitas_user_waktu ON log_aktivitas (id_user, waktu);

INSERT INTO pengaturan (kunci, nilai) VALUES
('pengaturan_sistem', '{"time_zone":"Asia/Jakarta","ukuran_max_file":{"kelas":{"banner":2},"ujian":{"lampiran_soal":10,"lampiran_kunci":10,"lampiran_jawaban_esai":10},"materi":{"ebook":20,"video":100,"audio":20,"arsip":50}}}'),
('pengaturan_kelas', '{"syarat_kehadiran_online_mahasiswa":{"terlambat_vidcon_menit":15,"video_persen":50,"audio_persen":50,"ebook_detik":60,"presentase_progress_minimal_persen":60},"syarat_kehadiran_online_dosen":{"mulai_kuliah":true,"akhiri_kuliah":true,"presentase_kehadiran_kelas":false,"aktivitas_kuliah":true,"presentase_kehadiran_kelas_persen":50},"syarat_kehadiran_offline_dosen":{"mulai_kuliah":true,"akhiri_kuliah":true,"presentase_kehadiran_kelas":false,"aktivitas_kuliah":false,"presentase_kehadiran_kelas_persen":50},"validasi_kehadiran_dosen":false,"tampil_tombol_presensi_dosen":{"mulai":15},"akses_resume_ujian":{"tampilkan_soal":true},"ubah_jadwal":{"online":true,"offline":false}}'),
('pelaku_integrasi_nilai', '{"dosen":true,"operator":false}');

INSERT INTO konfigurasi (keyword, nilai, keterangan) VALUES
('start_lecture', '07:00', 'Jam paling awal perkuliahan'),
('end_lecture', '21:00', 'Jam paling akhir perkuliahan'),
('attendance_percentage', '75', 'Persentase kehadiran minimal mahasiswa'),
('lecture_activity', 'true', 'Aktivitas kuliah dihitung sebagai kehadiran'),
('deadline', '7', 'Batas hari aktivitas pertemuan'),
('url_sikad', 'http://127.0.0.1:8080/sikad', 'Alamat sistem akademik (SIKAD)'),
('url_dosen_new', 'http://127.0.0.1:8080/sikad/dosen', 'Alamat SIKAD untuk dosen');
