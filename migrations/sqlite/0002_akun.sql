-- Sessions, login throttling and one-time SSO codes. Tokens are stored only as
-- SHA-256 hashes; a leaked database row cannot be replayed.

CREATE TABLE sesi (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    id_user INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    -- set while an operator acts as id_user ('Login Akun Lain')
    id_operator INTEGER REFERENCES users(id),
    -- the operator's own session to return to
    id_sesi_asal INTEGER REFERENCES sesi(id),
    cookie_hash TEXT NOT NULL UNIQUE,
    access_hash TEXT NOT NULL UNIQUE,
    access_expires_at TEXT NOT NULL,
    refresh_hash TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    revoked_at TEXT,
    ip_address TEXT NOT NULL DEFAULT ''
);
CREATE INDEX sesi_user ON sesi (id_user);

-- Used refresh tokens: presenting one again means the token was stolen or
-- replayed, so the session is revoked.
CREATE TABLE refresh_terpakai (
    refresh_hash TEXT PRIMARY KEY,
    id_sesi INTEGER NOT NULL REFERENCES sesi(id) ON DELETE CASCADE,
    used_at TEXT NOT NULL
);

CREATE TABLE percobaan_login (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    kunci TEXT NOT NULL,
    waktu TEXT NOT NULL
);
CREATE INDEX percobaan_login_kunci ON percobaan_login (kunci, waktu);

CREATE TABLE sso_kode (
    kode_hash TEXT PRIMARY KEY,
    id_user INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    client_id TEXT NOT NULL,
    as_role TEXT NOT NULL,
    state TEXT NOT NULL DEFAULT '',
    redirect_uri TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    used_at TEXT
);

CREATE TABLE kunjungan (
    id_user INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    tanggal TEXT NOT NULL,
    terakhir_aktif TEXT NOT NULL,
    PRIMARY KEY (id_user, tanggal)
);
