#!/usr/bin/env bash
# Schema fuzzing: schemathesis generates requests from GET /openapi.json and
# runs every check it has: a 5xx, an answer, status, header or content type
# the document does not describe, a request the document forbids that the
# server accepts (`negative_data_rejection`), a request the document allows
# that the server refuses as malformed (`positive_data_acceptance`: 400; the
# statuses a rule may answer, 422 among them, are in scripts/schemathesis.toml
# with the two operations that may answer 400, and docs/decisions.md says
# why) ... all fail the run. Six bounded runs: the demo
# university on SQLite and on PostgreSQL, each as `mahasiswa` and as
# `operator`, with a Bearer token from the JSON login, and the sync
# endpoint with an integration token (`lms token-integrasi buat`). Called by
# scripts/test.sh after the Rust tests, with the debug binary they built
# (docs/decisions.md says why debug). Prints one line per run; the
# schemathesis output of a failed run is printed in full and kept under
# .tmp/fuzz/.
#
#   FUZZ_MAX_TIME      seconds per run (default 40)
#   FUZZ_MAX_EXAMPLES  test cases per operation and phase (default 25)
#   FUZZ_SEED          schemathesis seed (default fixed, so CI is repeatable)
#   LMS_BIN            the server binary (default $CARGO_TARGET_DIR/debug/lms)
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
source scripts/postgres.sh

SCHEMATHESIS_VERSION=4.32.5
FUZZ_MAX_TIME="${FUZZ_MAX_TIME:-40}"
FUZZ_MAX_EXAMPLES="${FUZZ_MAX_EXAMPLES:-25}"
FUZZ_SEED="${FUZZ_SEED:-20261123}"
LMS_BIN="${LMS_BIN:-${CARGO_TARGET_DIR:-$ROOT/target}/debug/lms}"
COLLEGE_ID="${LMS_COLLEGE_ID:-1}"
OUT="$ROOT/.tmp/fuzz"
VENV="$ROOT/.tmp/fuzz-venv"

# Endpoints that would end the session the run's token belongs to, and the
# event stream (it never ends, every request would time out).
EXCLUDE=(
  --exclude-path /lms/log_aktivitas/logout
  --exclude-path /v2/refresh_token
  --exclude-path /lms/login_akun_lain/kembali
  --exclude-path /lms/events
)

[ -x "$LMS_BIN" ] || { say "cargo build -p lms"; cargo build -p lms; }
[ -d ui/dist ] || build_ui

if [ ! -x "$VENV/bin/st" ] || [ "$("$VENV/bin/st" --version 2>/dev/null)" != "st, version $SCHEMATHESIS_VERSION" ]; then
  apt_install python3-venv
  say "pip install schemathesis==$SCHEMATHESIS_VERSION"
  rm -rf "$VENV"
  python3 -m venv "$VENV"
  "$VENV/bin/pip" install -q --disable-pip-version-check "schemathesis==$SCHEMATHESIS_VERSION"
fi

rm -rf "$OUT"
mkdir -p "$OUT"
SERVER_PID=""
PG_DB=""
cleanup() {
  [ -n "$SERVER_PID" ] && kill "$SERVER_PID" 2>/dev/null && wait "$SERVER_PID" 2>/dev/null || true
  if [ -n "$PG_DB" ]; then psql -q "$LMS_TEST_POSTGRES_URL" -c "DROP DATABASE IF EXISTS $PG_DB" >/dev/null 2>&1 || true; fi
}
trap cleanup EXIT

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }

# start_server NAME DATABASE_URL: seeds the demo university and serves it.
start_server() {
  local name="$1" url="$2" dir="$OUT/$1"
  mkdir -p "$dir"
  PORT="$(free_port)"
  BASE="http://127.0.0.1:$PORT"
  LMS_DATA_DIR="$dir" DATABASE_URL="$url" "$LMS_BIN" seed demo >"$dir/seed.log" 2>&1 \
    || { cat "$dir/seed.log"; echo "fuzz $name: seeding failed" >&2; exit 1; }
  LMS_DATA_DIR="$dir" DATABASE_URL="$url" LMS_BIND="127.0.0.1:$PORT" LMS_ROOT="$ROOT" \
    LMS_SSR_WORKERS=1 LMS_LOG="warn" "$LMS_BIN" serve >"$dir/server.log" 2>&1 &
  SERVER_PID=$!
  for _ in $(seq 1 120); do
    curl -sf "$BASE/healthz" >/dev/null 2>&1 && return 0
    kill -0 "$SERVER_PID" 2>/dev/null || break
    sleep 0.5
  done
  cat "$dir/server.log"
  echo "fuzz $name: the server did not start" >&2
  exit 1
}

