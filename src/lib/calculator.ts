/**
 * The royalty calculator's math (docs/decisions.md#pricing-and-the-calculator, "Pricing and the
 * calculator"). State is a fraction of the maximum royalties plus a plan; the
 * slider and the dollar input are two views of that fraction. Every price,
 * threshold and fee comes from the pricing module.
 */
import { CALCULATOR_MAX_CENTS, crossoverCents, formatUsd, plans, type Plan, type PlanId } from './pricing.ts';

export const SLIDER_STEPS = 1000;
export const DEFAULT_FRACTION = 0.2;
export const DEFAULT_PLAN: PlanId = 'annual';
/** Largest amount the calculator shows, in whole dollars ($25,000). */
export const MAX_DOLLARS = CALCULATOR_MAX_CENTS / 100;

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Any number to a fraction in 0..1; NaN counts as 0. */
export function clampFraction(fraction: number): number {
  return clamp(fraction || 0, 0, 1);
}

/** Royalties in whole dollars for a fraction: round(25,000 × fraction²). */
export function fractionToDollars(fraction: number): number {
  return Math.round(MAX_DOLLARS * clampFraction(fraction) ** 2);
}

/** The fraction for a typed amount: √(clamp(amount, 0, 25,000) / 25,000). */
export function dollarsToFraction(amount: number): number {
  const dollars = Number.isFinite(amount) ? clamp(amount, 0, MAX_DOLLARS) : 0;
  return Math.sqrt(dollars / MAX_DOLLARS);
}

export function stepToFraction(step: number): number {
  return clampFraction(Math.round(step) / SLIDER_STEPS);
}

export function fractionToStep(fraction: number): number {
  return Math.round(clampFraction(fraction) * SLIDER_STEPS);
}

/**
 * What a visitor typed, in dollars: "$1,234", "1,234" and "1234" read alike;
 * anything that is not a number counts as 0. Cents are rounded away (amounts
 * are whole dollars). The result is not clamped: dollarsToFraction does that.
 */
export function parseDollars(text: string): number {
  const cleaned = text.replace(/[\s$,]/g, '');
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return 0;
  return Math.round(Number(cleaned));
}

/** A whole-dollar amount as the input shows it: 1234 -> "1,234". */
export function formatDollarsInput(dollars: number): string {
  return dollars.toLocaleString('en-US', { maximumFractionDigits: 0 });
}

export type TierId = 'prepaid' | 'credit' | 'above';

/**
 * Which of the three tiers an amount falls in. Boundaries, in whole dollars:
 * - below the threshold ($1,000): "prepaid" (the threshold is not met; only the plan price is paid);
 * - from the threshold up to and including the crossover: "credit" (the fee applies from exactly
 *   $1,000, and the price returns as credit). At the crossover the fee equals the
 *   price, so the fee is still no more than the credit: tier 2;
 * - above the crossover (from one dollar over): "above", where the fee costs more than the
 *   prepaid price. It is not "better than prepaid" for the customer: they pay more than a flat
 *   subscription would cost, because there is more money to take 10% of.
 */
export function tierFor(dollars: number, plan: Plan): TierId {
  const cents = dollars * 100;
  if (cents < plan.thresholdCents) return 'prepaid';
  if (cents <= crossoverCents(plan)) return 'credit';
  return 'above';
}

export interface Tier {
  id: TierId;
  /** The amounts of the tier, never overlapping the next: "Under $1,000", "$1,000–$2,000", "Over $2,000". */
  range: string;
  /** Who pays what in the tier, stated as fact. */
  title: string;
}

/**
 * The three tiers for a plan (docs/decisions.md#pricing-and-the-calculator), every figure from the
 * pricing module. Amounts are whole dollars, so "Under $1,000" ends where "$1,000–…" starts (the
 * rule is "at or above $1,000"), and "Over $2,000" starts one dollar after the crossover.
 */
