/**
 * The schedule of shared legal facts: every period, address, law, venue, cap
 * and promise that more than one policy states, or that a policy and a page
 * both state, written once (CONTENT.md, "Writing legal documents"). Policies
 * render them with the Fact and RetentionSchedule components, which mark each
 * one (`data-fact`), so the change gate can check that the versions in force on
 * any day state the same value (src/lib/legal/in-force.ts).
 *
 * A fact may change on a day: its value is then a list, each value with the
 * day it takes over (`from`). A policy states the value in force on its own
 * effective date, so its frozen text never depends on the build's clock; a
 * page states the value in force on the build's clock. Changing a value here
 * changes every policy that states it, and the change gate then asks each of
 * them for a new version. Pure.
 */
import { site } from '../../site.config.ts';
import { parseIsoDate } from '../dates.ts';
import { INCLUDED_EXISTING_WORKS, MINIMUM_PAYOUT_CENTS, formatUsd } from '../pricing.ts';
import { postalAddress, telHref } from '../site-config.ts';
import { fees } from './figures.ts';
import { MATERIAL_NOTICE_DAYS } from './kinds.ts';

/** One value of a fact, and the day it takes over (absent for the first). */
export interface FactValue {
  value: string;
  /** A link target, when the fact is an address a visitor can follow (mailto:, tel:). */
  href?: string;
  /** YYYY-MM-DD: from the start of that day in San Diego. */
  from?: string;
}

type Fact = string | FactValue | readonly FactValue[];

/**
 * The day account credit stops paying fees: the day version 1.1 of the Terms
 * of Service, published with its notice on 2026-11-22, takes effect. Until
 * then it pays for subscriptions and fees, as the Terms in force say.
 */
const CREDIT_NARROWS = '2026-12-22';

const mail = (address: string): FactValue => ({ value: address, href: `mailto:${address}` });
const days = (n: number) => `${n} days`;

const dataExportDays = 30;
const reminder = { earliest: 45, latest: 15 } as const;

