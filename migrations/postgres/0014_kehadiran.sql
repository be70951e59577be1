-- Attendance (issue 13, spec 2 §3-§5): what counts towards a student's
-- presence in an online meeting (parameter_kehadiran, one flag per kind of
-- activity), the QR scan mark, the leave types I and S that a university may
-- switch off, and the secret each meeting's rotating QR codes are signed with.

ALTER TABLE pertemuan ADD COLUMN hadir_vidcon BIGINT NOT NULL DEFAULT 1 CHECK (hadir_vidcon IN (0, 1));
ALTER TABLE pertemuan ADD COLUMN kerjakan_kuis_ujian BIGINT NOT NULL DEFAULT 1 CHECK (kerjakan_kuis_ujian IN (0, 1));
ALTER TABLE pertemuan ADD COLUMN kerjakan_tugas BIGINT NOT NULL DEFAULT 1 CHECK (kerjakan_tugas IN (0, 1));
ALTER TABLE pertemuan ADD COLUMN posting_forum BIGINT NOT NULL DEFAULT 1 CHECK (posting_forum IN (0, 1));
ALTER TABLE pertemuan ADD COLUMN unduh_materi BIGINT NOT NULL DEFAULT 1 CHECK (unduh_materi IN (0, 1));
-- Random per meeting, made when its QR is first shown; never sent to a client.
ALTER TABLE pertemuan ADD COLUMN qr_rahasia TEXT;

-- Offline meetings count no activity (spec 2 §5: all parameters false).
UPDATE pertemuan SET hadir_vidcon = 0, kerjakan_kuis_ujian = 0, kerjakan_tugas = 0, posting_forum = 0, unduh_materi = 0
WHERE jenis = 'offline';

ALTER TABLE kehadiran_mahasiswa ADD COLUMN is_qr_code BIGINT NOT NULL DEFAULT 0 CHECK (is_qr_code IN (0, 1));
CREATE INDEX kehadiran_mahasiswa_pertemuan ON kehadiran_mahasiswa (id_pertemuan, kode);

-- Izin and sakit, each offered only while active (H and A always are).
CREATE TABLE jenis_presensi (
    kode TEXT PRIMARY KEY CHECK (kode IN ('I', 'S')),
    kunci TEXT NOT NULL UNIQUE,
    nama TEXT NOT NULL,
    is_active BIGINT NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1))
);
INSERT INTO jenis_presensi (kode, kunci, nama, is_active) VALUES ('I', 'izin', 'Izin', 1), ('S', 'sakit', 'Sakit', 1);

-- The QR rule of the system settings (GET /v0/aturan/qr-code).
INSERT INTO pengaturan (kunci, nilai) VALUES ('aturan_qr_code', '{"status":true}');

-- Who teaches a meeting (the edit dialog's teacher checkboxes); a meeting
-- without rows is taught by all its class's teachers.
CREATE TABLE pertemuan_pengajar (
    id_pertemuan BIGINT NOT NULL REFERENCES pertemuan(id) ON DELETE CASCADE,
    id_dosen BIGINT NOT NULL REFERENCES dosen(id_user),
    PRIMARY KEY (id_pertemuan, id_dosen)
);
CREATE INDEX pertemuan_pengajar_dosen ON pertemuan_pengajar (id_dosen);
CREATE INDEX pertemuan_waktu ON pertemuan (waktu_mulai, waktu_selesai);
CREATE INDEX pertemuan_ruangan ON pertemuan (id_ruangan, waktu_mulai);

-- Wrong QR tokens or typed codes per student and meeting: guessing the
-- six-digit code stops after a few tries (kehadiran::qr).
CREATE TABLE kehadiran_qr_gagal (
    id_pertemuan BIGINT NOT NULL REFERENCES pertemuan(id) ON DELETE CASCADE,
    id_mahasiswa BIGINT NOT NULL REFERENCES mahasiswa(id_user),
    jumlah BIGINT NOT NULL,
    terakhir TEXT NOT NULL,
    PRIMARY KEY (id_pertemuan, id_mahasiswa)
);
