// The version rule of the shared packages, checked by `npm test` (tools/__tests__/package-surface.test.ts)
// and applied by `npm run surface -- --write`: every version whose exported surface differs from the
// one before has a snapshot, <package>/surface/<version>.json, and the step between two snapshots
// is at least what the change needs:
//   - something removed, or changed (a type, a signature, a member) -> a new major version
//   - only additions (an export, a member, a class name)             -> a new minor version
//   - no change to the surface                                       -> any version (patch for fixes)
const fs = require('node:fs');
const path = require('node:path');

function parseVersion(version) {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!match) throw new Error(`not a plain x.y.z version: ${version}`);
  return match.slice(1).map(Number);
}

function compareVersions(a, b) {
  const [left, right] = [parseVersion(a), parseVersion(b)];
  for (let index = 0; index < 3; index += 1) if (left[index] !== right[index]) return left[index] - right[index];
  return 0;
}

/** What changed from one surface (key -> description) to the next. */
function diffSurfaces(before, after) {
  const added = Object.keys(after).filter((key) => !(key in before));
  const removed = Object.keys(before).filter((key) => !(key in after));
  const changed = Object.keys(after).filter((key) => key in before && before[key] !== after[key]);
  return { added, removed, changed };
}

/** 'major' | 'minor' | 'none': the smallest version step a surface change needs. */
function neededStep(diff) {
  if (diff.removed.length > 0 || diff.changed.length > 0) return 'major';
  if (diff.added.length > 0) return 'minor';
  return 'none';
}

/** 'major' | 'minor' | 'patch' | 'none' | 'lower': the step from one version to the next. */
function stepBetween(from, to) {
  const [a, b] = [parseVersion(from), parseVersion(to)];
  if (compareVersions(to, from) < 0) return 'lower';
  if (b[0] > a[0]) return 'major';
  // Before 1.0.0 a minor step is what breaks (npm's ^0.y.z allows patch steps only).
  if (b[1] > a[1]) return a[0] === 0 ? 'major' : 'minor';
  if (b[2] > a[2]) return a[0] === 0 ? 'minor' : 'patch';
  return 'none';
}

const STEP_ORDER = ['none', 'patch', 'minor', 'major'];
const isEnough = (step, needed) => step !== 'lower' && STEP_ORDER.indexOf(step) >= STEP_ORDER.indexOf(needed === 'none' ? 'none' : needed);

function nextVersion(version, needed) {
  const [major, minor] = parseVersion(version);
  return needed === 'major' ? `${major + 1}.0.0` : `${major}.${minor + 1}.0`;
}

function describeDiff(diff) {
  const list = (title, keys) => (keys.length ? [`${title}: ${keys.slice(0, 12).join(', ')}${keys.length > 12 ? ` (+${keys.length - 12})` : ''}`] : []);
  return [...list('removed', diff.removed), ...list('changed', diff.changed), ...list('added', diff.added)].join('; ');
}

/** The stored snapshots of a package folder, oldest first. */
function readSnapshots(packageDir) {
  const folder = path.join(packageDir, 'surface');
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((file) => /^\d+\.\d+\.\d+\.json$/.test(file))
    .map((file) => JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')))
    .sort((a, b) => compareVersions(a.version, b.version));
}

/**
 * Problems with a package's versions, given its stored snapshots and its current surface and
 * version. Empty when the rule holds.
 */
function versioningProblems({ name, folder, version, surface, snapshots }) {
  const write = `npm run surface -- --write ${folder}`;
  if (snapshots.length === 0) return [`${name}: no surface snapshot yet; run \`${write}\``];
  const problems = [];
  for (let index = 1; index < snapshots.length; index += 1) {
    const [before, after] = [snapshots[index - 1], snapshots[index]];
    const needed = neededStep(diffSurfaces(before.surface, after.surface));
    if (!isEnough(stepBetween(before.version, after.version), needed)) {
      problems.push(`${name}: surface/${after.version}.json changes the surface of ${before.version} in a way that needs a ${needed} version step`);
    }
  }
  const latest = snapshots[snapshots.length - 1];
  if (compareVersions(latest.version, version) > 0) {
    problems.push(`${name}: package.json says ${version} but surface/${latest.version}.json exists`);
    return problems;
  }
  const diff = diffSurfaces(latest.surface, surface);
  const needed = neededStep(diff);
  if (needed === 'none') return problems;
  const step = stepBetween(latest.version, version);
  if (!isEnough(step, needed)) {
    problems.push(
      `${name}: the exported surface changed since ${latest.version} (${describeDiff(diff)}), which needs a ${needed} version: ` +
        `set "version": "${nextVersion(latest.version, needed)}" in ${folder}/package.json, then run \`${write}\``,
    );
  } else {
    problems.push(`${name}: the surface of ${version} is not recorded (${describeDiff(diff)}); run \`${write}\``);
  }
  return problems;
}

module.exports = { compareVersions, diffSurfaces, neededStep, stepBetween, nextVersion, readSnapshots, versioningProblems };
