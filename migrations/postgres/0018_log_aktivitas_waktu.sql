-- The operators' view of every user's activity reads one time range, newest
-- first (issue 15); one user's range already has log_aktivitas_user_waktu.
CREATE INDEX log_aktivitas_waktu ON log_aktivitas (waktu);
