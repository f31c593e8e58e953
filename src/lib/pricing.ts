/**
 * The one pricing module (docs/decisions.md#pricing-and-the-calculator): the
 * plans, the threshold, the fee and the annual value breakdown as the pages
 * and the calculator use them, with the figures read from the shared facts
 * (content/facts.yaml), where the policies read them too. Money is kept in
 * whole cents and shown as US dollars without decimals. Safe in an island:
 * the build serves ./facts-data.ts as the figures alone.
 */
import { plan, price } from './facts-data.ts';

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

export const cents = (dollars: string | number) => Math.round(Number(dollars) * 100);

export const THRESHOLD_CENTS = cents(price.threshold.value);
export const ADMIN_FEE_PERCENT = price.adminFee.value as number;
/** Upper end of the calculator's royalty range. */
export const CALCULATOR_MAX_CENTS = 2_500_000;

/** A plan as content/facts.yaml prices it (group price) and names it (group plan). */
const planFrom = (id: PlanId, key: 'sixMonth' | 'annual', badge: string): Plan => ({
  id,
  name: plan[key].value as string,
  badge,
  priceCents: cents(price[key].value),
  termMonths: plan[`${key}Term`].value as number,
  thresholdCents: THRESHOLD_CENTS,
  creditBackCents: cents(price[key].value),
  adminFeePercentIfThreshold: ADMIN_FEE_PERCENT,
});

export const plans: Record<PlanId, Plan> = {
  'six-month': planFrom('six-month', 'sixMonth', 'Starter'),
  annual: planFrom('annual', 'annual', 'Best Value'),
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

export const CROSS_PRO_AUDIT_SOCIETIES = ['MLC', 'ASCAP', 'BMI', 'SoundExchange'] as const;

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
