import { execFileSync } from 'node:child_process';
import path from 'node:path';

const { repoRoot } = require('../scripts/apps.cjs');
const { diffSurfaces, neededStep, readSnapshots, stepBetween, versioningProblems } = require('../surface/versioning.cjs');

type Surface = Record<string, string>;
interface Described {
  package: string;
  version: string;
  surface: Surface;
}

describe('the shared packages: a change to the exported surface comes with a version step', () => {
  // The TypeScript checker's API is an ES module, which jest cannot load: run it in Node.
  const described: Record<string, Described> = JSON.parse(
    execFileSync(process.execPath, [path.join(repoRoot, 'tools/surface/surface.mjs'), '--json'], { encoding: 'utf8' }),
  );

  it.each(Object.keys(described))('%s: package.json version and surface/<version>.json agree with the code', (folder) => {
    const { package: name, version, surface } = described[folder];
    const problems = versioningProblems({ name, folder, version, surface, snapshots: readSnapshots(path.join(repoRoot, folder)) });
    expect(problems).toEqual([]);
  });

  it('describes the platform contract by member, so the notification flag can be added to the session state as a minor step', () => {
    const { surface } = described.platform;
    expect(surface.useSessionStore).toBe('const UseBoundStore<StoreApi<SessionState>>');
    expect(surface['SessionState.accessToken']).toBe('string | null');
    expect(surface.showAlert).toMatch(/^function \(message: string/);
    expect(surface['STORAGE_KEYS.accessToken']).toBe('"accessToken"');
  });

  it('describes the app kit apart from the design system: what loads and guards left shared-ui', () => {
    for (const name of ['useLoaded', 'RequireRole', 'useSingleFlight']) {
      expect(described['app-kit'].surface[name]).toMatch(/^function /);
      expect(described['shared-ui'].surface[name]).toBeUndefined();
    }
    // Uploads are imported by path and bundled into the remotes that take photos, not shared at run time.
    for (const name of ['uploadUserImage', 'resizeImageForUpload', 'saveFile']) {
      expect(described['app-kit'].surface[name]).toBeUndefined();
      expect(described['shared-ui'].surface[name]).toBeUndefined();
    }
    expect(described['shared-ui'].surface.LoadFailure).toMatch(/^function /);
  });

  it("describes the design system's stylesheet: class names and custom properties", () => {
    const { surface } = described['shared-ui'];
    expect(surface['css class .ui-button']).toBe('class');
    expect(surface['css property --ui-color-primary']).toBe('custom property');
  });
});

describe('the version rule (tools/surface/versioning.cjs)', () => {
  const v1: Surface = { showAlert: 'function (message: string) => Promise<void>', 'SessionState.accessToken': 'string | null' };
  const snapshot = (version: string, surface: Surface) => ({ package: '@ieum/example', version, surface });
  const problems = (version: string, surface: Surface, snapshots = [snapshot('1.0.0', v1)]) =>
    versioningProblems({ name: '@ieum/example', folder: 'example', version, surface, snapshots });

  it('needs a major step for a removed or changed export, a minor one for an addition', () => {
    expect(neededStep(diffSurfaces(v1, { ...v1, showConfirm: 'function' }))).toBe('minor');
    expect(neededStep(diffSurfaces(v1, { showAlert: v1.showAlert }))).toBe('major');
    expect(neededStep(diffSurfaces(v1, { ...v1, showAlert: 'function (message: number) => Promise<void>' }))).toBe('major');
    expect(neededStep(diffSurfaces(v1, { ...v1 }))).toBe('none');
    expect(stepBetween('1.2.3', '2.0.0')).toBe('major');
    expect(stepBetween('1.2.3', '1.3.0')).toBe('minor');
    expect(stepBetween('1.2.3', '1.2.4')).toBe('patch');
    expect(stepBetween('0.1.0', '0.2.0')).toBe('major');
    expect(stepBetween('1.2.3', '1.2.2')).toBe('lower');
  });

  it('fails when the surface changed and the version did not, and names the version to set', () => {
    expect(problems('1.0.0', { ...v1, isNewNotification: 'boolean' })).toEqual([
      expect.stringContaining('which needs a minor version: set "version": "1.1.0"'),
    ]);
    expect(problems('1.1.0', { showAlert: v1.showAlert })).toEqual([expect.stringContaining('needs a major version: set "version": "2.0.0"')]);
  });

  it('fails until the new version has its snapshot, then passes', () => {
    const grown = { ...v1, 'SessionState.isNewNotification': 'boolean' };
    expect(problems('1.1.0', grown)).toEqual([expect.stringContaining('the surface of 1.1.0 is not recorded')]);
    expect(problems('1.1.0', grown, [snapshot('1.0.0', v1), snapshot('1.1.0', grown)])).toEqual([]);
    expect(problems('1.1.1', grown, [snapshot('1.0.0', v1), snapshot('1.1.0', grown)])).toEqual([]);
  });

  it('fails for a recorded history that broke the rule, or a snapshot newer than the package', () => {
    expect(problems('1.1.0', { showAlert: v1.showAlert }, [snapshot('1.0.0', v1), snapshot('1.1.0', { showAlert: v1.showAlert })])).toEqual([
      expect.stringContaining('surface/1.1.0.json changes the surface of 1.0.0 in a way that needs a major version step'),
    ]);
    expect(problems('1.0.0', v1, [snapshot('1.0.0', v1), snapshot('1.1.0', v1)])).toEqual([
      expect.stringContaining('package.json says 1.0.0 but surface/1.1.0.json exists'),
    ]);
    expect(problems('1.0.0', v1, [])).toEqual([expect.stringContaining('no surface snapshot yet')]);
  });
});
