-- Tokens of the academic system's nightly sync (issue 35): one per integration, made and
-- revoked by an operator. Only the token's SHA-256 is kept; its first characters are shown so
-- the operator can tell tokens apart. A revoked token stays listed (who made it, when it was
-- last used) and no longer opens anything.
CREATE TABLE token_integrasi (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    nama TEXT NOT NULL,
    token_hash TEXT NOT NULL UNIQUE,
    awalan TEXT NOT NULL,
    dibuat_oleh INTEGER REFERENCES users(id) ON DELETE SET NULL,
    dibuat TEXT NOT NULL,
    terakhir_dipakai TEXT,
    dicabut TEXT
);
