/**
 * The frontmatter of a legal document (content/legal/<id>.mdx); docs/decisions.md#legal-documents.
 * Pure zod, so Vitest checks it without Astro; src/content.config.ts wires it
 * to the loader. Every message says what is expected; the build names the
 * file and the field, because writers meet these errors in a failed build.
 */
import { z } from 'astro/zod';
import { isoDate } from '../dates.ts';
import { readFrontmatter } from '../frontmatter.ts';
import { calendarDate, slug } from '../schemas/fields.ts';
import { DECLARED_KINDS } from './timeline.ts';

/** The groups of the legal index, in the order the index shows them (docs/decisions.md#legal-pages). */
export const LEGAL_GROUPS = ['Legal Documents', 'Billing & Subscriptions', 'Data & Privacy'] as const;
type LegalGroup = (typeof LEGAL_GROUPS)[number];

const version = (what: string) =>
  z
    .string({ error: 'expected a quoted version like "1.0" (unquoted 1.0 is read as a number)' })
    .regex(/^\d+(?:\.\d+)*$/, { error: 'expected dotted numbers like "1.0" or "1.3"' })
    .describe(what);

const ONE_LINE = 'required, a few plain words on what changed for the reader';
const DIGEST = 'expected the digest npm run legal:archive writes, like sha256-…';

const legalChangeSchema = z.strictObject({
  version: version('The version this change produced, like "1.1".'),
  date: calendarDate('The day this version was published.'),
  kind: z
    .enum(DECLARED_KINDS, { error: `expected one of ${DECLARED_KINDS.join(', ')}` })
    .optional()
    .describe('Leave it out: the gate derives the kind. Write material to give notice anyway, or editorial for spelling or links.'),
  summary: z
    .string({ error: ONE_LINE })
    .min(3, { error: ONE_LINE })
    .max(700, { error: 'keep it to one short paragraph (at most 700 characters)' })
    .refine((value) => !value.includes('\n'), { error: 'keep it to one line' })
    .describe('What changed for the reader, in plain words, on one line.'),
  digest: z
    .string({ error: DIGEST })
    .regex(/^sha256-[0-9a-f]{64}$/, { error: DIGEST })
    .optional()
    .describe('The digest of the frozen file, written by npm run legal:archive; never typed by hand.'),
});

const TITLE = 'required, the document title, like "Terms of Service"';

/** The document's id is its file name (content/legal/<id>.mdx), which is also its route: it is never written. */
export const legalSchema = z
  .strictObject({
    title: z
      .string({ error: TITLE })
      .min(3, { error: TITLE })
      .max(80, { error: 'at most 80 characters' })
      .describe('The page heading, on the legal index and in the browser tab.'),
    description: z
      .string({ error: 'required, one or two sentences for search engines (50–160 characters)' })
      .min(50, { error: 'at least 50 characters (one or two sentences for search engines)' })
      .max(160, { error: 'at most 160 characters (search engines cut longer ones)' })
      .describe('One or two sentences for search engines and the legal index card.'),
    group: z.enum(LEGAL_GROUPS, { error: `expected one of ${LEGAL_GROUPS.join('; ')}` }).describe('Where /legal lists it.'),
    version: version('The newest version, quoted, like "1.0".'),
    effectiveDate: calendarDate('The day the newest version takes effect.'),
    lastUpdated: calendarDate('The day the newest version was published.'),
    related: z
      .array(slug('the id (file name) of a related legal document'), {
        error: 'expected a list of document ids, like [privacy-policy, eula]',
      })
      .default([])
      .describe('Ids of related legal documents, linked in this order.'),
    changes: z
      .array(legalChangeSchema, { error: 'required, a list of changes, newest first' })
      .min(1, { error: 'needs at least one entry (the first is "Initial publication.")' })
      .describe('Every published version, newest first.'),
    draft: z.boolean({ error: 'expected true or false' }).default(false).describe('true keeps it out of the production build.'),
  })
  .superRefine((doc, ctx) => {
    // zod runs this even when a field already failed; compare only what parsed.
    const changes = Array.isArray(doc.changes) ? doc.changes : [];
    const [newest] = changes;
    if (typeof newest?.version === 'string' && typeof doc.version === 'string' && newest.version !== doc.version) {
      const message = `the newest entry (first in the list) has version "${newest.version}" but version is "${doc.version}"; add a change entry for "${doc.version}" at the top`;
      ctx.addIssue({ code: 'custom', path: ['changes', 0, 'version'], message });
    }
    if (newest?.date instanceof Date && doc.lastUpdated instanceof Date && newest.date.getTime() !== doc.lastUpdated.getTime()) {
      const message = `the newest entry (first in the list) is dated ${isoDate(newest.date)} but lastUpdated is ${isoDate(doc.lastUpdated)}; they must be the same day`;
      ctx.addIssue({ code: 'custom', path: ['changes', 0, 'date'], message });
    }
    changes.forEach((change, index) => {
      const older = changes[index + 1];
      if (older?.date instanceof Date && change.date instanceof Date && older.date.getTime() > change.date.getTime()) {
        const message = `list newest first (${isoDate(older.date)} is listed after ${isoDate(change.date)})`;
        ctx.addIssue({ code: 'custom', path: ['changes', index + 1, 'date'], message });
      }
    });
  });

export type LegalFrontmatter = z.infer<typeof legalSchema>;
export type LegalChange = z.infer<typeof legalChangeSchema>;

/** The check that needs the file's name: no document related to itself. */
export function checkLegalFile(file: string, data: Record<string, unknown>): { path: string[]; message: string }[] {
  const id = legalId(file);
  const self = Array.isArray(data.related) && data.related.includes(id);
  return self ? [{ path: ['related'], message: `a document cannot list itself ("${id}")` }] : [];
}

export const legalId = (file: string) => file.replace(/^.*\//, '').replace(/\.mdx?$/, '');

/** A legal source read as the build reads it, for the command-line tools; `problems` name the field. */
export function readLegalSource(source: string, file: string): { data?: LegalFrontmatter; problems: string[] } {
  // The one frontmatter reader keeps dates as written, so the schema sees 2025-02-30 rather than YAML's March 2.
  const parsed = legalSchema.safeParse(readFrontmatter(source));
  if (parsed.success) return { data: parsed.data, problems: [] };
  return { problems: parsed.error.issues.map((issue) => `${file}: ${issue.path.join('.') || '(frontmatter)'}: ${issue.message}`) };
}

/** The order of the legal index within each group (docs/decisions.md#legal-pages); a document not listed comes after, by title. */
export const LEGAL_ORDER = [
  'terms-of-service',
  'eula',
  'privacy-policy',
  'dmca',
  'cancellation-policy',
  'account-credit-policy',
  'data-processing-agreement',
];

type Listed = { id: string; data: { title: string; group: LegalGroup; related: string[] } };
const rank = (id: string) => (LEGAL_ORDER.includes(id) ? LEGAL_ORDER.indexOf(id) : LEGAL_ORDER.length);

export const inLegalOrder = <T extends Listed>(docs: readonly T[]): T[] =>
  [...docs].sort((a, b) => rank(a.id) - rank(b.id) || a.data.title.localeCompare(b.data.title));

/** Related ids that name no document: a typo here would publish a broken link. */
export function unknownRelated<T extends Listed>(docs: readonly T[]): string[] {
  const ids = new Set(docs.map((doc) => doc.id));
  return docs.flatMap((doc) =>
    doc.data.related.filter((id) => !ids.has(id)).map((id) => `content/legal/${doc.id}.mdx: related: no document "${id}"`),
  );
}