/** Every fact, by name. Names are stable: a policy refers to them, and the gate compares them by name. */
export const facts = {
  // Who we are and how to reach us (values from src/site.config.ts).
  'company.address': postalAddress(site),
  'company.phone': { value: site.office.phone, href: telHref(site.office.phone) },
  'email.legal': mail(site.emails.legal),
  'email.privacy': mail(site.emails.privacy),
  'email.support': mail(site.emails.support),
  'email.dmca': mail(site.emails.dmca),
  'support.hours': site.office.hours,
  'support.reply': site.office.replyWithin,

  // Prices and the royalty threshold (src/lib/pricing.ts).
  'price.threshold': fees.threshold,
  'price.adminFee': fees.adminFee,
  'price.sixMonth': fees.sixMonthPrice,
  'price.annual': fees.annualPrice,
  'plan.sixMonth': fees.sixMonthName,
  'plan.annual': fees.annualName,
  'plan.sixMonthTerm': fees.sixMonthTerm,
  'plan.annualTerm': fees.annualTerm,
  'price.sixMonthCrossover': fees.sixMonthCrossover,
  'price.annualCrossover': fees.annualCrossover,
  'plan.includedWorks': String(INCLUDED_EXISTING_WORKS),
  'payout.rule': `We pay out monthly once at least ${formatUsd(MINIMUM_PAYOUT_CENTS)} is owed to you; a smaller balance is carried forward to the next monthly payout.`,
  'payout.afterEnd':
    'Royalties we collect after your subscription has ended, for works registered during it, are paid to you in full, with no administrative fee, because no term is running for them to count toward.',

  // Renewal and cancellation.
  'renewal.rule':
    'Your subscription renews automatically at the end of each term for another term of the same length, at the price then in force, until you cancel.',
  'renewal.reminder': `We e-mail you between ${reminder.latest} and ${reminder.earliest} days before each renewal with its date, its price and how to cancel.`,
  'renewal.cancel':
    'Cancel at any time before the renewal date in Settings, then Billing; your subscription then runs to the end of the term you paid for and does not renew.',
  'export.window': days(dataExportDays),
  'export.rule': `After your subscription ends you have ${days(dataExportDays)} to export your data.`,
  'export.deletion': `At the end of those ${days(dataExportDays)} your data is permanently deleted, except the records listed in the retention sections of our Terms of Service, Privacy Policy and Data Processing Agreement, which we keep for the periods given there.`,

  // Account credit.
  'credit.requestWindow': days(7),
  'credit.processing': '5–7 business days',
  'credit.scope': [
    { value: 'future subscriptions, on either plan, and fees' },
    { value: 'future subscriptions, on either plan', from: CREDIT_NARROWS },
  ],
  'credit.rule': [
    {
      value:
        'Account credit pays for future subscriptions, on either plan, and fees; it has no cash value and cannot be transferred to another account.',
    },
    {
      value:
        'Account credit pays for future subscriptions, on either plan; it does not pay fees, has no cash value and cannot be transferred to another account.',
      from: CREDIT_NARROWS,
    },
  ],

  // Notice and response periods.
  'notice.material': days(MATERIAL_NOTICE_DAYS),
  'notice.priceChange': days(30),
  'notice.subprocessorChange': days(30),
  'notice.subprocessorObjection': days(14),
  'breach.containment': '24 hours',
  'breach.notification': '72 hours',
  'requests.response': days(30),
  'requests.californiaResponse': days(45),
  'requests.forwarded': '5 business days',
  'disputes.informalNegotiation': days(30),
  'disputes.arbitrationOptOut': days(30),
  'disputes.claimsWithin': '2 years',

  // Law, venue and liability. Each agreement says which governs what; see the Terms' "Governing law".
  'law.terms': 'the State of California',
  'law.eula': 'the State of Delaware',
  'law.transfers': 'Ireland',
  'venue.arbitration': 'San Diego, California',
  'venue.courts': 'San Diego County, California',
  'liability.terms': 'the greater of the fees you paid us in the 12 months before the event that gave rise to the claim, or $1,000',
  'liability.software': 'the amount you paid us in the 12 months before the event that gave rise to the claim',
  'liability.confidentiality': '$100,000',

  // Service levels and security.
  'age.minimum': '18',
  'uptime.target': '99.5%',
  'security.transit': 'TLS 1.2 or higher',
  'security.rest': 'AES-256',
  'dpa.confidentialitySurvives': '7 years',
  'dpa.cure': days(30),
  'dpa.audit': `at most once a year, on at least ${days(30)}' notice in writing`,

  // Promises the product makes in several places.
  'ai.promise':
    "We never use the stories, lyrics, recordings, metadata or splits you give us to train AI models, our own or anyone else's, unless you opt in.",
  'ai.ownModels': 'Our own models, Story-to-Splits included, are trained on licensed catalogs, public rights data and synthetic sessions.',
  'ai.optIn':
    'Licensing works for AI training through our partner is a separate opt-in that you choose work by work and can withdraw from future licensing at any time.',
  'modes.handsOn': 'in Hands-On mode you review and confirm everything we prepare before anything is filed',
  'modes.handsOff':
    'in Hands-Off mode we register automatically, but only what a verified source, such as a signed split sheet or a society record, already states',
  'collaborators.rule':
    "A collaborator's share is filed only after that collaborator confirms it, or, in Hands-Off mode, when a verified source such as a signed split sheet already states it; your own share you can register as soon as you confirm it.",
  'retention.longestWins':
    'Where more than one of our documents gives a period for the same record, we keep that record for the longest period that applies, and no longer.',
} as const satisfies Record<string, Fact>;

/** A fact's name: one of `facts`, or `retention.<id>` for the period of a row of the retention schedule. */
export type FactName = keyof typeof facts | `retention.${string}`;

/**
 * Where a record sits in the retention schedule: the business records of our
 * contract with you (the Terms of Service's table), personal data we hold as
 * controller (the Privacy Policy's), or data we process for a customer as its
 * processor (the Data Processing Agreement's).
 */
export type RetentionScope = 'contract' | 'personal' | 'processor';

export interface RetentionRow {
  /** Stable: the row's fact is `retention.<id>`. */
  id: string;
  scope: RetentionScope;
  /** What the row covers, as its table says it. */
  record: string;
  period: string;
}

/**
 * One retention schedule for all three tables. Each row has its own scope and
 * says exactly which records it covers, so two rows a customer can read side
 * by side never give two periods for the same records; where our documents
 * still give more than one period for one record, the longest applies
 * (`retention.longestWins`). The figures are those each document has stated
 * since it was first published (docs/decisions.md#legal-documents).
 */
