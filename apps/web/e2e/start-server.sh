#!/usr/bin/env bash
# Starts the API, which also serves the built web app, on a fresh embedded database for one
# Playwright run. The operator is created first because PGlite allows one process per data dir.
set -euo pipefail

cd "$(dirname "$0")/../../.."

: "${E2E_PORT:?}" "${E2E_DEMO_USERNAME:?}" "${E2E_DEMO_PASSWORD:?}" "${E2E_OPERATOR_USERNAME:?}" "${E2E_OPERATOR_PASSWORD:?}" "${E2E_OPERATOR_TOTP_SECRET:?}"

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

DATA_DIR="$data_dir" npm run --silent admin:create -w apps/api -- \
  --username "$E2E_OPERATOR_USERNAME" --password "$E2E_OPERATOR_PASSWORD" --role admin --totp-secret "$E2E_OPERATOR_TOTP_SECRET"

# A second member whose KBANK account ends like the demo member's (…4567890): a statement line
# showing only those digits cannot be pinned on one of them, so the slip journey has a transfer
# that waits for its sender's slip. Creating it also seeds the demo data, as the server would.
DATA_DIR="$data_dir" DEMO_USERNAME="$E2E_DEMO_USERNAME" DEMO_PASSWORD="$E2E_DEMO_PASSWORD" \
  npm run --silent member:create -w apps/api -- \
  --username e2etwin --password e2e-twin-pass-1234 --name "สมหญิง ใจดี" --bank-code 004 --account 9994567890

DATA_DIR="$data_dir" PORT="$E2E_PORT" HOST=127.0.0.1 REGISTRATION_LOOKUP_LIMIT=10000 REGISTRATION_LIMIT=1000 \
  DEMO_USERNAME="$E2E_DEMO_USERNAME" DEMO_PASSWORD="$E2E_DEMO_PASSWORD" LOG_LEVEL=warn \
  npm run --silent start -w apps/api &
server_pid=$!
wait "$server_pid"
