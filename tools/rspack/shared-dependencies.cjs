// What every app shares with the others at run time. Host and remotes import this one list.
//
// - Libraries that keep state per copy (react, the router, zustand) and axios: one copy per page
//   (singleton), any version of the same major.
// - @ieum/platform, the contract between the shell and the remotes (session store, API client,
//   dialog queue): one copy per page, the shell's. A remote built for a newer contract than the
//   shell provides is refused (strictVersion) instead of running against a copy that lacks what it
//   uses; the shell then shows SHELL-004 in place of its pages.
// - @ieum/shared-ui, the design system: shared by semantic version, not forced to one copy. An app
//   takes the copy already on the page when that is the version it was built with or a newer one
//   of the same major (a minor only adds); otherwise it loads its own. So a remote built with a
//   newer minor brings its own copy, and apps built with the same version share one.
// - @ieum/app-kit (data loading, guards, uploads, the standalone page): shared the same way, by its
//   own semantic version, so a remote built with app kit 1.x works beside another built with 1.y.
//   It imports the design system, which it then takes from the page like any app.
// - @ieum/domain is not shared: it is plain data and functions, bundled into each app at the
//   version the app was built and tested with (see README.md, "Micro-frontends").
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const version = (pkg) => require(require.resolve(`${pkg}/package.json`, { paths: [root] })).version;
const major = (pkg) => `^${version(pkg).split('.')[0]}.0.0`;

/**
 * What the apps use of react-router-dom. The shared copy holds only these (a third of the package),
 * and every app builds the same list, so any app's copy serves every other app. A test
 * (tools/__tests__/shared-router-exports.test.ts) fails when an app imports a name not listed.
 */
const ROUTER_EXPORTS = [
  'BrowserRouter',
  'MemoryRouter',
  'Link',
  'NavLink',
  'Navigate',
  'Route',
  'Routes',
  'useLocation',
  'useNavigate',
  'useSearchParams',
];

const production = process.env.NODE_ENV !== 'development';

function singleton(pkg) {
  return { singleton: true, requiredVersion: major(pkg) };
}

/** `^major.minor.0` of the contract this app was built with: patch releases change no interface. */
function platformContract() {
  const [majorPart, minorPart] = version('@ieum/platform').split('.');
  return { singleton: true, strictVersion: true, requiredVersion: `^${majorPart}.${minorPart}.0` };
}

const sharedDependencies = {
  react: singleton('react'),
  'react/jsx-runtime': singleton('react'),
  'react-dom': singleton('react-dom'),
  'react-dom/client': singleton('react-dom'),
  // Trimmed in production builds only: the development server's page does not start with it.
  'react-router-dom': production ? { ...singleton('react-router-dom'), treeShaking: { mode: 'runtime-infer', usedExports: ROUTER_EXPORTS } } : singleton('react-router-dom'),
  zustand: singleton('zustand'),
  axios: singleton('axios'),
  '@ieum/platform': platformContract(),
  '@ieum/shared-ui': { singleton: false, requiredVersion: `^${version('@ieum/shared-ui')}` },
  '@ieum/app-kit': { singleton: false, requiredVersion: `^${version('@ieum/app-kit')}` },
};

module.exports = { sharedDependencies, ROUTER_EXPORTS };
