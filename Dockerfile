# One image for every service: the API, the AI host and the static server of each front-end app.
# Each docker-compose service picks its command, so every remote is still deployed on its own.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci && npm run build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
USER node
