/**
 * The `file` loader for the YAML data files (content/data/), with each entry
 * checked against its schema in the one error form (content-error.ts) and, for
 * a list, its position in the file as `order`: Astro's data store sorts
 * entries by id, so without it a YAML list comes back alphabetically; queries
 * sort with `byOrder` (src/lib/order.ts) to show the writer's order. Schemas
 * of lists declare `order` (`orderField` in src/lib/schemas/fields.ts).
 */
import { readFileSync } from 'node:fs';
import { file, type Loader } from 'astro/loaders';
import { parse } from 'yaml';
import type { DataCollection } from '~/lib/collections';
import { promptProblems } from '~/lib/publishing';
import { schemaProblems } from './content-error';
import { checkEntry, clearOnSave } from './problems';

/**
 * The entries' ids in the file's order, and whether it is a list. A file that is not valid YAML
 * fails here, naming the file and the line: Astro's `file` loader only logs such a file and
 * loads none of its entries, so the pages that list them would build empty.
 */
export function entryIds(path: string, yaml: string): { ids: string[]; list: boolean } {
  let data: unknown;
  try {
    data = parse(yaml);
  } catch (error) {
    throw new Error(`${path} is not valid YAML, so none of its entries would be published: ${(error as Error).message}`);
  }
  if (Array.isArray(data)) return { ids: data.map((item: { id?: unknown; slug?: unknown }) => String(item?.id ?? item?.slug)), list: true };
  return { ids: Object.keys(data ?? {}), list: false };
}

export function orderedFile(collection: DataCollection): Loader {
  const inner = file(collection.file);
  // The file as last read, and the ids of its entries in order (read again when the writer saves it): a list's
  // entries are named by their `id` (or `slug`), a keyed file's by their keys.
  let read = { yaml: '', ids: [] as string[], list: false };
  const current = () => {
    const yaml = readFileSync(collection.file, 'utf8');
    if (yaml !== read.yaml) read = { yaml, ...entryIds(collection.file, yaml) };
    return read;
  };
  return {
    name: 'ordered-file-loader',
    load: async (context) => {
      clearOnSave(context);
      current();
      return inner.load({
        ...context,
        parseData: async (props) => {
          const { yaml, ids, list } = current();
          const position = ids.indexOf(props.id);
          const data = collection.ordered ? { ...props.data, order: position } : props.data;
          const at = list ? position : props.id;
          const problems = await schemaProblems(collection.schema, data);
          // A production build publishes no prompt from `npm run new` (CONTENT.md, "Drafts and publishing").
          if (import.meta.env.PROD) problems.push(...promptProblems(props.data));
          const source = { file: collection.file, yaml, firstLine: 1, at: [at] };
          return checkEntry<typeof data>(context, { ...props, data }, source, problems, collection.guide);
        },
      });
    },
  };
}
