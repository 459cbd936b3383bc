#!/usr/bin/env bash
# A storefront dev server on its own data directory, port and build directory, so several can run
# side by side:  scripts/dev-storefront.sh <name> <port>
# First run: migrates, loads the catalogue and builds the search index into /tmp/aidir-<name>.
set -euo pipefail
cd "$(dirname "$0")/.."
name=${1:?name}; port=${2:?port}
export AIDIR_DATA_DIR=/tmp/aidir-$name NEXT_DIST_DIR=.next-$name STOREFRONT_PORT=$port
tsx=node_modules/.bin/tsx
if [ ! -f "$AIDIR_DATA_DIR/ready" ]; then
  $tsx scripts/with-db.ts sh -c "$tsx scripts/prepare.ts && cd seed && ../$tsx src/cli/reindex.ts"
  touch "$AIDIR_DATA_DIR/ready"
fi
exec $tsx scripts/with-db.ts sh -c "cd storefront && exec node_modules/.bin/next dev -p $port"
