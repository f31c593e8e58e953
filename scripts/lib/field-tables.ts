/**
 * CONTENT.md's field tables, generated from the content schemas: each
 * collection's table sits between `<!-- fields:name -->` markers and lists
 * every field with its type, whether it is required and its description.
 * `npm run content:guide` rewrites them; `-- --check` (and the unit tests)
 * fail when CONTENT.md is out of date.
 */
import { z } from 'astro/zod';
import { dataFiles, documents, plainSchema } from '../../src/lib/collections.ts';

/** Every collection's block name in CONTENT.md (`<!-- fields:… -->`) and its schema, from the registry (src/lib/collections.ts). */
export const schemas: Record<string, z.ZodType> = Object.fromEntries(
  Object.values({ ...documents, ...dataFiles }).map((collection) => [collection.guide, plainSchema(collection.schema)]),
);

type Json = {
  type?: string | string[];
  properties?: Record<string, Json>;
  required?: string[];
  items?: Json;
  description?: string;
  enum?: unknown[];
  anyOf?: Json[];
  oneOf?: Json[];
  format?: string;
  const?: unknown;
  default?: unknown;
  additionalProperties?: Json | boolean;
};

function typeOf(s: Json): string {
  if (s.enum) return `one of ${s.enum.map((v) => `\`${String(v)}\``).join(', ')}`;
  if (s.const !== undefined) return `\`${String(s.const)}\``;
  if (s.format === 'date-time') return 'date (YYYY-MM-DD), or date and time with its zone';
  const alts = s.anyOf ?? s.oneOf;
  if (alts?.some((alt) => alt.format === 'date')) return 'date (YYYY-MM-DD)';
  if (alts) return [...new Set(alts.map(typeOf))].join(' or ');
  if (s.format === 'date') return 'date (YYYY-MM-DD)';
  if (s.type === 'array') return `list of ${s.items ? typeOf(s.items) : 'values'}`;
  if (s.type === 'object' && !s.properties && s.additionalProperties && typeof s.additionalProperties === 'object')
    return `map of ${typeOf(s.additionalProperties)}`;
  if (s.format === 'uri') return 'URL';
  if (s.format === 'email') return 'e-mail address';
  return Array.isArray(s.type) ? s.type.join(' or ') : (s.type ?? 'value');
}

/** Table rows; `parent` names the optional object a field belongs to, if any. */
function rows(schema: Json, prefix = '', parent: string | null = null): string[] {
  const out: string[] = [];
  const props = schema.properties ?? (schema.type === 'array' && schema.items?.properties ? schema.items.properties : undefined);
  const req = new Set(schema.properties ? (schema.required ?? []) : (schema.items?.required ?? []));
  if (!props) return out;
  for (const [name, field] of Object.entries(props)) {
    const path = `${prefix}${name}${field.type === 'array' && field.items?.properties ? '[]' : ''}`;
    const isReq = req.has(name) && field.default === undefined;
    const column = !isReq ? 'no' : parent ? `with \`${parent}\`` : 'yes';
    const desc = (field.description ?? field.items?.description ?? '').replace(/\|/g, '\\|').replace(/\n/g, ' ');
    out.push(`| \`${path}\` | ${typeOf(field)} | ${column} | ${desc} |`);
    const nested = field.type === 'array' ? field.items : field;
    if (nested?.properties) out.push(...rows(nested, `${path}.`, isReq && !parent ? null : (parent ?? path)));
  }
  return out;
}

export function fieldTable(schema: z.ZodType): string {
  const json = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    // YAML reads an unquoted 2025-01-17 as a date: show it as one.
    override: (ctx) => {
      if ((ctx.zodSchema as { _zod: { def: { type: string } } })._zod.def.type === 'date') (ctx.jsonSchema as Json).format = 'date';
      // A field that also takes `npm run new`'s prompt (orPrompt, src/lib/schemas/fields.ts) is documented by its own type.
      const anyOf = (ctx.jsonSchema as { anyOf?: { scaffoldPrompt?: boolean }[] }).anyOf;
      if (anyOf) Object.assign(ctx.jsonSchema, { anyOf: anyOf.filter((branch) => !branch.scaffoldPrompt) });
    },
  }) as Json;
  return ['| field | type | required | meaning |', '| --- | --- | --- | --- |', ...rows(json)].join('\n');
}

export function regenerate(text: string): string {
  let out = text;
  for (const [name, schema] of Object.entries(schemas)) {
    const start = `<!-- fields:${name} -->`;
    const end = `<!-- /fields:${name} -->`;
    const block = `${start}\n${fieldTable(schema)}\n${end}`;
    const pattern = new RegExp(`${start}[\\s\\S]*?${end}`);
    if (!pattern.test(out))
      throw new Error(`CONTENT.md has no ${start} … ${end} block for the ${name} collection: add one where its fields belong.`);
    out = out.replace(pattern, block);
  }
  return out;
}
