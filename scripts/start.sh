#!/usr/bin/env bash
# Sets everything up on a fresh Debian machine and starts the LMS on the
# embedded default: SQLite and local files under ./data, with the demo
# university. Re-running is safe (the demo seed does not duplicate).
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

build_deps
npm_deps
build_ui
say "cargo build --release (the first build takes several minutes)"
cargo build --release -p lms
./target/release/lms seed demo

export LMS_BIND="${LMS_BIND:-127.0.0.1:8080}"
cat <<INFO

  LMS siap: http://${LMS_BIND}
  Login demo (password semua: demo123)
    operator          operator (hak tulis di semua modul)
    operator_baca     operator (hanya baca)
    operator_khusus   operator khusus (lingkup A:T)
    dosen             dosen (Dr. Budi Santoso, M.Kom.)
    mahasiswa         mahasiswa (Siti Rahmawati)
  Berhenti: Ctrl-C

INFO
exec ./target/release/lms serve
