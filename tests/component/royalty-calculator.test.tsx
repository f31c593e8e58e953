// @vitest-environment happy-dom
/**
 * The calculator hydrating over server HTML that a visitor has already used:
 * react-dom keeps what the visitor left in an input while hydrating, so the
 * island must adopt it (adoptControls) and show the figures for it, without a
 * hydration mismatch. This is the one test of adoption before hydration;
 * expectations come from the calculator and pricing modules.
 */
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import RoyaltyCalculator from '~/islands/RoyaltyCalculator';
import {
  DEFAULT_FRACTION,
  DEFAULT_PLAN,
  MAX_DOLLARS,
  dollarsToFraction,
  formatDollarsInput,
  fractionToDollars,
  fractionToStep,
  stepToFraction,
} from '~/lib/calculator';
import { formatUsd, planList, plans } from '~/lib/pricing';

afterEach(cleanup);

const slider = () => screen.getByRole<HTMLInputElement>('slider', { name: 'Expected royalties this term' });
const amount = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Royalties in US dollars' });
const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name: new RegExp(name) });
/** The sentence that states the amount, the plan and the tier, at the head of the figures. */
const result = () => screen.getByText(/^At \$[\d,]+ on the .+ plan/).textContent;
const at = (dollars: number, planName?: string) => `At ${formatUsd(dollars * 100)}${planName ? ` on the ${planName} plan` : ''}`;
const defaultDollars = fractionToDollars(DEFAULT_FRACTION);
const other = planList.find((plan) => plan.id !== DEFAULT_PLAN)!;

async function hydrateAfter(before: () => void) {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<RoyaltyCalculator />);
  expect(result()).toContain(at(defaultDollars, plans[DEFAULT_PLAN].name));
  before();
  const errors: unknown[] = [];
  const warnings = vi.spyOn(console, 'error');
  await act(async () => {
    hydrateRoot(container, <RoyaltyCalculator />, { onRecoverableError: (error) => errors.push(error) });
  });
  expect(errors).toEqual([]);
  // react-dom's development build reports any hydration mismatch here.
  expect(warnings).not.toHaveBeenCalled();
  warnings.mockRestore();
  return container;
}

describe('royalty calculator hydration', () => {
  it('hydrates untouched controls to the server example', async () => {
    const container = await hydrateAfter(() => {});
    expect(amount().value).toBe(formatDollarsInput(defaultDollars));
    expect(slider().value).toBe(String(fractionToStep(DEFAULT_FRACTION)));
    container.remove();
  });

  it('adopts an amount typed before hydration, keeps the text while the field has focus, and never passes the maximum', async () => {
    const container = await hydrateAfter(() => {
      amount().focus();
      amount().value = '$2,500';
    });
    expect(amount().value).toBe('$2,500');
    expect(result()).toContain(at(2500));
    expect(slider().value).toBe(String(fractionToStep(dollarsToFraction(2500))));
    fireEvent.blur(amount());
    expect(amount().value).toBe(formatDollarsInput(2500));
    container.remove();

    const capped = await hydrateAfter(() => {
      amount().focus();
      amount().value = String(MAX_DOLLARS * 4);
    });
    expect(amount().value).toBe(formatDollarsInput(MAX_DOLLARS));
    capped.remove();
  });

  it('adopts a slider moved and a plan chosen before hydration', async () => {
    const container = await hydrateAfter(() => {
      slider().value = '500';
      radio(other.name).checked = true;
    });
    expect(slider().value).toBe('500');
    expect(amount().value).toBe(formatDollarsInput(fractionToDollars(stepToFraction(500))));
    expect(result()).toContain(at(fractionToDollars(stepToFraction(500)), other.name));
    expect(radio(plans[DEFAULT_PLAN].name).checked).toBe(false);
    container.remove();
  });

  it('prefers a typed amount over a moved slider, unless the slider has the focus', async () => {
    const both = (focus: 'slider' | 'none') =>
      hydrateAfter(() => {
        slider().value = '900';
        amount().value = '2500';
        if (focus === 'slider') slider().focus();
      });
    const typed = await both('none');
    expect(slider().value).toBe(String(fractionToStep(dollarsToFraction(2500))));
    typed.remove();
    const moved = await both('slider');
    expect(slider().value).toBe('900');
    moved.remove();
  });
});
