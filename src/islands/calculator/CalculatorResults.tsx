/**
 * The tiers and figures, faded while they wait for the island after a visitor has touched a control
 * (global.css, "Islands").
 */
import { tiersFor, type Outcome } from '~/lib/calculator';
import { formatUsd, type Plan } from '~/lib/pricing';

interface Props {
  plan: Plan;
  outcome: Outcome;
}

export default function CalculatorResults({ plan, outcome }: Props) {
  const tiers = tiersFor(plan);
  const current = tiers.findIndex((tier) => tier.id === outcome.tier);
  const figures = [
    ['Admin fee, paid from credit first', outcome.feeCents],
    ['Account credit left', outcome.creditCents],
    ['Royalties paid to you', outcome.keepCents],
  ] as const;

  return (
    <div className="grid content-start gap-6" data-calculator-figures>
      <ol className="grid gap-3" aria-label={`Tiers on the ${plan.name} plan`}>
        {tiers.map((tier, index) => (
          <li
            key={tier.id}
            aria-current={index === current ? 'true' : undefined}
            className={`rounded-xl border p-4 ${index === current ? 'border-brand bg-brand-soft' : 'border-line'}`}
          >
            <p className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-semibold">
                Tier {index + 1}: {tier.range}
              </span>
              {index === current && <span className="text-xs font-semibold text-brand uppercase">Your tier</span>}
            </p>
            <p className="mt-1 text-sm text-muted">{tier.title}</p>
          </li>
        ))}
      </ol>

      <div aria-live="polite" aria-atomic="true">
        <p className="text-sm text-muted">
          At {formatUsd(outcome.royaltiesCents)} on the {plan.name} plan: tier {current + 1}, {tiers[current]!.title}.
        </p>
        <dl className="mt-3 grid grid-cols-3 gap-3 text-center">
          {figures.map(([term, cents], index) => (
            <div key={term} className="rounded-xl bg-raised p-3">
              <dt className="text-xs text-muted">{term}</dt>{' '}
              <dd className={`text-lg font-semibold ${index === 2 ? 'text-good' : ''}`}>{formatUsd(cents)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
