-- Group chats (spec 2, "Chat groups for exams and individual tasks"): for now
-- one per individual task and student, id 'LMS-tugas-{id_aktivitas}-{nim}',
-- created when it is first opened with the student and the class's teachers.
CREATE TABLE chat_grup (
    id TEXT PRIMARY KEY,
    nama TEXT NOT NULL,
    penggunaan TEXT NOT NULL CHECK (penggunaan IN ('tugas')),
    id_aktivitas INTEGER NOT NULL REFERENCES aktivitas(id) ON DELETE CASCADE,
    id_mahasiswa INTEGER NOT NULL REFERENCES mahasiswa(id_user),
    created_at TEXT NOT NULL
);
CREATE INDEX chat_grup_aktivitas ON chat_grup (id_aktivitas);

-- terakhir_dibaca: id of the last message the member has seen (unread counts).
CREATE TABLE chat_anggota (
    id_grup TEXT NOT NULL REFERENCES chat_grup(id) ON DELETE CASCADE,
    id_user INTEGER NOT NULL REFERENCES users(id),
    peran TEXT NOT NULL CHECK (peran IN ('Mahasiswa', 'Dosen')),
    terakhir_dibaca INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (id_grup, id_user)
);

CREATE TABLE chat_pesan (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    id_grup TEXT NOT NULL REFERENCES chat_grup(id) ON DELETE CASCADE,
    id_user INTEGER NOT NULL REFERENCES users(id),
    isi TEXT NOT NULL,
    dikirim_pada TEXT NOT NULL,
    diubah_pada TEXT
);
CREATE INDEX chat_pesan_grup ON chat_pesan (id_grup, id);
