#!/usr/bin/env bash
# Runs a command with Node 24 first on PATH. The machines ship Node 20; npm itself must run on
# Node 24 or it resolves older packages (see docs/decisions/001-node-24-runtime.md).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
if [ "$major" -lt 24 ]; then
  tools="$root/.tools"
  if [ ! -x "$tools/node_modules/node/bin/node" ]; then
    echo "Installing Node 24 into .tools/ (the machine has Node $major)" >&2
    npm install --prefix "$tools" --no-save --no-audit --no-fund --loglevel=error node@24 >&2
  fi
  export PATH="$tools/node_modules/node/bin:$PATH"
fi
exec "$@"
