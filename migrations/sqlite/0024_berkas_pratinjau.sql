-- The PDF preview of a material's Word, Excel or PowerPoint file (issue 34),
-- made once by LibreOffice when it is installed (`berkas/pratinjau.rs`) and
-- kept beside the file as `{kunci}.pratinjau.pdf`. The row is claimed with
-- one INSERT before the conversion starts, so it runs once whichever server
-- is asked. status: menunggu (queued or running), siap, gagal.
CREATE TABLE berkas_pratinjau (
    id_berkas TEXT PRIMARY KEY REFERENCES berkas(id) ON DELETE CASCADE,
    status TEXT NOT NULL CHECK (status IN ('menunggu', 'siap', 'gagal')),
    diperbarui TEXT NOT NULL
);
