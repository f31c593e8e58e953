/**
 * The publications schemas' own rules, each failing naming the field: a calendar date, a date
 * YAML would roll over, the correction pair and the anonymity of a case study. Required fields
 * and unknown keys are the schemas' plain declarations, which every build applies.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import { pressSchema } from '~/lib/schemas/press-schema';
import { calendarDate } from '~/lib/schemas/fields';
import { investorUpdateSchema } from '~/lib/schemas/investor-update-schema';
import { caseStudySchema } from '~/lib/schemas/case-study-schema';

// Astro's image() helper stands in as a string, as in the other schema tests.
const press = pressSchema(() => z.string());

const validPress = {
  title: 'Refrain Adds Opt-In AI Training Licensing',
  date: new Date('2025-01-17T00:00:00Z'),
  summary: 'Members can now choose to license their catalogs for AI model training, with payments on their statements.',
};
const validUpdate = {
  title: 'January 2025 Investor Update',
  date: '2025-01-31',
  summary: 'We passed 100 members, paid out our first royalties and launched opt-in AI training licensing.',
};
const validStudy = {
  title: 'Producer recovers $8,450 from beats nobody registered',
  order: 1,
  featured: true,
  category: 'producer',
  client: { name: 'D.K.', role: 'Independent producer', description: 'Six years of placements with independent artists.' },
  challenge: 'He had produced around 140 released songs but had never registered a single composition.',
  solution: 'Story-to-Splits drafted the split sheets, collaborators confirmed, and the works were registered.',
  results: { revenueRecovered: 8450, timeSaved: '30 hours a month', additionalMetrics: [{ value: '64', label: 'works registered' }] },
};

/** The paths and messages of a failed parse, e.g. ["date: …"]. */
function issues(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  expect(result.success, 'the parse should fail').toBe(false);
  return result.error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('calendar dates', () => {
  const date = calendarDate('test');
  it.each([['January 17, 2025'], ['2025-02-30'], ['2025-1-7'], [new Date('2025-01-17T10:30:00Z')], [new Date('nope')], [20250117]])(
    'rejects %s',
    (value) => {
      expect(issues(date, value).join('\n')).toMatch(/2025-01-17/);
    },
  );
});

/** Both dated schemas take the correction pair alike (src/lib/schemas/fields.ts, correctionFields). */
describe.each([
  ['press release', press as z.ZodType, validPress],
  ['investor update', investorUpdateSchema as z.ZodType, validUpdate],
] as const)('%s correction: `updated` and `updateNote` come as a pair', (_kind, schema, valid) => {
  const note = 'Corrected: the table first gave +9 points; it is +13 points, 4 of 8 members then and 26 of 41 now.';
  it('accepts neither, or both', () => {
    expect(schema.safeParse(valid).success).toBe(true);
    expect(schema.safeParse({ ...valid, updated: '2026-11-24', updateNote: note }).success).toBe(true);
  });
  it('fails `updated` without a note, naming updateNote', () => {
    expect(issues(schema, { ...valid, updated: '2026-11-24' })).toEqual([expect.stringMatching(/^updateNote: required with `updated`/)]);
  });
  it('fails a note without `updated`, naming updated', () => {
    expect(issues(schema, { ...valid, updateNote: note })).toEqual([expect.stringMatching(/^updated: required with `updateNote`/)]);
  });
  it('wants one sentence that says something, after the date', () => {
    expect(issues(schema, { ...valid, updated: '2026-11-24', updateNote: 'Fixed.' })[0]).toMatch(/^updateNote: say in a sentence/);
    expect(issues(schema, { ...valid, updated: '2026-11-24', updateNote: 'Corrected the figures. Also the title.' })[0]).toMatch(
      /^updateNote: write one sentence/,
    );
    expect(issues(schema, { ...valid, updated: '2026-11-24', updateNote: 'Corrected the figures in the table' })[0]).toMatch(
      /^updateNote: write one sentence/,
    );
    expect(issues(schema, { ...valid, updated: '2024-01-01', updateNote: note })).toEqual([
      expect.stringMatching(/^updated: must be after `date`/),
    ]);
  });
});

describe('case study schema', () => {
  it('keeps clients anonymous and money in whole dollars', () => {
    expect(issues(caseStudySchema, { ...validStudy, client: { ...validStudy.client, name: 'Dan Kay' } })[0]).toMatch(
      /^client\.name: must be initials/,
    );
    expect(issues(caseStudySchema, { ...validStudy, results: { ...validStudy.results, revenueRecovered: '$8,450' } })[0]).toMatch(
      /^results\.revenueRecovered: must be a whole number of US dollars/,
    );
  });
});
