/**
 * The pure rules behind living content: drafts and scaffold prompts, job
 * postings that expire, and the investor updates' bare paths.
 */
import { describe, expect, it } from 'vitest';
import { SCAFFOLD_MARKER, placeholderFields, promptProblems, publishedEntries } from '~/lib/publishing';
import { expiredJobWarning, jobExpiresAt, jobValidThrough, partitionJobs } from '~/lib/company';
import { isMonthSlug, investorUpdateRedirects } from '~/lib/routes';
import { isoDate, parseIsoDate } from '~/lib/dates';
import { scaffold, investorUpdateSlug, KINDS } from '../../scripts/lib/scaffold.ts';
import { z } from 'astro/zod';
import { parse as parseYaml } from 'yaml';
import { readFrontmatter, splitFrontmatter } from '~/lib/frontmatter';
import { type CollectionSchema, schemaProblems } from '~/loaders/content-error';
import { pressSchema } from '~/lib/schemas/press';
import { investorUpdateSchema } from '~/lib/schemas/investor-update';
import { caseStudySchema } from '~/lib/schemas/case-study';
import { legalSchema } from '~/lib/legal/schema';
import { advisorSchema, jobSchema, teamMemberSchema } from '~/lib/schemas/company';

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

  it('drops drafts in production only', () => {
    const entries = [{ data: { draft: true } }, { data: {} }, { data: { draft: false } }];
    const now = parseIsoDate('2031-01-01');
    expect(publishedEntries(entries, { production: true, now })).toHaveLength(2);
    expect(publishedEntries(entries, { production: false, now })).toHaveLength(3);
  });

  it('scaffolds every kind with prompts the dev server shows and a production build refuses', async () => {
    const image = () => z.string();
    const schemas: Record<string, CollectionSchema> = {
      press: pressSchema(image),
      'investor-update': investorUpdateSchema,
      'case-study': caseStudySchema,
      legal: legalSchema,
      team: teamMemberSchema(image),
      advisor: advisorSchema(image),
      job: jobSchema,
    };
    expect(Object.keys(schemas).sort()).toEqual([...KINDS].sort());
    for (const kind of KINDS) {
      const made = scaffold(kind, { title: 'A Title For The Test', slug: 'a-title-for-the-test', today: '2031-01-02', existing: [] });
      // A document is a draft; a list entry (appended to its file) has no draft and is refused while it holds a prompt.
      const data = made.append ? { ...(parseYaml(made.text) as Record<string, unknown>[])[0], order: 0 } : readFrontmatter(made.text);
      expect(await schemaProblems(schemas[kind]!, data), kind).toEqual([]);
      if (!made.append) expect(data.draft, kind).toBe(true);
      expect(promptProblems({ ...data, draft: false }, splitFrontmatter(made.text).body).length, kind).toBeGreaterThan(0);
    }
  });
});

describe('job postings expire', () => {
  const job = { id: 'role', title: 'Role', datePosted: parseIsoDate('2031-01-01') };

  it('are open through the 90th day after datePosted in San Diego, and not after', () => {
    expect(isoDate(jobValidThrough(job))).toBe('2031-04-01');
    expect(partitionJobs([job], parseIsoDate('2031-04-01')).open).toEqual([job]);
    // 23:59 on April 1 in San Diego is 06:59 UTC on April 2: still open.
    expect(partitionJobs([job], new Date('2031-04-02T06:59:00Z')).open).toEqual([job]);
    expect(jobExpiresAt(job).toISOString()).toBe('2031-04-02T07:00:00.000Z');
    expect(partitionJobs([job], jobExpiresAt(job))).toEqual({ open: [], expired: [job] });
  });

  it('warn naming the file, the posting and what to do', () => {
    const warning = expiredJobWarning(job, 'content/data/company/jobs.yaml');
    expect(warning).toContain('content/data/company/jobs.yaml');
    expect(warning).toContain('"role"');
    expect(warning).toContain('expired on 2031-04-01');
    expect(warning).toMatch(/set datePosted .* remove the entry/);
  });
});

describe('bare paths of the investor updates', () => {
  it('redirect every update named after its month, and only those', () => {
    expect(investorUpdateRedirects(['may-2031', 'a-special-update', 'january-2030'])).toEqual({
      '/january-2030': '/investors/newsletters/january-2030',
      '/may-2031': '/investors/newsletters/may-2031',
    });
    expect(isMonthSlug('december-2024')).toBe(true);
    expect(isMonthSlug('decembre-2024')).toBe(false);
    expect(isMonthSlug('december-24')).toBe(false);
  });

  it('take the month from the title when `npm run new` names an update', () => {
    expect(investorUpdateSlug('December 2025 Investor Update')).toBe('december-2025');
    expect(investorUpdateSlug('Investor update: March 2031')).toBe('march-2031');
    expect(investorUpdateSlug('A Special Update')).toBe('a-special-update');
  });
});
