/**
 * Publications: press releases, monthly investor updates and case studies, each
 * an MDX file under content/. The schemas live in src/lib/schemas/ (pure zod,
 * tested without Astro); this module only wires them to their folders.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { defineCollection } from 'astro:content';
import { AstroError } from 'astro/errors';
import { glob, type Loader } from 'astro/loaders';
import { pressSchema, rawDateIssues } from '~/lib/schemas/press';
import { newsletterSchema } from '~/lib/schemas/newsletter';
import { caseStudySchema } from '~/lib/schemas/case-study';

/**
 * A glob loader that first checks the raw text of the date fields: YAML would
 * silently turn "2025-02-30" into March 2 before the schema runs. A bad date
 * fails the build naming the file and the field.
 */
function mdxWithDates(base: string, dateFields: readonly string[]): Loader {
  const loader = glob({ pattern: '*.mdx', base });
  return {
    ...loader,
    load: (context) =>
      loader.load({
        ...context,
        parseData: (props) => {
          if (props.filePath) {
            const issues = rawDateIssues(readFileSync(props.filePath, 'utf8'), dateFields);
            if (issues.length) {
              throw new AstroError(
                `Invalid frontmatter in ${relative(process.cwd(), props.filePath)}:\n  ${issues.join('\n  ')}`,
                'Write dates as YYYY-MM-DD, for example date: 2025-01-17.',
              );
            }
          }
          return context.parseData(props);
        },
      }),
  };
}

// The file name is the entry id and the URL slug: content/press/musical-ai.mdx → /press/musical-ai.
const press = defineCollection({
  loader: mdxWithDates('./content/press', ['date', 'updated']),
  schema: ({ image }) => pressSchema(image),
});

const newsletters = defineCollection({
  loader: mdxWithDates('./content/newsletters', ['date']),
  schema: newsletterSchema,
});

const caseStudies = defineCollection({
  loader: glob({ pattern: '*.mdx', base: './content/case-studies' }),
  schema: caseStudySchema,
});

export const publicationsCollections = { press, newsletters, caseStudies };
