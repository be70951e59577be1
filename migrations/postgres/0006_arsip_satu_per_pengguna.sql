-- At most one unfinished background job of a kind per user (BAP period ZIP:
-- a second request while one is queued or running is refused). The service
-- checks first for a friendly message; this index settles two requests that
-- arrive at the same moment. Finished and failed jobs are not constrained.
-- Jobs left unfinished by the previous version cannot run on anymore (the
-- start-up does the same each time); failing them first lets the index build.
UPDATE pekerjaan_latar SET status = 'gagal', pesan = 'Server dimulai ulang sebelum arsip selesai. Silakan unduh ulang.'
    WHERE status IN ('antri', 'berjalan');
CREATE UNIQUE INDEX pekerjaan_latar_satu_aktif ON pekerjaan_latar (id_user, jenis)
    WHERE status IN ('antri', 'berjalan');
-- The expiry sweep looks jobs up by age.
CREATE INDEX pekerjaan_latar_umur ON pekerjaan_latar (updated_at);
