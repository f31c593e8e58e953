#!/usr/bin/env node
// Screenshots of built pages for a human look: light and dark, 390 and 1280 px.
// Usage: node scripts/screenshot.ts [--base http://127.0.0.1:4321] [--out shots] [--segments] [--viewport-only] /path ...
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromiumArgs, requireChromium } from './lib/chromium.ts';
import { paintDeferredSections } from './lib/deferred-sections.ts';

const { values, positionals: paths } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:4321' },
    out: { type: 'string', default: 'shots' },
    'viewport-only': { type: 'boolean', default: false },
    segments: { type: 'boolean', default: false },
  },
});
const { base, out, segments } = values;
const full = !values['viewport-only'];
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: await requireChromium(),
  args: chromiumArgs,
});
for (const path of paths.length ? paths : ['/']) {
  for (const scheme of ['light', 'dark'] as const) {
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
      // A full-page picture is taken at the top, where sections far below would not be painted.
      await page.evaluate(paintDeferredSections);
      await page.waitForTimeout(700);
      const file = `${out}/${path.replace(/\W+/g, '_') || 'home'}-${scheme}-${width}`;
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
