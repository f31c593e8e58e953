/**
 * Facts that more than one page or policy states, each written once.
 * Prices live in ./pricing.ts and addresses in src/site.config.ts; everything
 * else the site repeats (renewal, the demo call, what account credit pays for,
 * the audit's value, the AI-training promise, the export window, how the
 * retention tables relate) lives here. Pages and components import it, legal
 * MDX imports it like ./legal-figures.ts, and data files use its {tokens}, so
 * changing a fact here changes every page that states it (and a policy that
 * renders it shows up in `npm run legal:diff` as a render-only change).
 * Pure TypeScript with no Astro imports, so Vitest and the scripts can read it.
 */
import { CROSS_PRO_AUDIT_VALUE_CENTS, INCLUDED_EXISTING_WORKS, MINIMUM_PAYOUT_CENTS, formatUsd } from './pricing';
import { fees } from './legal-figures';

/** Length of the demo call booked through the calendar link, in minutes. */
export const DEMO_MINUTES = 20;

/** Days after a subscription ends during which its owner can export the data. */
export const DATA_EXPORT_DAYS = 30;

/** The renewal reminder is e-mailed this many days before a renewal (California's automatic-renewal law asks for 15 to 45 for a term of a year or more). */
export const RENEWAL_REMINDER_DAYS = { earliest: 45, latest: 15 } as const;

/** Days for each step before a dispute can go to arbitration, and to opt out of arbitration. */
export const DISPUTE_DAYS = { informalNegotiation: 30, arbitrationOptOut: 30 } as const;

export const demo = {
  /** "20 minutes" */
  minutes: `${DEMO_MINUTES} minutes`,
  /** "20-minute", as in "a 20-minute call" */
  length: `${DEMO_MINUTES}-minute`,
} as const;

export const renewal = {
  /** Shown beside every purchase button and in the policies. */
  rule: 'Your subscription renews automatically at the end of each term for another term of the same length, at the price then in force, until you cancel.',
  /** The short form under a purchase button. */
  short: 'Renews automatically at the end of each term, at the price then in force, until you cancel.',
  reminder: `We e-mail you between ${RENEWAL_REMINDER_DAYS.latest} and ${RENEWAL_REMINDER_DAYS.earliest} days before each renewal with its date, its price and how to cancel.`,
  cancel:
    'Cancel at any time before the renewal date in Settings, then Billing; your subscription then runs to the end of the term you paid for and does not renew.',
} as const;

export const accountCredit = {
  /** What credit pays for, as a phrase: "future subscriptions, on either plan". */
  scope: 'future subscriptions, on either plan',
  rule: 'Account credit pays for future subscriptions, on either plan; it does not pay fees, has no cash value and cannot be transferred to another account.',
} as const;

const auditValue = formatUsd(CROSS_PRO_AUDIT_VALUE_CENTS);
export const audit = {
  /** "$300": the annual plan's cross-PRO audit, also what it costs as a setup service. */
  value: auditValue,
  /** What an independent auditor usually charges to audit one creator's catalog. */
  standardCost: '$500–2,000',
  /** What a royalty audit firm usually charges for a full label catalog. */
  firmCost: '$2,000+',
  /** Why $300 sits beside $500–2,000 and $2,000+. */
  comparison: `We value the cross-PRO audit at ${auditValue}, the price of the same audit as a setup service on the ${fees.sixMonthName} plan; an independent auditor usually charges $500–2,000 to audit one creator's catalog, and an audit firm $2,000 or more for a label's.`,
} as const;

const includedWorks = String(INCLUDED_EXISTING_WORKS);
export const plan = {
  /** "100" */
  includedWorks,
  includes: `Every new work you add during the term, plus up to ${includedWorks} existing works brought in from your back catalog.`,
  /** The optional fees the terms allow, in the words the pricing page uses. */
  extras: `Two optional extras are always quoted before you agree to them: a setup fee if you want our team to audit and import an existing catalog (the cross-PRO audit alone is ${auditValue}, and free on the ${fees.annualName} plan), and a catalog expansion fee for more than ${includedWorks} existing works in a term.`,
} as const;

