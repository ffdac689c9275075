#!/bin/sh
# Starts the built server (dist/server/main.mjs) as `npm start` does, with the process settings the
# footprint benchmarks measured (bench/README.md, "footprint"):
# - a 2 MB semi-space: the young generation stays small, at no cost in throughput;
# - a heap that grows by 30 % over what survives a full collection before the next one (V8 picks
#   up to 100 % and more on its own): under the soak's mixed load RSS 127-131 MB instead of
#   147-150 MB, with the same CPU per request and title API throughput;
# - jemalloc when Debian's libjemalloc2 is installed (apt-get install libjemalloc2): glibc malloc
#   keeps the memory that request and compression buffers churn through, jemalloc returns it after
#   a second (soak RSS 209 -> 178 MB); its per-thread caches keep only blocks up to 4 KB
#   (tcache_max, 32 KB by default): idle and first-start RSS -3 MB, the soak and req/s unchanged.
#   Without it the server runs the same on glibc malloc.
# MARQUEE_NODE_FLAGS adds node flags (the benchmarks' heap hook); arguments go to the server.
set -e
if [ -z "${LD_PRELOAD:-}" ] && [ -z "${MARQUEE_NO_JEMALLOC:-}" ]; then
  for lib in /usr/lib/x86_64-linux-gnu/libjemalloc.so.2 /usr/lib/aarch64-linux-gnu/libjemalloc.so.2 /usr/lib64/libjemalloc.so.2 /usr/lib/libjemalloc.so.2; do
    if [ -r "$lib" ]; then
      export LD_PRELOAD="$lib"
      export MALLOC_CONF="${MALLOC_CONF:-background_thread:true,dirty_decay_ms:1000,muzzy_decay_ms:0,narenas:2,tcache_max:4096}"
      break
    fi
  done
fi
# shellcheck disable=SC2086 # the flags are split into words on purpose
exec node --max-semi-space-size=2 --heap-growing-percent=30 ${MARQUEE_NODE_FLAGS:-} "$(dirname "$0")/../dist/server/main.mjs" "$@"
