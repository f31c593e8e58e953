/**
 * The development server's mark on a draft or a scheduled entry
 * (src/components/PublicationMark.astro), rendered by Astro's container: a
 * scheduled entry names the instant it publishes, in San Diego time as every
 * date on the site; a draft says it is one; a published entry, all a production
 * build renders, carries no mark.
 */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import PublicationMark from '~/components/PublicationMark.astro';
import { formatDateTime, parseInstant } from '~/lib/dates';

const container = await AstroContainer.create();
const render = (props: Record<string, unknown>) => container.renderToString(PublicationMark, { props });
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

describe('the publication mark', () => {
  const date = parseInstant('2026-12-01T09:00:00-05:00');

  it('names the instant a scheduled entry publishes', async () => {
    const html = await render({ status: 'scheduled', date });
    expect(text(html)).toBe(`Scheduled for ${formatDateTime(date)}: not published yet`);
    expect(html).toContain('role="note"');
  });

  it('says a draft is one', async () => {
    expect(text(await render({ status: 'draft', date }))).toBe('Draft: not published');
  });

  it('marks nothing that is published', async () => {
    expect(text(await render({ status: 'published', date }))).toBe('');
  });
});
