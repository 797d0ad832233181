# One Dockerfile, one image per deployable unit:
#   --target server            the API and the AI host compiled to JavaScript (api/dist, ai/dist) with
#                              node_modules; compose picks `node api/dist/server.js` or `node ai/dist/server.js`
#   --target web --build-arg APP=<folder>
#                              the shell or one remote: only its built files and the bundled app server;
#                              it copies its files into the volume the edge (nginx) serves them from,
#                              so rebuilding one remote builds and replaces that remote alone
#                              (`docker compose up -d --build mfe-auth`).
FROM node:20-bookworm-slim AS dependencies
WORKDIR /app
COPY . .
# Exactly the lock file's versions; `npm ci` refuses this lock file (see README, "Two commands").
RUN npm install --no-audit --no-fund

FROM dependencies AS web-build
ARG APP
RUN test -n "$APP" || { echo 'set the build argument APP to shell or an mfe-* folder' >&2; exit 1; }
RUN node tools/scripts/build-all.mjs "$APP" && test -f "$APP/dist/index.html"
RUN node tools/scripts/build-app-server.mjs && test -f tools/dist/serve-app.mjs

FROM node:20-bookworm-slim AS web
ARG APP
WORKDIR /app
ENV NODE_ENV=production
# The app server with Fastify and its plugins is one bundled file (tools/scripts/build-app-server.mjs):
# no node_modules. tools/__tests__/web-image.test.ts copies what these COPY lines name into an empty
# folder and serves from it.
COPY --from=web-build /app/package.json package.json
COPY --from=web-build /app/tools/dist/serve-app.mjs tools/dist/serve-app.mjs
COPY --from=web-build /app/${APP}/package.json ${APP}/package.json
COPY --from=web-build /app/${APP}/dist ${APP}/dist
# Where compose mounts the app's volume for the edge: a new volume takes this folder's owner.
RUN mkdir /publish && chown node:node /publish
USER node

FROM dependencies AS server
# TypeScript is compiled here, once (tools/scripts/build-servers.mjs); tsx is for development only.
RUN node tools/scripts/build-servers.mjs && test -f api/dist/server.js && test -f ai/dist/server.js
ENV NODE_ENV=production
USER node
