#!/usr/bin/env bash
# Files on an S3-compatible store (LMS_STORAGE=s3): starts moto's S3 server
# on a free local port with a fresh bucket, then runs the integration tests
# named s3 against it (server/tests/api/s3.rs; without LMS_TEST_S3_ENDPOINT
# they only say they were skipped). Run by scripts/test.sh.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

MOTO_VERSION="5.2.5"
VENV="$ROOT/.tmp/s3-venv"
OUT="$ROOT/.tmp/s3"

if [ ! -x "$VENV/bin/moto_server" ] || ! "$VENV/bin/pip" show moto 2>/dev/null | grep -q "^Version: $MOTO_VERSION$"; then
  apt_install python3-venv
  say "pip install moto[server]==$MOTO_VERSION"
  rm -rf "$VENV"
  python3 -m venv "$VENV"
  "$VENV/bin/pip" install -q --disable-pip-version-check "moto[server]==$MOTO_VERSION"
fi

mkdir -p "$OUT"
PORT="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')"
"$VENV/bin/moto_server" -H 127.0.0.1 -p "$PORT" >"$OUT/moto.log" 2>&1 &
MOTO_PID=$!
trap 'kill "$MOTO_PID" 2>/dev/null; wait "$MOTO_PID" 2>/dev/null || true' EXIT

export AWS_ACCESS_KEY_ID=uji AWS_SECRET_ACCESS_KEY=uji
export LMS_TEST_S3_ENDPOINT="http://127.0.0.1:$PORT" LMS_TEST_S3_BUCKET="lms-uji"
for _ in $(seq 1 50); do
  "$VENV/bin/python" - <<PY 2>/dev/null && break
import boto3
s3 = boto3.client("s3", endpoint_url="$LMS_TEST_S3_ENDPOINT", region_name="us-east-1")
s3.create_bucket(Bucket="$LMS_TEST_S3_BUCKET")
PY
  sleep 0.2
done

say "S3 tests against moto at $LMS_TEST_S3_ENDPOINT"
if cargo nextest --version >/dev/null 2>&1; then
  cargo nextest run -p lms --test api --no-fail-fast -E 'test(/^s3::/)'
else
  cargo test -p lms --test api -- s3::
fi
