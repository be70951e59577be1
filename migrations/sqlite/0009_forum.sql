-- Forums (issue 10): the settings of an activity of jenis 'forum' (aktivitas
-- holds judul, times, meeting and creator), its posts (threads and their
-- replies) and how far each member has read. A student's first post is also
-- their 'pengerjaan' of the forum, which the dashboard counts.

CREATE TABLE forum (
    id_aktivitas INTEGER PRIMARY KEY REFERENCES aktivitas(id) ON DELETE CASCADE,
    deskripsi TEXT NOT NULL,
    penilaian_keaktifan INTEGER NOT NULL DEFAULT 0 CHECK (penilaian_keaktifan IN (0, 1)),
    minimal_post INTEGER NOT NULL DEFAULT 1 CHECK (minimal_post >= 1)
);

CREATE TABLE forum_post (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    id_aktivitas INTEGER NOT NULL REFERENCES aktivitas(id) ON DELETE CASCADE,
    -- The thread a reply belongs to; NULL for a thread.
    id_induk INTEGER REFERENCES forum_post(id) ON DELETE CASCADE,
    id_user INTEGER NOT NULL REFERENCES users(id),
    peran TEXT NOT NULL CHECK (peran IN ('mahasiswa', 'dosen')),
    isi TEXT NOT NULL,
    dikirim_pada TEXT NOT NULL
);
CREATE INDEX forum_post_aktivitas ON forum_post (id_aktivitas, id);
CREATE INDEX forum_post_user ON forum_post (id_user);

-- The last post id a member has seen in a forum (unread counts).
CREATE TABLE forum_baca (
    id_aktivitas INTEGER NOT NULL REFERENCES aktivitas(id) ON DELETE CASCADE,
    id_user INTEGER NOT NULL REFERENCES users(id),
    terakhir_dibaca INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (id_aktivitas, id_user)
);

-- Forums created before this migration had only a title.
INSERT INTO forum (id_aktivitas, deskripsi, penilaian_keaktifan, minimal_post)
SELECT id, judul, 0, 1 FROM aktivitas WHERE jenis = 'forum';