stop_server() {
  kill "$SERVER_PID" 2>/dev/null || true
  wait "$SERVER_PID" 2>/dev/null || true
  SERVER_PID=""
}

login() {
  curl -sf -X POST "$BASE/v2/access_token" -H 'content-type: application/json' -H "college-id: $COLLEGE_ID" \
    -d "{\"username\":\"$1\",\"password\":\"demo123\"}" \
    | python3 -c 'import json,sys; print(json.load(sys.stdin)["access_token"])'
}

FAILED=()
# fuzz NAME TOKEN [ARGS...]: one bounded schemathesis run against the running server (ARGS:
# more schemathesis options, e.g. which paths).
# One worker: CPython 3.11 keeps the ast module's recursion depth per
# interpreter, not per thread, so hypothesis parsing sources in two worker
# threads at once fails with 'AST constructor recursion depth mismatch' (an
# error of the fuzzer, not of the server; 3 of 4 runs hit it at two workers).
fuzz() {
  local name="$1" token="$2" log="$OUT/$1.log" t0=$SECONDS rc=0
  shift 2
  "$VENV/bin/st" --config-file scripts/schemathesis.toml run "$BASE/openapi.json" --url "$BASE" \
    -H "Authorization: Bearer $token" -H "college-id: $COLLEGE_ID" \
    --checks all \
    --max-examples "$FUZZ_MAX_EXAMPLES" --max-time "$FUZZ_MAX_TIME" --seed "$FUZZ_SEED" \
    --workers 1 --request-timeout 20 --no-color --continue-on-failure \
    --suppress-health-check all --warnings off \
    --report junit --report-junit-path "$OUT/$name.junit.xml" \
    "${EXCLUDE[@]}" "$@" >"$log" 2>&1 || rc=$?
  local summary
  summary="$(grep -E '[0-9]+ (passed|failed|errored)' "$log" | tail -1 | tr -s '= ' ' ' | sed 's/^ //; s/ $//')"
  if [ "$rc" = 0 ]; then
    printf 'fuzz %-18s ok    %s (%ds)\n' "$name" "${summary:-no summary}" $((SECONDS - t0))
  else
    cat "$log"
    printf 'fuzz %-18s FAIL  %s (%ds, log: %s)\n' "$name" "${summary:-exit $rc}" $((SECONDS - t0)) "${log#"$ROOT"/}"
    FAILED+=("$name")
  fi
}

# run_engine NAME DATABASE_URL
run_engine() {
  start_server "$1" "$2"
  local mahasiswa operator
  mahasiswa="$(login mahasiswa)"
  operator="$(login operator)"
  fuzz "$1/mahasiswa" "$mahasiswa"
  fuzz "$1/operator" "$operator"
  # The academic system's sync, with the integration token only it takes.
  local integrasi
  integrasi="$(LMS_DATA_DIR="$OUT/$1" DATABASE_URL="$2" "$LMS_BIN" token-integrasi buat fuzz | tail -1)"
  fuzz "$1/integrasi" "$integrasi" --include-path-regex '^/lms/sinkron/'
  stop_server
}

say "schema fuzzing (schemathesis $SCHEMATHESIS_VERSION, ${FUZZ_MAX_TIME}s per run)"
run_engine sqlite "sqlite://$OUT/sqlite/lms.db"

ensure_postgres
if pg_ready; then
  PG_DB="lms_fuzz_$$"
  psql -q "$LMS_TEST_POSTGRES_URL" -c "DROP DATABASE IF EXISTS $PG_DB" -c "CREATE DATABASE $PG_DB" >/dev/null
  run_engine postgres "${LMS_TEST_POSTGRES_URL%/*}/$PG_DB"
elif [ "${CI:-}" = "true" ]; then
  echo "PostgreSQL tidak dapat dihubungi (wajib di CI)" >&2
  exit 1
else
  echo "PERINGATAN: PostgreSQL tidak tersedia; fuzzing PostgreSQL dilewati (SKIP)." >&2
fi

if [ ${#FAILED[@]} -gt 0 ]; then
  echo "schema fuzzing failed: ${FAILED[*]} (reproduce: bash scripts/fuzz.sh; logs in .tmp/fuzz/)" >&2
  exit 1
fi
