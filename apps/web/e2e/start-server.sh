#!/usr/bin/env bash
# Starts the API, which also serves the built web app, on a fresh embedded database for one
# Playwright run, with the sandbox aggregator beside it (as npm start runs them): every journey's
# brand is connected to the sandbox at start, so the lobby is full. The database is seeded first,
# with a brand per journey (spec file): PGlite allows one process per data dir.
set -euo pipefail

cd "$(dirname "$0")/../../.."

: "${E2E_PORT:?}" "${E2E_JOURNEYS:?}" "${E2E_DEMO_USERNAME:?}" "${E2E_DEMO_PASSWORD:?}" "${E2E_TWIN_USERNAME:?}" "${E2E_TWIN_PASSWORD:?}"
: "${E2E_OPERATOR_PASSWORD:?}" "${E2E_OPERATOR_TOTP_SECRET:?}" "${E2E_SANDBOX_PORT:?}"

if [[ ! -f apps/web/dist/index.html ]]; then
  echo "apps/web/dist is missing: run 'npm run build -w apps/web' first (npm run test:e2e does)." >&2
  exit 1
fi

data_dir="$(mktemp -d "${TMPDIR:-/tmp}/member-site-e2e-XXXXXX")"
server_pid=""
sandbox_pid=""

cleanup() {
  for pid in "$server_pid" "$sandbox_pid"; do
    if [[ -n "$pid" ]]; then
      kill -TERM "$pid" 2>/dev/null || true
      wait "$pid" 2>/dev/null || true
    fi
  done
  rm -rf "$data_dir"
}
trap cleanup EXIT
trap 'exit 143' TERM INT

DATA_DIR="$data_dir" LOG_LEVEL=warn npx --no-install tsx apps/api/src/test-support/seed-journey-brands.ts

# Rounds settle within seconds, so a journey can watch a sport bet and a lottery ticket pay out.
SANDBOX_DATA_DIR="$data_dir/game-sandbox" PORT="$E2E_SANDBOX_PORT" HOST=127.0.0.1 SANDBOX_PUBLIC_URL="http://127.0.0.1:$E2E_SANDBOX_PORT" \
  SANDBOX_CASINO_SETTLE_MS=2000 SANDBOX_SPORT_RESULT_AFTER_MS=8000 SANDBOX_LOTTO_DRAW_EVERY_MS=20000 \
  npm run --silent start -w apps/game-sandbox &
sandbox_pid=$!

DATA_DIR="$data_dir" PORT="$E2E_PORT" HOST=127.0.0.1 GAME_SANDBOX_URL="http://127.0.0.1:$E2E_SANDBOX_PORT" REGISTRATION_LOOKUP_LIMIT=10000 REGISTRATION_LIMIT=1000 \
  DEMO_USERNAME="$E2E_DEMO_USERNAME" DEMO_PASSWORD="$E2E_DEMO_PASSWORD" LOG_LEVEL=warn \
  npm run --silent start -w apps/api &
server_pid=$!
wait "$server_pid"
