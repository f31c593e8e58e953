import { site } from '../site.config.ts';
import { claimTokens } from './claims.ts';

const CLAIM = new RegExp(`\\{(${Object.keys(claimTokens).join('|')})\\}`, 'g');

/**
 * Writers put `{product}` where the product name goes, so the name stays in
 * the site config alone (docs/decisions.md#identity), and a marketing claim as
 * its {token} (./claims.ts), so a figure and its qualifier are written once.
 */
export function fillProductName<T>(value: T, name: string = site.name): T {
  if (typeof value === 'string') return value.replaceAll('{product}', name).replace(CLAIM, (_, claim: string) => claimTokens[claim]!) as T;
  if (Array.isArray(value)) return value.map((item) => fillProductName(item, name)) as T;
  // Image metadata (src, width, height, format) is passed through untouched.
  if (value && typeof value === 'object' && !('format' in value) && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillProductName(v, name)])) as T;
  }
  return value;
}
