/**
 * The one frontmatter reader for MDX files read outside the content layer
 * (sitemap dates in astro.config.mjs, the loaders' raw checks, the scripts and
 * the tests). YAML 1.2 core schema: dates stay strings ("2025-01-17"), so
 * callers decide how to read them.
 */
import { parse as parseYaml } from 'yaml';

const FENCE = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

/** The YAML between the opening fences (empty when there are none) and the body after them. */
export function splitFrontmatter(text: string): { yaml: string; body: string } {
  const match = FENCE.exec(text);
  return match ? { yaml: match[1] ?? '', body: text.slice(match[0].length) } : { yaml: '', body: text };
}

/** A scalar as written after `key:`, without a trailing comment or enclosing quotes. */
export function cleanScalar(raw: string): string {
  return raw
    .replace(/\s+#.*$/, '')
    .trim()
    .replace(/^(['"])(.*)\1$/, '$2');
}

/**
 * The top-level `key: value` scalars of the frontmatter, as written, without
 * parsing the YAML: for reading a date or a draft flag from every file of a
 * collection at once (the sitemap's dates read a thousand releases in a few
 * milliseconds). Nested, multi-line and list values are left out; the content
 * schemas check the whole frontmatter.
 */
export function frontmatterScalars(text: string): Record<string, string> {
  const scalars: Record<string, string> = {};
  for (const [, key, raw] of splitFrontmatter(text).yaml.matchAll(/^([A-Za-z_][\w-]*)[ \t]*:[ \t]*(\S.*)$/gm)) {
    const value = cleanScalar(raw);
    if (value !== '' && !/^[|>]/.test(value)) scalars[key] = value;
  }
  return scalars;
}

/** The frontmatter of a Markdown or MDX file as an object, or {} when it has none. */
export function readFrontmatter(text: string): Record<string, unknown> {
  const { yaml } = splitFrontmatter(text);
  const data = yaml ? (parseYaml(yaml) as unknown) : undefined;
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
}
