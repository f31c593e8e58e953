/**
 * The frontmatter of a legal document (content/legal/<id>.mdx); docs/decisions.md#legal-documents.
 * Pure zod, so Vitest checks it without Astro; src/content.config.ts wires it
 * to the loader. Every message says what is expected; the build names the file
 * and the field (the path), because writers meet these errors in a failed build.
 */
import { z } from 'astro/zod';
import { isoDate } from '../dates.ts';
import { readFrontmatter } from '../frontmatter.ts';
import { calendarDate, rawDateIssues, slug } from '../schemas/fields.ts';
import { CHANGE_KIND_INFO, DECLARED_KINDS } from './timeline.ts';

/** The groups of the legal index, in the order the index shows them (docs/decisions.md#legal-pages). */
export const LEGAL_GROUPS = ['Legal Documents', 'Billing & Subscriptions', 'Data & Privacy'] as const;
export type LegalGroup = (typeof LEGAL_GROUPS)[number];

const VERSION = /^\d+(?:\.\d+)*$/;

/** Unknown keys fail naming the key and the fields allowed there, so a typo explains itself. */
const unknownKeys = (allowed: string) => (issue: { code?: string; keys?: string[] }) =>
  issue.code === 'unrecognized_keys'
    ? `unknown field${issue.keys!.length > 1 ? 's' : ''} ${issue.keys!.map((key) => `"${key}"`).join(', ')}; the fields are ${allowed}`
    : undefined;

const version = (what: string) =>
  z
    .string({ error: 'expected a quoted version like "1.0" (unquoted 1.0 is read as a number)' })
    .regex(VERSION, { error: 'expected dotted numbers like "1.0" or "1.3"' })
    .describe(what);

const ONE_LINE = 'required, a few plain words on what changed for the reader';

export const legalChangeSchema = z.strictObject(
  {
    version: version('The version this change produced, like "1.1".'),
    date: calendarDate('The day this version was published (YYYY-MM-DD).'),
    kind: z
      .enum(DECLARED_KINDS, { error: `expected one of ${DECLARED_KINDS.join(', ')}` })
      .optional()
      .describe(
        `Leave it out unless you mean it: the gate derives the kind (the first version is initial; one that moves a shared fact against the customer or drops a promise is material). Write material to give notice anyway, or editorial (${CHANGE_KIND_INFO.editorial.definition}); a label the gate finds too weak fails.`,
      ),
    summary: z
      .string({ error: ONE_LINE })
      .min(3, { error: ONE_LINE })
      .max(700, { error: 'keep it to one short paragraph (at most 700 characters)' })
      .refine((value) => !value.includes('\n'), { error: 'keep it to one line' })
      .describe(
        'What changed for the reader, in plain words, on one line (at most 700 characters), like "Initial publication." or "Added the AI training opt-in."',
      ),
    digest: z
      .string({ error: 'expected the digest npm run legal:archive writes, like sha256-…' })
      .regex(/^sha256-[0-9a-f]{64}$/, { error: 'expected the digest npm run legal:archive writes, like sha256-…' })
      .optional()
      .describe(
        'Written by npm run legal:archive when it freezes this version: the digest of its frozen file, so an edit to that file fails the change gate. Never typed by hand.',
      ),
  },
  { error: unknownKeys('version, date, kind, summary and digest') },
);

const TITLE = 'required, the document title, like "Terms of Service"';

/** The document's id is its file name (content/legal/<id>.mdx), which is also its route: it is never written. */
export const legalSchema = z
  .strictObject(
    {
      title: z
        .string({ error: TITLE })
        .min(3, { error: TITLE })
        .max(80, { error: 'at most 80 characters' })
        .describe('Title shown as the page heading, on the legal index and in the browser tab.'),
      description: z
        .string({ error: 'required, one or two sentences for search engines (50–160 characters)' })
        .min(50, { error: 'at least 50 characters (one or two sentences for search engines)' })
        .max(160, { error: 'at most 160 characters (search engines cut longer ones)' })
        .describe('One or two sentences for search engines and the legal index card (50–160 characters).'),
      group: z
        .enum(LEGAL_GROUPS, { error: `expected one of ${LEGAL_GROUPS.join('; ')}` })
        .describe('Where the document is listed on /legal.'),
      version: version('Current version, quoted, like "1.0". Must equal the newest change.'),
      effectiveDate: calendarDate(
        'The day this version takes effect (YYYY-MM-DD, from the start of that day in San Diego). Until then the version before it stays in force and the page says so.',
      ),
      lastUpdated: calendarDate(
        'The day the text last changed (YYYY-MM-DD). Must equal the newest change. Never the build date, so two builds of one commit are the same.',
      ),
      related: z
        .array(slug('the id (file name) of a related legal document'), {
          error: 'expected a list of document ids, like [privacy-policy, eula]',
        })
        .default([])
        .describe('Ids (file names) of related legal documents, linked under "Related documents" in this order.'),
      changes: z
        .array(legalChangeSchema, { error: 'required, a list of changes, newest first' })
        .min(1, { error: 'needs at least one entry (the first is "Initial publication.")' })
        .describe('Every published version, newest first. The newest must match version and lastUpdated.'),
      aliases: z
        .record(slug('a retired section id'), slug('the successor section id'))
        .optional()
        .describe('Retired section id -> the id of the section that replaced it, so old links still land.'),
      draft: z
        .boolean({ error: 'expected true or false' })
        .default(false)
        .describe(
          'true keeps the document out of the production build (the dev server still shows it). `npm run new` starts every file as a draft.',
        ),
    },
    {
      error: unknownKeys('title, description, group, version, effectiveDate, lastUpdated, related, changes, aliases and draft'),
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
        message: `the newest entry (first in the list) has version "${newest.version}" but version is "${doc.version}"; add a change entry for "${doc.version}" at the top`,
      });
    }
    if (newest.date instanceof Date && doc.lastUpdated instanceof Date && newest.date.getTime() !== doc.lastUpdated.getTime()) {
      ctx.addIssue({
        code: 'custom',
        path: ['changes', 0, 'date'],
        message: `the newest entry (first in the list) is dated ${isoDate(newest.date)} but lastUpdated is ${isoDate(doc.lastUpdated)}; they must be the same day`,
      });
    }
    doc.changes.forEach((change, index) => {
      const older = doc.changes[index + 1];
      if (older?.date instanceof Date && change.date instanceof Date && older.date.getTime() > change.date.getTime()) {
        ctx.addIssue({
          code: 'custom',
          path: ['changes', index + 1, 'date'],
          message: `list newest first (${isoDate(older.date)} is listed after ${isoDate(change.date)})`,
        });
      }
    });
    for (const [from, to] of Object.entries(doc.aliases ?? {})) {
      if (from === to) ctx.addIssue({ code: 'custom', path: ['aliases', from], message: `"${from}" points to itself` });
    }
  });

