/**
 * Drafts and scaffold placeholders. `npm run new` writes every new entry as a
 * draft whose prompts start with SCAFFOLD_MARKER; the development server shows
 * drafts so writers can preview them, a production build leaves them out
 * everywhere, and a production build fails when a published (non-draft) file
 * still holds a prompt. Pure, so the scaffold script and Vitest import it too.
 */

/** Every writing prompt the scaffold leaves in a new file starts with this. */
export const SCAFFOLD_MARKER = 'Replace with';

/** Drafts stay visible in `astro dev` and are dropped from production builds. */
export function withoutDrafts<T extends { data: { draft?: boolean } }>(entries: readonly T[], production: boolean): T[] {
  return production ? entries.filter((entry) => !entry.data.draft) : [...entries];
}

/**
 * Where a file still holds a scaffold prompt: the dotted path of every string
 * field that contains the marker ("client.role", "results.additionalMetrics.0.label"),
 * and "body" when the text under the frontmatter does.
 */
export function placeholderFields(data: unknown, body = ''): string[] {
  const found: string[] = [];
  const visit = (value: unknown, path: string) => {
    if (typeof value === 'string') {
      if (value.includes(SCAFFOLD_MARKER)) found.push(path);
    } else if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) visit(item, path ? `${path}.${index}` : String(index));
    } else if (value && typeof value === 'object' && !(value instanceof Date)) {
      for (const [key, item] of Object.entries(value)) visit(item, path ? `${path}.${key}` : key);
    }
  };
  visit(data, '');
  if (body.includes(SCAFFOLD_MARKER)) found.push('body');
  return found;
}

/**
 * The error a production build raises for a published file that still holds
 * prompts, or undefined when there is nothing to say (a draft, or no prompt).
 */
export function placeholderProblem(file: string, data: { draft?: unknown } & Record<string, unknown>, body = ''): string | undefined {
  if (data.draft === true) return undefined;
  const fields = placeholderFields({ ...data, draft: undefined }, body);
  if (!fields.length) return undefined;
  return `${file}: ${fields.map((field) => `${field} still holds the "${SCAFFOLD_MARKER} …" prompt`).join('; ')}. Write the real text, or keep the file a draft (draft: true) until it is ready.`;
}
