/**
 * Which Chromium the tests, Lighthouse and the screenshots drive. Never
 * downloads one: CHROME_PATH, else Debian's /usr/bin/chromium, else another
 * Chrome or Chromium that chrome-launcher finds installed on the machine.
 * With none, stop with a message that says how to get one.
 */
import { Launcher } from 'chrome-launcher';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's package, which scripts/prepare-machine.sh installs. */
const debianChromium = '/usr/bin/chromium';

/** chrome-launcher's list of installed browsers; it throws instead of returning none. */
function installations(): string[] {
  try {
    return Launcher.getInstallations();
  } catch {
    return [];
  }
}

export function findChromium(): string | undefined {
  const found = installations();
  // chrome-launcher lists CHROME_PATH first when it exists; after it, Debian's
  // package comes before Google Chrome, which chrome-launcher would rank higher.
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && found.includes(fromEnv)) return fromEnv;
  return found.includes(debianChromium) ? debianChromium : found[0];
}

export const CHROMIUM_MISSING = [
  'No Chromium found for the browser tests, Lighthouse or the screenshots, and none is downloaded.',
  "npm test installs Debian's package first when it runs as root (scripts/prepare-machine.sh);",
  'otherwise: sudo apt-get update && sudo apt-get install -y chromium,',
  'or point CHROME_PATH at a Chromium or Chrome binary.',
].join('\n');

export async function requireChromium(): Promise<string> {
  const found = findChromium();
  if (found) return found;
  throw new Error(CHROMIUM_MISSING);
}
