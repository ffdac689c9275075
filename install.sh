#!/usr/bin/env bash
# Installs (or upgrades) Marquee on a fresh Debian/Ubuntu server from this checkout:
# system packages, Node 24, npm ci, the web and server builds, `marquee install`, and a systemd service that
# runs as a dedicated user. Safe to run again: it keeps the data and the environment file, applies
# new migrations and restarts the service.
#
#   sudo ./install.sh [--email admin@example.com] [--password '...'] [--port 3000]
#                     [--app-url https://movies.example.com] [--data-dir /var/lib/marquee]
#                     [--user marquee] [--no-service]
set -euo pipefail

APP_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
SERVICE_USER="marquee"
DATA_DIR="/var/lib/marquee"
PORT="3000"
APP_URL=""
ADMIN_EMAIL_ARG=""
ADMIN_PASSWORD_ARG=""
WITH_SERVICE=1
ENV_FILE="${MARQUEE_ENV_FILE:-/etc/marquee/marquee.env}"
UNIT_FILE="/etc/systemd/system/marquee.service"
NODE_HOME="/opt/marquee-node" # Node 24 from npm when the system's node is older than 22

die() { echo "install.sh: $*" >&2; exit 1; }

while [ $# -gt 0 ]; do
  case "$1" in
    --email) ADMIN_EMAIL_ARG="${2:?--email needs a value}"; shift 2 ;;
    --password) ADMIN_PASSWORD_ARG="${2:?--password needs a value}"; shift 2 ;;
    --port) PORT="${2:?--port needs a value}"; shift 2 ;;
    --app-url) APP_URL="${2:?--app-url needs a value}"; shift 2 ;;
    --data-dir) DATA_DIR="${2:?--data-dir needs a value}"; shift 2 ;;
    --user) SERVICE_USER="${2:?--user needs a value}"; shift 2 ;;
    --no-service) WITH_SERVICE=0; shift ;;
    -h|--help) sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) die "unknown option $1 (see --help)" ;;
  esac
done

[ "$(id -u)" -eq 0 ] || die "run as root (sudo ./install.sh)"
[[ "$PORT" =~ ^[0-9]+$ ]] || die "--port must be a number"
[ -f "$APP_DIR/package.json" ] || die "run this script from a Marquee checkout"
APP_URL="${APP_URL:-http://localhost:$PORT}"

echo "==> System packages"
export DEBIAN_FRONTEND=noninteractive
packages=(ca-certificates curl tar ffmpeg sqlite3 build-essential python3 libjemalloc2)
command -v node >/dev/null 2>&1 || packages+=(nodejs)
command -v npm >/dev/null 2>&1 || packages+=(npm)
missing=()
for p in "${packages[@]}"; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
if [ ${#missing[@]} -gt 0 ]; then
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

echo "==> Node.js"
# a shared folder (not root's home) so the service user can run the same node binary
export MARQUEE_NODE_CACHE="$NODE_HOME"
# shellcheck source=scripts/ensure-node.sh
. "$APP_DIR/scripts/ensure-node.sh"
NODE_BIN="$(command -v node)"
[ -d "$NODE_HOME" ] && chmod -R a+rX "$NODE_HOME"

echo "==> Service user and folders"
if ! id -u "$SERVICE_USER" >/dev/null 2>&1; then
  useradd --system --home-dir "$DATA_DIR" --shell /usr/sbin/nologin "$SERVICE_USER"
fi
mkdir -p "$DATA_DIR" "$(dirname "$ENV_FILE")"
chown -R "$SERVICE_USER:" "$DATA_DIR"
chmod 750 "$DATA_DIR"

if [ ! -f "$ENV_FILE" ]; then
  # written once: later runs keep the operator's edits (see README "Configuration")
  cat > "$ENV_FILE" <<EOF
NODE_ENV=production
PORT=$PORT
APP_URL=$APP_URL
DATA_DIR=$DATA_DIR
SEED_DEMO=true
EOF
  chmod 640 "$ENV_FILE"
  chown "root:$SERVICE_USER" "$ENV_FILE"
fi

echo "==> Dependencies and build"
cd "$APP_DIR"
npm ci --no-audit --no-fund
"$NODE_BIN" scripts/ensure-build.mjs
chmod -R a+rX "$APP_DIR"

echo "==> Database and first admin"
# the CLI reads the same environment as the service; flags win over the file
set -a
# shellcheck disable=SC1090
. "$ENV_FILE"
set +a
install_args=(install)
[ -n "$ADMIN_EMAIL_ARG" ] && install_args+=(--email "$ADMIN_EMAIL_ARG")
[ -n "$ADMIN_PASSWORD_ARG" ] && install_args+=(--password "$ADMIN_PASSWORD_ARG")
# runuser without --login keeps the exported environment
runuser -u "$SERVICE_USER" -- test -r "$APP_DIR/package.json" ||
  die "user $SERVICE_USER cannot read $APP_DIR: put the checkout somewhere readable, e.g. /opt/marquee"
runuser -u "$SERVICE_USER" -- "$NODE_BIN" "$APP_DIR/bin/marquee.js" "${install_args[@]}"

if [ "$WITH_SERVICE" -eq 0 ] || ! command -v systemctl >/dev/null 2>&1 || [ ! -d /run/systemd/system ]; then
  echo "==> Skipping the systemd service (start it yourself: cd $APP_DIR && PATH=$(dirname "$NODE_BIN"):$PATH sh scripts/start-server.sh)"
  exit 0
fi

echo "==> systemd service"
PROTECT_HOME=true
case "$APP_DIR" in /home/*) PROTECT_HOME=read-only ;; esac
cat > "$UNIT_FILE" <<EOF
[Unit]
Description=Marquee (movie and TV catalogue)
After=network-online.target
Wants=network-online.target

[Service]
Type=simple
User=$SERVICE_USER
Group=$SERVICE_USER
WorkingDirectory=$APP_DIR
EnvironmentFile=$ENV_FILE
# the esbuild bundle made by scripts/ensure-build.mjs, started as npm start does (node flags, jemalloc)
Environment=PATH=$(dirname "$NODE_BIN"):/usr/local/bin:/usr/bin:/bin
ExecStart=/bin/sh $APP_DIR/scripts/start-server.sh
Restart=on-failure
RestartSec=3
# SIGTERM lets the server finish in-flight requests and running jobs
KillSignal=SIGTERM
TimeoutStopSec=30
NoNewPrivileges=true
PrivateTmp=true
ProtectSystem=full
ProtectHome=$PROTECT_HOME
ReadWritePaths=$DATA_DIR

[Install]
WantedBy=multi-user.target
EOF
systemctl daemon-reload
systemctl enable marquee.service >/dev/null
systemctl restart marquee.service

echo "==> Waiting for http://127.0.0.1:$PORT/health"
for _ in $(seq 1 60); do
  if curl -fsS "http://127.0.0.1:$PORT/health" >/dev/null 2>&1; then
    echo "Marquee is running at $APP_URL (logs: journalctl -u marquee -f; data: $DATA_DIR)"
    exit 0
  fi
  sleep 1
done
systemctl --no-pager status marquee.service || true
die "the service did not become healthy; see journalctl -u marquee"
