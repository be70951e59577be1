-- Grades (issue 14, spec 2 §3-§5): which LMS activities feed each SIKAD
-- grade component of a class, the scores the legacy academic system wrote
-- back, and the grade settings (which component each kind of activity feeds
-- by default).

-- A class's chosen activities per component (PUT .../komponen/{id}); a class
-- and component without a row here use the default of `pengaturan_nilai`.
CREATE TABLE nilai_komponen_kelas (
    id_kelas_kuliah BIGINT NOT NULL REFERENCES kelas_kuliah(id) ON DELETE CASCADE,
    id_komponen BIGINT NOT NULL REFERENCES komponen_nilai(id),
    updated_by TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    PRIMARY KEY (id_kelas_kuliah, id_komponen)
);

CREATE TABLE nilai_komponen_aktivitas (
    id_kelas_kuliah BIGINT NOT NULL,
    id_komponen BIGINT NOT NULL,
    id_aktivitas BIGINT NOT NULL REFERENCES aktivitas(id) ON DELETE CASCADE,
    PRIMARY KEY (id_kelas_kuliah, id_komponen, id_aktivitas),
    FOREIGN KEY (id_kelas_kuliah, id_komponen) REFERENCES nilai_komponen_kelas (id_kelas_kuliah, id_komponen) ON DELETE CASCADE
);

-- A component score the legacy system (SIKAD) set for a student
-- ('update_by_sikad'); it wins over the LMS computation until the component's
-- activities are chosen again with confirmation.
CREATE TABLE nilai_sikad (
    id_kelas_kuliah BIGINT NOT NULL REFERENCES kelas_kuliah(id) ON DELETE CASCADE,
    id_komponen BIGINT NOT NULL REFERENCES komponen_nilai(id),
    id_mahasiswa BIGINT NOT NULL REFERENCES mahasiswa(id_user),
    nilai DOUBLE PRECISION NOT NULL CHECK (nilai >= 0 AND nilai <= 100),
    updated_at TEXT NOT NULL,
    PRIMARY KEY (id_kelas_kuliah, id_komponen, id_mahasiswa)
);

-- Grade settings: the component (komponen_nilai.id) each kind of graded
-- activity feeds when a class has not chosen; null feeds none.
INSERT INTO pengaturan (kunci, nilai) VALUES
('pengaturan_nilai', '{"tugas":2,"kuis":3,"forum":null,"uts":4,"uas":5}');
