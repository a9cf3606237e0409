#!/usr/bin/env bash
# Starts Kannel for the SMS suites: bearerbox, smsbox and a fakesmsc that plays the carrier, on
# ports far from Kannel's defaults (13000, 13001, 13013) so a system Kannel never collides.
#   ops/kannel/start-test-gateway.sh start   -> prints the env the suites read (KANNEL_*)
#   ops/kannel/start-test-gateway.sh stop
# The run's files (config, logs, fakesmsc's received messages) are under $KANNEL_RUN_DIR.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
run_dir=${KANNEL_RUN_DIR:-/tmp/citavet-kannel}
base=${KANNEL_BASE_PORT:-14100}
admin_port=$base
smsbox_port=$((base + 1))
fake_mt_port=$((base + 2))
fake_mo_port=$((base + 3))
sendsms_port=$((base + 13))
api_url=${KANNEL_API_URL:-http://127.0.0.1:$((base + 80))}
mo_secret=${KANNEL_MO_SECRET:-test-mo-secret-0123456789}
user=${KANNEL_SENDSMS_USER:-citavet}
password=${KANNEL_SENDSMS_PASSWORD:-test-sendsms-password}
bin=/usr/sbin
fakesmsc=/usr/lib/kannel/test/fakesmsc

wait_port() { # port seconds
  for _ in $(seq 1 $(($2 * 10))); do
    if (exec 3<>/dev/tcp/127.0.0.1/"$1") 2>/dev/null; then return 0; fi
    sleep 0.1
  done
  echo "port $1 did not open (see $run_dir/*.log)" >&2
  return 1
}

stop() {
  for name in fakesmsc smsbox bearerbox; do
    if [ -f "$run_dir/$name.pid" ]; then
      pid=$(cat "$run_dir/$name.pid")
      kill "$pid" 2>/dev/null || true
      # bearerbox takes a moment to close its ports; a new one started before then cannot bind.
      for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
      kill -9 "$pid" 2>/dev/null || true
      rm -f "$run_dir/$name.pid"
    fi
  done
}

start() {
  if [ ! -x $bin/bearerbox ] || [ ! -x $bin/smsbox ] || [ ! -x $fakesmsc ]; then
    echo "Kannel is not installed (apt-get install kannel kannel-extras)" >&2
    exit 1
  fi
  stop
  mkdir -p "$run_dir"
  rm -f "$run_dir"/*.log "$run_dir/kannel.store"* "$run_dir/received.txt"
  sed -e "s|@ADMIN_PORT@|$admin_port|; s|@ADMIN_PASSWORD@|${KANNEL_ADMIN_PASSWORD:-test-admin}|" \
    -e "s|@SMSBOX_PORT@|$smsbox_port|; s|@FAKE_MT_PORT@|$fake_mt_port|; s|@FAKE_MO_PORT@|$fake_mo_port|" \
    -e "s|@SENDSMS_PORT@|$sendsms_port|; s|@SENDSMS_USER@|$user|; s|@SENDSMS_PASSWORD@|$password|" \
    -e "s|@MO_URL@|$api_url/api/public/sms/inbound?key=$mo_secret|; s|@RUN_DIR@|$run_dir|g" \
    "$here/kannel.conf.template" >"$run_dir/kannel.conf"
  $bin/bearerbox -v 2 "$run_dir/kannel.conf" >"$run_dir/bearerbox.out" 2>&1 &
  echo $! >"$run_dir/bearerbox.pid"
  wait_port "$smsbox_port" 20
  $bin/smsbox -v 2 "$run_dir/kannel.conf" >"$run_dir/smsbox.out" 2>&1 &
  echo $! >"$run_dir/smsbox.pid"
  wait_port "$sendsms_port" 20
  # The carrier: logs every message it receives ("Got message N: <from to text …>") to
  # received.txt, the reliability run counts duplicates there. -m 0 sends
  # no message of its own.
  $fakesmsc -H 127.0.0.1 -r "$fake_mt_port" -m 0 -v 0 "0 0 text none" >"$run_dir/fakesmsc.out" 2>"$run_dir/received.txt" &
  echo $! >"$run_dir/fakesmsc.pid"
  sleep 1
  cat <<ENV
KANNEL_SENDSMS_URL=http://127.0.0.1:$sendsms_port/cgi-bin/sendsms
KANNEL_SENDSMS_USER=$user
KANNEL_SENDSMS_PASSWORD=$password
KANNEL_MO_SECRET=$mo_secret
KANNEL_API_PORT=$((base + 80))
KANNEL_FAKE_MO_PORT=$fake_mo_port
KANNEL_RUN_DIR=$run_dir
ENV
}

case ${1:-start} in
  start) start ;;
  stop) stop ;;
  *) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
