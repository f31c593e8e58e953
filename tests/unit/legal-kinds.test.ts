/**
 * Which fact moves make a version material (src/lib/legal/kinds.ts,
 * factsAgainst): a number moving against the direction the facts file
 * declares, a promise reworded or dropped; information never counts.
 */
import { describe, expect, it } from 'vitest';
import { factsAgainst } from '~/lib/legal/kinds';

const favors: Record<string, string> = { notice: 'higher', fee: 'lower', promise: 'promise', address: 'none' };
const moved = (before: Record<string, string>, after: Record<string, string>) =>
  factsAgainst(
    Object.entries(before).map(([name, value]) => ({ name, value })),
    Object.entries(after).map(([name, value]) => ({ name, value })),
    (name) => favors[name],
  ).map((m) => `${m.name} ${m.why}`);

describe('factsAgainst', () => {
  it('finds a number moving against its direction, in any unit', () => {
    expect(moved({ notice: '30 days' }, { notice: '14 days' })).toEqual(['notice moved against the customer (better higher)']);
    expect(moved({ notice: '1 year' }, { notice: '6 months' })).toHaveLength(1);
    expect(moved({ fee: '10%' }, { fee: '12%' })).toHaveLength(1);
    expect(moved({ fee: '$1,000' }, { fee: '$900' })).toEqual([]);
  });

  it('finds a promise reworded or dropped, and a number no longer stated', () => {
    expect(moved({ promise: 'We never sell.' }, { promise: 'We rarely sell.' })).toEqual(['promise is a promise and was reworded']);
    expect(moved({ promise: 'We never sell.', notice: '30 days' }, {})).toEqual([
      'promise is no longer stated',
      'notice is no longer stated',
    ]);
  });

  it('ignores information, and a fact the facts file does not know is judged as a promise', () => {
    expect(moved({ address: 'San Diego' }, { address: 'Los Angeles' })).toEqual([]);
    expect(moved({ unknown: 'a' }, { unknown: 'b' })).toHaveLength(1);
  });
});
