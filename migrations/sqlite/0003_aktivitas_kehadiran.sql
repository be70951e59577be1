-- What happens in a class: activities per meeting (the content types of
-- spec 1: materi, tugas, ujian, teks, forum, vidcon) with what students hand
-- in, attendance of students and teachers per meeting, announcements, the
-- programme signers of the BAP report, the semester and evaluation plans of a
-- course, and background jobs (the period-wide BAP archive).
-- Content detail (questions, files, forum posts) belongs to later migrations;
-- these tables are what the overview, dashboard, calendar and BAP read.

CREATE TABLE aktivitas (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    id_pertemuan INTEGER NOT NULL REFERENCES pertemuan(id) ON DELETE CASCADE,
    jenis TEXT NOT NULL CHECK (jenis IN ('materi', 'tugas', 'ujian', 'teks', 'forum', 'vidcon')),
    -- tugas: individu | kelompok; ujian: kuis | uts | uas | remedial; else ''.
    sub_jenis TEXT NOT NULL DEFAULT '',
    judul TEXT NOT NULL,
    waktu_mulai TEXT NOT NULL,
    waktu_selesai TEXT NOT NULL,
    id_pembuat INTEGER REFERENCES users(id),
    created_at TEXT NOT NULL,
    CHECK (jenis <> 'tugas' OR sub_jenis IN ('individu', 'kelompok')),
    CHECK (jenis <> 'ujian' OR sub_jenis IN ('kuis', 'uts', 'uas', 'remedial'))
);
CREATE INDEX aktivitas_pertemuan ON aktivitas (id_pertemuan);
CREATE INDEX aktivitas_waktu_selesai ON aktivitas (waktu_selesai);

-- A student's hand-in, attempt, post or viewing of an activity; nilai (0-100)
-- once graded (tugas, ujian), NULL otherwise.
CREATE TABLE pengerjaan (
    id_aktivitas INTEGER NOT NULL REFERENCES aktivitas(id) ON DELETE CASCADE,
    id_mahasiswa INTEGER NOT NULL REFERENCES mahasiswa(id_user),
    waktu TEXT NOT NULL,
    nilai REAL CHECK (nilai IS NULL OR (nilai >= 0 AND nilai <= 100)),
    PRIMARY KEY (id_aktivitas, id_mahasiswa)
);
CREATE INDEX pengerjaan_mahasiswa ON pengerjaan (id_mahasiswa);

-- Student attendance per meeting: H hadir, A alpa, I izin, S sakit; progress
-- is the fraction (0-1) of the meeting's online activity done.
CREATE TABLE kehadiran_mahasiswa (
    id_pertemuan INTEGER NOT NULL REFERENCES pertemuan(id) ON DELETE CASCADE,
    id_mahasiswa INTEGER NOT NULL REFERENCES mahasiswa(id_user),
    kode TEXT NOT NULL CHECK (kode IN ('H', 'A', 'I', 'S')),
    progress REAL NOT NULL DEFAULT 0 CHECK (progress >= 0 AND progress <= 1),
    is_valid INTEGER NOT NULL DEFAULT 1 CHECK (is_valid IN (0, 1)),
    -- A username, or 'LMS:SYSTEM' when the system computed it.
    updated_by TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    PRIMARY KEY (id_pertemuan, id_mahasiswa)
);
CREATE INDEX kehadiran_mahasiswa_mahasiswa ON kehadiran_mahasiswa (id_mahasiswa);

CREATE TABLE kehadiran_pengajar (
    id_pertemuan INTEGER NOT NULL REFERENCES pertemuan(id) ON DELETE CASCADE,
    id_dosen INTEGER NOT NULL REFERENCES dosen(id_user),
    is_hadir INTEGER NOT NULL CHECK (is_hadir IN (0, 1)),
    mulai_kuliah TEXT,
    selesai_kuliah TEXT,
    is_valid INTEGER NOT NULL DEFAULT 0 CHECK (is_valid IN (0, 1)),
    id_verifikator INTEGER REFERENCES users(id),
    updated_at TEXT NOT NULL,
    PRIMARY KEY (id_pertemuan, id_dosen)
);

CREATE TABLE pengumuman (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    judul TEXT NOT NULL,
    isi TEXT NOT NULL,
    -- Who sees it: everyone, or one role.
    sasaran TEXT NOT NULL DEFAULT 'semua' CHECK (sasaran IN ('semua', 'mahasiswa', 'dosen', 'operator')),
    tanggal_publish TEXT NOT NULL,
    id_pembuat INTEGER NOT NULL REFERENCES users(id),
    created_at TEXT NOT NULL
);
CREATE INDEX pengumuman_tanggal ON pengumuman (tanggal_publish);

-- The programme's signer on the BAP ("KHS kiri" in the legacy system); the
-- signature image is a data URL (base64 png, jpg or svg, spec 2 §5).
CREATE TABLE penandatangan_prodi (
    id_prodi INTEGER PRIMARY KEY REFERENCES prodi(id),
    jabatan TEXT NOT NULL,
    nama TEXT NOT NULL,
    nidn TEXT NOT NULL,
    ttd TEXT
);

CREATE TABLE rencana_pembelajaran (
    id_mata_kuliah INTEGER NOT NULL REFERENCES mata_kuliah(id) ON DELETE CASCADE,
    nomor_pertemuan INTEGER NOT NULL,
    materi TEXT NOT NULL,
    materi_inggris TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (id_mata_kuliah, nomor_pertemuan)
);

CREATE TABLE komponen_nilai (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    nama TEXT NOT NULL UNIQUE
);

CREATE TABLE rencana_evaluasi (
    id_mata_kuliah INTEGER NOT NULL REFERENCES mata_kuliah(id) ON DELETE CASCADE,
    id_komponen INTEGER NOT NULL REFERENCES komponen_nilai(id),
    bobot INTEGER NOT NULL CHECK (bobot BETWEEN 0 AND 100),
    PRIMARY KEY (id_mata_kuliah, id_komponen)
);

-- The syllabus attachment ('Lampiran' of 'Ubah Data Silabus').
ALTER TABLE mata_kuliah ADD COLUMN silabus_lampiran_path TEXT;
ALTER TABLE mata_kuliah ADD COLUMN silabus_lampiran_nama TEXT;
ALTER TABLE mata_kuliah ADD COLUMN silabus_lampiran_ukuran INTEGER;

-- Long work done outside the request that asked for it (a period's BAP ZIP).
CREATE TABLE pekerjaan_latar (
    id TEXT PRIMARY KEY,
    jenis TEXT NOT NULL,
    id_user INTEGER NOT NULL REFERENCES users(id),
    parameter TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('antri', 'berjalan', 'selesai', 'gagal')),
    selesai INTEGER NOT NULL DEFAULT 0,
    total INTEGER NOT NULL DEFAULT 0,
    pesan TEXT,
    berkas_path TEXT,
    nama_berkas TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
CREATE INDEX pekerjaan_latar_user ON pekerjaan_latar (id_user, created_at);

INSERT INTO komponen_nilai (id, nama) VALUES
(1, 'Kehadiran'), (2, 'Tugas'), (3, 'Kuis'), (4, 'UTS'), (5, 'UAS');
