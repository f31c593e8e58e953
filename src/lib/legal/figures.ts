/**
 * Figures the legal documents quote from the pricing module, formatted for
 * prose, so a price change in src/lib/pricing.ts reaches the policies too
 * (and shows up in `npm run legal:diff` as a render-only change).
 * Use in MDX: import { fees } from '~/lib/legal/figures'; then {fees.threshold}.
 */
import { plans, THRESHOLD_CENTS, ADMIN_FEE_PERCENT, crossoverCents, formatUsd } from '../pricing.ts';

export const fees = {
  /** "$1,000" */
  threshold: formatUsd(THRESHOLD_CENTS),
  /** "10%" */
  adminFee: `${ADMIN_FEE_PERCENT}%`,
  /** "$120" */
  sixMonthPrice: formatUsd(plans['six-month'].priceCents),
  /** "$200" */
  annualPrice: formatUsd(plans.annual.priceCents),
  sixMonthName: plans['six-month'].name,
  annualName: plans.annual.name,
  /** "6" */
  sixMonthTerm: String(plans['six-month'].termMonths),
  /** "12" */
  annualTerm: String(plans.annual.termMonths),
  /** "$1,200" */
  sixMonthCrossover: formatUsd(crossoverCents(plans['six-month'])),
  /** "$2,000" */
  annualCrossover: formatUsd(crossoverCents(plans.annual)),
} as const;
