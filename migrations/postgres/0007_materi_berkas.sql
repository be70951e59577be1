-- Class content, first part (issue 10): uploaded files, materials and the
-- attendance-by-use record of each student per material.

-- A file sent to POST /v2/storager. `kunci` is its key in the object store
-- (local directory or S3), made by the server, never from user input. An
-- upload that no content refers to within a day is swept away with its object.
CREATE TABLE berkas (
    id TEXT PRIMARY KEY,
    kunci TEXT NOT NULL UNIQUE,
    nama TEXT NOT NULL,
    ekstensi TEXT NOT NULL,
    ukuran BIGINT NOT NULL CHECK (ukuran >= 0),
    dir TEXT NOT NULL,
    id_pengunggah BIGINT NOT NULL REFERENCES users(id),
    created_at TEXT NOT NULL
);
CREATE INDEX berkas_pengunggah ON berkas (id_pengunggah, created_at);

-- The material of an activity of jenis 'materi' (aktivitas holds judul, the
-- meeting and the creator; aktivitas.waktu_mulai is the display time).
-- tipe_file url carries file_url and no file; the other types a file.
CREATE TABLE materi (
    id_aktivitas BIGINT PRIMARY KEY REFERENCES aktivitas(id) ON DELETE CASCADE,
    deskripsi TEXT NOT NULL,
    tipe_file TEXT NOT NULL CHECK (tipe_file IN ('url', 'ebook', 'audio', 'video', 'archive')),
    jenis_materi TEXT NOT NULL CHECK (jenis_materi IN ('buku_ajar', 'diktat', 'modul', 'petunjuk_praktikum', 'model', 'alat_bantu', 'audio_visual', 'naskah_tutorial')),
    id_berkas TEXT REFERENCES berkas(id),
    file_url TEXT,
    tampil_sekarang BIGINT NOT NULL CHECK (tampil_sekarang IN (0, 1)),
    is_syarat_hadir BIGINT NOT NULL CHECK (is_syarat_hadir IN (0, 1)),
    deadline TEXT,
    CHECK ((tipe_file = 'url') = (file_url IS NOT NULL)),
    CHECK (is_syarat_hadir = 0 OR deadline IS NOT NULL)
);
CREATE INDEX materi_berkas ON materi (id_berkas);

-- How and when a student used a material (spec 3 §4): read the e-book for
-- the set time (baca), watched or listened past the set share (tonton,
-- dengar), downloaded (unduh) or opened the link (buka). The first record
-- counts; tepat_waktu is NULL when the material has no deadline. Meeting
-- presence is computed from these rows.
CREATE TABLE materi_akses (
    id_aktivitas BIGINT NOT NULL REFERENCES aktivitas(id) ON DELETE CASCADE,
    id_mahasiswa BIGINT NOT NULL REFERENCES mahasiswa(id_user),
    cara TEXT NOT NULL CHECK (cara IN ('baca', 'tonton', 'dengar', 'unduh', 'buka')),
    persen BIGINT,
    tepat_waktu BIGINT CHECK (tepat_waktu IN (0, 1)),
    waktu TEXT NOT NULL,
    PRIMARY KEY (id_aktivitas, id_mahasiswa)
);
CREATE INDEX materi_akses_mahasiswa ON materi_akses (id_mahasiswa);

-- Materials created before this migration had only a title: they become
-- link-less text materials ('modul', shown at once) so every 'materi'
-- activity has its row.
INSERT INTO materi (id_aktivitas, deskripsi, tipe_file, jenis_materi, id_berkas, file_url, tampil_sekarang, is_syarat_hadir, deadline)
SELECT id, judul, 'url', 'modul', NULL, '', 1, 0, NULL FROM aktivitas WHERE jenis = 'materi';
