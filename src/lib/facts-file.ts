/**
 * The shared facts file, content/facts.yaml: its schema, and reading it. Node
 * only (file system, YAML, zod). The site never ships this module: the build
 * replaces src/lib/facts-data.ts with the file's checked values (factsPlugin,
 * wired in astro.config.mjs), so a page or an island that states a price
 * carries the figure and nothing else. Scripts and tests read the file here.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'astro/zod';
import { parse } from 'yaml';

export const FACTS_FILE = 'content/facts.yaml';

export const FAVORS = ['higher', 'lower', 'promise', 'none'] as const;
export const UNITS = ['usd', 'percent', 'minutes', 'days', 'business-days', 'hours', 'months', 'years'] as const;
export const RETENTION_SCOPES = ['contract', 'personal', 'processor'] as const;

export const factSchema = z.strictObject({
  value: z.union([z.number(), z.string().min(1)], { error: 'expected a number or a text' }),
  unit: z.enum(UNITS, { error: `expected one of ${UNITS.join(', ')}` }).optional(),
  favors: z.enum(FAVORS, {
    error: `expected one of ${FAVORS.join(', ')} (which way is better for the customer; promise: rewording or dropping it is material)`,
  }),
  note: z.string().optional(),
  /** A liability cap: the claims it applies to. */
  covers: z.string().optional(),
  /** A retention period: which table states it, what it covers, and from when it runs. */
  scope: z.enum(RETENTION_SCOPES, { error: `expected one of ${RETENTION_SCOPES.join(', ')}` }).optional(),
  record: z.string().optional(),
  starts: z.string().optional(),
});

const groupSchema = z.record(z.string().regex(/^[a-zA-Z][\w-]*$/, { error: 'a fact name is letters, digits and dashes' }), factSchema);
// A group is exported by that name from src/lib/facts-data.ts, so it is an identifier.
export const factsFileSchema = z.record(z.string().regex(/^[a-zA-Z]\w*$/, { error: 'a group name is letters and digits' }), groupSchema);

export type FactEntry = z.infer<typeof factSchema>;
export type FactsData = z.infer<typeof factsFileSchema>;

/** Parse and check the file's text; throws one error naming the file and every fact at fault. */
export function parseFacts(text: string, file = FACTS_FILE): FactsData {
  const parsed = factsFileSchema.safeParse(parse(text));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`);
    throw new Error(`${file}: ${problems.join('; ')}`);
  }
  // A retention row says what it covers; a text that favors higher or lower is judged as a promise (any change is material).
  for (const [group, facts] of Object.entries(parsed.data)) {
    for (const [key, fact] of Object.entries(facts)) {
      if (group === 'retention' && fact.scope && !fact.record) throw new Error(`${file}: ${group}.${key}: a retention row needs record`);
    }
  }
  return parsed.data;
}

export function readFactsFile(url = new URL(`../../${FACTS_FILE}`, import.meta.url)): FactsData {
  return parseFacts(readFileSync(url, 'utf8'));
}

/**
 * The Vite plugin that serves src/lib/facts-data.ts as the checked values,
 * one export per group, so a bundle keeps only the groups it uses (the
 * calculator island: the prices).
 */
/** The facts src/lib/pricing.ts reads to build the plans: all the calculator island needs. */
const ISLAND_FACTS = [
  'price.sixMonth',
  'price.annual',
  'price.threshold',
  'price.adminFee',
  'plan.sixMonth',
  'plan.annual',
  'plan.sixMonthTerm',
  'plan.annualTerm',
];

export function factsPlugin() {
  const file = fileURLToPath(new URL(`../../${FACTS_FILE}`, import.meta.url));
  const isData = (id: string) => id.replace(/\\/g, '/').endsWith('/src/lib/facts-data.ts');
  return {
    name: 'refrain:facts',
    // Vitest caches transformed modules by their own source: key this one by the facts file too.
    configureVitest({
      defineCacheKeyGenerator,
    }: {
      defineCacheKeyGenerator(fn: (ctx: { id: string }) => string | false | undefined): void;
    }) {
      defineCacheKeyGenerator(({ id }) => (isData(id) ? readFileSync(file, 'utf8') : undefined));
    },
    load(this: { addWatchFile(id: string): void }, id: string, options?: { ssr?: boolean }) {
      if (!isData(id)) return undefined;
      this.addWatchFile(file);
      const data = parseFacts(readFileSync(file, 'utf8'));
      // In the browser only the calculator island reads facts, through src/lib/pricing.ts: it gets
      // the values of the plans' facts alone, so notes, directions and the rest of the file do not
      // count against its script budget.
      if (!options?.ssr) {
        for (const [name, group] of Object.entries(data)) {
          data[name] = Object.fromEntries(
            Object.entries(group)
              .filter(([key]) => ISLAND_FACTS.includes(`${name}.${key}`))
              .map(([key, entry]) => [key, { value: entry.value } as FactEntry]),
          );
        }
      }
      const groups = Object.keys(data);
      const lines = groups.map((group, i) => `const g${i} = ${JSON.stringify(data[group])};`);
      const names = groups.map((group, i) => `g${i} as ${group}`).join(', ');
      const all = groups.map((group, i) => `${JSON.stringify(group)}: g${i}`).join(', ');
      return `${lines.join('\n')}\nexport { ${names} };\nexport const factsData = { ${all} };\n`;
    },
  };
}
