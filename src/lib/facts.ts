/**
 * Facts that more than one page states, each written once. Prices live in
 * ./pricing.ts, addresses in src/site.config.ts, and every fact a policy states
 * (renewal, what account credit pays for, the AI-training promise, the export
 * window, the collaborator rule…) in the legal schedule, ./legal/schedule.ts,
 * which this module reads: a page and a policy say a shared fact the same way.
 * What only the marketing pages repeat (the demo call, the audit's value, the
 * plan extras) lives here.
 *
 * A fact that changes on a day (what account credit pays for) is read as it
 * stands on the day asked for: pages ask for the build's clock. Pure
 * TypeScript with no Astro imports, so Vitest and the scripts can read it.
 */
import { CROSS_PRO_AUDIT_VALUE_CENTS, INCLUDED_EXISTING_WORKS, MINIMUM_PAYOUT_CENTS, formatUsd } from './pricing.ts';
import { factOn, type FactName } from './legal/schedule.ts';
import { fees } from './legal/figures.ts';
import { claimTokens } from './claims.ts';

/** Length of the demo call booked through the calendar link, in minutes. */
export const DEMO_MINUTES = 20;

export const demo = {
  /** "20 minutes" */
  minutes: `${DEMO_MINUTES} minutes`,
  /** "20-minute", as in "a 20-minute call" */
  length: `${DEMO_MINUTES}-minute`,
} as const;

/** A fact of the legal schedule, as it stands on `day`. */
const legal = (name: FactName, day: Date) => factOn(name, day).value;

export const renewal = {
  /** The short form under a purchase button. */
  short: 'Renews automatically at the end of each term, at the price then in force, until you cancel.',
  /** Shown beside every purchase button and in the policies. */
  rule: (day: Date) => legal('renewal.rule', day),
  reminder: (day: Date) => legal('renewal.reminder', day),
} as const;

export const accountCredit = {
  /** What credit pays for, as a phrase: "future subscriptions, on either plan, …". */
  scope: (day: Date) => legal('credit.scope', day),
  rule: (day: Date) => legal('credit.rule', day),
} as const;

export const aiTraining = {
  /** The one promise about training, word for word wherever it is made. */
  promise: (day: Date) => legal('ai.promise', day),
} as const;

export const collaborators = {
  /** When a collaborator's share can be filed; matches the two working modes. */
  rule: (day: Date) => legal('collaborators.rule', day),
} as const;

const auditValue = formatUsd(CROSS_PRO_AUDIT_VALUE_CENTS);
export const audit = {
  /** "$300": the annual plan's Cross-PRO Audit, also what it costs as a setup service. */
  value: auditValue,
  /** What an independent auditor usually charges to audit one creator's catalog. */
  standardCost: '$500–2,000',
  /** What a royalty audit firm usually charges for a full label catalog. */
  firmCost: '$2,000+',
  /** Why $300 sits beside $500–2,000 and $2,000+. */
  comparison: `We value the Cross-PRO Audit at ${auditValue}, the price of the same audit as a setup service on the ${fees.sixMonthName} plan; an independent auditor usually charges $500–2,000 to audit one creator's catalog, and an audit firm $2,000 or more for a label's.`,
} as const;

const includedWorks = String(INCLUDED_EXISTING_WORKS);
export const plan = {
  /** "100" */
  includedWorks,
  includes: `Every new work you add during the term, plus up to ${includedWorks} existing works brought in from your back catalog.`,
  /** The optional fees the terms allow, in the words the pricing page uses. */
  extras: `Two optional extras are always quoted before you agree to them: a setup fee if you want our team to audit and import an existing catalog (the Cross-PRO Audit alone is ${auditValue}, and free on the ${fees.annualName} plan), and a catalog expansion fee for more than ${includedWorks} existing works in a term.`,
} as const;

/**
 * The {tokens} writers may use in data files (the pricing FAQ, the one-pager):
 * one vocabulary, the prices of ./legal/figures.ts plus the facts above, each
 * as it stands on `day`.
 */
export function tokensOn(day: Date): Readonly<Record<string, string>> {
  return {
    ...fees,
    demoMinutes: demo.minutes,
    demoLength: demo.length,
    renewal: renewal.rule(day),
    renewalReminder: renewal.reminder(day),
    creditScope: accountCredit.scope(day),
    auditValue: audit.value,
    standardAuditCost: audit.standardCost,
    catalogAuditCost: audit.firmCost,
    exportWindow: legal('export.window', day),
    includedWorks: plan.includedWorks,
    minimumPayout: formatUsd(MINIMUM_PAYOUT_CENTS),
    ...claimTokens,
  };
}

/** The names of the tokens: the same on every day. */
export const tokenVocabulary: readonly string[] = Object.keys(tokensOn(new Date(0)));

const TOKEN = /\{(\w+)\}/g;

/** Names of the `{tokens}` used in a text. */
export function tokenNames(text: string): string[] {
  return [...text.matchAll(TOKEN)].map((match) => match[1]);
}

/**
 * A writer's text with each `{token}` replaced by its value on `day`, so a
 * price or a promise is written once. An unknown token fails the build, naming
 * it, the text and the tokens there are, instead of showing braces.
 */
export function fillTokens(text: string, day: Date): string {
  const tokens = tokensOn(day);
  return text.replace(TOKEN, (whole, name: string) => {
    const value = tokens[name];
    if (value === undefined) {
      throw new Error(`unknown token ${whole} in "${text}"; use one of ${tokenVocabulary.map((t) => `{${t}}`).join(', ')}`);
    }
    return value;
  });
}
