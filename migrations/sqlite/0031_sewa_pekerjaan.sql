-- A background job belongs to the server process that runs it (issue 36): `pemilik` names the
-- process, `sewa_sampai` is when its lease ends unless that process renews it. A job whose
-- lease ended is failed by whichever server sweeps next; one left unfinished by an earlier
-- version has no lease and is failed by the first sweep.
ALTER TABLE pekerjaan_latar ADD COLUMN pemilik TEXT;
ALTER TABLE pekerjaan_latar ADD COLUMN sewa_sampai TEXT;
CREATE INDEX pekerjaan_latar_sewa ON pekerjaan_latar (status, sewa_sampai);
