-- Lecture sessions are imported from SIAKAD by name (issue 35), so a name names one session.
CREATE UNIQUE INDEX sesi_kuliah_nama ON sesi_kuliah (nama);
