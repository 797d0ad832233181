// Boundaries that keep feature teams independent and the API layered. `npm run deps` checks them
// (and `npm test` runs it); a break names the rule below.
const API_PUBLIC_ENTRY = '^api/src/index\\.ts$';

module.exports = {
  forbidden: [
    {
      name: 'remote-imports-shell',
      comment: 'A remote is built and deployed alone: it reaches the shell only through the shared packages.',
      severity: 'error',
      from: { path: '^mfe-[^/]+/' },
      to: { path: '^shell/' },
    },
    {
      name: 'remote-imports-other-remote',
      comment: 'Remotes never import each other; a page of another remote is reached by its URL.',
      severity: 'error',
      from: { path: '^(mfe-[^/]+)/' },
      to: { path: '^mfe-[^/]+/', pathNot: '^$1/' },
    },
    {
      name: 'shell-imports-remote',
      comment: 'The shell loads remotes at run time from remotes.json, never at build time.',
      severity: 'error',
      from: { path: '^shell/' },
      to: { path: '^mfe-[^/]+/' },
    },
    {
      name: 'design-system-imports-app-kit',
      comment: 'The app kit builds on the design system, never the other way round, so each versions on its own.',
      severity: 'error',
      from: { path: '^shared-ui/' },
      to: { path: '^app-kit/' },
    },
    {
      name: 'shared-imports-app',
      comment: 'Shared packages are used by apps, never the other way round.',
      severity: 'error',
      from: { path: '^(shared-ui|app-kit|platform|domain|api-types|server-kit)/' },
      to: { path: '^(shell|mfe-[^/]+|api|ai|e2e|bench)/' },
    },
    {
      name: 'browser-imports-server',
      comment: 'Front-end code never bundles server code.',
      severity: 'error',
      from: { path: '^(shell|mfe-[^/]+|shared-ui|app-kit|platform)/' },
      to: { path: '^(api|ai|server-kit)/' },
    },
    {
      name: 'api-db-imports-plugins',
      comment: 'The database layer knows nothing of Fastify plugins or routes.',
      severity: 'error',
      from: { path: '^api/src/db/' },
      to: { path: '^api/src/(plugins|routes)/' },
    },
    {
      name: 'api-routes-import-db',
      comment: 'Routes go through the services (app.<service>), not the database layer.',
      severity: 'error',
      from: { path: '^api/src/routes/' },
      to: { path: '^api/src/db/' },
    },
    {
      name: 'api-config-imports-features',
      comment: 'Configuration is parsed first and depends on no feature module.',
      severity: 'error',
      from: { path: '^api/src/config/' },
      to: { path: '^api/src/', pathNot: '^api/src/config/' },
    },
    {
      name: 'bench-uses-api-internals',
      comment: "Benchmarks use the API's public entry point, so a refactor inside the API does not break them.",
      severity: 'error',
      from: { path: '^bench/' },
      to: { path: '^api/', pathNot: API_PUBLIC_ENTRY },
    },
    {
      name: 'no-circular',
      comment: 'Import cycles make start-up order fragile.',
      severity: 'error',
      from: { path: '^(shell|mfe-[^/]+|shared-ui|app-kit|platform|domain|server-kit|api|ai)/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|dist-e2e|\\.data|coverage)/|^bench/results/' },
    // TypeScript 7 has no JavaScript API (dependency-cruiser's usual TypeScript reader) and its swc
    // reader cannot read TSX, so TypeScript goes through Babel's TypeScript preset for this check only.
    babelConfig: { fileName: 'tools/dependency-rules/babel.config.json' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['types', 'main'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    moduleSystems: ['es6', 'cjs'],
  },
};
