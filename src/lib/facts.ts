/**
 * The one reader of the shared facts (content/facts.yaml, checked by
 * src/lib/facts-file.ts; CONTENT.md, "Shared facts"): each fact by its name,
 * formatted for prose, for policies (<Fact name="group.key" />), pages and
 * the change gate. A fact has one value: a policy's frozen versions keep the
 * value they were published with. Addresses, e-mail, the phone number and
 * office hours come from src/site.config.ts under the names company.*,
 * email.* and support.*. Pure TypeScript with no Astro imports.
 */
import { site } from '../site.config.ts';
import type { FactEntry } from './facts-file.ts';
import { factsData } from './facts-data.ts';
import { formatUsd } from './pricing.ts';
import { claimTokens } from './claims.ts';
import { postalAddress, telHref } from './site-config.ts';

/** A fact as a policy states it: its text, a link target for an address, and its entry in the facts file. */
export interface StatedFact {
  text: string;
  href?: string;
  entry?: FactEntry;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** A value in prose: "$1,000", "10%", "30 days", "5–7 business days", or the text itself. */
export function formatValue(entry: Pick<FactEntry, 'value' | 'unit'>): string {
  const { value, unit } = entry;
  if (typeof value === 'string') return unit && unit !== 'usd' && unit !== 'percent' ? `${value} ${unit.replace('-', ' ')}` : value;
  switch (unit) {
    case 'usd':
      return formatUsd(value * 100);
    case 'percent':
      return `${value}%`;
    case 'business-days':
      return plural(value, 'business day');
    case undefined:
      return String(value);
    default:
      return plural(value, unit.replace(/s$/, ''));
  }
}

/** A retention period: its length and where it starts from, "7 years after the final payment". */
const period = (entry: FactEntry) => [formatValue(entry), entry.starts].filter(Boolean).join(' ');

const mail = (address: string): StatedFact => ({ text: address, href: `mailto:${address}` });

/** The facts src/site.config.ts holds. */
const configFacts: Record<string, StatedFact> = {
  'company.address': { text: postalAddress(site) },
  'company.phone': { text: site.office.phone, href: telHref(site.office.phone) },
  'email.legal': mail(site.emails.legal),
  'email.privacy': mail(site.emails.privacy),
  'email.support': mail(site.emails.support),
  'email.dmca': mail(site.emails.dmca),
  'support.hours': { text: site.office.hours },
  'support.reply': { text: site.office.replyWithin },
};

/** The entry of a fact in the facts file, or undefined. */
export function factEntry(name: string): FactEntry | undefined {
  const [group, key] = splitName(name);
  return factsData[group]?.[key];
}

const splitName = (name: string): [string, string] => {
  const dot = name.indexOf('.');
  return [name.slice(0, dot), name.slice(dot + 1)];
};

/** What the crossover of a plan is: the royalties at which the admin fee equals its price. */
function derived(name: string): StatedFact | undefined {
  const plan = /^price\.(sixMonth|annual)Crossover$/.exec(name)?.[1];
  if (!plan) return undefined;
  const price = factsData.price[plan].value as number;
  const fee = factsData.price.adminFee.value as number;
  return { text: formatUsd((price * 100 * 100) / fee) };
}

/** A text may name another fact as {group.key}, so a figure it depends on is written once. */
const fill = (text: string): string => text.replace(/\{(\w+\.[\w-]+)\}/g, (_, name: string) => fact(name).text);

/** A fact by name, as prose states it. An unknown name throws, naming the file to add it to. */
export function fact(name: string): StatedFact {
  const entry = factEntry(name);
  if (entry) return { text: fill(entry.scope ? period(entry) : formatValue(entry)), entry };
  const known = configFacts[name] ?? derived(name);
  if (known) return known;
  throw new Error(`no shared fact "${name}": add it to content/facts.yaml (or use one of ${factNames().slice(0, 6).join(', ')}…)`);
}

/** Every fact's name. */
export function factNames(): string[] {
  const fromFile = Object.entries(factsData).flatMap(([group, facts]) => Object.keys(facts).map((key) => `${group}.${key}`));
  return [...fromFile, ...Object.keys(configFacts), 'price.sixMonthCrossover', 'price.annualCrossover'];
}

export type RetentionScope = 'contract' | 'personal' | 'processor';

/** The rows of one retention table, in file order: what each covers and for how long from when. */
export function retentionRows(scope: RetentionScope): { name: string; record: string; period: string }[] {
  return Object.entries(factsData.retention ?? {})
    .filter(([, entry]) => entry.scope === scope)
    .map(([key, entry]) => ({ name: `retention.${key}`, record: entry.record ?? key, period: fact(`retention.${key}`).text }));
}

const text = (name: string) => fact(name).text;

/** Length of the demo call booked through the calendar link, in minutes. */
export const DEMO_MINUTES = factsData.demo.minutes.value as number;
export const demo = { minutes: text('demo.minutes'), length: `${DEMO_MINUTES}-minute` } as const;

export const renewal = { short: text('renewal.short'), rule: text('renewal.rule'), reminder: text('renewal.reminder') } as const;
export const accountCredit = { scope: text('credit.scope'), rule: text('credit.rule') } as const;
export const aiTraining = { promise: text('ai.promise') } as const;
export const collaborators = { rule: text('collaborators.rule') } as const;

const auditValue = text('annualValue.audit');
export const audit = {
  value: auditValue,
  standardCost: text('auditCost.creator'),
  /** Why $300 sits beside $500–2,000 and $2,000+. */
  comparison: `We value the Cross-PRO Audit at ${auditValue}, the price of the same audit as a setup service on the ${text('plan.sixMonth')} plan; an independent auditor usually charges ${text('auditCost.creator')} to audit one creator's catalog, and an audit firm ${text('auditCost.catalog').replace(/\+$/, '')} or more for a label's.`,
} as const;

const includedWorks = text('plan.includedWorks');
export const plan = {
  includedWorks,
  extras: `Two optional extras are always quoted before you agree to them: a setup fee if you want our team to audit and import an existing catalog (the Cross-PRO Audit alone is ${auditValue}, and free on the ${text('plan.annual')} plan), and a catalog expansion fee for more than ${includedWorks} existing works in a term.`,
} as const;

/**
 * The {tokens} writers use in data files (the pricing FAQ, the one-pager, the product data): a fact
 * by its own name ({price.threshold}, {export.window}); the product's name as policies write it,
 * {site.name}, which stays in the site config alone (docs/decisions.md#identity); and the claims'
 * wordings (./claims.ts), which no fact names.
 */
const tokens: Readonly<Record<string, string>> = { 'site.name': site.name, ...claimTokens };

const tokenVocabulary: readonly string[] = [...Object.keys(tokens), ...factNames()];

const TOKEN = /\{(\w+(?:\.[\w-]+)?)\}/g;

/** A writer's text with each `{token}` replaced by its fact; an unknown token fails the build, naming it. */
export function fillTokens(value: string): string {
  return value.replace(TOKEN, (whole, name: string) => {
    const filled = tokens[name] ?? (tokenVocabulary.includes(name) ? text(name) : undefined);
    if (filled === undefined) {
      throw new Error(`unknown token ${whole} in "${value}"; use one of ${tokenVocabulary.map((t) => `{${t}}`).join(', ')}`);
    }
    return filled;
  });
}

/** Every text of an entry with its {tokens} filled; image metadata (src, width, height, format) passes through untouched. */
export function fillAllTokens<T>(value: T): T {
  if (typeof value === 'string') return fillTokens(value) as T;
  if (Array.isArray(value)) return value.map((item) => fillAllTokens(item)) as T;
  if (value && typeof value === 'object' && !('format' in value) && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillAllTokens(v)])) as T;
  }
  return value;
}
