#!/usr/bin/env node
// Screenshots of built pages for a human look: light and dark, 390 and 1280 px.
// Usage: node scripts/screenshot.mjs [--base http://127.0.0.1:4321] [--out shots] [--segments] [--viewport-only] /path ...
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';

const args = process.argv.slice(2);
let base = 'http://127.0.0.1:4321';
let out = 'shots';
let full = true;
let segments = false;
const paths = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--base') base = args[++i];
  else if (args[i] === '--out') out = args[++i];
  else if (args[i] === '--viewport-only') full = false;
  else if (args[i] === '--segments') segments = true;
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
      // Scroll through once so lazy images load and scroll animations settle, as for a visitor.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
          scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 60));
        }
        scrollTo(0, 0);
      });
      await page.waitForTimeout(700);
      const file = `${out}/${(path.replace(/\W+/g, '_') || 'home')}-${scheme}-${width}`;
      if (segments) {
        // Full page cut into pieces of about two viewports, easier to look at than one tall image.
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        const step = 1800;
        for (let y = 0, n = 1; y < height; y += step, n++) {
          const name = `${file}-${n}.png`;
          await page.screenshot({ path: name, fullPage: true, clip: { x: 0, y, width, height: Math.min(step, height - y) } });
          console.log(name);
        }
      } else {
        await page.screenshot({ path: `${file}.png`, fullPage: full });
        console.log(`${file}.png`);
      }
      await page.close();
    }
  }
}
await browser.close();
