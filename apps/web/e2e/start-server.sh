#!/usr/bin/env bash
# Starts the API, which also serves the built web app, on a fresh embedded database for one
# Playwright run. The database is seeded first, with a brand per journey (spec file): PGlite
# allows one process per data dir.
set -euo pipefail

cd "$(dirname "$0")/../../.."

: "${E2E_PORT:?}" "${E2E_JOURNEYS:?}" "${E2E_DEMO_USERNAME:?}" "${E2E_DEMO_PASSWORD:?}" "${E2E_TWIN_USERNAME:?}" "${E2E_TWIN_PASSWORD:?}"
: "${E2E_OPERATOR_PASSWORD:?}" "${E2E_OPERATOR_TOTP_SECRET:?}"

if [[ ! -f apps/web/dist/index.html ]]; then
  echo "apps/web/dist is missing: run 'npm run build -w apps/web' first (npm run test:e2e does)." >&2
  exit 1
fi

data_dir="$(mktemp -d "${TMPDIR:-/tmp}/member-site-e2e-XXXXXX")"
server_pid=""

cleanup() {
  if [[ -n "$server_pid" ]]; then
    kill -TERM "$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
  fi
  rm -rf "$data_dir"
}
trap cleanup EXIT
trap 'exit 143' TERM INT

DATA_DIR="$data_dir" LOG_LEVEL=warn npx --no-install tsx apps/api/src/test-support/seed-journey-brands.ts

DATA_DIR="$data_dir" PORT="$E2E_PORT" HOST=127.0.0.1 REGISTRATION_LOOKUP_LIMIT=10000 REGISTRATION_LIMIT=1000 \
  DEMO_USERNAME="$E2E_DEMO_USERNAME" DEMO_PASSWORD="$E2E_DEMO_PASSWORD" LOG_LEVEL=warn \
  npm run --silent start -w apps/api &
server_pid=$!
wait "$server_pid"
