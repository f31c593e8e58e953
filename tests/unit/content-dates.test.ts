/**
 * Content dates for the sitemap's lastmod (src/integrations/content-dates.ts): read
 * from frontmatter, UTC, newest entry on the index page, drafts ignored.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contentDates, isoDay } from '~/integrations/content-dates';
import { frontmatterScalars, readFrontmatter } from '~/lib/frontmatter';

const root = mkdtempSync(join(tmpdir(), 'content-dates-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const write = (path: string, text: string) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
};

describe('content dates', () => {
  it('parses frontmatter dates as UTC calendar days', () => {
    expect(isoDay('2025-01-17')).toBe('2025-01-17');
    expect(isoDay('2025-01-17T23:30:00-08:00')).toBe('2025-01-18');
    expect(isoDay(new Date(Date.UTC(2024, 9, 15)))).toBe('2024-10-15');
    expect(isoDay('January 17, 2025')).toBeUndefined();
    expect(isoDay(undefined)).toBeUndefined();
    expect(readFrontmatter('no frontmatter')).toEqual({});
    expect(readFrontmatter('---\ntitle: A\ndate: 2025-01-17\n---\nbody')).toEqual({ title: 'A', date: '2025-01-17' });
  });

  it('reads top-level scalars as written, without quotes or comments, and nothing nested', () => {
    const text = [
      '---',
      'title: "Refrain: a launch"',
      "date: '2025-01-17' # moved from the 16th",
      'draft: true',
      'summary: >',
      '  Folded text',
      'links:',
      '  - label: Nested',
      '    date: 2020-01-01',
      '---',
      'date: 1999-01-01',
    ].join('\n');
    expect(frontmatterScalars(text)).toEqual({ title: 'Refrain: a launch', date: '2025-01-17', draft: 'true' });
    expect(frontmatterScalars('date: 2025-01-17')).toEqual({});
  });

  it('maps each entry to its route and each index to its newest entry', () => {
    write('content/press/launch.mdx', '---\ntitle: Launch\ndate: 2024-10-15\n---\n');
    write('content/press/newer.mdx', '---\ntitle: Newer\ndate: "2025-08-25"\n---\n');
    write('content/press/draft.mdx', '---\ntitle: Draft\ndate: 2026-01-01\ndraft: true\n---\n');
    write('content/press/commented-draft.mdx', '---\ntitle: Draft\ndate: 2026-02-01 # embargoed\ndraft: True # until the 1st\n---\n');
    write('content/press/notes.txt', 'not content');
    write('content/investor-updates/december-2024.mdx', '---\ndate: 2024-12-20\n---\n');
    write('content/legal/terms-of-service.mdx', '---\neffectiveDate: 2025-01-01\nlastUpdated: 2025-01-15\n---\n');
    const dates = contentDates(root);
    expect(Object.fromEntries(dates)).toEqual({
      '/press/launch': '2024-10-15',
      '/press/newer': '2025-08-25',
      '/press': '2025-08-25',
      '/investors/newsletters/december-2024': '2024-12-20',
      '/investors/newsletters': '2024-12-20',
      '/terms-of-service': '2025-01-15',
      '/legal': '2025-01-15',
    });
  });
});
