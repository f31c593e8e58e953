/**
 * The one pricing module (docs/decisions.md#pricing-and-the-calculator): the
 * plans, the threshold, the fee and the annual value breakdown as the pages
 * and the calculator use them, with the figures read from the shared facts
 * (content/facts.yaml), where the policies read them too. Money is kept in
 * whole cents and shown as US dollars without decimals. Safe in an island:
 * the build serves ./facts-data.ts as the figures alone.
 */
import { annualValue, plan, price } from './facts-data.ts';

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

const cents = (dollars: string | number) => Math.round(Number(dollars) * 100);

export const THRESHOLD_CENTS = cents(price.threshold.value);
export const ADMIN_FEE_PERCENT = Number(price.adminFee.value);
/** Upper end of the calculator's royalty range. */
export const CALCULATOR_MAX_CENTS = 2_500_000;

export const plans: Record<PlanId, Plan> = {
  'six-month': {
    id: 'six-month',
    name: String(plan.sixMonth.value),
    badge: 'Starter',
    priceCents: cents(price.sixMonth.value),
    termMonths: Number(plan.sixMonthTerm.value),
    thresholdCents: THRESHOLD_CENTS,
    creditBackCents: cents(price.sixMonth.value),
    adminFeePercentIfThreshold: ADMIN_FEE_PERCENT,
  },
  annual: {
    id: 'annual',
    name: String(plan.annual.value),
    badge: 'Best Value',
    priceCents: cents(price.annual.value),
    termMonths: Number(plan.annualTerm.value),
    thresholdCents: THRESHOLD_CENTS,
    creditBackCents: cents(price.annual.value),
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
export const CROSS_PRO_AUDIT_VALUE_CENTS = cents(annualValue.audit.value);
export const CROSS_PRO_AUDIT_SOCIETIES = ['MLC', 'ASCAP', 'BMI', 'SoundExchange'] as const;

/** Royalties owed below this in a month are carried to the next monthly payout. */
export const MINIMUM_PAYOUT_CENTS = cents(price.minimumPayout.value);

/** Itemized annual value, as content/facts.yaml lists it. */
export const annualValueItems: { label: string; valueCents: number }[] = Object.values(annualValue).map((item) => ({
  label: item.note ?? '',
  valueCents: cents(item.value),
}));

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
