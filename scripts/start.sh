#!/usr/bin/env bash
# Sets up and starts the whole app on one port: install, build, migrate, seed, serve (README).
# `--demo` also seeds a staff member per role and demo travellers (DEMO_STAFF, decision 058).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
for argument in "$@"; do
  case "$argument" in
    --demo) export DEMO_STAFF=true ;;
    *) echo "Unknown option: $argument (the only one is --demo)" >&2; exit 2 ;;
  esac
done
./scripts/node24.sh npm install --no-audit --no-fund --loglevel=error
exec ./scripts/node24.sh npm start
