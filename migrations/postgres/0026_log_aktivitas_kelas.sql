-- The class and meeting an activity-log entry is about (spec 2 §3 log filter's
-- id_kelas, id_pertemuan and periode; issue 34), null for entries about no class
-- (logins, settings) and for entries written before this migration. No foreign
-- key: the history keeps its ids when a class or meeting is deleted.
ALTER TABLE log_aktivitas ADD COLUMN id_kelas BIGINT;
ALTER TABLE log_aktivitas ADD COLUMN id_pertemuan BIGINT;
CREATE INDEX log_aktivitas_kelas_waktu ON log_aktivitas (id_kelas, waktu);
