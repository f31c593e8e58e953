/**
 * The `file` loader, plus each entry's position in its file as `order`.
 * Astro's data store sorts entries by id, so without this a YAML list comes
 * back alphabetically; queries sort with `byOrder` (src/lib/order.ts) to show the writer's order.
 * Schemas that use it declare `order` (`orderField` in src/lib/schemas/fields.ts).
 */
import { file, type Loader } from 'astro/loaders';

export function orderedFile(path: string): Loader {
  const inner = file(path);
  return {
    name: 'ordered-file-loader',
    load: (context) => {
      let position = 0;
      return inner.load({
        ...context,
        parseData: (props) => context.parseData({ ...props, data: { ...props.data, order: position++ } }),
      });
    },
  };
}
