/**
 * The frontmatter of a legal document (content/legal/<id>.mdx); docs/decisions.md#legal-documents.
 * Pure zod, so Vitest checks it without Astro; src/collections/legal.ts wires it
 * to the loader. Every message names its field and says what is expected,
 * because writers meet these errors in a failed build, not in code.
 */
import { z } from 'astro/zod';
import { isoDate, parseIsoDate } from '../dates';
import { impossibleDates } from './fields';
import { CHANGE_KINDS, CHANGE_KIND_INFO } from '../legal-kinds.ts';

/** The groups of the legal index, in the order the index shows them (docs/decisions.md#legal-pages). */
export const LEGAL_GROUPS = ['Legal Documents', 'Billing & Subscriptions', 'Data & Privacy'] as const;
export type LegalGroup = (typeof LEGAL_GROUPS)[number];

/** initial, material, substantive, editorial: defined once, in src/lib/legal-kinds.ts. */
export { CHANGE_KINDS } from '../legal-kinds.ts';

/** Lower-case words joined by single hyphens: document ids, section ids, routes. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const VERSION = /^\d+(?:\.\d+)*$/;

const slug = (field: string, what: string) =>
  z
    .string({ error: `${field}: expected ${what} in lower-case words joined by hyphens, like privacy-policy` })
    .regex(SLUG, { error: `${field}: expected ${what} in lower-case words joined by hyphens, like privacy-policy` });

/**
 * A calendar date. YAML turns `2025-01-15` into a Date at midnight UTC; a
 * quoted "2025-01-15" arrives as a string. Both become midnight UTC; anything
 * with a time of day, or not a real date, fails with the field's name.
 */
export const calendarDate = (field: string) =>
  z
    .union([z.date(), z.string()], {
      error: (issue) =>
        issue.input === undefined ? `${field}: required, a date like 2025-01-15` : `${field}: expected a date like 2025-01-15`,
    })
    .transform((value, ctx) => {
      // A Date with a time of day was written as a timestamp, not a calendar date.
      const isDay = (date: Date) => !Number.isNaN(date.getTime()) && date.getTime() % 86_400_000 === 0;
      try {
        const date = typeof value === 'string' ? parseIsoDate(value.trim()) : value;
        if (isDay(date)) return date;
      } catch {
        // reported below
      }
      ctx.issues.push({
        code: 'custom',
        input: value,
        message: `${field}: expected a date like 2025-01-15, got ${JSON.stringify(value)}`,
      });
      return z.NEVER;
    })
    .describe(`${field}: a calendar date written as YYYY-MM-DD; shown to visitors in UTC, like "January 15, 2025".`);

/** Unknown keys fail naming the key and the fields allowed there, so a typo explains itself. */
const unknownKeys = (where: string, allowed: string) => (issue: { code?: string; keys?: string[] }) =>
  issue.code === 'unrecognized_keys'
    ? `${where}: unknown field${issue.keys!.length > 1 ? 's' : ''} ${issue.keys!.map((key) => `"${key}"`).join(', ')}; the fields are ${allowed}`
    : undefined;

const version = (field: string) =>
  z
    .string({ error: `${field}: expected a quoted version like "1.0" (unquoted 1.0 is read as a number)` })
    .regex(VERSION, { error: `${field}: expected dotted numbers like "1.0" or "1.3"` });

export const legalChangeSchema = z.strictObject(
  {
    version: version('changes[].version').describe('The version this change produced, like "1.1".'),
    date: calendarDate('changes[].date').describe('The day this version was published (YYYY-MM-DD).'),
    kind: z
      .enum(CHANGE_KINDS, { error: `changes[].kind: expected one of ${CHANGE_KINDS.join(', ')}` })
      .describe(
        `${CHANGE_KINDS.map((kind) => `${kind} (${CHANGE_KIND_INFO[kind].definition})`).join('; ')}. Only the oldest entry may be initial.`,
      ),
    summary: z
      .string({ error: 'changes[].summary: required, one line saying what changed' })
      .min(3, { error: 'changes[].summary: required, one line saying what changed' })
      .max(200, { error: 'changes[].summary: keep it to one line (at most 200 characters)' })
      .refine((value) => !value.includes('\n'), { error: 'changes[].summary: keep it to one line' })
      .describe('One line for visitors, like "Initial publication." or "Added the AI training opt-in."'),
  },
  { error: unknownKeys('changes[]', 'version, date, kind and summary') },
);

