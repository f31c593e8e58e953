/**
 * The glob loader for MDX collections. Before Astro validates an entry, it
 * checks what the writer wrote and raises every problem in the one form
 * (src/loaders/content-error.ts):
 * - the collection's schema, field by field, over the frontmatter as the
 *   project's one reader gives it (src/lib/frontmatter.ts): dates stay the
 *   text the writer wrote, where Astro's YAML reader would turn "2025-02-30"
 *   into March 2 before any schema saw it;
 * - scaffold prompts: a production build fails when a published (non-draft)
 *   file still holds a "Replace with …" prompt from `npm run new`.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { glob, type Loader } from 'astro/loaders';
import type { DocumentCollection } from '~/lib/collections';
import { promptProblems } from '~/lib/publishing';
import { readFrontmatter, splitFrontmatter } from '~/lib/frontmatter';
import { type Problem, schemaProblems } from './content-error';
import { checkEntry, clearOnSave } from './problems';

type GlobOptions = Parameters<typeof glob>[0];

interface MdxLoaderOptions extends Partial<GlobOptions> {
  /** A check that needs the file's name (a legal document related to itself, src/lib/legal/schema.ts). */
  fileCheck?: (file: string, data: Record<string, unknown>) => Problem[];
}

/** The MDX files of a document collection (src/lib/collections.ts), checked against its schema in the one error form. */
export function mdxLoader(collection: DocumentCollection, options: MdxLoaderOptions = {}): Loader {
  const { fileCheck, ...globOptions } = options;
  const loader = glob({ pattern: '*.mdx', base: `./${collection.folder}`, ...globOptions });
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
          const data = readFrontmatter(raw) as typeof props.data;
          const problems = [...(fileCheck?.(file, data) ?? []), ...(await schemaProblems(collection.schema, data))];
          // A production build publishes no prompt; a draft may keep them (CONTENT.md, "Drafts and publishing").
          if (import.meta.env.PROD) problems.push(...promptProblems(data, body));
          return checkEntry<typeof data>(context, { ...props, data }, { file, yaml, firstLine: 2 }, problems, collection.guide);
        },
      });
    },
  };
}
