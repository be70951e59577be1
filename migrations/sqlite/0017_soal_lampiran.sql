-- Files of a question (issue 12; spec 3 §3 Question: soal_files, kunci_files,
-- gambar per option), of an exam's question or a bank's (exactly one of the
-- two). peran: 'soal' (attachments shown with the question), 'kunci' (the
-- essay key's attachments, shown where the key is), 'opsi' (the image of
-- option `opsi`, 0 is A). Copying a question copies its rows: the same
-- upload may serve several questions; the hourly sweep removes an upload
-- once no row uses it.
CREATE TABLE soal_lampiran (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    id_ujian_soal INTEGER REFERENCES ujian_soal(id) ON DELETE CASCADE,
    id_bank_soal INTEGER REFERENCES bank_soal_soal(id) ON DELETE CASCADE,
    peran TEXT NOT NULL CHECK (peran IN ('soal', 'kunci', 'opsi')),
    opsi INTEGER CHECK (opsi IS NULL OR opsi >= 0),
    urutan INTEGER NOT NULL,
    id_berkas TEXT NOT NULL REFERENCES berkas(id),
    CHECK ((id_ujian_soal IS NULL) <> (id_bank_soal IS NULL)),
    CHECK ((peran = 'opsi') = (opsi IS NOT NULL))
);
CREATE INDEX soal_lampiran_ujian ON soal_lampiran (id_ujian_soal);
CREATE INDEX soal_lampiran_bank ON soal_lampiran (id_bank_soal);
CREATE INDEX soal_lampiran_berkas ON soal_lampiran (id_berkas);
