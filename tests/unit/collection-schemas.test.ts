/**
 * The publications schemas: each accepts a valid entry and rejects a
 * bad date, a missing required field and an unknown key, naming the field.
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
  it('accepts YAML dates and quoted ISO dates as the start of that day in San Diego', () => {
    // A bare date is the start of that day in San Diego (PST, UTC-8, in January).
    expect(date.parse('2025-01-17').toISOString()).toBe('2025-01-17T08:00:00.000Z');
    expect(date.parse(new Date(Date.UTC(2025, 0, 17))).toISOString()).toBe('2025-01-17T08:00:00.000Z');
  });
  it.each([['January 17, 2025'], ['2025-02-30'], ['2025-1-7'], [new Date('2025-01-17T10:30:00Z')], [new Date('nope')], [20250117]])(
    'rejects %s',
    (value) => {
      expect(issues(date, value).join('\n')).toMatch(/2025-01-17/);
    },
  );
});

describe('press release schema', () => {
  it('accepts a valid release, with the optional image, links and correction', () => {
    const data = press.parse({
      ...validPress,
      updated: '2025-01-20',
      updateNote: 'Corrected: the release first gave the wrong launch territory; it now names the United States.',
      image: { src: './hero.svg', alt: 'A waveform turning into a split sheet' },
      links: [{ label: 'Program overview', href: 'https://example.org/program' }],
    });
    expect(data.date.toISOString()).toBe('2025-01-17T08:00:00.000Z');
    expect(data.updated?.toISOString()).toBe('2025-01-20T08:00:00.000Z');
    expect(data.draft).toBe(false);
  });
  it('rejects a bad date', () => {
    expect(issues(press, { ...validPress, date: '17/01/2025' })[0]).toMatch(/^date: .*2025-01-17/);
  });
  it('takes a date and time with its zone, for a release scheduled to the hour, and refuses a time without one', () => {
    expect(press.parse({ ...validPress, date: '2026-12-01T09:00:00-05:00' }).date.toISOString()).toBe('2026-12-01T14:00:00.000Z');
    expect(press.parse({ ...validPress, date: new Date('2026-12-01T14:00:00Z') }).date.toISOString()).toBe('2026-12-01T14:00:00.000Z');
    expect(issues(press, { ...validPress, date: '2026-12-01T09:00:00' })[0]).toMatch(/^date: .*no zone/);
  });
  it('rejects a missing required field', () => {
    const { summary: _omit, ...rest } = validPress;
    expect(issues(press, rest)).toEqual([expect.stringMatching(/^summary: /)]);
  });
  it('rejects an unknown key', () => {
    expect(issues(press, { ...validPress, author: 'Maya' })[0]).toMatch(/author/);
  });
  it('requires alt text with an image, and absolute URLs for links', () => {
    expect(issues(press, { ...validPress, image: { src: './hero.svg' } })[0]).toMatch(/^image\.alt: /);
    expect(issues(press, { ...validPress, links: [{ label: 'Program', href: '/program' }] })[0]).toMatch(
      /^links\.0\.href: must be an absolute/,
    );
  });
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
  it('accepts a valid study; featured defaults to false and the testimonial is optional', () => {
    const { featured: _omit, ...rest } = validStudy;
    const data = caseStudySchema.parse(rest);
    expect(data.featured).toBe(false);
    expect(data.testimonial).toBeUndefined();
  });
  it('keeps clients anonymous, money in whole dollars, and categories to known values', () => {
    expect(issues(caseStudySchema, { ...validStudy, client: { ...validStudy.client, name: 'Dan Kay' } })[0]).toMatch(
      /^client\.name: must be initials/,
    );
    expect(issues(caseStudySchema, { ...validStudy, results: { ...validStudy.results, revenueRecovered: '$8,450' } })[0]).toMatch(
      /^results\.revenueRecovered: must be a whole number of US dollars/,
    );
    expect(issues(caseStudySchema, { ...validStudy, category: 'manager' })[0]).toMatch(/^category: must be one of artist, producer/);
  });
});
