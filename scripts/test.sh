#!/usr/bin/env bash
# The whole test suite: the migrations check, UI lint, type check and unit
# tests, the generated-types drift check, Rust unit and integration tests on
# SQLite and PostgreSQL, files on an S3 bucket (scripts/s3.sh, moto's
# server), browser tests in headless Chromium, and schema fuzzing
# (scripts/fuzz.sh). PostgreSQL is started if installed but stopped;
# in CI (CI=true) it is installed when missing, and a missing PostgreSQL fails
# the run instead of being skipped. Every phase's wall time is printed at the
# end (also when a phase fails), so growth is visible.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

PHASES=()
T_START=$SECONDS
# phase NAME COMMAND...: runs one step and records its wall time.
# (Not `"$@" || ...`: that would switch off `set -e` inside the step.)
CURRENT=""
T_PHASE=$SECONDS
phase() {
  CURRENT="$1" T_PHASE=$SECONDS
  shift
  say "$CURRENT"
  "$@"
  PHASES+=("$(printf '%6ds  %s' $((SECONDS - T_PHASE)) "$CURRENT")")
  CURRENT=""
}
report_phases() {
  local rc=$?
  if [ "$rc" != 0 ] && [ -n "$CURRENT" ]; then
    PHASES+=("$(printf '%6ds  %s  FAILED' $((SECONDS - T_PHASE)) "$CURRENT")")
  fi
  [ ${#PHASES[@]} -eq 0 ] && return
  say "time per phase (wall clock)"
  printf '%s\n' "${PHASES[@]}"
  printf '%6ds  total\n' $((SECONDS - T_START))
}
trap report_phases EXIT

# One build lints and tests: cargo hands RUSTC_WORKSPACE_WRAPPER the
# workspace's own crates only, so clippy-driver compiles them for the tests
# with every lint at -D warnings (clippy.toml's Row::get ban included), and
# the dependencies are compiled once, with code, instead of a second time in
# check mode for `cargo clippy`. Exported for every cargo call below (s3.sh,
# fuzz.sh) so none of them rebuilds the workspace without the wrapper.
# CLIPPY_ARGS is how cargo-clippy itself passes `-- -D warnings` on.
lint_in_build() {
  RUSTC_WORKSPACE_WRAPPER="$(rustup which clippy-driver 2>/dev/null || command -v clippy-driver)"
  export RUSTC_WORKSPACE_WRAPPER
  export CLIPPY_ARGS="-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__"
  # A fresh clone builds once: incremental artefacts would only be written.
  [ "${CI:-}" = "true" ] && export CARGO_INCREMENTAL=0
  return 0
}

rust_build() {
  if cargo nextest --version >/dev/null 2>&1; then
    cargo nextest run --workspace --no-run --timings
  else
    cargo test --workspace --no-run --timings
  fi
}

rust_tests() {
  if cargo nextest --version >/dev/null 2>&1; then
    cargo nextest run --workspace --no-fail-fast
  else
    cargo test --workspace --no-fail-fast
  fi
}

# cargo-nextest runs the Rust tests in parallel processes (one per test);
# without it the suite falls back to `cargo test`, slower by minutes.
nextest_tool() {
  cargo nextest --version >/dev/null 2>&1 && return 0
  say "cargo install cargo-nextest (once)"
  cargo install cargo-nextest --locked || echo "cargo-nextest tidak terpasang: memakai cargo test" >&2
}

phase "install build dependencies" build_deps
phase "install chromium, poppler-utils" apt_install chromium poppler-utils
phase "install LibreOffice (document previews)" libreoffice_pratinjau
phase "npm install" npm_deps
phase "rustfmt, clippy" rust_lint_tools
phase "cargo-nextest" nextest_tool
lint_in_build
source scripts/postgres.sh
phase "PostgreSQL" ensure_postgres

phase "migrations: PostgreSQL = transformed SQLite" node scripts/check-migrations.mjs
phase "Rust format (cargo fmt --check)" cargo fmt --all --check
phase "UI format (prettier --check)" npx prettier --check --log-level warn "ui/**/*.{ts,tsx,mjs}" "bench/**/*.mjs" "scripts/**/*.mjs"
phase "UI lint (eslint)" npx eslint ui/src
phase "build UI (esbuild + Tailwind)" node ui/build.mjs
phase "generated types are up to date" node ui/scripts/gen-types.mjs --check
phase "typecheck (tsc)" npx tsc -p ui --noEmit
phase "UI unit tests (vitest)" npx vitest run --root ui
phase "Rust build, linted (clippy-driver -D warnings)" rust_build
node scripts/cargo-timings.mjs
phase "Rust tests (SQLite + PostgreSQL)" rust_tests
phase "S3 storage (moto's S3 server)" bash scripts/s3.sh
# No separate `cargo build -p lms`: the integration tests above already built
# target/debug/lms with the workspace's features, while `-p lms` alone would
# unify features differently and rebuild typst and deno_core (~10 min cold).
phase "server binary from the test build" test -x "${CARGO_TARGET_DIR:-target}/debug/lms"
# Two test files at a time, each with its own seeded server and Chromium: a
# file spends most of its time waiting on the browser and the debug server,
# so two overlap on two cores (issue 32: all 103 tests in 309 s, against
# 392 s one file at a time, the same machine and build on 2026-11-28).
browser_tests() { node --test --test-concurrency=2 ui/e2e/; }

# The schema fuzzer runs beside the browser tests: its servers, ports and
# databases are its own, its four runs are bounded by time, and both phases
# mostly wait (issue 32). Its output is kept and printed after the browser
# tests, with its own wall time; either failing fails the phase.
browser_and_fuzzing() {
  local log="$ROOT/.tmp/fuzz-beside.log" t0=$SECONDS rc=0 fuzz_rc=0 fuzz_pid
  mkdir -p "$ROOT/.tmp"
  ( t=$SECONDS; bash scripts/fuzz.sh && r=0 || r=$?; echo "schema fuzzing: $((SECONDS - t)) s, exit $r"; exit $r ) >"$log" 2>&1 &
  fuzz_pid=$!
  browser_tests || rc=$?
  echo "browser tests: $((SECONDS - t0)) s, exit $rc"
  wait "$fuzz_pid" || fuzz_rc=$?
  say "schema fuzzing (schemathesis), run beside the browser tests"
  cat "$log"
  [ "$rc" = 0 ] && [ "$fuzz_rc" = 0 ]
}
phase "browser tests (playwright-core + Chromium) beside schema fuzzing (schemathesis)" browser_and_fuzzing
