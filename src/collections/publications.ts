/**
 * Publications: press releases, monthly investor updates and case studies, each
 * an MDX file under content/. The schemas live in src/lib/schemas/ (pure zod,
 * tested without Astro); this module only wires them to their folders.
 */
import { defineCollection } from 'astro:content';
import { mdxLoader } from './mdx-loader';
import { pressSchema } from '~/lib/schemas/press';
import { updateSchema } from '~/lib/schemas/update';
import { caseStudySchema } from '~/lib/schemas/case-study';

// The file name is the entry id and the URL slug: content/press/musical-ai.mdx → /press/musical-ai.
// Pages render a release or an update from its compiled MDX module, never from its raw text, so the
// body is not kept in the content store (case studies keep theirs: a card checks whether there is a story).
const press = defineCollection({
  loader: mdxLoader('./content/press', ['date', 'updated'], { retainBody: false }),
  schema: ({ image }) => pressSchema(image),
});

const updates = defineCollection({
  loader: mdxLoader('./content/updates', ['date'], { retainBody: false }),
  schema: updateSchema,
});

const caseStudies = defineCollection({
  loader: mdxLoader('./content/case-studies', []),
  schema: caseStudySchema,
});

export const publicationsCollections = { press, updates, caseStudies };
