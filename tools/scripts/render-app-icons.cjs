// Renders the shell's install icons (PNG, as the manifest and notifications need) from the SVGs
// beside them, with the Debian Chromium: `node tools/scripts/render-app-icons.cjs`.
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
})();
