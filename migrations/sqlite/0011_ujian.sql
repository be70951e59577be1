-- Exams and quizzes (issue 11, first part): the settings of an activity of
-- jenis 'ujian' (aktivitas holds judul, sub_jenis kuis | uts | uas |
-- remedial, the window waktu_mulai..waktu_selesai, meeting and creator), and
-- who may take a remedial exam. Question groups, questions and attempts come
-- with the parts that use them.

-- sifat: close 'Tutup Buku' | open 'Buku Terbuka'. durasi (minutes) only with
-- gunakan_batas_waktu. id_ujian_utama: the exam a remedial one repeats.
-- nilai_dipublikasi: students see their scores.
CREATE TABLE ujian (
    id_aktivitas INTEGER PRIMARY KEY REFERENCES aktivitas(id) ON DELETE CASCADE,
    deskripsi TEXT NOT NULL,
    sifat TEXT NOT NULL DEFAULT 'close' CHECK (sifat IN ('open', 'close')),
    gunakan_batas_waktu INTEGER NOT NULL DEFAULT 0 CHECK (gunakan_batas_waktu IN (0, 1)),
    durasi INTEGER CHECK (durasi IS NULL OR durasi >= 5),
    acak_soal INTEGER NOT NULL DEFAULT 0 CHECK (acak_soal IN (0, 1)),
    ditampilkan INTEGER NOT NULL DEFAULT 1 CHECK (ditampilkan IN (0, 1)),
    tampilkan_kunci_jawaban INTEGER NOT NULL DEFAULT 0 CHECK (tampilkan_kunci_jawaban IN (0, 1)),
    waktu_tampil_kunci TEXT,
    id_ujian_utama INTEGER REFERENCES aktivitas(id),
    nilai_dipublikasi INTEGER NOT NULL DEFAULT 0 CHECK (nilai_dipublikasi IN (0, 1)),
    CHECK (gunakan_batas_waktu = 0 OR durasi IS NOT NULL),
    CHECK (tampilkan_kunci_jawaban = 0 OR waktu_tampil_kunci IS NOT NULL)
);
CREATE INDEX ujian_utama ON ujian (id_ujian_utama);

CREATE TABLE ujian_peserta_remedial (
    id_aktivitas INTEGER NOT NULL REFERENCES aktivitas(id) ON DELETE CASCADE,
    id_mahasiswa INTEGER NOT NULL REFERENCES mahasiswa(id_user),
    PRIMARY KEY (id_aktivitas, id_mahasiswa)
);

-- Exams created before this migration had only a title and a window: closed
-- book, no time limit, shown, no key; their scores were already visible.
INSERT INTO ujian (id_aktivitas, deskripsi, sifat, gunakan_batas_waktu, durasi, acak_soal, ditampilkan, tampilkan_kunci_jawaban, waktu_tampil_kunci, id_ujian_utama, nilai_dipublikasi)
SELECT id, judul, 'close', 0, NULL, 0, 1, 0, NULL, NULL, 1 FROM aktivitas WHERE jenis = 'ujian';
