-- Essay answers given as files (issue 11; spec 3 §3 esay jenis_file_diterima:
-- image, pdf, docs, compressed). The files of one question of one attempt,
-- in order; the text of the answer stays in ujian_jawaban. A row keeps its
-- upload (berkas) from the hourly sweep of unused uploads; deleting the
-- attempt or the question removes the rows, and the sweep then the files.
CREATE TABLE ujian_jawaban_berkas (
    id_pengerjaan INTEGER NOT NULL REFERENCES ujian_pengerjaan(id) ON DELETE CASCADE,
    id_soal INTEGER NOT NULL REFERENCES ujian_soal(id) ON DELETE CASCADE,
    id_berkas TEXT NOT NULL REFERENCES berkas(id),
    urutan INTEGER NOT NULL,
    PRIMARY KEY (id_pengerjaan, id_soal, id_berkas)
);
CREATE INDEX ujian_jawaban_berkas_berkas ON ujian_jawaban_berkas (id_berkas);
