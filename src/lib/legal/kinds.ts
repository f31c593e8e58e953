/**
 * The kinds of change a legal document's version can be, with the one
 * definition every page uses (the document's own change list, its versions
 * page and /legal/changelog), so visitors read the same meaning everywhere.
 * The schema, the pages and the node tools share it.
 */
import { factsData } from '../facts-data.ts';

/** A material change is published this many days before it takes effect (content/facts.yaml, notice.material). */
export const MATERIAL_NOTICE_DAYS = Number(factsData.notice.material.value);

export const CHANGE_KINDS = ['initial', 'material', 'substantive', 'editorial'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];
/** The kinds a writer may state: the gate checks them against what it derives (./facts-moved.ts). */
export const DECLARED_KINDS = ['material', 'substantive', 'editorial'] as const;

export const CHANGE_KIND_INFO: Record<ChangeKind, { label: string; definition: string }> = {
  initial: {
    label: 'Initial publication',
    definition: 'the first version published on this site',
  },
  material: {
    label: 'Material change',
    definition: `changes your rights or obligations and takes effect at least ${MATERIAL_NOTICE_DAYS} days after we publish it`,
  },
  substantive: {
    label: 'Substantive change',
    definition: 'changes wording or clarifies meaning without changing your rights or obligations',
  },
  editorial: {
    label: 'Editorial change',
    definition: 'corrects spelling, formatting or links, with no change in meaning',
  },
};

/** The label of a kind, or the kind itself for one this list does not know. */
export const kindLabel = (kind: string) => (CHANGE_KIND_INFO as Record<string, { label: string }>)[kind]?.label ?? kind;

/** One sentence defining the kinds of change, for the top of every list of versions. */
export function kindDefinitions(): string {
  const vowels = new Set(['a', 'e', 'i', 'o', 'u']);
  const article = (kind: string) => (vowels.has(kind.charAt(0)) ? 'an' : 'a');
  const parts = CHANGE_KINDS.filter((kind) => kind !== 'initial').map(
    (kind) => `${article(kind)} ${kind} change ${CHANGE_KIND_INFO[kind].definition}`,
  );
  const sentence = parts.join('; ');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}

/** How a shared fact moved between two versions, when the move is against the customer. */
export interface FactMove {
  name: string;
  from: string;
  /** Absent when the newer version no longer states it. */
  to?: string;
  why: string;
}

const DAYS: Record<string, number> = { hour: 1 / 24, day: 1, 'business day': 1, week: 7, month: 30, year: 365 };

/** A stated amount in comparable form: "$1,000" → 1000, "2 years" → 730 (days), "18 months" → 540. */
function amount(text: string): number | undefined {
  const match = /(\d[\d,]*(?:\.\d+)?)(?:\s*[–-]\s*[\d,.]+)?\s*(business day|hour|day|week|month|year)?/i.exec(text);
  if (!match) return undefined;
  return Number(match[1].replace(/,/g, '')) * (match[2] ? DAYS[match[2].toLowerCase()] : 1);
}

/**
 * The facts that moved against the customer from one version to the next, by
 * the direction each fact declares in content/facts.yaml (`favors`): a number
 * moving the wrong way, a promise reworded, or any fact that is not mere
 * information no longer stated. Facts the older version states by name only
 * (`data-fact`); a version frozen before facts were marked has none to compare.
 */
export function factsAgainst(
  before: readonly { name: string; value: string }[],
  after: readonly { name: string; value: string }[],
  favors: (name: string) => string | undefined,
): FactMove[] {
  const now = new Map(after.map((f) => [f.name, f.value]));
  const moves = new Map<string, FactMove>();
  for (const { name, value: from } of before) {
    const direction = favors(name) ?? 'promise';
    const to = now.get(name);
    if (direction === 'none' || to === from || moves.has(name)) continue;
    if (to === undefined) moves.set(name, { name, from, why: 'is no longer stated' });
    else if (direction === 'promise') moves.set(name, { name, from, to, why: 'is a promise and was reworded' });
    else {
      const [a, b] = [amount(from), amount(to)];
      const worse = a === undefined || b === undefined || (direction === 'higher' ? b < a : b > a);
      if (worse) moves.set(name, { name, from, to, why: `moved against the customer (better ${direction})` });
    }
  }
  return [...moves.values()];
}
