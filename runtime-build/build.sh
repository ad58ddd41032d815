#!/usr/bin/env bash
# Rebuild runtime.mjs (EXPORT.md D2) from the committed lockfile:
#   runtime-build/build.sh [OUT]     (default: src/code2skill/export/data/runtime.mjs)
# npm ci installs exactly package-lock.json; esbuild bundles entry.mjs. Same lockfile → same bytes.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="${1:-$here/../src/code2skill/export/data/runtime.mjs}"
cd "$here"
npm ci --ignore-scripts --no-audit --no-fund --loglevel=error
node node_modules/esbuild/bin/esbuild entry.mjs --bundle --format=esm --platform=node --minify \
  --log-level=warning --outfile="$out"
