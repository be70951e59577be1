-- QR attendance a friend at home cannot use (issue 37, item 5): the device
-- (a long-lived browser cookie) that marked a student present by QR in a
-- meeting. One device marks one account per meeting.
CREATE TABLE presensi_perangkat (
    id_pertemuan INTEGER NOT NULL REFERENCES pertemuan(id) ON DELETE CASCADE,
    perangkat TEXT NOT NULL,
    id_mahasiswa INTEGER NOT NULL REFERENCES mahasiswa(id_user),
    waktu TEXT NOT NULL,
    PRIMARY KEY (id_pertemuan, perangkat)
);
