-- Students taken out of a class by the academic import (issue 35): SIAKAD no longer lists them
-- in it. Their participation moves here from kelas_peserta, so every list, page and rule that
-- reads kelas_peserta stops counting them, while their hand-ins, answers, attendance and grades
-- (keyed by student and activity, not by this row) stay; listed again, they move back.
CREATE TABLE kelas_peserta_keluar (
    id_kelas INTEGER NOT NULL REFERENCES kelas_kuliah(id) ON DELETE CASCADE,
    id_mahasiswa INTEGER NOT NULL REFERENCES mahasiswa(id_user),
    jabatan TEXT NOT NULL,
    keluar_pada TEXT NOT NULL,
    PRIMARY KEY (id_kelas, id_mahasiswa)
);
