/**
 * Built-output audit of the case studies: the cards on /case-studies and in the
 * home page's Success Stories (audience, the figure recovered, the headline
 * linking to the story's page, the quote), and each story's own page (the
 * challenge, the solution, every metric, the quote, Article data). Expected
 * values are read from the content files.
 */
import { describe, expect, it } from 'vitest';
import { FILTER_LEGEND, filterButtons } from '~/lib/case-study-filter';
import { documents } from '~/lib/collections';
import { caseStudyPath } from '~/lib/routes';
import { site } from '~/site.config';
import { caseStudies } from '../content';
import { linksNamed, page } from './built';
import { labelledBy, text } from './articles';

const studies = caseStudies(documents.caseStudies);
const squash = (value: string) => value.replace(/\s+/g, ' ').trim();
const usd = (dollars: number) => `$${dollars.toLocaleString('en-US')}`;

/** The cards inside the element labelled by the heading that reads `name`. */
const cardsUnder = (doc: Document, name: string) => [...labelledBy(doc, name).querySelectorAll('article')];

/** A card shows its audience, the figure recovered, the headline linking to its page and the quote, and no more. */
function expectCard(card: Element, study: (typeof studies)[number]) {
  const { data } = study;
  const heading = card.querySelector('h2, h3');
  expect(text(heading)).toBe(data.title);
  expect(heading?.querySelector('a')?.getAttribute('href')).toBe(caseStudyPath(study.id));
  expect(text(card)).toContain(data.category);
  expect(text(card)).toContain(usd(data.results.revenueRecovered));
  expect(text(card.querySelector('blockquote'))).toBe(data.testimonial ? `“${squash(data.testimonial)}”` : '');
  // Five seconds, not a text wall: the challenge and solution are on the story's page.
  expect(text(card)).not.toContain(squash(data.challenge));
}

describe('case-study cards', () => {
  it('/case-studies shows every study, in the writers’ order, inside the filter island', () => {
    const cards = cardsUnder(page('/case-studies').document, 'All case studies');
    expect(cards.map((card) => text(card.querySelector('h2, h3')))).toEqual(studies.map((s) => s.data.title));
    for (const [i, card] of cards.entries()) expectCard(card, studies[i]);
    expect(cards.every((card) => card.closest('astro-island'))).toBe(true);
  });

  it('the filter offers All and each category that has studies, with its count', () => {
    const doc = page('/case-studies').document;
    const group = [...doc.querySelectorAll('fieldset')].find((set) => text(set.querySelector('legend')) === FILTER_LEGEND);
    const offered = [...(group?.querySelectorAll('label') ?? [])].map((el) => text(el).replace(/\s+/g, ''));
    const expected = filterButtons(studies.map((s) => ({ category: s.data.category }))).map((b) => `${b.label}${b.count}`);
    expect(offered).toEqual(expected);
  });

  it('/case-studies links to the demo calendar in a new tab', () => {
    const demo = linksNamed(page('/case-studies').document.querySelector('main')!, /^Book a Demo/).at(-1);
    expect(demo?.getAttribute('href')).toBe(site.links.calendar);
    expect(demo?.getAttribute('target')).toBe('_blank');
  });

  it('the home page’s Success Stories shows the featured studies and a button to /case-studies', () => {
    const doc = page('/').document;
    const cards = cardsUnder(doc, 'Royalties our members were owed, and now receive');
    const featured = studies.filter((s) => s.data.featured);
    expect(cards.map((card) => text(card.querySelector('h2, h3')))).toEqual(featured.map((s) => s.data.title));
    for (const [i, card] of cards.entries()) expectCard(card, featured[i]);
    expect(doc.querySelector('#success-stories a[href="/case-studies"]')).not.toBeNull();
  });
});

describe.each(studies.map((s) => [caseStudyPath(s.id), s] as const))('%s', (path, study) => {
  const { data } = study;
  const doc = page(path).document;
  const main = text(doc.querySelector('main'));

  it('tells the whole story: who, the challenge, the solution, every figure and the quote', () => {
    expect(text(doc.querySelector('h1'))).toBe(data.title);
    for (const part of [data.client.description, data.challenge, data.solution]) expect(main).toContain(squash(part));
    const figures = [...doc.querySelectorAll('main dl dt')].map((dt) => [text(dt), text(dt.nextElementSibling)]);
    expect(figures).toEqual([
      ['royalties recovered', usd(data.results.revenueRecovered)],
      ['time saved', data.results.timeSaved],
      ...data.results.additionalMetrics.map((m: { label: string; value: string }) => [m.label, m.value]),
    ]);
    expect(text(doc.querySelector('main figure blockquote'))).toBe(data.testimonial ? `“${squash(data.testimonial)}”` : '');
    expect(linksNamed(doc.querySelector('main')!, /^Back to /).map((a) => a.getAttribute('href'))).toEqual(['/case-studies']);
  });

  it('carries Article structured data that points at the page', () => {
    const data = [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent!));
    const article = data.find((d) => d['@type'] === 'Article');
    expect(article).toMatchObject({ headline: study.data.title, mainEntityOfPage: { '@id': new URL(path, site.url).href } });
    expect(doc.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('article');
  });
});
