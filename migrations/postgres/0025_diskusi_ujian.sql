-- Exam comments (spec 3 E2/ST19, issue 34): a student's private discussion
-- with the class's teachers about one exam, chat id 'LMS-ujian-{id_aktivitas}-{nim}'
-- (`chat/service.rs`), penggunaan 'ujian' with the student's id like a task's.
-- SQLite cannot change a column's constraints, so its three chat tables are
-- rebuilt as in 0010: copies first, the old tables dropped children first,
-- then the copies renamed.
-- postgres-only:begin
ALTER TABLE chat_grup DROP CONSTRAINT chat_grup_penggunaan_check;
ALTER TABLE chat_grup ADD CONSTRAINT chat_grup_penggunaan_check CHECK (penggunaan IN ('tugas', 'kelompok', 'ujian'));
ALTER TABLE chat_grup DROP CONSTRAINT chat_grup_mahasiswa_check;
ALTER TABLE chat_grup ADD CONSTRAINT chat_grup_mahasiswa_check CHECK ((penggunaan IN ('tugas', 'ujian')) = (id_mahasiswa IS NOT NULL));
-- postgres-only:end
