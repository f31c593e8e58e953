#!/usr/bin/env node
// Screenshots of built pages for a human look: light and dark, 390 and 1280 px.
// Usage: node scripts/screenshot.mjs [--base http://127.0.0.1:4321] [--out shots] /path ...
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';

const args = process.argv.slice(2);
let base = 'http://127.0.0.1:4321';
let out = 'shots';
let full = true;
const paths = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--base') base = args[++i];
  else if (args[i] === '--out') out = args[++i];
  else if (args[i] === '--viewport-only') full = false;
  else paths.push(args[i]);
}
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
for (const path of paths.length ? paths : ['/']) {
  for (const scheme of ['light', 'dark']) {
    for (const width of [390, 1280]) {
      const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: scheme });
      await page.goto(base + path, { waitUntil: 'networkidle' }).catch(() => {});
      const name = `${out}/${(path.replace(/\W+/g, '_') || 'home')}-${scheme}-${width}.png`;
      await page.screenshot({ path: name, fullPage: full });
      console.log(name);
      await page.close();
    }
  }
}
await browser.close();
