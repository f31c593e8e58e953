/**
 * Social cards (src/lib/og-image.ts): the build cache draws each card once (a
 * second build with the same card reads it back), and a page's card sits beside
 * its path. That each built card is a 1200×630 PNG is tests/dist/social-cards.test.ts's.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cached, socialCardPath } from '~/lib/og-image';

const dir = mkdtempSync(join(tmpdir(), 'social-cards-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('social cards', () => {
  it('draws a card once and reads it back from the cache after that', async () => {
    let drawn = 0;
    const draw = async () => Buffer.from(`card ${++drawn}`);
    const first = await cached(dir, 'a', draw);
    const again = await cached(dir, 'a', draw);
    const other = await cached(dir, 'b', draw);
    expect([first.toString(), again.toString(), other.toString()]).toEqual(['card 1', 'card 1', 'card 2']);
    expect(readdirSync(dir).sort()).toEqual(['a.png', 'b.png']);
  });

  it("serves a page's card beside the page's path", () => {
    expect(socialCardPath('/press/launch')).toBe('/og/press/launch.png');
    expect(socialCardPath('/privacy-policy/')).toBe('/og/privacy-policy.png');
  });
});
