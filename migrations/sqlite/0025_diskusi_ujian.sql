-- Exam comments (spec 3 E2/ST19, issue 34): a student's private discussion
-- with the class's teachers about one exam, chat id 'LMS-ujian-{id_aktivitas}-{nim}'
-- (`chat/service.rs`), penggunaan 'ujian' with the student's id like a task's.
-- SQLite cannot change a column's constraints, so its three chat tables are
-- rebuilt as in 0010: copies first, the old tables dropped children first,
-- then the copies renamed.
-- sqlite-only:begin
CREATE TABLE chat_grup_baru (
    id TEXT PRIMARY KEY,
    nama TEXT NOT NULL,
    penggunaan TEXT NOT NULL CHECK (penggunaan IN ('tugas', 'kelompok', 'ujian')),
    id_aktivitas INTEGER NOT NULL REFERENCES aktivitas(id) ON DELETE CASCADE,
    id_mahasiswa INTEGER REFERENCES mahasiswa(id_user),
    id_kelompok INTEGER REFERENCES tugas_kelompok(id) ON DELETE CASCADE,
    created_at TEXT NOT NULL,
    CHECK ((penggunaan IN ('tugas', 'ujian')) = (id_mahasiswa IS NOT NULL)),
    CHECK ((penggunaan = 'kelompok') = (id_kelompok IS NOT NULL))
);
INSERT INTO chat_grup_baru (id, nama, penggunaan, id_aktivitas, id_mahasiswa, id_kelompok, created_at)
SELECT id, nama, penggunaan, id_aktivitas, id_mahasiswa, id_kelompok, created_at FROM chat_grup;
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
