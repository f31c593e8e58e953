/**
 * Frontmatter of a press release (content/press/*.mdx). Pure zod, so Vitest can
 * test it without Astro: the collection passes Astro's `image` helper in.
 * Strict: an unknown or misspelled key fails the build, and Astro names the file
 * and the field (docs/decisions.md#mistakes-fail-the-build).
 */
import { z } from 'astro/zod';
import { isoDate, parseIsoDate } from '~/lib/dates';
import { impossibleDates, type ImageHelper } from './fields';

export type { ImageHelper };

/**
 * A calendar date, written `2025-01-17`. YAML turns an unquoted date into a Date
 * at midnight UTC; a quoted one stays a string. Both are accepted, nothing else:
 * "January 17, 2025", "2025-02-30" or a date with a time fail with a clear message.
 */
export function calendarDate(what: string) {
  return z
    .union([z.date(), z.string()], { error: `must be a date like 2025-01-17 (${what})` })
    .transform((value, ctx) => {
      try {
        if (typeof value === 'string') return parseIsoDate(value.trim());
        if (Number.isNaN(value.getTime())) throw new Error('is not a real calendar date');
        if (value.getTime() !== parseIsoDate(isoDate(value)).getTime()) throw new Error('must be a date without a time');
        return value;
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: `${(error as Error).message}; write a date like 2025-01-17 (${what})` });
        return z.NEVER;
      }
    })
    .describe(what);
}

/** One message per date field whose raw value is not a real calendar date (see impossibleDates). */
export function rawDateIssues(source: string, fields: readonly string[]): string[] {
  return impossibleDates(source, fields).map(({ field, reason }) => `${field}: ${reason}; write a date like 2025-01-17`);
}

export function pressSchema<I extends z.ZodType>(image: ImageHelper<I>) {
  return z
    .object({
      title: z.string().min(10).max(140).describe('Headline of the release, in title case.'),
      date: calendarDate('Release date, YYYY-MM-DD. The press room, home page and feed sort by it, newest first.'),
      updated: calendarDate('Date of the last correction, if the release was changed after publication.').optional(),
      summary: z
        .string()
        .min(50)
        .max(220)
        .describe('One or two sentences for the press room card, the feed and the meta description.'),
      image: z
        .object({
          src: image().describe('Hero image, a path relative to this file (an original SVG or PNG).'),
          alt: z.string().min(5).describe('What the image shows, for screen readers. Required with an image.'),
        })
        .strict()
        .optional()
        .describe('Optional hero image shown above the release. A PNG or JPEG one also becomes the social card.'),
      links: z
        .array(
          z
            .object({
              label: z.string().min(2).describe('Link text, e.g. "Program overview".'),
              href: z.url({ error: 'must be an absolute http(s) URL' }).describe('Absolute URL of the resource.'),
            })
            .strict(),
        )
        .optional()
        .describe('Optional external resources listed under the release (open in a new tab).'),
      draft: z.boolean().default(false).describe('true keeps the release out of the production build (the dev server still shows it). `npm run new` starts every file as a draft.'),
    })
    .strict();
}

