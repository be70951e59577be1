# Shared by start.sh, test.sh and .ci/run: installing what the build needs.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

say() { printf '\033[1m==> %s\033[0m\n' "$*"; }

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else
    echo "Perlu akses root untuk: $*" >&2; exit 1; fi
}

APT_UPDATED=0
apt_install() {
  local missing=()
  for pkg in "$@"; do dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg"); done
  [ ${#missing[@]} -eq 0 ] && return 0
  say "apt-get install ${missing[*]}"
  if [ "$APT_UPDATED" = 0 ]; then as_root apt-get update -qq; APT_UPDATED=1; fi
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
}

# LibreOffice without its desktop (~100 MB): the File Viewer's previews of Word, Excel and
# PowerPoint materials (server/src/berkas/pratinjau.rs). Optional for running the LMS; the
# tests install it so the conversion is tested.
LIBREOFFICE_PAKET=(libreoffice-writer-nogui libreoffice-calc-nogui libreoffice-impress-nogui)
libreoffice_pratinjau() {
  local missing=()
  for pkg in "${LIBREOFFICE_PAKET[@]}"; do dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg"); done
  [ ${#missing[@]} -eq 0 ] && return 0
  say "apt-get install --no-install-recommends ${missing[*]}"
  if [ "$APT_UPDATED" = 0 ]; then as_root apt-get update -qq; APT_UPDATED=1; fi
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

# cmake + Debian's simde headers build deno_core's QuickJS backend offline.
build_deps() {
  apt_install build-essential pkg-config cmake libsimde-dev mold curl ca-certificates
  if ! command -v cargo >/dev/null; then
    [ -x "$HOME/.cargo/bin/cargo" ] && export PATH="$HOME/.cargo/bin:$PATH"
  fi
  if ! command -v cargo >/dev/null; then
    say "Rust belum terpasang: memasang lewat rustup"
    curl -sSf https://sh.rustup.rs | sh -s -- -y --profile minimal
    export PATH="$HOME/.cargo/bin:$PATH"
  fi
  if ! command -v node >/dev/null || [ "$(node -p 'process.versions.node.split(".")[0]')" -lt 20 ]; then
    say "Node.js 20 atau lebih baru diperlukan"
    apt_install nodejs npm
    if [ "$(node -p 'process.versions.node.split(".")[0]')" -lt 20 ]; then
      echo "Node.js $(node --version) terlalu lama; pasang Node.js 20+ (mis. dari nodesource) lalu ulangi." >&2
      exit 1
    fi
  fi
}

# rustfmt and clippy for the lint gates; rustup's minimal profile lacks them.
rust_lint_tools() {
  if ! cargo fmt --version >/dev/null 2>&1 || ! cargo clippy --version >/dev/null 2>&1; then
    command -v rustup >/dev/null && rustup component add rustfmt clippy || true
  fi
}

# `npm install` with the committed lock, not `npm ci`: npm 11 writes only this
# platform's optional packages into the lock and `npm ci` then refuses it.
npm_deps() {
  if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    say "npm install (package-lock.json)"
    npm install --no-audit --no-fund --loglevel=error
  fi
}

build_ui() {
  say "build UI (esbuild + Tailwind)"
  node ui/build.mjs
}
