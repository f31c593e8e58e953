/**
 * The glob loader for MDX collections, with the checks that need the file
 * itself and so cannot live in a schema:
 * - dates: YAML silently turns "2025-02-30" into March 2 before the schema
 *   runs, so the raw text of the date fields is checked first;
 * - scaffold prompts: a production build fails when a published (non-draft)
 *   file still holds a "Replace with …" prompt from `npm run new`.
 * Either mistake fails the build naming the file and the field.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { AstroError } from 'astro/errors';
import { glob, type Loader } from 'astro/loaders';
import type { DocumentCollection } from '~/lib/collections';
import { placeholderProblem } from '~/lib/publishing';
import { splitFrontmatter } from '~/lib/frontmatter';
import { rawDateIssues } from '~/lib/schemas/fields';

type GlobOptions = Parameters<typeof glob>[0];

/** The MDX files of a document collection (src/lib/collections.ts), with the raw checks of its date fields. */
export function mdxLoader(collection: DocumentCollection, options: Partial<GlobOptions> = {}): Loader {
  const loader = glob({ pattern: '*.mdx', base: `./${collection.folder}`, ...options });
  const dateFields = collection.dateFields;
  // The date that schedules an entry may carry a time with its zone; the others are calendar dates.
  const withTime = collection.scheduled && collection.dateField ? [collection.dateField] : [];
  return {
    ...loader,
    load: (context) =>
      loader.load({
        ...context,
        parseData: (props) => {
          if (props.filePath) {
            const file = relative(process.cwd(), props.filePath);
            const raw = readFileSync(props.filePath, 'utf8');
            const issues = rawDateIssues(raw, dateFields, withTime);
            if (issues.length) {
              throw new AstroError(
                `Invalid frontmatter in ${file}:\n  ${issues.join('\n  ')}`,
                withTime.length
                  ? 'Write dates as YYYY-MM-DD, for example date: 2025-01-17, or with a time and its zone, date: 2026-12-01T09:00:00-08:00.'
                  : 'Write dates as YYYY-MM-DD, for example date: 2025-01-17.',
              );
            }
            if (import.meta.env.PROD) {
              const { body } = splitFrontmatter(raw);
              const problem = placeholderProblem(file, props.data as Record<string, unknown>, body);
              if (problem)
                throw new AstroError(
                  `Unfinished content in ${problem}`,
                  'Publish a file only once every prompt is replaced; CONTENT.md, "Drafts and publishing".',
                );
            }
          }
          return context.parseData(props);
        },
      }),
  };
}
