/**
 * The glob loader for MDX collections. Before Astro validates an entry, it
 * checks what the writer wrote and raises every problem in the one form
 * (src/loaders/content-error.ts):
 * - dates: YAML silently turns "2025-02-30" into March 2 before the schema
 *   runs, so the raw text of the date fields is checked first;
 * - the collection's schema, field by field;
 * - scaffold prompts: a production build fails when a published (non-draft)
 *   file still holds a "Replace with …" prompt from `npm run new`.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { glob, type Loader } from 'astro/loaders';
import type { DocumentCollection } from '~/lib/collections';
import { promptProblems } from '~/lib/publishing';
import { splitFrontmatter } from '~/lib/frontmatter';
import { impossibleDates } from '~/lib/schemas/fields';
import { type CollectionSchema, type Problem, schemaProblems } from './content-error';
import { checkEntry, clearOnSave } from './problems';

type GlobOptions = Parameters<typeof glob>[0];

interface MdxLoaderOptions extends Partial<GlobOptions> {
  /**
   * A check that needs the file itself (the legal documents' own dates and
   * relations, src/lib/legal/schema.ts): throws an Error naming what is wrong.
   * It replaces the raw date check, which it makes itself.
   */
  fileCheck?: (file: string, raw: string, data: Record<string, unknown>) => unknown;
}

const DATE = 'a date like 2025-01-17';
const INSTANT = `${DATE}, or a date and time with its zone like 2026-12-01T09:00 America/Los_Angeles or 2026-12-01T09:00:00-08:00`;

/** The MDX files of a document collection (src/lib/collections.ts), checked against `schema` in the one error form. */
export function mdxLoader(collection: DocumentCollection, schema: CollectionSchema, options: MdxLoaderOptions = {}): Loader {
  const { fileCheck, ...globOptions } = options;
  const loader = glob({ pattern: '*.mdx', base: `./${collection.folder}`, ...globOptions });
  // The date that schedules an entry may carry a time with its zone; the others are calendar dates.
  const withTime = collection.scheduled && collection.dateField ? [collection.dateField] : [];
  return {
    ...loader,
    load: (context) => {
      clearOnSave(context);
      return loader.load({
        ...context,
        parseData: async (props) => {
          if (!props.filePath) return context.parseData(props);
          const file = relative(process.cwd(), props.filePath);
          const raw = readFileSync(props.filePath, 'utf8');
          const { yaml, body } = splitFrontmatter(raw);
          const problems: Problem[] = fileCheck
            ? fileProblems(() => fileCheck(file, raw, props.data))
            : impossibleDates(raw, collection.dateFields, withTime).map(({ field, reason }) => ({
                path: [field],
                // The advice once: a reason that already says how to write the date stands alone.
                message: /\bwrite\b/.test(reason) ? reason : `${reason}; write ${withTime.includes(field) ? INSTANT : DATE}`,
              }));
          const dated = new Set(problems.map((problem) => String(problem.path[0])));
          problems.push(...(await schemaProblems(schema, props.data)).filter((problem) => !dated.has(String(problem.path[0]))));
          // A production build publishes no prompt; a draft may keep them (CONTENT.md, "Drafts and publishing").
          if (import.meta.env.PROD) problems.push(...promptProblems(props.data, body));
          return checkEntry<typeof props.data>(context, props, { file, yaml, firstLine: 2 }, problems, collection.guide);
        },
      });
    },
  };
}

/** A file check's error ("content/legal/x.mdx: effectiveDate: …; related: …") as the problems it names. */
function fileProblems(check: () => unknown): Problem[] {
  try {
    check();
    return [];
  } catch (error) {
    const text = (error as Error).message.replace(/^\S+: /, '');
    const named = [...text.matchAll(/(?:^|; )([A-Za-z][\w.[\]]*): (.*?)(?=; [A-Za-z][\w.[\]]*: |$)/g)];
    return named.length
      ? named.map(([, field = '', message = '']) => ({ path: field.split('.'), message }))
      : [{ path: [], message: text }];
  }
}
