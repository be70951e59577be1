-- Question banks (issue 12, spec 3 §2-§5 Question bank). A bank belongs to
-- one lecturer (id_dosen) and one course; ditampilkan shares it with the
-- other lecturers of that course, who may read and copy it.
CREATE TABLE bank_soal (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    judul TEXT NOT NULL,
    deskripsi TEXT NOT NULL,
    id_dosen INTEGER NOT NULL REFERENCES dosen(id_user),
    id_mata_kuliah INTEGER NOT NULL REFERENCES mata_kuliah(id),
    ditampilkan INTEGER NOT NULL DEFAULT 1 CHECK (ditampilkan IN (0, 1)),
    id_pembuat INTEGER REFERENCES users(id),
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
CREATE INDEX bank_soal_dosen ON bank_soal (id_dosen);
CREATE INDEX bank_soal_mata_kuliah ON bank_soal (id_mata_kuliah, ditampilkan);

-- A bank's question: the same content as an exam's question (ujian_soal),
-- so one check and one copy serve both.
CREATE TABLE bank_soal_soal (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    id_bank INTEGER NOT NULL REFERENCES bank_soal(id) ON DELETE CASCADE,
    urutan INTEGER NOT NULL,
    jenis TEXT NOT NULL CHECK (jenis IN ('pilihan', 'benar_salah', 'esay')),
    pertanyaan TEXT NOT NULL,
    pilihan TEXT NOT NULL DEFAULT '[]',
    kunci TEXT NOT NULL DEFAULT '',
    jenis_file_diterima TEXT NOT NULL DEFAULT '[]',
    id_pembuat INTEGER REFERENCES users(id),
    created_at TEXT NOT NULL
);
CREATE INDEX bank_soal_soal_bank ON bank_soal_soal (id_bank, urutan);
