-- Class content, last part (issue 10): what a task asks and carries, what
-- students hand in (text and files, late or on time), the groups of a
-- kelompok task with their group chat, and the text ('teks') activity.

-- The task of an activity of jenis 'tugas' (aktivitas holds judul, sub_jenis
-- individu | kelompok, start, deadline, meeting and creator).
CREATE TABLE tugas (
    id_aktivitas INTEGER PRIMARY KEY REFERENCES aktivitas(id) ON DELETE CASCADE,
    deskripsi TEXT NOT NULL,
    boleh_terlambat INTEGER NOT NULL DEFAULT 0 CHECK (boleh_terlambat IN (0, 1))
);

-- The teacher's attachments of a task, in the order given.
CREATE TABLE tugas_lampiran (
    id_aktivitas INTEGER NOT NULL REFERENCES aktivitas(id) ON DELETE CASCADE,
    id_berkas TEXT NOT NULL REFERENCES berkas(id),
    urutan INTEGER NOT NULL,
    PRIMARY KEY (id_aktivitas, id_berkas)
);
CREATE INDEX tugas_lampiran_berkas ON tugas_lampiran (id_berkas);

-- The groups of a kelompok task; a student is in at most one group of a task.
CREATE TABLE tugas_kelompok (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    id_aktivitas INTEGER NOT NULL REFERENCES aktivitas(id) ON DELETE CASCADE,
    nama TEXT NOT NULL,
    created_at TEXT NOT NULL,
    UNIQUE (id_aktivitas, nama)
);

CREATE TABLE tugas_kelompok_anggota (
    id_kelompok INTEGER NOT NULL REFERENCES tugas_kelompok(id) ON DELETE CASCADE,
    id_aktivitas INTEGER NOT NULL REFERENCES aktivitas(id) ON DELETE CASCADE,
    id_mahasiswa INTEGER NOT NULL REFERENCES mahasiswa(id_user),
    jabatan TEXT NOT NULL CHECK (jabatan IN ('ketua', 'anggota')),
    urutan INTEGER NOT NULL,
    PRIMARY KEY (id_kelompok, id_mahasiswa),
    UNIQUE (id_aktivitas, id_mahasiswa)
);

-- A hand-in: the text, whether it came after the deadline, who sent it (a
-- group's hand-in is written for each member) and the group it was for.
ALTER TABLE pengerjaan ADD COLUMN teks TEXT;
ALTER TABLE pengerjaan ADD COLUMN terlambat INTEGER CHECK (terlambat IN (0, 1));
ALTER TABLE pengerjaan ADD COLUMN id_pengirim INTEGER REFERENCES users(id);
ALTER TABLE pengerjaan ADD COLUMN id_kelompok INTEGER REFERENCES tugas_kelompok(id) ON DELETE SET NULL;

-- The files of a hand-in, in the order given.
CREATE TABLE pengerjaan_berkas (
    id_aktivitas INTEGER NOT NULL REFERENCES aktivitas(id) ON DELETE CASCADE,
    id_mahasiswa INTEGER NOT NULL REFERENCES mahasiswa(id_user),
    id_berkas TEXT NOT NULL REFERENCES berkas(id),
    urutan INTEGER NOT NULL,
    PRIMARY KEY (id_aktivitas, id_mahasiswa, id_berkas)
);
CREATE INDEX pengerjaan_berkas_berkas ON pengerjaan_berkas (id_berkas);

-- A text activity: a note of the lecturer in a meeting.
CREATE TABLE teks (
    id_aktivitas INTEGER PRIMARY KEY REFERENCES aktivitas(id) ON DELETE CASCADE,
    isi TEXT NOT NULL
);

-- Tasks and texts created before this migration had only a title.
INSERT INTO tugas (id_aktivitas, deskripsi, boleh_terlambat) SELECT id, judul, 0 FROM aktivitas WHERE jenis = 'tugas';
INSERT INTO teks (id_aktivitas, isi) SELECT id, judul FROM aktivitas WHERE jenis = 'teks';

-- Chat groups: a kelompok task's group chat ('kelompok', id
-- 'tugas-{id_aktivitas}-kelompok-{id_kelompok}') has no single student.
-- SQLite cannot change a column's constraints, so its three chat tables are
-- rebuilt: copies first, the old tables dropped children first (nothing
-- cascades), then the copies renamed (references follow the rename).
-- sqlite-only:begin
CREATE TABLE chat_grup_baru (
    id TEXT PRIMARY KEY,
    nama TEXT NOT NULL,
    penggunaan TEXT NOT NULL CHECK (penggunaan IN ('tugas', 'kelompok')),
    id_aktivitas INTEGER NOT NULL REFERENCES aktivitas(id) ON DELETE CASCADE,
    id_mahasiswa INTEGER REFERENCES mahasiswa(id_user),
    id_kelompok INTEGER REFERENCES tugas_kelompok(id) ON DELETE CASCADE,
    created_at TEXT NOT NULL,
    CHECK ((penggunaan = 'tugas') = (id_mahasiswa IS NOT NULL)),
    CHECK ((penggunaan = 'kelompok') = (id_kelompok IS NOT NULL))
);
INSERT INTO chat_grup_baru (id, nama, penggunaan, id_aktivitas, id_mahasiswa, id_kelompok, created_at)
SELECT id, nama, penggunaan, id_aktivitas, id_mahasiswa, NULL, created_at FROM chat_grup;
CREATE TABLE chat_anggota_baru (
    id_grup TEXT NOT NULL REFERENCES chat_grup_baru(id) ON DELETE CASCADE,
    id_user INTEGER NOT NULL REFERENCES users(id),
    peran TEXT NOT NULL CHECK (peran IN ('Mahasiswa', 'Dosen')),
    terakhir_dibaca INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (id_grup, id_user)
);
INSERT INTO chat_anggota_baru SELECT id_grup, id_user, peran, terakhir_dibaca FROM chat_anggota;
CREATE TABLE chat_pesan_baru (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    id_grup TEXT NOT NULL REFERENCES chat_grup_baru(id) ON DELETE CASCADE,
    id_user INTEGER NOT NULL REFERENCES users(id),
    isi TEXT NOT NULL,
    dikirim_pada TEXT NOT NULL,
    diubah_pada TEXT
);
INSERT INTO chat_pesan_baru SELECT id, id_grup, id_user, isi, dikirim_pada, diubah_pada FROM chat_pesan;
DROP TABLE chat_pesan;
DROP TABLE chat_anggota;
DROP TABLE chat_grup;
ALTER TABLE chat_grup_baru RENAME TO chat_grup;
ALTER TABLE chat_anggota_baru RENAME TO chat_anggota;
ALTER TABLE chat_pesan_baru RENAME TO chat_pesan;
CREATE INDEX chat_grup_aktivitas ON chat_grup (id_aktivitas);
CREATE INDEX chat_pesan_grup ON chat_pesan (id_grup, id);
-- sqlite-only:end
