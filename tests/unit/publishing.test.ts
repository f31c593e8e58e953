/**
 * Drafts and scaffold prompts (src/lib/publishing.ts): a production build leaves drafts out and
 * refuses a published file that still holds a prompt; `npm run new` writes only drafts with prompts.
 */
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { SCAFFOLD_MARKER, placeholderFields, promptProblems, publishedEntries } from '~/lib/publishing';
import { parseIsoDate } from '~/lib/dates';
import { readFrontmatter, splitFrontmatter } from '~/lib/frontmatter';
import { schemaProblems } from '~/loaders/content-error';
import { dataFiles, documents } from '~/lib/collections';
import { KINDS, scaffold } from '../../scripts/lib/scaffold.ts';
import { schemas } from '../../scripts/lib/field-tables.ts';

const prompt = `${SCAFFOLD_MARKER} the client's role`;

describe('drafts and scaffold prompts', () => {
  it('finds prompts in nested fields and lists, and in the body', () => {
    expect(
      placeholderFields(
        { title: 'Done', client: { role: prompt }, results: { additionalMetrics: [{ label: 'ok' }, { label: prompt }] } },
        `Intro.\n${prompt}`,
      ),
    ).toEqual(['client.role', 'results.additionalMetrics.1.label', 'body']);
    expect(placeholderFields({ title: 'Done', date: new Date(0), count: 3 }, 'All written.')).toEqual([]);
  });

  it('refuses prompts in a file to be published, naming each field, and never in a draft', () => {
    expect(promptProblems({ title: 'T', challenge: prompt }, prompt).map((problem) => problem.path.join('.'))).toEqual([
      'challenge',
      'body',
    ]);
    expect(promptProblems({ draft: true, challenge: prompt }, prompt)).toEqual([]);
    expect(promptProblems({ title: 'Finished' }, 'Finished body.')).toEqual([]);
  });

  it('scaffolds every kind with prompts the dev server shows and a production build refuses', async () => {
    // Each collection's schema by its CONTENT.md block, as the content guide reads them; a scaffold's collection by its path.
    const registry: { guide: string; file?: string; folder?: string }[] = [...Object.values(documents), ...Object.values(dataFiles)];
    const schemaOf = (path: string) => schemas[registry.find((c) => c.file === path || path.startsWith(`${c.folder}/`))!.guide]!;
    for (const kind of KINDS) {
      const made = scaffold(kind, { title: 'A Title For The Test', slug: 'a-title-for-the-test', today: '2031-01-02', existing: [] });
      // A document is a draft; a list entry (appended to its file) has no draft and is refused while it holds a prompt.
      const data = made.append ? { ...(parseYaml(made.text) as Record<string, unknown>[])[0], order: 0 } : readFrontmatter(made.text);
      expect(await schemaProblems(schemaOf(made.path), data), kind).toEqual([]);
      if (!made.append) expect(data.draft, kind).toBe(true);
      expect(promptProblems({ ...data, draft: false }, splitFrontmatter(made.text).body).length, kind).toBeGreaterThan(0);
    }
  });
});

const release = (id: string, date: string, draft = false) => ({ id, data: { date: parseIsoDate(date), draft } });

describe('publishedEntries', () => {
  const now = parseIsoDate('2025-03-01');
  const entries = [release('published', '2025-01-01'), release('draft', '2025-02-01', true), release('scheduled', '2025-04-01')];
  const dateOf = (entry: (typeof entries)[number]) => entry.data.date;
  it('drops drafts and scheduled entries from production builds only', () => {
    expect(publishedEntries(entries, { production: true, now }, dateOf).map((r) => r.id)).toEqual(['published']);
    expect(publishedEntries(entries, { production: false, now }, dateOf).map((r) => r.id)).toEqual(['published', 'draft', 'scheduled']);
  });
  it('publishes a scheduled entry from its instant on, by the clock it is given', () => {
    expect(publishedEntries(entries, { production: true, now: parseIsoDate('2025-04-01') }, dateOf).map((r) => r.id)).toEqual([
      'published',
      'scheduled',
    ]);
  });
});