export function tiersFor(plan: Plan): Tier[] {
  const threshold = formatUsd(plan.thresholdCents);
  const crossover = formatUsd(crossoverCents(plan));
  const price = formatUsd(plan.priceCents);
  const credit = formatUsd(plan.creditBackCents);
  const percent = plan.adminFeePercentIfThreshold;
  // The smallest fee (at the threshold) and the largest in tier 2 (at the crossover, the price).
  const lowestFee = formatUsd((plan.thresholdCents * percent) / 100);
  return [
    {
      id: 'prepaid',
      range: `Under ${threshold}`,
      title: `The ${price} prepaid price only, no fee`,
    },
    {
      id: 'credit',
      range: `${threshold}–${crossover}`,
      title: `${percent}% fee (${lowestFee}–${price}), ${credit} back as credit`,
    },
    {
      id: 'above',
      range: `Over ${crossover}`,
      title: `${percent}% fee, more than the ${price} price; ${credit} back as credit`,
    },
  ];
}

/** The note under the amount field: the range, and where the fee starts to cost more than the price. */
export function amountHint(plan: Plan): string {
  return `Up to ${formatUsd(CALCULATOR_MAX_CENTS)}. On this plan the fee equals the ${formatUsd(plan.priceCents)} price at ${formatUsd(crossoverCents(plan))} of royalties.`;
}

export interface Outcome {
  royaltiesCents: number;
  tier: TierId;
  feeCents: number;
  /** The term's credit left once it has paid the fee. */
  creditCents: number;
  /** The term's royalties paid out: all of them, less any part of the fee the credit did not cover. */
  keepCents: number;
}

/**
 * Fee, credit and what the customer keeps at term end, for an amount in whole dollars. The Terms of
 * Service (#fees) pay the fee from account credit first, the price that comes back included, and
 * only the rest from the royalties.
 */
export function outcomeFor(dollars: number, plan: Plan): Outcome {
  const royaltiesCents = clamp(Math.round(dollars), 0, MAX_DOLLARS) * 100;
  const tier = tierFor(royaltiesCents / 100, plan);
  const met = tier !== 'prepaid';
  const feeCents = met ? Math.round((royaltiesCents * plan.adminFeePercentIfThreshold) / 100) : 0;
  const fromCredit = met ? Math.min(feeCents, plan.creditBackCents) : 0;
  const creditCents = met ? plan.creditBackCents - fromCredit : 0;
  return { royaltiesCents, tier, feeCents, creditCents, keepCents: royaltiesCents - (feeCents - fromCredit) };
}

/** What the amount field shows while a visitor types: their text, but never more than the maximum. */
export function draftFor(text: string): string {
  return parseDollars(text) > MAX_DOLLARS ? formatDollarsInput(MAX_DOLLARS) : text;
}

/** The calculator's state: the fraction, the plan, and the amount text while it is being typed. */
export interface CalculatorState {
  fraction: number;
  planId: PlanId;
  draft: string | null;
}

/** A control as the page finds it: what it shows now, and what the server rendered. */
export interface Control {
  value: string;
  defaultValue: string;
}

/**
 * The state to carry on from when the calculator hydrates after a visitor has
 * already used its controls (nothing done before hydration is lost):
 * - the plan is the checked radio's value (the default for anything else);
 * - a typed amount wins over a moved slider, unless the slider has focus
 *   (then it was the last control touched); a page cannot know the order otherwise;
 * - typed text stays as typed while the field has focus (the visitor may be
 *   mid-number), and is formatted otherwise, as leaving the field does.
 * Untouched controls give the initial state.
 */
export function adoptControls(plan: string | undefined, slider: Control, amount: Control, focused: unknown): CalculatorState {
  const planId = plan && Object.hasOwn(plans, plan) ? (plan as PlanId) : DEFAULT_PLAN;
  const moved = slider.value !== slider.defaultValue;
  const typed = amount.value !== amount.defaultValue && !(moved && focused === slider);
  return {
    fraction: typed ? dollarsToFraction(parseDollars(amount.value)) : moved ? stepToFraction(Number(slider.value)) : DEFAULT_FRACTION,
    planId,
    draft: typed && focused === amount ? draftFor(amount.value) : null,
  };
}
