#!/usr/bin/env bash
# A streaming read replica of the local PostgreSQL (127.0.0.1:5432) on 127.0.0.1:5433, for the replica tests
# (apps/server/src/__tests__/scale/read-replica.test.ts). Made with pg_basebackup into a folder of its own and
# started with pg_ctl as the postgres user; an already running standby on that port is kept. Prints the URL
# to use on its last line, or says why it could not be made and exits 1 (the tests then skip).
set -uo pipefail

PRIMARY_PORT=5432
REPLICA_PORT="${REPLICA_PORT:-5433}"
REPLICA_DIR="${REPLICA_DIR:-/var/lib/postgresql/salon-read-replica}"
primary() { psql -h 127.0.0.1 -p "$PRIMARY_PORT" -U root -d postgres -Atqc "$1"; }
fail() { echo "read replica not made: $*" >&2; exit 1; }

# A standby already there is kept while it streams; one that lost the stream (its WAL recycled) is made anew.
if [ "$(psql -h 127.0.0.1 -p "$REPLICA_PORT" -U root -d postgres -Atqc 'select pg_is_in_recovery()' 2>/dev/null)" = t ] &&
  [ "$(primary "select count(*) from pg_stat_replication where state = 'streaming'" 2>/dev/null)" != 0 ]; then
  echo "postgres://root@127.0.0.1:${REPLICA_PORT}"
  exit 0
fi

version="$(primary 'show server_version_num' 2>/dev/null)" || fail "the primary does not answer on port $PRIMARY_PORT"
bin="/usr/lib/postgresql/$((version / 10000))/bin"
[ -x "$bin/pg_basebackup" ] || fail "no $bin/pg_basebackup"
id postgres >/dev/null 2>&1 || fail "no postgres user to run the replica as"
as_postgres() { if [ "$(id -un)" = postgres ]; then "$@"; else runuser -u postgres -- "$@"; fi; }

# Replication connections match only rules naming `replication`: add one for the loopback if none exists.
if [ "$(primary "select count(*) from pg_hba_file_rules where 'replication' = any(database)")" = 0 ]; then
  hba="$(primary 'show hba_file')"
  echo "host replication all 127.0.0.1/32 trust" >>"$hba" || fail "cannot write $hba"
  primary 'select pg_reload_conf()' >/dev/null
fi

# A stopped replica left by an earlier run is taken again from scratch: its WAL may be long gone.
[ -f "$REPLICA_DIR/postmaster.pid" ] && as_postgres "$bin/pg_ctl" -D "$REPLICA_DIR" -m immediate stop >/dev/null 2>&1
rm -rf "$REPLICA_DIR"
mkdir -p "$REPLICA_DIR" && chown postgres: "$REPLICA_DIR" && chmod 700 "$REPLICA_DIR" || fail "cannot create $REPLICA_DIR"
as_postgres "$bin/pg_basebackup" -h 127.0.0.1 -p "$PRIMARY_PORT" -U root -D "$REPLICA_DIR" -R -X stream -c fast \
  >/dev/null 2>"$REPLICA_DIR.basebackup.log" || fail "pg_basebackup failed: $(tail -n 3 "$REPLICA_DIR.basebackup.log")"

# Debian keeps the configuration outside the data folder: the copy gets its own. A standby needs these limits
# at least as high as its primary's.
setting() { primary "show $1"; }
cat >"$REPLICA_DIR/postgresql.conf" <<EOF
port = $REPLICA_PORT
listen_addresses = '127.0.0.1'
unix_socket_directories = '/tmp'
hot_standby = on
hot_standby_feedback = on
max_connections = $(setting max_connections)
max_worker_processes = $(setting max_worker_processes)
max_wal_senders = $(setting max_wal_senders)
max_prepared_transactions = $(setting max_prepared_transactions)
max_locks_per_transaction = $(setting max_locks_per_transaction)
shared_buffers = 64MB
EOF
cat >"$REPLICA_DIR/pg_hba.conf" <<EOF
local all all trust
host all all 127.0.0.1/32 trust
EOF
touch "$REPLICA_DIR/pg_ident.conf"
chown postgres: "$REPLICA_DIR"/*.conf
as_postgres "$bin/pg_ctl" -D "$REPLICA_DIR" -l "$REPLICA_DIR.log" -w -t 60 start >/dev/null ||
  fail "the replica did not start: $(tail -n 3 "$REPLICA_DIR.log")"
echo "postgres://root@127.0.0.1:${REPLICA_PORT}"
