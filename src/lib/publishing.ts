/**
 * When an entry is public: the one rule for drafts, scheduled entries and
 * scaffold prompts (CONTENT.md, "Drafts and publishing" and "Scheduling").
 *
 * - A **draft** (`draft: true`) is never published. `npm run new` writes every
 *   new entry as a draft whose prompts start with SCAFFOLD_MARKER, and a
 *   production build fails on a published file that still holds one.
 * - A **scheduled** entry is a press release or investor update whose date is
 *   still to come: it is published at that instant (a bare date: the start of
 *   that day in San Diego), by the build's clock (src/lib/clock.ts).
 * - Everything else is **published**.
 *
 * The development server shows drafts and scheduled entries, marked, so a
 * writer can read them in place; a production build leaves them out everywhere
 * (their page, every list, the home page, feeds, sitemap, search index,
 * structured data, redirects). Pure, so the queries, the config-time readers,
 * the scaffold and the tests all share it.
 */

/** Every writing prompt the scaffold leaves in a new file starts with this. */
export const SCAFFOLD_MARKER = 'Replace with';

export type PublicationStatus = 'draft' | 'scheduled' | 'published';

/**
 * Draft, scheduled or published, at `now`. `date` is the entry's publication
 * instant for the kinds that can be scheduled (undefined for the others).
 */
export function publicationStatus(entry: { draft?: unknown; date?: Date }, now: Date): PublicationStatus {
  if (entry.draft === true) return 'draft';
  if (entry.date && entry.date.getTime() > now.getTime()) return 'scheduled';
  return 'published';
}

export interface PublishingMode {
  /** A production build (`import.meta.env.PROD`): only published entries. The dev server shows every entry. */
  production: boolean;
  /** The build's clock. */
  now: Date;
}

/**
 * The entries a build shows: in production the published ones only; on the
 * development server all of them. `dateOf` gives an entry's publication
 * instant for the kinds that can be scheduled.
 */
export function publishedEntries<T extends { data: { draft?: boolean } }>(
  entries: readonly T[],
  { production, now }: PublishingMode,
  dateOf?: (entry: T) => Date,
): T[] {
  if (!production) return [...entries];
  return entries.filter((entry) => publicationStatus({ draft: entry.data.draft, date: dateOf?.(entry) }, now) === 'published');
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
 * What a production build refuses in a file that will be published (not a
 * draft; a scheduled entry will be, so it counts): each field, and the body,
 * that still holds a prompt. Empty for a draft or a finished file.
 */
export function promptProblems(data: { draft?: unknown } & Record<string, unknown>, body = ''): { path: string[]; message: string }[] {
  if (data.draft === true) return [];
  const advice = 'draft' in data ? 'write the real text, or keep the file a draft (draft: true)' : 'write the real value';
  return placeholderFields({ ...data, draft: undefined }, body).map((field) => ({
    path: field.split('.'),
    message: `still holds the "${SCAFFOLD_MARKER} …" prompt; ${advice}`,
  }));
}
