#!/usr/bin/env bash
# The whole test suite: UI type check and unit tests, the generated-types
# drift check, Rust unit and integration tests on SQLite and PostgreSQL, and
# browser tests in headless Chromium. PostgreSQL is started if installed but
# stopped; in CI (CI=true) it is installed when missing, and a missing
# PostgreSQL fails the run instead of being skipped.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

build_deps
apt_install chromium poppler-utils
npm_deps
source scripts/postgres.sh
ensure_postgres

build_ui
say "generated types are up to date"
node ui/scripts/gen-types.mjs --check
say "typecheck (tsc)"
npx tsc -p ui --noEmit
say "UI unit tests (vitest)"
npx vitest run --root ui

say "Rust tests (SQLite + PostgreSQL)"
if cargo nextest --version >/dev/null 2>&1; then
  cargo nextest run --workspace --no-fail-fast
else
  cargo test --workspace --no-fail-fast
fi

say "browser tests (playwright-core + Chromium)"
cargo build -p lms
node --test --test-concurrency=1 ui/e2e/