const minimumPayout = formatUsd(MINIMUM_PAYOUT_CENTS);
export const payouts = {
  /** "$25" */
  minimum: minimumPayout,
  rule: `We pay out monthly once at least ${minimumPayout} is owed to you; a smaller balance is carried forward to the next monthly payout.`,
} as const;

export const aiTraining = {
  /** The one promise about training, word for word wherever it is made. */
  promise:
    "We never use the stories, lyrics, recordings, metadata or splits you give us to train AI models, our own or anyone else's, unless you opt in.",
  ownModels: 'Our own models, Story-to-Splits included, are trained on licensed catalogs, public rights data and synthetic sessions.',
  optIn:
    'Licensing works for AI training through our partner is a separate opt-in that you choose work by work and can withdraw from future licensing at any time.',
} as const;

export const collaborators = {
  /** When a collaborator's share can be filed; matches the two working modes. */
  rule: "A collaborator's share is filed only after that collaborator confirms it, or, in Hands-Off mode, when a verified source such as a signed split sheet already states it; your own share you can register as soon as you confirm it.",
} as const;

export const dataExport = {
  /** "30 days" */
  window: `${DATA_EXPORT_DAYS} days`,
  rule: `After your subscription ends you have ${DATA_EXPORT_DAYS} days to export your data.`,
} as const;

/**
 * Three documents keep retention tables, each with the periods of its own role,
 * so the same word ("account data", "financial records") can carry different
 * periods. These notes say which records each table covers and which period wins.
 */
export const retention = {
  longestWins:
    'Where more than one of our documents gives a period for the same record, we keep that record for the longest period that applies, and no longer.',
  privacyScope:
    'This table covers personal data we hold as controller about you as a visitor or account holder: your profile, usage, support messages and the personal details in your payment and tax records.',
  termsScope:
    'This table covers the business records of our contract with you, which we keep as a party to that contract: proof that your account existed and accepted these terms, our accounting ledger, and the royalty history we owe you an account of.',
  dpaScope:
    "This table covers Customer Personal Data we process for you as your processor, such as your collaborators' and payees' details; it does not cover the records we keep for ourselves under our Terms of Service and Privacy Policy.",
  deletionExceptions: `At the end of those ${DATA_EXPORT_DAYS} days your data is permanently deleted, except the records listed in the retention sections of our Terms of Service, Privacy Policy and Data Processing Agreement, which we keep for the periods given there.`,
} as const;

/**
 * The {tokens} writers may use in data files (the pricing FAQ, the one-pager):
 * one vocabulary, the prices of ./legal-figures.ts plus the facts above.
 */
export const tokens: Readonly<Record<string, string>> = {
  ...fees,
  demoMinutes: demo.minutes,
  demoLength: demo.length,
  renewal: renewal.rule,
  renewalReminder: renewal.reminder,
  creditScope: accountCredit.scope,
  auditValue: audit.value,
  standardAuditCost: audit.standardCost,
  catalogAuditCost: audit.firmCost,
  exportWindow: dataExport.window,
  includedWorks: plan.includedWorks,
  minimumPayout: payouts.minimum,
};

const TOKEN = /\{(\w+)\}/g;

/** Names of the `{tokens}` used in a text. */
export function tokenNames(text: string): string[] {
  return [...text.matchAll(TOKEN)].map((match) => match[1]);
}

/**
 * A writer's text with each `{token}` replaced by its value from `tokens`, so a
 * price or a promise is written once. An unknown token fails the build, naming
 * it, the text and the tokens there are, instead of showing braces.
 */
export function fillTokens(text: string): string {
  return text.replace(TOKEN, (whole, name: string) => {
    const value = tokens[name];
    if (value === undefined) {
      throw new Error(
        `unknown token ${whole} in "${text}"; use one of ${Object.keys(tokens)
          .map((t) => `{${t}}`)
          .join(', ')}`,
      );
    }
    return value;
  });
}
