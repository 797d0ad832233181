// Renders the shell's install icons (PNG, as the manifest and notifications need) from the SVGs
// beside them, with the Debian Chromium: `node tools/scripts/render-app-icons.cjs`. Then, when the
// Debian pngquant is installed (`apt-get install -y pngquant`), each goes down to a 256-colour
// palette, which looks the same and is about half the size: Chromium downloads the 192 px icon
// while a page loads (the manifest's install check), beside the page's own scripts.
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { chromium } = require('playwright-core');

const iconsDir = path.join(__dirname, '../../shell/public/icons');
const outputs = [
  ['icon.svg', 'icon-192.png', 192],
  ['icon.svg', 'icon-512.png', 512],
  ['icon-maskable.svg', 'icon-maskable-512.png', 512],
  ['icon.svg', 'badge-96.png', 96],
];

(async () => {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
  const page = await browser.newPage();
  for (const [source, target, size] of outputs) {
    const svg = fs.readFileSync(path.join(iconsDir, source), 'utf8');
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`);
    await page.screenshot({ path: path.join(iconsDir, target), omitBackground: true });
  }
  await browser.close();
  for (const [, target] of outputs) {
    const file = path.join(iconsDir, target);
    try {
      execFileSync('pngquant', ['--quality=80-100', '--speed', '1', '--strip', '--force', '--output', file, file]);
    } catch (error) {
      if (error.code !== 'ENOENT') throw error;
      console.warn(`pngquant is not installed: ${target} stays full colour`);
      break;
    }
  }
})();
