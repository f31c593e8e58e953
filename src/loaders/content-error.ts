/**
 * The one form of a content error, in the build's log and in the development
 * server's error overlay alike: the file and line, each field at fault with
 * what it expects, and the CONTENT.md section that documents the kind, said
 * once (CONTENT.md, "Drafts and publishing"). The loaders (src/loaders/) check
 * every entry with its collection's schema before Astro does and raise this
 * error, so Astro's own message (a link to its docs, no line) never reaches
 * the writer.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { AstroError } from 'astro/errors';
import { type CollectionSchema, plainSchema } from '~/lib/collections';
import { z } from 'astro/zod';
import { isMap, isSeq, LineCounter, parseDocument } from 'yaml';

/** A field at fault: its path in the entry ("client.role", "changes.0.date") and what it expects. */
export interface Problem {
  path: readonly PropertyKey[];
  message: string;
}

/** Where an entry sits: the file, the YAML text its fields are in, and the line that text starts on. */
export interface EntrySource {
  /** Relative to the project root, as the writer names it. */
  file: string;
  yaml: string;
  firstLine: number;
  /** The path of the entry inside that YAML (its position in a data list), empty for a document's frontmatter. */
  at?: readonly PropertyKey[];
}

const EXPECTED: Record<string, string> = {
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a group of fields',
  date: 'a date like 2025-01-17',
};

/** The entry's problems by the schema, with the field's own description when the schema gives one. */
export async function schemaProblems(schema: CollectionSchema, data: unknown): Promise<Problem[]> {
  const resolved = plainSchema(schema);
  const parsed = await resolved.safeParseAsync(data);
  if (parsed.success) return [];
  return explained(resolved, data, parsed.error.issues);
}

/** Issues as problems; a field that also takes a scaffold prompt (orPrompt) is explained by its own schema's issue. */
function explained(resolved: z.ZodType, data: unknown, issues: readonly z.core.$ZodIssue[], at: readonly PropertyKey[] = []): Problem[] {
  return issues.flatMap((found): Problem[] => {
    const issue = { ...found, path: [...at, ...found.path] } as z.core.$ZodIssue;
    if (issue.code === 'invalid_union' && issue.errors[0]?.length) return explained(resolved, data, issue.errors[0], issue.path);
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ path: [...issue.path, key], message: 'is not a field of this kind; check its spelling' }));
    }
    const what = describedAt(resolved, issue.path);
    // Zod leaves `input` out of an issue, so whether the field is there is read from the entry itself.
    const value = issue.path.reduce<unknown>((node, key) => (node as Record<PropertyKey, unknown> | undefined)?.[key], data);
    if (issue.code === 'invalid_type') {
      const expected = `expected ${EXPECTED[issue.expected] ?? issue.expected}${what ? `: ${what}` : ''}`;
      if (value === undefined || value === null) return [{ path: issue.path, message: `is missing; ${expected}` }];
      const given =
        value instanceof Date
          ? 'a date'
          : Array.isArray(value)
            ? 'a list'
            : typeof value === 'object'
              ? 'a group of fields'
              : JSON.stringify(value);
      return [{ path: issue.path, message: `is ${given}; ${expected}` }];
    }
    return [{ path: issue.path, message: what && !issue.message.includes(what) ? `${issue.message} (${what})` : issue.message }];
  });
}

/** The description a schema gives the field at a path, through optional, default, list and pipe wrappers. */
function describedAt(schema: z.ZodType, path: readonly PropertyKey[]): string | undefined {
  let node: z.ZodType | undefined = schema;
  for (const key of path) {
    node = unwrap(node);
    if (node instanceof z.ZodObject) node = node.shape[String(key)];
    else if (node instanceof z.ZodArray) node = node.element as z.ZodType;
    else return undefined;
  }
  return node?.description ?? (node && unwrap(node).description);
}

function unwrap(schema: z.ZodType | undefined): z.ZodType {
  let node = schema as z.ZodType;
  for (let depth = 0; depth < 8; depth++) {
    const def = node.def as { innerType?: z.ZodType; in?: z.ZodType };
    const inner = def.innerType ?? def.in;
    if (!inner) break;
    node = inner;
  }
  return node;
}

/** The line of the file a field is on (its parent's, when the field is missing). */
function lineOf(source: EntrySource, path: readonly PropertyKey[]): number {
  const counter = new LineCounter();
  const doc = parseDocument(source.yaml, { lineCounter: counter });
  let node: unknown = doc.contents;
  let offset = 0;
  for (const key of [...(source.at ?? []), ...path]) {
    let next: { range?: [number, number, number] } | undefined;
    if (isMap(node)) {
      const pair = node.items.find((item) => String((item.key as { value?: unknown })?.value ?? item.key) === String(key));
      offset = (pair?.key as { range?: number[] })?.range?.[0] ?? offset;
      next = pair?.value as typeof next;
    } else if (isSeq(node)) {
      next = node.items[Number(key)] as typeof next;
      offset = next?.range?.[0] ?? offset;
    }
    if (!next) break;
    node = next;
  }
  return source.firstLine + counter.linePos(offset).line - 1;
}

let sections: Map<string, string> | undefined;
/** The heading of the CONTENT.md section holding a kind's field table (`<!-- fields:press -->`). */
function guideSection(guide: string): string {
  if (!sections) {
    sections = new Map();
    let heading = '';
    for (const line of readFileSync(resolve('CONTENT.md'), 'utf8').split('\n')) {
      heading = /^#{2,3} (.+)$/.exec(line)?.[1] ?? heading;
      const block = /^<!-- fields:([\w-]+) -->$/.exec(line)?.[1];
      if (block) sections.set(block, heading);
    }
  }
  return sections.get(guide) ?? 'Add a new entry';
}

const fieldName = (path: readonly PropertyKey[]) => path.map(String).join('.') || '(the whole entry)';

/** The error for an entry's problems, in the one form. */
export function contentError(source: EntrySource, problems: readonly Problem[], guide: string): AstroError {
  const lines = problems.map((problem) => ({ line: lineOf(source, problem.path), problem }));
  const first = lines[0]?.line ?? source.firstLine;
  const error = new AstroError(
    lines.map(({ line, problem }) => `${source.file}:${line} ${fieldName(problem.path)} ${problem.message}`).join('\n'),
    `CONTENT.md, "${guideSection(guide)}", describes every field of this kind.`,
  );
  error.name = 'ContentError';
  // Read by Astro's log and its error overlay: the title, and the writer's file and line (with its code frame).
  Object.assign(error, { title: `Content error in ${source.file}`, loc: { file: resolve(source.file), line: first, column: 1 } });
  // The build prints the stack under the message; it would point into src/loaders/, never at the writer's file.
  error.stack = `${error.name}: ${error.message}`;
  return error;
}
