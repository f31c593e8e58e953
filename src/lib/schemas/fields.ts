/**
 * Building blocks shared by the content schemas.
 */
import { z } from 'astro/zod';
import { fromFrontmatter, isStartOfDay, parseIsoDate } from '../dates.ts';
import { SCAFFOLD_MARKER } from '../publishing.ts';

/** Astro's `image()` helper, or a stand-in in tests. */
export type ImageHelper<I extends z.ZodType = z.ZodType> = () => I;

/**
 * A field `npm run new` leaves as a prompt ("Replace with …") where a prompt
 * is not a value of the field (a number, a name from a list, an address): the
 * development server reads the prompt as `standIn` to show the unfinished
 * entry, and a production build refuses the file while it holds one
 * (promptProblems in src/lib/publishing.ts).
 */
export const orPrompt = <T extends z.ZodType>(schema: T, standIn: z.output<T>) =>
  z
    .union(
      [
        schema,
        z
          .string()
          // Any other text is explained by the field's own rule, not as "does not start with the prompt".
          .superRefine((text, ctx) => {
            if (text.startsWith(SCAFFOLD_MARKER)) return;
            for (const issue of schema.safeParse(text).error?.issues ?? [])
              ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
          })
          .transform((): z.output<T> => standIn)
          .meta({ scaffoldPrompt: true }),
      ],
      { error: (issue) => (issue as { errors?: { message: string }[][] }).errors?.[0]?.[0]?.message },
    )
    .describe(schema.description ?? '');

/** Position of a data entry in its YAML file, set by the orderedFile loader (src/loaders/ordered-file.ts). */
export const orderField = z.number().int().nonnegative().describe('Set by the loader from the position in the file; do not write it.');

const DATE = 'a date like 2025-01-17';
const INSTANT = `${DATE}, or a date and time with its zone like 2026-12-01T09:00 America/Los_Angeles or 2026-12-01T09:00:00-08:00`;

/**
 * A date field (src/lib/dates.ts). YAML turns an unquoted date into a Date at
 * midnight UTC; a quoted one, or one the project's frontmatter reader gives,
 * stays a string. Both are accepted, nothing else: "January 17, 2025" or
 * "2025-02-30" fail with a message that says once how to write it.
 */
function dateField(what: string, withTime: boolean) {
  const form = withTime ? INSTANT : DATE;
  return z
    .union([z.date(), z.string()], { error: (issue) => `${issue.input === undefined ? 'required,' : 'must be'} ${form} (${what})` })
    .transform((value, ctx) => {
      try {
        if (withTime) return fromFrontmatter(typeof value === 'string' ? value.trim() : value);
        const date = typeof value === 'string' ? parseIsoDate(value.trim()) : fromFrontmatter(value);
        if (!isStartOfDay(date)) throw new Error('must be a date without a time');
        return date;
      } catch (error) {
        // The advice once: a reason that already says how to write the date gets none added.
        const reason = (error as Error).message;
        ctx.addIssue({ code: 'custom', message: `${/\b(write|expected)\b/.test(reason) ? reason : `${reason}; write ${form}`} (${what})` });
        return z.NEVER;
      }
    });
}

/** A calendar date, written `2025-01-17`: the start of that day in San Diego. */
export const calendarDate = (what: string) => dateField(what, false).describe(what);

/**
 * The instant an entry is published: a date (`2026-12-01`, the start of that
 * day in San Diego) or a date and time with its zone. Until then the entry is
 * scheduled (src/lib/publishing.ts).
 */
export const publicationDate = (what: string) =>
  // CONTENT.md's field table reads this: the value may carry a time (scripts/lib/field-tables.ts).
  dateField(what, true).meta({ format: 'date-time' }).describe(what);

/** The one slug rule: lowercase words joined by single hyphens (ids, file names, heading ids). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SLUG_RULE = 'use lowercase words joined by hyphens, e.g. "maya-okafor"';

/** A stable id or file name: lowercase words joined by hyphens, e.g. "maya-okafor". */
export const slug = (what: string) =>
  z.string({ error: SLUG_RULE }).regex(SLUG_PATTERN, SLUG_RULE).describe(`Stable id (lowercase words joined by hyphens): ${what}`);

/** Alternative text: what an image shows, for people who cannot see it. */
export const altText = z
  .string()
  .trim()
  .min(5, 'describe the image in a few words')
  .describe('What the image shows, for people who cannot see it.');

/**
 * The one image shape: `{ src, alt }` with alt required. Generic over the
 * helper, so entries keep the type of Astro's image() (ImageMetadata-like).
 */
export const imageWithAlt = <I extends z.ZodType>(image: ImageHelper<I>, src = 'Path of the image file, relative to this file.') =>
  z.object({ src: image().describe(src), alt: altText }).strict();

/**
 * A dated record (a press release, an investor update) may change after its date only in the open:
 * `updated` is the day of the last change and `updateNote` says, in one sentence shown beside
 * that date, what changed (a correction says so), so a reader can tell a correction from a
 * rewrite of history. `correctionIssues` makes them a pair.
 */
export const correctionFields = {
  updated: calendarDate('Date of the last change after publication; requires `updateNote`.').optional(),
  updateNote: z
    .string()
    .trim()
    .min(20, 'say in a sentence what changed')
    .max(400, 'keep it to one sentence of at most 400 characters')
    .refine((note) => /[.!?]$/.test(note) && !/[.!?]["”’)]?\s+[A-Z“"‘]/.test(note), {
      error: 'write one sentence, ending with a period',
    })
    .optional()
    .describe(
      'One sentence shown beside the `updated` date: what changed since publication. A correction says so ("Corrected: …"). Required with `updated`, and only with it.',
    ),
};

/** The issues of the `updated`/`updateNote` pair: each needs the other, and a change comes after the date. */
export function correctionIssues(data: { date: Date; updated?: Date; updateNote?: string }): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  if (data.updated && !data.updateNote) {
    issues.push({
      path: 'updateNote',
      message: 'required with `updated`: one sentence saying what changed, e.g. "Corrected: the release first said …; it now says …."',
    });
  }
  if (data.updateNote && !data.updated) {
    issues.push({ path: 'updated', message: 'required with `updateNote`: the date of the change, like 2025-01-17' });
  }
  if (data.updated && data.updated.getTime() <= data.date.getTime()) {
    issues.push({ path: 'updated', message: 'must be after `date`: it is the day the record changed after publication' });
  }
  return issues;
}
