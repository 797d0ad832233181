/**
 * Stylesheets are imported as text (see tools/rspack) and added here, so they work the same in the
 * shell, in a remote and on a remote's standalone page.
 *
 * Several versions of the design system can be on one page (a remote built with a newer minor
 * version brings its own copy). Each version adds its stylesheet under its own id, and the
 * stylesheets are kept in version order, oldest first, before every app's own stylesheet: within a
 * major version a newer stylesheet styles everything the older one did (see README.md), apps'
 * rules still override the design system's, and no version's sheet is skipped because another
 * version's is already there.
 */

const DESIGN_SYSTEM_ATTRIBUTE = 'data-ieum-design-system';
const APP_STYLES_ATTRIBUTE = 'data-ieum-app-styles';

/** Orders x.y.z versions numerically (1.10.0 after 1.9.0). */
export function compareVersions(a: string, b: string): number {
  const parts = (version: string) => version.split('-')[0].split('.').map((part) => Number(part) || 0);
  const [left, right] = [parts(a), parts(b)];
  for (let index = 0; index < 3; index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

function styleElement(id: string, css: string) {
  const style = document.createElement('style');
  style.id = id;
  style.textContent = css;
  return style;
}

/** Adds the design system's stylesheet of `version` once, in version order, before the apps' stylesheets. */
export function injectDesignSystemStyles(version: string, css: string) {
  if (typeof document === 'undefined') return;
  const id = `ieum-design-system-${version}`;
  if (document.getElementById(id)) return;
  const sheets = Array.from(document.head.querySelectorAll<HTMLStyleElement>(`style[${DESIGN_SYSTEM_ATTRIBUTE}]`));
  const newer = sheets.find((sheet) => compareVersions(sheet.getAttribute(DESIGN_SYSTEM_ATTRIBUTE) ?? '0', version) > 0);
  const firstAppSheet = document.head.querySelector(`style[${APP_STYLES_ATTRIBUTE}]`);
  const before = newer ?? (sheets.length > 0 ? sheets[sheets.length - 1].nextSibling : firstAppSheet);
  const style = styleElement(id, css);
  style.setAttribute(DESIGN_SYSTEM_ATTRIBUTE, version);
  document.head.insertBefore(style, before);
}

/** Adds an app's own stylesheet once per id, after the design system's. */
export function injectStyles(id: string, css: string) {
  if (typeof document === 'undefined' || document.getElementById(id)) return;
  const style = styleElement(id, css);
  style.setAttribute(APP_STYLES_ATTRIBUTE, '');
  document.head.appendChild(style);
}
