/**
 * Where an entry's problems go: thrown in the one form (content-error.ts),
 * which fails a build; on the development server, kept here until the file is
 * fixed, so the pages that read its collection show the error in the browser
 * (src/queries/collection.ts) instead of the last good page, the other pages
 * keep working, and the server keeps running.
 */
import { relative } from 'node:path';
import type { LoaderContext } from 'astro/loaders';
import type { AstroError } from 'astro/errors';
import { contentError, type EntrySource, type Problem } from './content-error';

type ParseProps = Parameters<LoaderContext['parseData']>[0];

// The loaders run in the server's process and the pages in Vite's module runner within it: one map for both.
const KEY = Symbol.for('refrain.contentErrors');
const store = globalThis as typeof globalThis & { [KEY]?: ContentErrors };

interface ContentErrors {
  /** The errors standing now, by entry ("content/data/company/team.yaml#2"), each with its collection. */
  byEntry: Map<string, { collection: string; error: AstroError }>;
  /** Set on the development server: an entry in error is kept unchecked (the pages that read it show the error instead) rather than stopping the server. */
  dev?: boolean;
  /** Called when one appears, changes or goes (the development server reloads the open page). */
  onChange?: () => void;
}
store[KEY] ??= { byEntry: new Map() };
export const contentErrors: ContentErrors = store[KEY];

function record(key: string, collection: string, error: AstroError | undefined) {
  const before = contentErrors.byEntry.get(key)?.error.message;
  if (error) contentErrors.byEntry.set(key, { collection, error });
  else contentErrors.byEntry.delete(key);
  if (before !== error?.message) contentErrors.onChange?.();
}

const watched = new WeakSet<object>();

/**
 * On the development server, a saved file's errors go before it is read
 * again: the new text sets them again, or a text the store already holds (the
 * last good one, which Astro does not read again) leaves none, and the open
 * page reloads either way.
 */
export function clearOnSave({ watcher }: LoaderContext): void {
  // Every collection's loader calls this with the server's one watcher: it is watched once.
  if (!watcher || watched.has(watcher)) return;
  watched.add(watcher);
  const clear = (path: string) => {
    const file = relative(process.cwd(), path);
    const keys = [...contentErrors.byEntry.keys()].filter((key) => key.startsWith(`${file}#`));
    for (const key of keys) contentErrors.byEntry.delete(key);
    // After Astro has read the file again: an error it raises again has been recorded by then.
    if (keys.length) setTimeout(() => contentErrors.onChange?.(), 300);
  };
  watcher.on('change', clear);
  watcher.on('unlink', clear);
}

/** Astro's own check of the entry (image files, after ours), or the entry's problems in the one form. */
export async function checkEntry<T extends Record<string, unknown>>(
  context: LoaderContext,
  props: ParseProps & { data: T },
  source: EntrySource,
  problems: Problem[],
  guide: string,
): Promise<T> {
  const key = `${source.file}#${(source.at ?? []).join('.')}`;
  let error = problems.length ? contentError(source, problems, guide) : undefined;
  if (!error) {
    try {
      const data = await context.parseData(props);
      record(key, context.collection, undefined);
      return data;
    } catch (astro) {
      error = contentError(source, [{ path: [], message: (astro as Error).message }], guide);
    }
  }
  record(key, context.collection, error);
  if (contentErrors.dev) return props.data;
  throw error;
}

/** The first error standing in a collection on the development server, if any. */
export function standingError(collection: string): AstroError | undefined {
  for (const standing of contentErrors.byEntry.values()) if (standing.collection === collection) return standing.error;
  return undefined;
}
