/**
 * Which Chromium the browser tests, Lighthouse and the screenshots use
 * (scripts/lib/chromium.ts): CHROME_PATH, else Debian's /usr/bin/chromium,
 * else what chrome-launcher finds installed; never a download, and with none
 * a message that says how to get one. chrome-launcher's discovery is replaced
 * here by the list each case needs.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

const installed = vi.hoisted(() => ({ list: [] as string[] }));
vi.mock('chrome-launcher', () => ({
  Launcher: {
    getInstallations: () => {
      // chrome-launcher throws, rather than returning an empty list, when it finds nothing.
      if (!installed.list.length) throw new Error('The CHROME_PATH environment variable must be set to a Chrome/Chromium executable');
      return installed.list;
    },
  },
}));

const { CHROMIUM_MISSING, findChromium, requireChromium } = await import('../../scripts/lib/chromium.ts');

afterEach(() => {
  vi.unstubAllEnvs();
  installed.list = [];
});

describe('Chromium discovery', () => {
  it('takes CHROME_PATH first', () => {
    vi.stubEnv('CHROME_PATH', '/opt/custom/chrome');
    installed.list = ['/opt/custom/chrome', '/usr/bin/google-chrome-stable', '/usr/bin/chromium'];
    expect(findChromium()).toBe('/opt/custom/chrome');
  });

  it("prefers Debian's package to Google Chrome, which chrome-launcher ranks first, else takes what it finds", () => {
    vi.stubEnv('CHROME_PATH', '');
    installed.list = ['/usr/bin/google-chrome-stable', '/usr/bin/chromium'];
    expect(findChromium()).toBe('/usr/bin/chromium');
    installed.list = ['/usr/bin/google-chrome-stable'];
    expect(findChromium()).toBe('/usr/bin/google-chrome-stable');
  });

  it('stops without one, saying how to get one', async () => {
    vi.stubEnv('CHROME_PATH', '');
    expect(findChromium()).toBeUndefined();
    await expect(requireChromium()).rejects.toThrow(CHROMIUM_MISSING);
    expect(CHROMIUM_MISSING).toContain('apt-get install -y chromium');
  });
});