export type LegalFrontmatter = z.infer<typeof legalSchema>;
export type LegalChange = z.infer<typeof legalChangeSchema>;

/** YAML rolls impossible dates over (2025-02-30 becomes March 2) before the schema sees them: one message per bad date. */
export function checkRawDates(raw: string): string[] {
  return rawDateIssues(raw, ['effectiveDate', 'lastUpdated', 'date']).map((issue) => issue.replace(/^date:/, 'changes[].date:'));
}

/**
 * The checks the schema cannot make because they need the file: the id is the
 * file name, dates must be real before YAML rolls them over, and a document
 * cannot list itself as related. Throws one error naming the file and every
 * field at fault; returns the id.
 */
export function checkLegalFile(file: string, raw: string, data: Record<string, unknown>): string {
  const id = legalId(file);
  const problems = checkRawDates(raw);
  if (Array.isArray(data.related) && data.related.includes(id)) problems.push(`related: a document cannot list itself ("${id}")`);
  if (problems.length) throw new Error(`content/legal/${file}: ${problems.join('; ')}`);
  return id;
}

/** A legal document's id: its file name without the extension (content/legal/<id>.mdx). */
export const legalId = (file: string) => file.replace(/^.*\//, '').replace(/\.mdx?$/, '');

/**
 * A legal document's frontmatter read from its source, as the build reads it:
 * the raw checks, then the schema. For the command-line tools, which read the
 * files without Astro; `problems` name the field, like a failed build.
 */
export function readLegalSource(source: string, file: string): { data?: LegalFrontmatter; problems: string[] } {
  const raw = readFrontmatter(source);
  const problems = checkRawDates(source);
  const parsed = legalSchema.safeParse(raw);
  if (!parsed.success) {
    problems.push(...parsed.error.issues.map((issue) => `${issue.path.join('.') || '(frontmatter)'}: ${issue.message}`));
  }
  return problems.length ? { problems: problems.map((problem) => `${file}: ${problem}`) } : { data: parsed.data, problems };
}

/**
 * The order of the legal index within each group (docs/decisions.md#legal-pages).
 * A document not listed here still appears, after these, by title.
 */
export const LEGAL_ORDER = [
  'terms-of-service',
  'eula',
  'privacy-policy',
  'dmca',
  'cancellation-policy',
  'account-credit-policy',
  'data-processing-agreement',
] as const;

type Listed = { id: string; data: { title: string; group: LegalGroup; related: string[] } };
const rank = (id: string) => {
  const index = (LEGAL_ORDER as readonly string[]).indexOf(id);
  return index === -1 ? LEGAL_ORDER.length : index;
};

/** Index order: LEGAL_ORDER first, then by title. */
export const inLegalOrder = <T extends Listed>(docs: readonly T[]): T[] =>
  [...docs].sort((a, b) => rank(a.id) - rank(b.id) || a.data.title.localeCompare(b.data.title));

/** The groups of /legal, in order, each with its documents in index order; empty groups left out. */
export function groupLegal<T extends Listed>(docs: readonly T[]): { group: LegalGroup; docs: T[] }[] {
  const ordered = inLegalOrder(docs);
  return LEGAL_GROUPS.map((group) => ({ group, docs: ordered.filter((doc) => doc.data.group === group) })).filter((g) => g.docs.length);
}

/** Related ids that name no document: a typo here would publish a broken link. */
export function unknownRelated<T extends Listed>(docs: readonly T[]): string[] {
  const ids = new Set(docs.map((doc) => doc.id));
  return docs.flatMap((doc) =>
    doc.data.related.filter((id) => !ids.has(id)).map((id) => `content/legal/${doc.id}.mdx: related: no document "${id}"`),
  );
}
