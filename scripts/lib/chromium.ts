/**
 * Which Chromium the tests drive. Never downloads one: CHROME_PATH, else
 * Debian's /usr/bin/chromium, else a browser Playwright already installed.
 * With none, stop with a message that says how to get one.
 */
import { existsSync } from 'node:fs';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function findChromium(): string | undefined {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const candidate of candidates) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** Playwright's own browser, when one was installed with `npx playwright install`. */
async function playwrightOwnChromium(): Promise<string | undefined> {
  try {
    const { chromium } = await import('@playwright/test');
    const path = chromium.executablePath();
    return existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

export async function requireChromium(): Promise<string> {
  const found = findChromium() ?? (await playwrightOwnChromium());
  if (found) return found;
  throw new Error(
    [
      'No Chromium found for the browser tests.',
      "Install Debian's package (as root: apt-get update && apt-get install -y chromium),",
      'or point CHROME_PATH at a Chromium or Chrome binary.',
    ].join('\n'),
  );
}
