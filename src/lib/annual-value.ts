/**
 * What the annual plan includes, item by item, with the figures of content/facts.yaml
 * (group annualValue). Apart from src/lib/pricing.ts so the calculator island, which needs
 * only the plans, does not carry it.
 */
import { annualValue } from './facts-data.ts';
import { cents } from './pricing.ts';

/** The free Cross-PRO Audit included with the annual plan. */
export const CROSS_PRO_AUDIT_VALUE_CENTS = cents(annualValue.audit.value);

/** Itemized annual value, as content/facts.yaml lists it. */
export function annualValueItems(): { label: string; valueCents: number }[] {
  return Object.values(annualValue).map((item) => ({ label: item.note ?? '', valueCents: cents(item.value) }));
}

export function annualValueTotalCents(): number {
  return annualValueItems().reduce((sum, item) => sum + item.valueCents, 0);
}
