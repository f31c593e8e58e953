/**
 * The one pricing module (docs/decisions.md#pricing-and-the-calculator).
 * Plans, thresholds, fees and the annual value breakdown live here; the pages,
 * the FAQ, the legal text and the calculator all read from it. Money is kept
 * in whole cents and shown as US dollars without decimals.
 */

export type PlanId = 'six-month' | 'annual';

export interface Plan {
  id: PlanId;
  name: string;
  /** Short label used on cards and in the calculator's plan choice. */
  badge: string;
  priceCents: number;
  termMonths: number;
  /** Royalties collected in a term at or above which the admin fee applies. */
  thresholdCents: number;
  /** Account credit returned when the threshold is met. */
  creditBackCents: number;
  /** Percentage of the term's royalties charged when the threshold is met. */
  adminFeePercentIfThreshold: number;
}

export const THRESHOLD_CENTS = 100_000;
export const ADMIN_FEE_PERCENT = 10;
/** Upper end of the calculator's royalty range. */
export const CALCULATOR_MAX_CENTS = 2_500_000;

export const plans: Record<PlanId, Plan> = {
  'six-month': {
    id: 'six-month',
    name: 'Six-Month Starter',
    badge: 'Starter',
    priceCents: 12_000,
    termMonths: 6,
    thresholdCents: THRESHOLD_CENTS,
    creditBackCents: 12_000,
    adminFeePercentIfThreshold: ADMIN_FEE_PERCENT,
  },
  annual: {
    id: 'annual',
    name: 'Annual',
    badge: 'Best Value',
    priceCents: 20_000,
    termMonths: 12,
    thresholdCents: THRESHOLD_CENTS,
    creditBackCents: 20_000,
    adminFeePercentIfThreshold: ADMIN_FEE_PERCENT,
  },
};

export const planList: Plan[] = [plans['six-month'], plans.annual];

/** Royalties at which the admin fee equals the plan price ($1,200 six-month, $2,000 annual). */
export function crossoverCents(plan: Plan): number {
  return Math.round((plan.priceCents * 100) / plan.adminFeePercentIfThreshold);
}

/** What two six-month terms cost over the annual plan ($40). */
export function annualSavingsCents(): number {
  return plans['six-month'].priceCents * (12 / plans['six-month'].termMonths) - plans.annual.priceCents;
}

/** The free Cross-PRO Audit included with the annual plan. */
export const CROSS_PRO_AUDIT_VALUE_CENTS = 30_000;
export const CROSS_PRO_AUDIT_SOCIETIES = ['MLC', 'ASCAP', 'BMI', 'SoundExchange'] as const;

/**
 * Existing works (registered before you joined) that each plan brings in per
 * term at no extra cost; every new work you add in the term is included too.
 * Beyond this, a catalog expansion fee is quoted before you accept it.
 */
export const INCLUDED_EXISTING_WORKS = 100;

/** Royalties owed below this in a month are carried to the next monthly payout. */
export const MINIMUM_PAYOUT_CENTS = 2_500;

/** Itemized annual value ($200, $300, $200, $100, $150, $100, $100, $150). */
export const annualValueItems: { label: string; valueCents: number }[] = [
  { label: 'Twelve months of registration and recovery', valueCents: 20_000 },
  { label: 'Cross-PRO Audit (MLC, ASCAP, BMI, SoundExchange)', valueCents: CROSS_PRO_AUDIT_VALUE_CENTS },
  { label: 'Story-to-Splits metadata and split sheets', valueCents: 20_000 },
  { label: 'Metadata Time Machine catalog check', valueCents: 10_000 },
  { label: 'Conflict Resolution', valueCents: 15_000 },
  { label: 'Collaborator confirmations and invites', valueCents: 10_000 },
  { label: 'Tax documents and ID verification', valueCents: 10_000 },
  { label: 'Agreement Generator', valueCents: 15_000 },
];

export function annualValueTotalCents(): number {
  return annualValueItems.reduce((sum, item) => sum + item.valueCents, 0);
}

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** Format cents as US dollars without decimals: 120000 -> "$1,200". */
export function formatUsd(cents: number): string {
  return usd.format(Math.round(cents / 100));
}
