-- Exams, second part (issue 11): question groups and questions written in
-- place, attempts under the server's clock, answers, violations.

-- 'Kelompok Soal n' of an exam, n = urutan. aturan: semua (every question,
-- all answered), random (a fixed random subset of jumlah_wajib_dijawab per
-- student), sebagian (every question shown, jumlah_wajib_dijawab answered).
CREATE TABLE ujian_kelompok_soal (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    id_aktivitas INTEGER NOT NULL REFERENCES aktivitas(id) ON DELETE CASCADE,
    urutan INTEGER NOT NULL,
    aturan TEXT NOT NULL DEFAULT 'semua' CHECK (aturan IN ('semua', 'random', 'sebagian')),
    jumlah_wajib_dijawab INTEGER CHECK (jumlah_wajib_dijawab IS NULL OR jumlah_wajib_dijawab >= 1),
    CHECK (aturan = 'semua' OR jumlah_wajib_dijawab IS NOT NULL)
);
CREATE INDEX ujian_kelompok_soal_ujian ON ujian_kelompok_soal (id_aktivitas, urutan);

-- A question (spec 3 §3 Question). pilihan: JSON list of option texts
-- (pilihan); kunci: the right option's index (pilihan), 'benar' | 'salah'
-- (benar_salah) or the key text (esay); jenis_file_diterima: JSON list of
-- text | image | pdf | docs | compressed (esay).
CREATE TABLE ujian_soal (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    id_kelompok INTEGER NOT NULL REFERENCES ujian_kelompok_soal(id) ON DELETE CASCADE,
    urutan INTEGER NOT NULL,
    jenis TEXT NOT NULL CHECK (jenis IN ('pilihan', 'benar_salah', 'esay')),
    pertanyaan TEXT NOT NULL,
    pilihan TEXT NOT NULL DEFAULT '[]',
    kunci TEXT NOT NULL DEFAULT '',
    jenis_file_diterima TEXT NOT NULL DEFAULT '[]',
    id_pembuat INTEGER REFERENCES users(id),
    created_at TEXT NOT NULL
);
CREATE INDEX ujian_soal_kelompok ON ujian_soal (id_kelompok, urutan);

-- A student's attempt. Its deadline is not stored: it is
-- min(waktu_mulai + durasi, the exam's end), read from the exam every time,
-- so a lecturer's time change applies to attempts already running.
-- waktu_kumpul: when it was finished (or closed at its deadline).
-- pengurangan_nilai: the lecturer's deduction (2 decimals). The score
-- itself stays in pengerjaan.nilai, with the other activities' scores.
CREATE TABLE ujian_pengerjaan (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    id_aktivitas INTEGER NOT NULL REFERENCES aktivitas(id) ON DELETE CASCADE,
    id_mahasiswa INTEGER NOT NULL REFERENCES mahasiswa(id_user),
    waktu_mulai TEXT NOT NULL,
    waktu_kumpul TEXT,
    pengurangan_nilai REAL NOT NULL DEFAULT 0 CHECK (pengurangan_nilai >= 0 AND pengurangan_nilai <= 100),
    UNIQUE (id_aktivitas, id_mahasiswa)
);
CREATE INDEX ujian_pengerjaan_mahasiswa ON ujian_pengerjaan (id_mahasiswa);

-- The questions an attempt shows, fixed when it starts (random groups pick
-- their subset here; acak_soal shuffles the order), in urutan.
CREATE TABLE ujian_pengerjaan_soal (
    id_pengerjaan INTEGER NOT NULL REFERENCES ujian_pengerjaan(id) ON DELETE CASCADE,
    id_soal INTEGER NOT NULL REFERENCES ujian_soal(id) ON DELETE CASCADE,
    urutan INTEGER NOT NULL,
    PRIMARY KEY (id_pengerjaan, id_soal)
);

-- An answer: the chosen option's index, 'benar' | 'salah', or essay text.
-- versi: the client's counter for this answer; a save carrying an older
-- versi than the stored one is acknowledged and ignored (a replayed queue
-- never overwrites a newer answer). nilai: an essay's score (0-100).
CREATE TABLE ujian_jawaban (
    id_pengerjaan INTEGER NOT NULL REFERENCES ujian_pengerjaan(id) ON DELETE CASCADE,
    id_soal INTEGER NOT NULL REFERENCES ujian_soal(id) ON DELETE CASCADE,
    jawaban TEXT NOT NULL,
    versi INTEGER NOT NULL,
    waktu TEXT NOT NULL,
    nilai INTEGER CHECK (nilai IS NULL OR (nilai >= 0 AND nilai <= 100)),
    PRIMARY KEY (id_pengerjaan, id_soal)
);
CREATE INDEX ujian_jawaban_soal ON ujian_jawaban (id_soal);

-- Leaving full screen, switching tab or window during a closed-book exam.
CREATE TABLE ujian_pelanggaran (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    id_pengerjaan INTEGER NOT NULL REFERENCES ujian_pengerjaan(id) ON DELETE CASCADE,
    jenis TEXT NOT NULL CHECK (jenis IN ('keluar_layar_penuh', 'pindah_tab', 'pindah_jendela')),
    waktu TEXT NOT NULL
);
CREATE INDEX ujian_pelanggaran_pengerjaan ON ujian_pelanggaran (id_pengerjaan);

-- Attempts recorded before this migration had only a time and a score:
-- they become finished attempts without answers.
INSERT INTO ujian_pengerjaan (id_aktivitas, id_mahasiswa, waktu_mulai, waktu_kumpul)
SELECT g.id_aktivitas, g.id_mahasiswa, g.waktu, g.waktu
FROM pengerjaan g JOIN aktivitas a ON a.id = g.id_aktivitas WHERE a.jenis = 'ujian';
