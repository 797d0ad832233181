# One image for every service: the API, the AI host and the static server of each front-end app.
# Each docker-compose service picks its command, so every remote is still deployed on its own.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
# Exactly the lock file's versions; `npm ci` refuses this lock file (see README, "Two commands").
RUN npm install --no-audit --no-fund && npm run build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
# The services' data volumes mount at /data: a new volume takes this folder's owner, so the
# unprivileged user below can write its keys, outbox and uploads there.
RUN mkdir -p /data && chown node:node /data
USER node
