// Finds the front-end apps: the shell and every mfe-* package (a new remote is picked up by its
// folder alone).
const fs = require('node:fs');
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '../..');

function frontEndApps() {
  const remotes = fs
    .readdirSync(repoRoot)
    .filter((name) => name.startsWith('mfe-') && fs.existsSync(path.join(repoRoot, name, 'package.json')))
    .sort()
    .map((folder) => {
      const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, folder, 'package.json'), 'utf8'));
      return { folder, dir: path.join(repoRoot, folder), name: pkg.remote.name, port: pkg.remote.port };
    });
  return { shell: { folder: 'shell', dir: path.join(repoRoot, 'shell'), name: 'shell', port: 3000 }, remotes };
}

module.exports = { repoRoot, frontEndApps };
