# syntax=docker/dockerfile:1
# Marquee: multi-stage image. Build stage has the dev dependencies (Vite) and compilers for native
# modules; the runtime image has production dependencies, the built web bundle, the server bundle
# (dist/server: plain node runs it, no TypeScript at run time) and ffmpeg. The `marquee` CLI runs
# from source through tsx, so src/, cli/ and migrations/ come along too.
#
#   docker build -t marquee .
#   docker run -d -p 3000:3000 -v marquee-data:/app/data -e APP_URL=http://localhost:3000 marquee
#   docker exec <container> marquee backup

FROM node:24-slim AS build
WORKDIR /app
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ ca-certificates \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN node scripts/ensure-build.mjs --force \
 && npm prune --omit=dev --no-audit --no-fund

FROM node:24-slim AS runtime
RUN apt-get update \
 && apt-get install -y --no-install-recommends ffmpeg sqlite3 tini ca-certificates tar libjemalloc2 \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/bin ./bin
COPY --from=build /app/cli ./cli
COPY --from=build /app/src ./src
COPY --from=build /app/migrations ./migrations
COPY --from=build /app/scripts ./scripts
COPY --from=build /app/tsconfig.json ./
COPY --from=build /app/web/dist ./web/dist
COPY --from=build /app/dist ./dist
# tests and their kits stay out of the image (src/testing, *.test.ts)
RUN rm -rf src/testing \
 && find src cli migrations -name '*.test.ts' -delete \
 && chmod +x bin/marquee.js \
 && ln -s /app/bin/marquee.js /usr/local/bin/marquee \
 && mkdir -p /app/data \
 && chown node:node /app/data
USER node
VOLUME ["/app/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# tini forwards SIGTERM so the server shuts down gracefully (finishes requests, closes the database)
ENTRYPOINT ["/usr/bin/tini", "--"]
# as `npm start`: a small young generation and jemalloc keep the resident size low and flat (bench/README.md, footprint)
CMD ["sh", "scripts/start-server.sh"]
