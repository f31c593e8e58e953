/**
 * Every person the site shows (each team member and advisor in
 * content/data/company) appears with a portrait wherever their card is: an
 * image described in words, never the first-letter disc that
 * src/components/company/Avatar.astro keeps for an entry still waiting for one
 * (tested with a fixture in tests/component/avatar.test.tsx). That every person
 * has a card is tests/dist/data-pages.test.ts's.
 */
import { describe, expect, it } from 'vitest';
import { dataList } from '../content';
import { site } from '~/site.config';
import { initialOf } from '~/lib/company-rules';
import { contentPages, readText } from './built';

const people = [
  ...dataList<{ name?: string; founder?: boolean }>('company/team.yaml').map((m) => (m.founder ? site.founder.name : m.name!)),
  ...dataList<{ name: string }>('company/advisors.yaml').map((a) => a.name),
];
const cards = contentPages().flatMap((page) =>
  [...page.document.querySelectorAll('main article')]
    .map((card) => ({ route: page.route, card, name: readText(card.querySelector('h3')) }))
    .filter(({ name }) => people.includes(name)),
);

describe('portraits', () => {
  it('every card shows the person in a portrait, not an initial', () => {
    const without = cards
      .filter(
        ({ card, name }) =>
          !/\w+ \w+ \w+/.test(card.querySelector('img')?.getAttribute('alt') ?? '') ||
          [...card.querySelectorAll('span[aria-hidden="true"]')].some((span) => readText(span) === initialOf(name)),
      )
      .map(({ route, name }) => `${route}: ${name}`);
    expect(without).toEqual([]);
  });
});
