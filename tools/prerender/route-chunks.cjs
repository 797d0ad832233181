// The script files each page of a remote needs beyond its remote entry, read from the app's build
// (the chunks each `import()` in src/routes.ts starts): the shell's server names them in the page
// it sends (preload links), so they download beside the shell's own scripts instead of one after
// another (shell, remote entry, routes, page).
const fs = require('node:fs');

/** Each route path in routes.ts with the module its `load` imports (the first `import()` after the path). */
function routeImports(source) {
  const routes = [];
  const pattern = /path:\s*'([^']+)'|import\(\s*'([^']+)'\s*\)/g;
  let current;
  for (const match of source.matchAll(pattern)) {
    if (match[1]) current = { path: match[1], request: null };
    else if (current && !current.request) {
      current.request = match[2];
      routes.push(current);
    }
  }
  return routes;
}

class RouteChunksPlugin {
  constructor({ routesFile, outputFile }) {
    Object.assign(this, { routesFile, outputFile });
  }

  apply(compiler) {
    compiler.hooks.done.tap('RouteChunksPlugin', (stats) => {
      if (stats.hasErrors()) return;
      const { chunks } = stats.toJson({ all: false, chunks: true, chunkOrigins: true });
      const routes = routeImports(fs.readFileSync(this.routesFile, 'utf8'));
      const pageRequests = new Set(routes.map((route) => route.request));
      const filesOf = (matches) => chunks.filter((chunk) => chunk.origins.some(matches)).flatMap((chunk) => chunk.files.filter((file) => file.endsWith('.js')));
      const fromRoutes = (origin) => /[\\/]src[\\/]routes\.ts$/.test(origin.moduleName ?? '');
      // What every page of the remote loads besides its own: the routes module itself, its stylesheet
      // module (mfe-auth), the guard (app-kit's define-pages).
      const routesModule = chunks
        .filter((chunk) => (chunk.names ?? []).some((name) => name.startsWith('__federation_expose_')))
        .flatMap((chunk) => chunk.files.filter((file) => file.endsWith('.js')));
      const common = filesOf((origin) => fromRoutes(origin) && !pageRequests.has(origin.request));
      const guard = filesOf((origin) => origin.request === './guarded-page');
      const pages = Object.fromEntries(
        routes.map((route) => [route.path.toLowerCase(), filesOf((origin) => fromRoutes(origin) && origin.request === route.request)]),
      );
      fs.writeFileSync(this.outputFile, JSON.stringify({ routesModule, common, guard, pages }));
    });
  }
}

module.exports = { RouteChunksPlugin, routeImports };
