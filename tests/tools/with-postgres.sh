#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server:
#   bash tests/tools/with-postgres.sh <command …>
# Installs Debian's postgresql package when no server binaries are found, creates a cluster in a
# temporary folder, starts it on a free loopback port (127.0.0.1 only; its socket in that folder),
# creates the database `storefront` (fsync off unless PG_FSYNC=on: tests need no durability of the
# server itself, benchmarks do), runs the command with DATABASE_URL (and PG_ADMIN_URL, for tests
# that create a database of their own) exported, and always stops the server and deletes the folder.
set -euo pipefail

find_bin() {
  for dir in /usr/lib/postgresql/*/bin; do
    [ -x "$dir/pg_ctl" ] && { echo "$dir"; return 0; }
  done
  command -v pg_ctl >/dev/null 2>&1 && { dirname "$(command -v pg_ctl)"; return 0; }
  return 1
}

BIN="$(find_bin || true)"
if [ -z "$BIN" ]; then
  echo "[postgres] no server found: installing Debian's postgresql package" >&2
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >/dev/null
  BIN="$(find_bin)"
fi

DIR="$(mktemp -d /tmp/storefront-pg.XXXXXX)"
PORT="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
# PostgreSQL refuses to run as root: the cluster belongs to the postgres system user then.
AS=()
if [ "$(id -u)" -eq 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  chown postgres "$DIR"
  AS=(runuser -u postgres --)
fi

stop() {
  "${AS[@]}" "$BIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap stop EXIT INT TERM

"${AS[@]}" "$BIN/initdb" -D "$DIR/data" -A trust -U storefront --no-sync >/dev/null
"${AS[@]}" "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/log" -w \
  -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=${PG_FSYNC:-off} -c max_connections=200" start >/dev/null
"$BIN/createdb" -h 127.0.0.1 -p "$PORT" -U storefront storefront

export DATABASE_URL="postgres://storefront@127.0.0.1:$PORT/storefront"
export PG_ADMIN_URL="postgres://storefront@127.0.0.1:$PORT/postgres"
echo "[postgres] $("$BIN/postgres" --version) on 127.0.0.1:$PORT" >&2
"$@"
