/**
 * Frontmatter of a monthly investor update (content/investor-updates/*.mdx). The file
 * name is the slug (`november-2024` → /investors/newsletters/november-2024).
 * Pure zod and strict, like the press schema; an update is a dated record, so a
 * change after its date carries `updated` and a one-sentence `updateNote`.
 */
import { z } from 'astro/zod';
import { correctionFields, correctionIssues, publicationDate } from './fields.ts';

export const investorUpdateSchema = z
  .object({
    title: z.string().min(10).max(120).describe('Title of the update, e.g. "November 2024 Investor Update".'),
    date: publicationDate(
      'When the update is sent: a date (YYYY-MM-DD, the start of that day in San Diego) or a date and time with its zone. Until then it is scheduled: left out of the built site. Lists sort by it, newest first.',
    ),
    ...correctionFields,
    summary: z.string().min(50).max(220).describe('One or two sentences for the update lists and the meta description.'),
    draft: z
      .boolean()
      .default(false)
      .describe(
        'true keeps the update out of the production build (the dev server still shows it). `npm run new` starts every file as a draft.',
      ),
  })
  .strict()
  .superRefine((update, ctx) => {
    for (const { path, message } of correctionIssues(update)) ctx.addIssue({ code: 'custom', path: [path], message });
  });
