# Makes PostgreSQL reachable for the tests and exports LMS_TEST_POSTGRES_URL.
ensure_postgres() {
  export LMS_TEST_POSTGRES_URL="${LMS_TEST_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
  if pg_ready; then return 0; fi
  if [ -d /etc/postgresql ] && command -v pg_ctlcluster >/dev/null; then
    say "starting PostgreSQL"
    as_root pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | sort -V | tail -1)" main start || true
    for _ in $(seq 1 20); do pg_ready && return 0; sleep 0.5; done
  fi
  if [ "${CI:-}" = "true" ] && [ ! -d /etc/postgresql ]; then
    apt_install postgresql
    as_root pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | sort -V | tail -1)" main start || true
    as_root su postgres -c "psql -q -c \"ALTER USER postgres PASSWORD 'postgres'\""
    export LMS_TEST_POSTGRES_URL="postgres://postgres:postgres@127.0.0.1:5432/postgres"
    for _ in $(seq 1 20); do pg_ready && return 0; sleep 0.5; done
  fi
  if [ "${CI:-}" = "true" ]; then
    echo "PostgreSQL tidak dapat dihubungi di $LMS_TEST_POSTGRES_URL (wajib di CI)" >&2
    exit 1
  fi
  echo "PERINGATAN: PostgreSQL tidak tersedia; tes PostgreSQL akan dilewati (SKIP)." >&2
}

pg_ready() {
  if command -v pg_isready >/dev/null; then
    pg_isready -q -d "$LMS_TEST_POSTGRES_URL" 2>/dev/null
  else
    (exec 3<>/dev/tcp/127.0.0.1/5432) 2>/dev/null
  fi
}
