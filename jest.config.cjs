// Every workspace with its own jest.config.cjs is one jest project (a new remote's tests join by
// themselves); run a subset with --selectProjects <name...>. The browser tests have their own
// config (e2e/jest.config.cjs) because they need the built product.
const fs = require('node:fs');
const path = require('node:path');

const workspaceFolders = require('./package.json').workspaces.flatMap((pattern) => {
  if (!pattern.endsWith('*')) return [pattern];
  const prefix = pattern.slice(0, -1);
  return fs.readdirSync(__dirname).filter((entry) => entry.startsWith(prefix)).sort();
});

module.exports = {
  projects: workspaceFolders
    .filter((folder) => folder !== 'e2e' && fs.existsSync(path.join(__dirname, folder, 'jest.config.cjs')))
    .map((folder) => `<rootDir>/${folder}`),
  // A per-project testTimeout is ignored when several projects run together; the API suites open
  // databases in their hooks and need longer than jest's 5 s on a busy 2-core machine.
  testTimeout: 60_000,
};
