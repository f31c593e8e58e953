/**
 * Royalty calculator on /pricing. A thin view over src/lib/calculator.ts: one
 * fraction drives both the slider and the dollar input; the plan is a native
 * radio group (arrow keys work); results sit in a polite live region.
 *
 * The controls are native, so a visitor can use them before the island has
 * hydrated. The island reads them as they were left (adoptControls) and shows
 * the figures for that; until then the figures are the server's example, and
 * once a control is touched they fade with a note saying they follow when the
 * calculator has loaded (global.css, "Islands"). See ./hydration.ts for why the
 * hydration render shows the controls as found and the figures as the server did.
 */
import { useId, useState, type ChangeEvent } from 'react';
import {
  INITIAL_STATE,
  MAX_DOLLARS,
  SLIDER_STEPS,
  adoptControls,
  dollarsToFraction,
  draftFor,
  formatDollarsInput,
  fractionToDollars,
  fractionToStep,
  outcomeFor,
  parseDollars,
  stepToFraction,
  type CalculatorState,
  type ControlsSnapshot,
} from '~/lib/calculator';
import { crossoverCents, formatUsd, planList, plans, type PlanId } from '~/lib/pricing';
import CalculatorResults from './calculator/CalculatorResults';
import { withErrorBoundary } from './ErrorBoundary';
import { serverElement, useHydrated } from './hydration';

const ids = (id: string) => ({
  slider: `${id}-slider`,
  amount: `${id}-amount`,
  hint: `${id}-amount-hint`,
  plan: (planId: PlanId) => `${id}-plan-${planId}`,
});

/** The server-rendered controls as the visitor left them; null on the server. */
function readControls(id: string): ControlsSnapshot | null {
  const slider = serverElement<HTMLInputElement>(ids(id).slider);
  const amount = serverElement<HTMLInputElement>(ids(id).amount);
  if (!slider || !amount) return null;
  const snapshot = (input: HTMLInputElement) => ({
    value: input.value,
    changed: input.value !== input.defaultValue,
    focused: document.activeElement === input,
  });
  const plan = planList.find((option) => serverElement<HTMLInputElement>(ids(id).plan(option.id))?.checked);
  return { plan: plan?.id ?? null, slider: snapshot(slider), amount: snapshot(amount) };
}

/** What the three controls show for a state. */
const controlsFor = (state: CalculatorState) => ({
  plan: state.planId as string | null,
  step: String(fractionToStep(state.fraction)),
  amount: state.draft ?? formatDollarsInput(fractionToDollars(state.fraction)),
});

function RoyaltyCalculator() {
  const id = useId();
  const name = ids(id);
  const [found] = useState(() => readControls(id));
  const [state, setState] = useState(() => adoptControls(found));
  const hydrated = useHydrated();

  // Hydration render: controls as found, figures as the server rendered them.
  const controls = hydrated || !found ? controlsFor(state) : { plan: found.plan, step: found.slider.value, amount: found.amount.value };
  const figures = hydrated ? state : INITIAL_STATE;
  const plan = plans[figures.planId];
  const outcome = outcomeFor(fractionToDollars(figures.fraction), plan);

  function onSlider(event: ChangeEvent<HTMLInputElement>) {
    const fraction = stepToFraction(Number(event.target.value));
    setState((current) => ({ ...current, fraction, draft: null }));
  }

  function onAmount(event: ChangeEvent<HTMLInputElement>) {
    const text = event.target.value;
    // The input keeps what the visitor is typing until it leaves the field, never above the maximum.
    setState((current) => ({ ...current, fraction: dollarsToFraction(parseDollars(text)), draft: draftFor(text) }));
  }

  return (
    <div className="card grid gap-8 lg:grid-cols-2" data-calculator>
      {/* Controls need the script; without it the tiers and the default example still read correctly. */}
      <div className="grid content-start gap-6" data-needs-js>
        <fieldset>
          <legend className="text-sm font-semibold">Plan</legend>
          <div className="mt-2 grid grid-cols-2 gap-2">
            {planList.map((option) => (
              <label
                key={option.id}
                className="flex cursor-pointer items-center gap-2 rounded-xl border border-line px-4 py-3 has-checked:border-brand has-checked:bg-brand-soft"
              >
                <input
                  type="radio"
                  id={name.plan(option.id)}
                  name={`${id}-plan`}
                  value={option.id}
                  checked={controls.plan === option.id}
                  onChange={() => setState((current) => ({ ...current, planId: option.id }))}
                  className="accent-brand"
                />
                <span>
                  <span className="block font-semibold">{option.name}</span>
                  <span className="block text-sm text-muted">{formatUsd(option.priceCents)} prepaid</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        <div>
          <label htmlFor={name.slider} className="text-sm font-semibold">
            Expected royalties this term
          </label>
          <input
            id={name.slider}
            type="range"
            max={SLIDER_STEPS}
            value={controls.step}
            onChange={onSlider}
            aria-valuetext={formatUsd(outcome.royaltiesCents)}
            className="mt-3 w-full accent-brand"
          />
        </div>

        <div>
          <label htmlFor={name.amount} className="text-sm font-semibold">
            Royalties in US dollars
          </label>
          <div className="mt-2 flex items-center rounded-xl border border-line bg-canvas focus-within:border-brand">
            <span className="pl-4 text-muted" aria-hidden="true">
              $
            </span>
            <input
              id={name.amount}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={controls.amount}
              onChange={onAmount}
              onBlur={() => setState((current) => ({ ...current, draft: null }))}
              aria-describedby={name.hint}
              className="w-full bg-transparent px-2 py-3 text-lg font-semibold focus:outline-none"
            />
          </div>
          <p id={name.hint} className="mt-1 text-xs text-muted">
            Up to {formatUsd(MAX_DOLLARS * 100)}. Crossover on this plan: {formatUsd(crossoverCents(plan))}.
          </p>
        </div>
      </div>

      <div className="grid content-start gap-4">
        <p className="rounded-xl border border-line px-4 py-3 text-sm text-muted" data-calculator-pending>
          Your figures appear as soon as the calculator has loaded.
        </p>
        <CalculatorResults plan={plan} outcome={outcome} />
      </div>
    </div>
  );
}

export default withErrorBoundary(RoyaltyCalculator);