export const retentionSchedule: readonly RetentionRow[] = [
  {
    id: 'contract-record',
    scope: 'contract',
    record: 'Contract record (that your account existed, who held it and when you accepted these terms)',
    period: '7 years',
  },
  {
    id: 'ledger',
    scope: 'contract',
    record: 'Accounting ledger (our entries for your subscription payments, fees and credits)',
    period: '10 years',
  },
  {
    id: 'royalty-history',
    scope: 'contract',
    record: 'Royalty history (the statements, receipts and payouts we owe you an account of)',
    period: '7 years after the final payment',
  },
  {
    id: 'consent-record',
    scope: 'contract',
    record: 'Marketing consent record (when you agreed to or declined our e-mails, without the address itself)',
    period: '3 years of inactivity',
  },
  {
    id: 'profile',
    scope: 'personal',
    record: 'Your profile (name, contact details and settings)',
    period: '3 years after the account is closed',
  },
  {
    id: 'identity-images',
    scope: 'personal',
    record: 'Identity verification images (the photo of your identity document)',
    period: '30 days after the verification is complete; the result of the check is kept with your profile',
  },
  {
    id: 'payout-details',
    scope: 'personal',
    record: 'Your payout and tax details (payout account, tax forms and tax identification numbers)',
    period: '7 years',
  },
  { id: 'usage', scope: 'personal', record: 'Usage data about you', period: '1 year' },
  { id: 'usage-aggregated', scope: 'personal', record: 'Aggregated usage data, which identifies no one', period: '2 years' },
  { id: 'support', scope: 'personal', record: 'Your support messages', period: '3 years' },
  {
    id: 'marketing-contact',
    scope: 'personal',
    record: 'Your marketing preferences and the address we send product news to',
    period: 'Until you withdraw consent, or after 2 years without activity',
  },
  {
    id: 'takedown',
    scope: 'personal',
    record: 'Takedown records (copyright notices, counter-notices and the action we took)',
    period: '3 years after the last action on the notice',
  },
  {
    id: 'registered-works',
    scope: 'personal',
    record: 'Creative content as registered (the works, credits and splits we filed with societies for you)',
    period: 'Indefinitely',
  },
  {
    id: 'payee-records',
    scope: 'processor',
    record: "Financial records about the Customer's payees (payouts to collaborators and their tax records)",
    period: '7 years',
  },
  {
    id: 'pipeline-royalties',
    scope: 'processor',
    record: 'Pipeline data (registrations and claims still in progress, with the collaborator details they carry)',
    period: 'The service period plus up to 18 months, so that royalties earned during the subscription can still be collected and paid out',
  },
  {
    id: 'processor-support',
    scope: 'processor',
    record: "Support data about the Customer's collaborators and users (tickets, messages and attachments)",
    period: '3 years',
  },
  {
    id: 'processor-rest',
    scope: 'processor',
    record: 'All other Customer Personal Data',
    period: 'Deleted within 30 days of the end of the service',
  },
];

const asValues = (fact: Fact): readonly FactValue[] =>
  typeof fact === 'string' ? [{ value: fact }] : Array.isArray(fact) ? fact : [fact as FactValue];

function factValues(name: FactName): readonly FactValue[] {
  if (name in facts) return asValues(facts[name as keyof typeof facts]);
  const row = retentionSchedule.find((r) => `retention.${r.id}` === name);
  if (!row) throw new Error(`no fact "${name}" in the legal schedule (src/lib/legal/schedule.ts)`);
  return [{ value: row.period }];
}

/** A fact as it stands on a day: the last value whose `from` has come. */
export function factOn(name: FactName, day: Date): FactValue {
  const values = factValues(name);
  let current = values[0];
  for (const candidate of values) if (candidate.from && parseIsoDate(candidate.from).getTime() <= day.getTime()) current = candidate;
  return current;
}

/** The rows of one table, in schedule order. */
export const retentionRows = (scope: RetentionScope) => retentionSchedule.filter((row) => row.scope === scope);

/** The days on which a fact takes a new value, for the next-change file: pages that state it change then. */
export function factChangeDays(): { at: Date; fact: FactName }[] {
  return (Object.keys(facts) as (keyof typeof facts)[]).flatMap((name) =>
    asValues(facts[name]).flatMap((v) => (v.from ? [{ at: parseIsoDate(v.from), fact: name as FactName }] : [])),
  );
}
