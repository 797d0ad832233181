// Every workspace with tests is one jest project; run a subset with --selectProjects <name...>.
module.exports = {
  projects: ['<rootDir>/domain', '<rootDir>/shared-ui', '<rootDir>/shell', '<rootDir>/mfe-auth', '<rootDir>/server-kit', '<rootDir>/api', '<rootDir>/ai'],
  // A per-project testTimeout is ignored when several projects run together; the API suites open
  // databases in their hooks and need longer than jest's 5 s on a busy 2-core machine.
  testTimeout: 60_000,
};
