#!/usr/bin/env bash
# Starts Radicale (Debian's `radicale`, a real CalDAV server) for the CalDAV suites, on a port of its
# own with plain htpasswd users and a throw-away collection store.
#   ops/radicale/start-test-server.sh start   -> prints the env the suites read (RADICALE_*)
#   ops/radicale/start-test-server.sh stop
set -euo pipefail
run_dir=${RADICALE_RUN_DIR:-/tmp/citavet-radicale}
port=${RADICALE_PORT:-5239}
user=${RADICALE_USER:-vet}
password=${RADICALE_PASSWORD:-test-app-password}
python=${RADICALE_PYTHON:-/usr/bin/python3}

stop() {
  if [ -f "$run_dir/radicale.pid" ]; then
    pid=$(cat "$run_dir/radicale.pid")
    kill "$pid" 2>/dev/null || true
    for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -9 "$pid" 2>/dev/null || true
    rm -f "$run_dir/radicale.pid"
  fi
}

start() {
  if ! "$python" -c 'import radicale' 2>/dev/null; then
    echo "Radicale is not installed (apt-get install radicale)" >&2
    exit 1
  fi
  stop
  rm -rf "$run_dir/collections"
  mkdir -p "$run_dir/collections"
  printf '%s:%s\n' "$user" "$password" >"$run_dir/users"
  cat >"$run_dir/config" <<CONFIG
[server]
hosts = 127.0.0.1:$port
[auth]
type = htpasswd
htpasswd_filename = $run_dir/users
htpasswd_encryption = plain
delay = 0
[rights]
type = owner_only
[storage]
filesystem_folder = $run_dir/collections
[logging]
level = warning
CONFIG
  "$python" -m radicale --config "$run_dir/config" >"$run_dir/radicale.log" 2>&1 &
  echo $! >"$run_dir/radicale.pid"
  for _ in $(seq 1 100); do
    if (exec 3<>/dev/tcp/127.0.0.1/"$port") 2>/dev/null; then
      echo "RADICALE_URL=http://127.0.0.1:$port/ RADICALE_USER=$user RADICALE_PASSWORD=$password"
      return 0
    fi
    sleep 0.1
  done
  echo "Radicale did not open port $port (see $run_dir/radicale.log)" >&2
  exit 1
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  *) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
