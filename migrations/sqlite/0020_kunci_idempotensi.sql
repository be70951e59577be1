-- Actions a student queues offline on the phone (issue 38) are sent with an
-- `Idempotency-Key` header, maybe more than once (retries, two tabs, the page
-- and the service worker): one row per user and key, claimed before the
-- action runs, holding the answer once it ran (`crate::idempotensi`).
-- status: 0 while the action runs, else the HTTP status of the stored answer.
-- Rows older than 7 days are swept.
CREATE TABLE kunci_idempotensi (
    id_pengguna INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    kunci TEXT NOT NULL,
    rute TEXT NOT NULL,
    status INTEGER NOT NULL DEFAULT 0,
    jawaban TEXT,
    dibuat TEXT NOT NULL,
    PRIMARY KEY (id_pengguna, kunci)
);
CREATE INDEX kunci_idempotensi_dibuat ON kunci_idempotensi (dibuat);
