-- Spec 2 P1: `/sso` sends a student to the student's SIAKAD, not the staff's:
-- `url_sikad_mahasiswa` (empty: the staff's `url_sikad`).
-- The first defaults pointed at an address nothing answered on (the SIAKAD
-- menu ended on the LMS's own login page). An installation that never changed
-- them now opens `/siakad-demo`, the stand-in that shows the hand-off worked
-- and tells the operator where the real address is set.
INSERT INTO konfigurasi (keyword, nilai, keterangan) VALUES
('url_sikad_mahasiswa', '/siakad-demo', 'Alamat SIKAD untuk mahasiswa');
UPDATE konfigurasi SET nilai = '/siakad-demo' WHERE keyword = 'url_sikad' AND nilai = 'http://127.0.0.1:8080/sikad';
UPDATE konfigurasi SET nilai = '/siakad-demo?legacy=rps' WHERE keyword = 'url_dosen_new' AND nilai = 'http://127.0.0.1:8080/sikad/dosen';
