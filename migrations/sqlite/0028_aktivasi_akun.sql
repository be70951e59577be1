-- One-time activation links of accounts that came in without a password (the academic
-- import, issue 35): the link's token is stored only as its SHA-256, it expires, and using it
-- (setting the account's first password) deletes it.
CREATE TABLE aktivasi_akun (
    token_hash TEXT PRIMARY KEY,
    id_user INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    kedaluwarsa TEXT NOT NULL,
    dibuat TEXT NOT NULL
);
CREATE INDEX aktivasi_akun_user ON aktivasi_akun (id_user);
