/** Adds a stylesheet once per id; apps import their .css files as text (see tools/rspack). */
export function injectStyles(id: string, css: string) {
  if (typeof document === 'undefined' || document.getElementById(id)) return;
  const style = document.createElement('style');
  style.id = id;
  style.textContent = css;
  document.head.appendChild(style);
}
