/**
 * Drafts and scaffold prompts (src/lib/publishing.ts): a production build leaves drafts out and
 * refuses a published file that still holds a prompt; `npm run new` writes only drafts with prompts.
 */
import { describe, expect, it } from 'vitest';
import { SCAFFOLD_MARKER, placeholderFields, placeholderProblem, publishedEntries } from '~/lib/publishing';
import { parseIsoDate } from '~/lib/dates';
import { KINDS, scaffold } from '../../scripts/lib/scaffold.ts';

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

  it('reports a published file with prompts, naming the file and each field, and never a draft', () => {
    const problem = placeholderProblem('content/case-studies/x.mdx', { title: 'T', challenge: prompt }, '');
    expect(problem).toMatch(/^content\/case-studies\/x\.mdx: challenge still holds the "Replace with …" prompt/);
    expect(placeholderProblem('content/case-studies/x.mdx', { draft: true, challenge: prompt }, prompt)).toBeUndefined();
    expect(placeholderProblem('content/case-studies/x.mdx', { title: 'Finished' }, 'Finished body.')).toBeUndefined();
  });

  it('drops drafts in production only', () => {
    const entries = [{ data: { draft: true } }, { data: {} }, { data: { draft: false } }];
    const now = parseIsoDate('2031-01-01');
    expect(publishedEntries(entries, { production: true, now })).toHaveLength(2);
    expect(publishedEntries(entries, { production: false, now })).toHaveLength(3);
  });

  it('scaffolds every kind as a draft whose prompts all carry the marker', () => {
    for (const kind of KINDS) {
      const { text } = scaffold(kind, { title: 'A Title For The Test', slug: 'a-title-for-the-test', today: '2031-01-02', existing: [] });
      expect(text, kind).toMatch(/^draft: true$/m);
      expect(text, kind).toContain(SCAFFOLD_MARKER);
    }
  });
});
