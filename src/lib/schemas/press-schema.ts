/**
 * Frontmatter of a press release (content/press/*.mdx). Pure zod, so Vitest can
 * test it without Astro: the collection passes Astro's `image` helper in.
 * Strict: an unknown or misspelled key fails the build, and Astro names the file
 * and the field (docs/decisions.md#mistakes-fail-the-build).
 */
import { z } from 'astro/zod';
import { correctionFields, correctionIssues, imageWithAlt, publicationDate, type ImageHelper } from './fields.ts';

// Every field but the image, built once: Astro calls the schema function for each entry (its
// image() helper belongs to that entry's file), so only the image field is made per release.
const fields = {
  title: z.string().min(10).max(140).describe('Headline of the release, in title case.'),
  date: publicationDate(
    'When the release is published: a date (YYYY-MM-DD, the start of that day in San Diego) or a date and time with its zone (2026-12-01T09:00:00-05:00). Until then it is scheduled: left out of the built site. The press room, home page and feed sort by it, newest first.',
  ),
  ...correctionFields,
  summary: z.string().min(50).max(220).describe('One or two sentences for the press room card, the feed and the meta description.'),
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
  draft: z
    .boolean()
    .default(false)
    .describe(
      'true keeps the release out of the production build (the dev server still shows it). `npm run new` starts every file as a draft.',
    ),
};

export function pressSchema<I extends z.ZodType>(image: ImageHelper<I>) {
  const { title, date, updated, updateNote, summary, links, draft } = fields;
  return z
    .object({
      title,
      date,
      updated,
      updateNote,
      summary,
      image: imageWithAlt(image, 'Hero image, a path relative to this file (an original SVG or PNG).')
        .optional()
        .describe('Optional hero image shown above the release (the social card is drawn from the title and date).'),
      links,
      draft,
    })
    .strict()
    .superRefine((release, ctx) => {
      for (const { path, message } of correctionIssues(release)) ctx.addIssue({ code: 'custom', path: [path], message });
    });
}
