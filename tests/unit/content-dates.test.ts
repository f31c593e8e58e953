/**
 * The content's calendar, read when the build starts (src/integrations/content-dates.ts):
 * the sitemap's lastmod from frontmatter, the slugs a production build
 * publishes, and the changes still to come, all by the clock it is given.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readCalendar } from '~/integrations/content-dates';
import { frontmatterOf, readFrontmatter } from '~/lib/frontmatter';
import { parseIsoDate } from '~/lib/dates';

const root = mkdtempSync(join(tmpdir(), 'content-dates-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const write = (path: string, text: string) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
};

describe('content dates', () => {
  it('reads frontmatter as written', () => {
    expect(readFrontmatter('no frontmatter')).toEqual({});
    expect(readFrontmatter('---\ntitle: A\ndate: 2025-01-17\n---\nbody')).toEqual({ title: 'A', date: '2025-01-17' });
  });

  it('leaves a file whose YAML does not parse to the loader that reports it', () => {
    expect(frontmatterOf('---\ntitle: "unclosed\n---\n')).toBeUndefined();
    expect(frontmatterOf("---\ndate: '2025-01-17' # moved\ndraft: True\n---\n")).toEqual({ date: '2025-01-17', draft: true });
  });

  write('content/press/launch.mdx', '---\ntitle: Launch\ndate: 2024-10-15\n---\n');
  write('content/press/newer.mdx', '---\ntitle: Newer\ndate: "2025-08-25"\n---\n');
  write('content/press/draft.mdx', '---\ntitle: Draft\ndate: 2025-01-01\ndraft: true\n---\n');
  write('content/press/commented-draft.mdx', '---\ntitle: Draft\ndate: 2025-02-01 # embargoed\ndraft: True # until the 1st\n---\n');
  write('content/press/embargoed.mdx', '---\ntitle: Embargo\ndate: 2025-09-01T09:00:00-04:00\n---\n');
  write('content/press/notes.txt', 'not content');
  write('content/press/impossible.mdx', '---\ntitle: Not yet a date\ndate: 2025-02-30\n---\n');
  write('content/investor-updates/december-2024.mdx', '---\ndate: 2024-12-20\n---\n');
  write(
    'content/legal/terms-of-service.mdx',
    '---\ntitle: Terms\nversion: "1.1"\neffectiveDate: 2025-10-01\nlastUpdated: 2025-08-30\nchanges:\n  - version: "1.1"\n    date: 2025-08-30\n  - version: "1.0"\n    date: 2025-01-15\n---\n',
  );
  write('content/data/company/jobs.yaml', '- id: engineer\n  datePosted: 2025-07-01\n');

  it('maps each published entry to its route and each index to its newest entry, by the clock', () => {
    const { lastmod, published } = readCalendar(root, new Date('2025-08-31T12:00:00Z'));
    expect(Object.fromEntries(lastmod)).toEqual({
      '/press/launch': '2024-10-15',
      '/press/newer': '2025-08-25',
      '/press': '2025-08-25',
      '/investors/newsletters/december-2024': '2024-12-20',
      '/investors/newsletters': '2024-12-20',
      // The terms' address last changed when 1.1 was published with its notice.
      '/terms-of-service': '2025-08-30',
      '/legal': '2025-08-30',
    });
    expect(published.get('press')).toEqual(['launch', 'newer']);
  });

  it('publishes a scheduled release from its instant on', () => {
    const before = readCalendar(root, new Date('2025-09-01T12:59:59Z'));
    const at = readCalendar(root, new Date('2025-09-01T13:00:00Z'));
    expect(before.published.get('press')).not.toContain('embargoed');
    expect(at.published.get('press')).toContain('embargoed');
    expect(at.lastmod.get('/press')).toBe('2025-09-01');
  });

  it('lists every change still to come: the embargo, the effective date, the expiry and the new year', () => {
    const now = new Date('2025-08-31T12:00:00Z');
    const { changes } = readCalendar(root, now);
    expect(changes.map((c) => [c.at.toISOString(), c.change]).sort()).toEqual(
      [
        ['2025-09-01T13:00:00.000Z', "press release 'embargoed' publishes at 2025-09-01 09:00 UTC-04:00"],
        [parseIsoDate('2025-09-30').toISOString(), "job posting 'engineer' expires"],
        [parseIsoDate('2025-10-01').toISOString(), 'Terms version 1.1 takes effect'],
        [parseIsoDate('2026-01-01').toISOString(), 'the year becomes 2026'],
      ].sort(),
    );
  });
});
