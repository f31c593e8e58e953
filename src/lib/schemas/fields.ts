/**
 * Building blocks shared by the content schemas.
 */
import { z } from 'astro/zod';
import { parseIsoDate } from '../dates';
import { splitFrontmatter } from '../frontmatter';

/** Astro's `image()` helper, or a stand-in in tests. */
export type ImageHelper<I extends z.ZodType = z.ZodType> = () => I;

export interface ImpossibleDate {
  /** The key as written, e.g. "date" or "effectiveDate". */
  field: string;
  /** The value as written, without quotes or a trailing comment. */
  value: string;
  /** Why it is not a calendar date (from parseIsoDate). */
  reason: string;
}

/**
 * YAML rolls an impossible unquoted date over ("2025-02-30" becomes March 2)
 * before any schema sees it, so collections check the raw frontmatter too.
 * Looks at every `key: value` line of the given keys, top-level or in a list
 * (`- date: …`), and returns those whose value is not a real calendar date.
 */
export function impossibleDates(source: string, keys: readonly string[]): ImpossibleDate[] {
  // A data file (YAML) has no fences: its whole text is checked.
  const frontmatter = splitFrontmatter(source).yaml || source;
  const line = new RegExp(`^[ \\t]*(?:-[ \\t]+)?(${keys.join('|')})[ \\t]*:[ \\t]*(.*)$`, 'gm');
  const found: ImpossibleDate[] = [];
  for (const [, field, raw] of frontmatter.matchAll(line)) {
    const value = raw.replace(/\s+#.*$/, '').trim().replace(/^(['"])(.*)\1$/, '$2');
    try {
      parseIsoDate(value);
    } catch (error) {
      found.push({ field, value, reason: (error as Error).message });
    }
  }
  return found;
}

/** Position of a data entry in its YAML file, set by the orderedFile loader (src/collections/ordered-file.ts). */
export const orderField = z.number().int().nonnegative().describe('Set by the loader from the position in the file; do not write it.');
