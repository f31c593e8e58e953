/**
 * Every entry of a data file shows on the pages that render that file, so a writer's new entry
 * appears without a code change and a removed one disappears. Entries and their text come from
 * the data files (tokens filled as the pages fill them); the pages are the built ones.
 */
import { describe, expect, it } from 'vitest';
import { dataFiles } from '~/lib/collections';
import { fillTokens } from '~/lib/facts';
import { routes } from '~/lib/routes';
import { site } from '~/site.config';
import { dataList } from '../content';
import { page, readText } from './built';
import { openJobs } from './jobs';

type Field = 'name' | 'title' | 'tool' | 'question' | 'headline' | 'label' | 'authorRole' | 'alt';

/** Which pages render which data file, and the field each entry is recognized by (`alt`: an image's accessible name). */
const shown: [file: keyof typeof dataFiles, field: Field, pages: string[]][] = [
  ['team', 'name', [routes.team]],
  ['advisors', 'name', [routes.team, routes.about]],
  ['onePagerCards', 'title', [routes.mobileOnePager, routes.onePager]],
  ['visuals', 'alt', [routes.visuals]],
  ['partnerLogos', 'alt', [routes.home]],
  ['trustedLogos', 'alt', [routes.usVsThem]],
  ['toolCatalog', 'tool', [routes.usVsThem]],
  ['comparisonRows', 'label', [routes.home, routes.usVsThem]],
  ['pricingFaq', 'question', [routes.pricing]],
  ['features', 'title', [routes.features]],
  ['testimonials', 'authorRole', [routes.features]],
  ['societies', 'name', [routes.features]],
  ['steps', 'title', [routes.howItWorks]],
  ['benefits', 'title', [routes.howItWorks]],
  ['inputMethods', 'title', [routes.howItWorks]],
  ['workflows', 'title', [routes.workflows]],
  ['audiences', 'headline', [routes.useCases]],
];

const relative = (file: string) => file.replace(/^content\/data\//, '');
const mainText = (route: string) => readText(page(route).document.querySelector('main'));
const altTexts = (route: string) =>
  [...page(route).document.querySelectorAll('img[alt], [role="img"][aria-label]')].map(
    (image) => image.getAttribute('alt') ?? image.getAttribute('aria-label'),
  );

describe('data files on their pages', () => {
  it.each(shown)('%s: every entry’s %s is on its pages', (file, field, routesShown) => {
    const entries = dataList<Record<string, any>>(relative(dataFiles[file].file));
    expect(entries.length, dataFiles[file].file).toBeGreaterThan(0);
    for (const route of routesShown) {
      for (const entry of entries) {
        // The founder's name is the site config's (content/data/company/team.yaml says so).
        const written = file === 'team' && entry.founder ? site.founder.name : entry[field];
        const value = field === 'alt' ? (entry.alt ?? entry.img?.alt) : fillTokens(String(written)).replace(/\s+/g, ' ');
        if (field === 'alt') expect(altTexts(route), `${route}: ${value}`).toContain(value);
        else expect(mainText(route), `${route}: ${entry.id}`).toContain(value);
      }
    }
  });

  it('/careers offers every open role and none that has expired', () => {
    const { open, expired } = openJobs();
    const text = mainText(routes.careers);
    for (const job of open) expect(text).toContain(job.title);
    for (const job of expired) expect(text).not.toContain(job.title);
  });
});
