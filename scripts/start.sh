#!/usr/bin/env bash
# Sets up and starts the whole app on one port: install, build, migrate, seed, serve (README).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
./scripts/node24.sh npm install --no-audit --no-fund --loglevel=error
exec ./scripts/node24.sh npm start
