-- Jobs that run once a day at a fixed local time on whichever server gets
-- there first (spec 2: online attendance recalculated automatically at 23:59
-- in the college's zone). A server claims the day's run with one INSERT; the
-- others find the row and skip it. selesai: when it ended, with `hasil` its
-- count (NULL while it runs or when the server died on the way).
CREATE TABLE jadwal_harian (
    nama TEXT NOT NULL,
    tanggal TEXT NOT NULL,
    mulai TEXT NOT NULL,
    selesai TEXT,
    hasil BIGINT,
    PRIMARY KEY (nama, tanggal)
);
