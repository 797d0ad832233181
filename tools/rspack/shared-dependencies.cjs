// The singletons every app shares at run time. Host and remotes must import this one list:
// two copies of react, the router or the session store would split state between them.
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const version = (pkg) => require(require.resolve(`${pkg}/package.json`, { paths: [root] })).version;
const major = (pkg) => `^${version(pkg).split('.')[0]}.0.0`;

function singleton(pkg, requiredVersion = major(pkg)) {
  return { singleton: true, requiredVersion };
}

const sharedDependencies = {
  react: singleton('react'),
  'react/jsx-runtime': singleton('react'),
  'react-dom': singleton('react-dom'),
  'react-dom/client': singleton('react-dom'),
  'react-router-dom': singleton('react-router-dom'),
  zustand: singleton('zustand'),
  axios: singleton('axios'),
  '@ieum/shared-ui': singleton('@ieum/shared-ui', '^0.1.0'),
};

module.exports = { sharedDependencies };