export const legalSchema = z
  .strictObject(
    {
      id: slug('id', 'the document id (the file name and the route)').describe(
        'Stable document id: equals the file name (without .mdx) and the route (/<id>). Never changes once published.',
      ),
      title: z
        .string({ error: 'title: required, the document title, like "Terms of Service"' })
        .min(3, { error: 'title: required, the document title, like "Terms of Service"' })
        .max(80, { error: 'title: at most 80 characters' })
        .describe('Title shown as the page heading, on the legal index and in the browser tab.'),
      description: z
        .string({ error: 'description: required, one or two sentences for search engines (50–160 characters)' })
        .min(50, { error: 'description: at least 50 characters (one or two sentences for search engines)' })
        .max(160, { error: 'description: at most 160 characters (search engines cut longer ones)' })
        .describe('One or two sentences for search engines and the legal index card (50–160 characters).'),
      group: z
        .enum(LEGAL_GROUPS, { error: `group: expected one of ${LEGAL_GROUPS.join('; ')}` })
        .describe('Where the document is listed on /legal.'),
      version: version('version').describe('Current version, quoted, like "1.0". Must equal the newest change.'),
      effectiveDate: calendarDate('effectiveDate').describe('The day the current text took effect (YYYY-MM-DD).'),
      lastUpdated: calendarDate('lastUpdated').describe(
        'The day the text last changed (YYYY-MM-DD). Must equal the newest change. Never the build date, so two builds of one commit are the same.',
      ),
      related: z
        .array(slug('related[]', 'a document id'), {
          error: 'related: expected a list of document ids, like [privacy-policy, eula]',
        })
        .default([])
        .describe('Ids of related legal documents, linked under "Related documents" in this order.'),
      changes: z
        .array(legalChangeSchema, { error: 'changes: required, a list of changes, newest first' })
        .min(1, { error: 'changes: needs at least one entry (the first is "Initial publication.")' })
        .describe('Every published version, newest first. The newest must match version and lastUpdated.'),
      aliases: z
        .record(slug('aliases key', 'a retired section id'), slug('aliases value', 'the successor section id'))
        .optional()
        .describe('Retired section id -> the id of the section that replaced it, so old links still land.'),
      draft: z
        .boolean({ error: 'draft: expected true or false' })
        .default(false)
        .describe(
          'true keeps the document out of the production build (the dev server still shows it). `npm run new` starts every file as a draft.',
        ),
    },
    {
      error: unknownKeys(
        'frontmatter',
        'id, title, description, group, version, effectiveDate, lastUpdated, related, changes, aliases and draft',
      ),
    },
  )
  .superRefine((doc, ctx) => {
    // zod runs this even when a field already failed; compare only what parsed.
    const [newest] = Array.isArray(doc.changes) ? doc.changes : [];
    if (!newest) return;
    if (typeof newest.version === 'string' && typeof doc.version === 'string' && newest.version !== doc.version) {
      ctx.addIssue({
        code: 'custom',
        path: ['changes', 0, 'version'],
        message: `changes: the newest entry (first in the list) has version "${newest.version}" but version is "${doc.version}"; add a change entry for "${doc.version}" at the top`,
      });
    }
    if (newest.date instanceof Date && doc.lastUpdated instanceof Date && newest.date.getTime() !== doc.lastUpdated.getTime()) {
      ctx.addIssue({
        code: 'custom',
        path: ['changes', 0, 'date'],
        message: `changes: the newest entry (first in the list) is dated ${isoDate(newest.date)} but lastUpdated is ${isoDate(doc.lastUpdated)}; they must be the same day`,
      });
    }
    doc.changes.forEach((change, index) => {
      const older = doc.changes[index + 1];
      if (older?.date instanceof Date && change.date instanceof Date && older.date.getTime() > change.date.getTime()) {
        ctx.addIssue({
          code: 'custom',
          path: ['changes', index + 1, 'date'],
          message: `changes: list newest first (${isoDate(older.date)} is listed after ${isoDate(change.date)})`,
        });
      }
    });
    // "initial" says a version was the first one published: only the oldest entry can be.
    doc.changes.forEach((change, index) => {
      if (change.kind === 'initial' && index !== doc.changes.length - 1) {
        ctx.addIssue({
          code: 'custom',
          path: ['changes', index, 'kind'],
          message: `changes: only the oldest entry (last in the list) can be initial; version ${change.version} is not the first published version`,
        });
      }
    });
    if (Array.isArray(doc.related) && doc.related.includes(doc.id)) {
      ctx.addIssue({ code: 'custom', path: ['related'], message: `related: a document cannot list itself ("${doc.id}")` });
    }
    for (const [from, to] of Object.entries(doc.aliases ?? {})) {
      if (from === to) ctx.addIssue({ code: 'custom', path: ['aliases', from], message: `aliases: "${from}" points to itself` });
    }
  });

export type LegalFrontmatter = z.infer<typeof legalSchema>;
export type LegalChange = z.infer<typeof legalChangeSchema>;

/**
 * YAML silently rolls impossible dates over (2025-02-30 becomes March 2) before
 * the schema sees them, so the raw frontmatter is checked too. Returns one
 * message per bad date, naming the field; empty when all dates are real.
 */
export function checkRawDates(raw: string): string[] {
  return impossibleDates(raw, ['effectiveDate', 'lastUpdated', 'date']).map(
    ({ field, value }) => `${field === 'date' ? 'changes[].date' : field}: expected a real date like 2025-01-15, got "${value}"`,
  );
}

/**
 * The checks the schema cannot make because they need the file: the id must be
 * the file name, and dates must be real before YAML rolls them over. Throws
 * one error naming the file and every field at fault.
 */
export function checkLegalFile(file: string, raw: string, data: Record<string, unknown>): string {
  const name = file.replace(/^.*\//, '').replace(/\.mdx?$/, '');
  const problems = checkRawDates(raw);
  if (data.id !== name) problems.push(`id: must equal the file name "${name}" (got ${JSON.stringify(data.id)})`);
  if (problems.length) throw new Error(`content/legal/${file}: ${problems.join('; ')}`);
  return name;
}
