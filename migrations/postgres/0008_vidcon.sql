-- Video conferences (issue 10): the link and app of an activity of jenis
-- 'vidcon' (aktivitas holds judul, times, meeting and creator), and who
-- joined when. terlambat is against start + the class setting's tolerance
-- when attendance is required (online and mixed meetings), else NULL.

CREATE TABLE vidcon (
    id_aktivitas BIGINT PRIMARY KEY REFERENCES aktivitas(id) ON DELETE CASCADE,
    aplikasi TEXT NOT NULL CHECK (aplikasi IN ('zoom', 'gmeet', 'msteams', 'lainnya')),
    link TEXT NOT NULL,
    catatan TEXT NOT NULL DEFAULT ''
);

CREATE TABLE vidcon_join (
    id_aktivitas BIGINT NOT NULL REFERENCES aktivitas(id) ON DELETE CASCADE,
    id_user BIGINT NOT NULL REFERENCES users(id),
    peran TEXT NOT NULL CHECK (peran IN ('mahasiswa', 'dosen')),
    waktu_join TEXT NOT NULL,
    terlambat BIGINT CHECK (terlambat IN (0, 1)),
    PRIMARY KEY (id_aktivitas, id_user)
);
CREATE INDEX vidcon_join_user ON vidcon_join (id_user);

-- Vidcons created before this migration had only a title.
INSERT INTO vidcon (id_aktivitas, aplikasi, link, catatan)
SELECT id, 'lainnya', '', '' FROM aktivitas WHERE jenis = 'vidcon';
