/**
 * The one frontmatter reader for MDX files
 * (the MDX loader, the zone a scheduled date was written in, the scripts and
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

/** The frontmatter of a Markdown or MDX file as an object, or {} when it has none. */
export function readFrontmatter(text: string): Record<string, unknown> {
  const { yaml } = splitFrontmatter(text);
  const data = yaml ? (parseYaml(yaml) as unknown) : undefined;
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
}
