/**
 * A person's circle (src/components/company/Avatar.astro), rendered by Astro's
 * container: an entry without a portrait shows the first letter of its name,
 * hidden from screen readers because the name is printed beside it; an entry
 * with one shows the portrait with its alt text. The real team and advisors all
 * have portraits (tests/dist/portraits.test.ts), so only this fixture reaches the fallback.
 */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import Avatar from '~/components/company/Avatar.astro';
import { initialOf } from '~/lib/company-rules';

const container = await AstroContainer.create();
const render = (props: Record<string, unknown>) => container.renderToString(Avatar, { props });

/** A member as a writer might add one before the portrait is drawn. */
const newcomer = { name: 'Zanele Mokoena' };

describe('the avatar', () => {
  it('shows the initial, decorative, when an entry has no portrait', async () => {
    const html = await render(newcomer);
    const span = /<span[^>]*aria-hidden="true"[^>]*>\s*([^<]*?)\s*<\/span>/.exec(html);
    expect(span?.[1]).toBe(initialOf(newcomer.name));
    expect(html).not.toContain('<img');
  });

  it('shows the portrait with its alt text when there is one', async () => {
    const img = { src: { src: '/portrait.svg', width: 240, height: 240, format: 'svg' }, alt: 'Illustrated portrait of Zanele Mokoena' };
    const html = await render({ ...newcomer, img });
    expect(html).toMatch(/<img[^>]*alt="Illustrated portrait of Zanele Mokoena"/);
    expect(html).not.toContain('aria-hidden="true"');
  });
});
