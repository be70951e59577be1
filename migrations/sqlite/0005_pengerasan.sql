-- Hardening (issue 9).

-- Refresh rotation derives the next token pair from a per-session secret and
-- the presented token, so the same token presented twice within the grace
-- window (two tabs, a retried request) gets the same pair instead of being
-- taken for theft. The previous refresh token and when it was rotated tell
-- the grace window apart from a late reuse.
ALTER TABLE sesi ADD COLUMN token_secret TEXT;
ALTER TABLE sesi ADD COLUMN refresh_prev_hash TEXT;
ALTER TABLE sesi ADD COLUMN refresh_rotated_at TEXT;
CREATE INDEX sesi_refresh_prev ON sesi (refresh_prev_hash);
CREATE INDEX sesi_asal ON sesi (id_sesi_asal);

-- A code minted inside an act-as session carries the operator and the
-- operator's own session; a code for the LMS itself is bound to the browser
-- that asked for it (hash of a cookie value).
ALTER TABLE sso_kode ADD COLUMN id_operator INTEGER REFERENCES users(id);
ALTER TABLE sso_kode ADD COLUMN id_sesi_asal INTEGER REFERENCES sesi(id);
ALTER TABLE sso_kode ADD COLUMN browser_hash TEXT;
