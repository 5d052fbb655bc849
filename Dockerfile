# syntax=docker/dockerfile:1
#
# One image for every Slotwise service. The target is the command:
#   docker run slotwise --target=command | query | scheduler | projection | all
# (or the TARGET environment variable). The SPA is built here too and served by the `proxy` stage
# (nginx), which is the only public entry point of the split deployment; `--target=all` still
# serves it itself, as `npm start` does.
#
# Stages: deps (npm ci) → build (sources + SPA) → proxy (nginx + SPA) | app (node runtime, default).
# CI on this project has no Docker engine; this file is checked by review, not by a build.

ARG NODE_IMAGE=node:20-bookworm-slim
ARG NGINX_IMAGE=nginx:1.27-alpine

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
# Manifests first, so dependency layers are reused until a manifest or the lockfile changes.
COPY package.json package-lock.json ./
COPY events/package.json events/
COPY scheduler-engine/package.json scheduler-engine/
COPY command-service/package.json command-service/
COPY projection-service/package.json projection-service/
COPY query-service/package.json query-service/
COPY infra/package.json infra/
COPY frontend/package.json frontend/
# Dev dependencies stay: the services run TypeScript through tsx (a root devDependency).
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build:frontend

# Reverse proxy: routes /api/v1 to the services and serves the built SPA.
FROM ${NGINX_IMAGE} AS proxy
COPY infra/docker/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/frontend/dist /usr/share/nginx/html
HEALTHCHECK --interval=10s --timeout=3s --retries=5 CMD wget -q -O /dev/null http://127.0.0.1/healthz || exit 1

# Node services (last stage: the default of a plain `docker build .`).
FROM ${NODE_IMAGE} AS app
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0
WORKDIR /app
COPY --from=build --chown=node:node /app /app
USER node
EXPOSE 3000
# Every target (projection included) answers /api/v1/health/ once migrated and listening.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=6 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/v1/health/').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["node", "--import", "tsx", "infra/src/main.ts"]
CMD ["--target=all"]
