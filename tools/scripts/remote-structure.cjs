// The golden path of a remote (issue 25), as checks on its files: what a newcomer who learned one
// remote may expect of every other. Used by tools/__tests__/remote-structure.test.ts for every
// mfe-* folder and for what `npm run new-remote` generates. Each problem is one line,
// `<rule>: <file or detail>`, so a known deviation can be listed exactly.
const fs = require('node:fs');
const path = require('node:path');

const APP_KIT_PAGES = '@ieum/app-kit/src/routes/define-pages';
const README_HEADINGS = ['## Routes', '## Run, test and deploy alone'];

function filesUnder(dir, keep) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full, keep);
    return keep(full) ? [full] : [];
  });
}

const isSource = (file) => /\.tsx?$/.test(file) && !/[/\\]__tests__[/\\]/.test(file);
const isTest = (file) => /[/\\]__tests__[/\\]/.test(file) && /\.tsx?$/.test(file);

/** The paths and access a routes.ts declares (`{ path: '/x', access: 'elderly', ... }`). */
function declaredRoutes(routesSource) {
  return [...routesSource.matchAll(/path:\s*'([^']+)',\s*access:\s*'([^']+)'/g)].map(([, routePath, access]) => ({ path: routePath, access }));
}

/** Everything that keeps the remote at `dir` off the golden path; [] when it is on it. */
function remoteStructureProblems(dir) {
  const problems = [];
  const rel = (file) => path.relative(dir, file).split(path.sep).join('/');
  const read = (file) => fs.readFileSync(file, 'utf8');
  const src = path.join(dir, 'src');
  const sources = filesUnder(src, isSource);
  const tests = filesUnder(src, isTest);

  // One routes module, through the one helper, and a test of it.
  const routesFile = path.join(src, 'routes.ts');
  let routes = [];
  if (!fs.existsSync(routesFile)) problems.push('routes: src/routes.ts is missing');
  else {
    const source = read(routesFile);
    routes = declaredRoutes(source);
    if (!source.includes(`from '${APP_KIT_PAGES}'`) || !/export const routes = definePages\(/.test(source)) {
      problems.push(`routes: src/routes.ts does not declare its pages with definePages ('${APP_KIT_PAGES}')`);
    }
    if (routes.length === 0) problems.push('routes: src/routes.ts declares no page with a path and an access');
  }
  if (!tests.some((file) => /[/\\]routes\.test\.tsx?$/.test(file))) problems.push('routes-test: src/__tests__/routes.test.ts is missing');

  // A README a newcomer starts from: what it owns, each route, how to run, test and deploy it alone.
  const readmeFile = path.join(dir, 'README.md');
  if (!fs.existsSync(readmeFile)) problems.push('readme: README.md is missing');
  else {
    const readme = read(readmeFile);
    for (const heading of README_HEADINGS) if (!readme.split('\n').includes(heading)) problems.push(`readme: no "${heading}" section`);
    for (const route of routes) if (!readme.includes(`\`${route.path}`)) problems.push(`readme: route ${route.path} is not described`);
  }

  for (const file of sources) {
    const source = read(file);
    const name = rel(file);
    // The guard is definePages' access; a page never wraps itself.
    if (/\b(RequireRole|RequireSignIn)\b/.test(source)) problems.push(`hand-guard: ${name}`);
    // Route-state ids through useRouteStateId / positiveId, not a parser of its own.
    if (/Number\([^)]*\bstate\b/.test(source) || /function \w*(?:read|parse)\w*Id\b/.test(source)) problems.push(`own-id-parser: ${name}`);
    // One loading visual: LoadedContent's placeholder is LoadingStatus; reads are never a modal.
    if (/skeleton[^\n]*role="status"|role="status"[\s\S]{0,160}불러오는/.test(source)) problems.push(`own-loading-visual: ${name}`);
    if (/<LoadingModal open=\{[^}]*status === 'loading'/.test(source)) problems.push(`read-in-loading-modal: ${name}`);
    // Writes through useSingleFlight, not a flag of their own.
    if (/\bset(?:Busy|Saving|Canceling|Pending|Sending|Submitting|Uploading)\(true\)/.test(source)) problems.push(`own-write-flag: ${name}`);
    // Reads through useLoaded: a page that calls a get-call in an effect of its own loads by hand.
    const apiReads = [...source.matchAll(/import \{([^}]*)\} from '\.\.\/api\/[^']+'/g)].flatMap(([, names]) => names.split(',').map((part) => part.trim()).filter((part) => /^(get|load)[A-Z]/.test(part)));
    if (/[/\\]pages[/\\]/.test(file) && /\buseEffect\(/.test(source) && apiReads.some((call) => source.includes(`${call}(`)) && !/\buseLoaded(?:Every)?\(/.test(source)) {
      problems.push(`read-without-useLoaded: ${name}`);
    }
    // API shapes come from @ieum/api-types (generated from the API's OpenAPI document), never typed by hand.
    const answerTypes = [...source.matchAll(/\b\w+Request<(\w+)>\(/g)].map(([, type]) => type);
    if (answerTypes.some((type) => new RegExp(`^(export )?(interface ${type}\\b|type ${type} = \\{)`, 'm').test(source))) problems.push(`hand-typed-api-shape: ${name}`);
  }

  // Tests use the real module and a real local API, not a jest.mock of this remote's own code;
  // where a page goes is asserted with a real router (the page shown, one step back), never by
  // counting the calls of a faked useNavigate.
  for (const file of tests) {
    const source = read(file);
    if (/jest\.mock\(\s*'\.{1,2}\//.test(source)) problems.push(`mocks-own-module: ${rel(file)}`);
    if (/jest\.mock\(\s*['"]react-router(?:-dom)?['"]/.test(source) || /\buseNavigate:\s*\(/.test(source)) problems.push(`fakes-navigation: ${rel(file)}`);
    // Time passes on jest's fake clock (jest.useFakeTimers({ advanceTimers: true })), and a request
    // is awaited by what it changes: a test never sleeps.
    if (/=>\s*setTimeout\(\s*\w+\s*,\s*[1-9]/.test(source)) problems.push(`real-wait: ${rel(file)}`);
  }
  return problems;
}

module.exports = { remoteStructureProblems, declaredRoutes, APP_KIT_PAGES, README_HEADINGS };
