/**
 * Every image in the main content of every built page says what it shows: alt
 * text a screen reader can use (at least a few words; a decorative image says
 * so with an empty alt and stays out of the accessibility tree). Its width and
 * height are the budget check's (scripts/check-budgets.ts); that each one
 * loads is checked in the browser (tests/e2e/every-page.spec.ts).
 */
import { describe, expect, it } from 'vitest';
import { contentPages } from './built';

const pages = contentPages();
const images = pages.flatMap((page) =>
  [...page.document.querySelectorAll('main img')].map((img) => ({ route: page.route, img, src: img.getAttribute('src') })),
);

describe('images in the built pages', () => {
  it('each has alt text of a few words, or is marked decorative', () => {
    expect(images.length, 'images to check').toBeGreaterThan(0);
    const unclear = images
      .filter(({ img }) => {
        const alt = img.getAttribute('alt');
        if (alt === '') return !(img.getAttribute('aria-hidden') === 'true' || img.getAttribute('role') === 'presentation');
        return (alt?.trim().length ?? 0) <= 5;
      })
      .map(({ route, src, img }) => `${route}: ${src} alt=${JSON.stringify(img.getAttribute('alt'))}`);
    expect(unclear).toEqual([]);
  });
});
