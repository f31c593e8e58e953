/**
 * Structured data in the built pages (docs/decisions.md#validity): every JSON-LD block
 * parses; the home page has Organization and WebSite, each press release a
 * NewsArticle, /careers a JobPosting, and legal documents and press releases a
 * BreadcrumbList, each with the fields search engines require.
 */
import { describe, expect, it } from 'vitest';
import { contentPages, fileForPath, page, type BuiltPage } from './built';
import { openJobs } from './jobs';
import { site } from '~/site.config';
import { JOB_POSTING_VALID_DAYS, hiringSentence } from '~/lib/company-rules';
import { legalPath, pressPath } from '~/lib/routes';
import { documents, type DocumentCollection } from '~/lib/collections';
import { entries } from '../content';
import { builtAt } from '../built-routes';
import { fromFrontmatter, isoDate as isoDay } from '~/lib/dates';

type Ld = Record<string, unknown> & { '@type'?: string | string[] };

/** Every JSON-LD object of a page (top level and @graph), or a thrown error naming the page. */
function ldOf(p: BuiltPage): Ld[] {
  return [...p.document.querySelectorAll('script[type="application/ld+json"]')].flatMap((script, i) => {
    let data: unknown;
    try {
      data = JSON.parse(script.textContent ?? '');
    } catch (error) {
      throw new Error(`${p.route}: JSON-LD block ${i + 1} does not parse: ${(error as Error).message}`);
    }
    const list = (Array.isArray(data) ? data : [data]) as Ld[];
    return list.flatMap((item) => (Array.isArray(item['@graph']) ? (item['@graph'] as Ld[]) : [item]));
  });
}

function ofType(p: BuiltPage, type: string): Ld {
  const found = ldOf(p).filter((item) => [item['@type']].flat().includes(type));
  if (found.length !== 1) throw new Error(`${p.route}: expected one ${type} JSON-LD object, found ${found.length}`);
  return found[0];
}

/** Names of required fields that are missing or empty. */
function missing(item: Ld, fields: string[]): string[] {
  return fields.filter((field) => {
    const value = field.split('.').reduce<unknown>((v, key) => (v as Record<string, unknown> | undefined)?.[key], item);
    return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
  });
}

const onSite = (value: unknown) => typeof value === 'string' && new URL(value).origin === site.url;
const isoDate = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/;
const slugs = (collection: DocumentCollection) => entries(collection).map((entry) => entry.id);
const pressRoutes = slugs(documents.press).map((slug) => pressPath(slug));
const legalRoutes = slugs(documents.legal).map((slug) => legalPath(slug));
const jobs = openJobs();
const releases = new Map(entries(documents.press).map((entry) => [pressPath(entry.id), entry.data]));

describe('JSON-LD', () => {
  it('parses on every page, each object with a schema.org context and a type', () => {
    const problems: string[] = [];
    for (const p of contentPages()) {
      for (const script of p.document.querySelectorAll('script[type="application/ld+json"]')) {
        try {
          const data = JSON.parse(script.textContent ?? '');
          for (const item of [data].flat()) {
            if (item['@context'] !== 'https://schema.org') problems.push(`${p.route}: @context is ${item['@context']}`);
            if (!item['@type'] && !item['@graph']) problems.push(`${p.route}: an object has no @type`);
          }
        } catch (error) {
          problems.push(`${p.route}: ${(error as Error).message}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('the home page has Organization and WebSite with their required fields', () => {
    const home = page('/');
    const org = ofType(home, 'Organization');
    expect(missing(org, ['name', 'url', 'logo']), 'Organization fields').toEqual([]);
    expect(org.name).toBe(site.name);
    expect(onSite(org.url), `Organization url ${org.url}`).toBe(true);
    const website = ofType(home, 'WebSite');
    expect(missing(website, ['name', 'url']), 'WebSite fields').toEqual([]);
    expect(onSite(website.url), `WebSite url ${website.url}`).toBe(true);
  });

  it.each(pressRoutes)('%s has a NewsArticle with headline, dates, author and publisher', (route) => {
    const article = ofType(page(route), 'NewsArticle');
    expect(missing(article, ['headline', 'datePublished', 'author', 'publisher.name']), 'NewsArticle fields').toEqual([]);
    expect(String(article.headline).length, 'headline at most 110 characters').toBeLessThanOrEqual(110);
    expect(String(article.datePublished)).toMatch(isoDate);
    const { date, updated } = releases.get(route)!;
    expect(fromFrontmatter(String(article.datePublished)).getTime(), 'datePublished is the frontmatter date').toBe(date.getTime());
    expect(fromFrontmatter(String(article.dateModified)).getTime(), 'dateModified is the correction date, else the date').toBe(
      (updated ?? date).getTime(),
    );
    const authors = [article.author].flat() as Ld[];
    expect(
      authors.every((a) => typeof a.name === 'string' && a.name),
      'every author has a name',
    ).toBe(true);
    if (article.image) expect([article.image].flat().every((i) => onSite(typeof i === 'string' ? i : (i as Ld).url))).toBe(true);
  });

  it('/careers has a JobPosting for its first open role, valid for 90 days, and none when no role is open', () => {
    const careers = page('/careers');
    if (jobs.open.length === 0) {
      expect(
        ldOf(careers).filter((item) => item['@type'] === 'JobPosting'),
        'JobPosting without an open role',
      ).toEqual([]);
      return;
    }
    const job = ofType(careers, 'JobPosting');
    expect(
      missing(job, ['title', 'description', 'datePosted', 'validThrough', 'employmentType', 'hiringOrganization.name']),
      'JobPosting fields',
    ).toEqual([]);
    expect(job.title).toBe(jobs.open[0]!.title);
    const remote = job.jobLocationType === 'TELECOMMUTE';
    expect(remote ? !!job.applicantLocationRequirements : !!job.jobLocation, 'a location, or remote with applicant location').toBe(true);
    expect(String(job.datePosted)).toMatch(isoDate);
    const days = (Date.parse(String(job.validThrough)) - Date.parse(String(job.datePosted))) / 86_400_000;
    expect(Math.round(days), 'validThrough - datePosted in days').toBe(JOB_POSTING_VALID_DAYS);
    expect(Date.parse(String(job.validThrough)), 'validThrough is not in the past').toBeGreaterThanOrEqual(Date.parse(isoDay(builtAt())));
  });

  it.each([...legalRoutes, ...pressRoutes])('%s has a BreadcrumbList of linked, numbered items', (route) => {
    const list = ofType(page(route), 'BreadcrumbList');
    const items = (list.itemListElement ?? []) as Ld[];
    expect(items.length, 'items').toBeGreaterThanOrEqual(2);
    items.forEach((item, i) => {
      expect(item.position, `item ${i + 1} position`).toBe(i + 1);
      expect(item.name, `item ${i + 1} name`).toBeTruthy();
      const url = typeof item.item === 'string' ? item.item : ((item.item as Ld | undefined)?.['@id'] as string | undefined);
      if (!url && i === items.length - 1) return; // the current page may omit its URL
      expect(onSite(url), `item ${i + 1} URL ${url} on ${site.url}`).toBe(true);
      expect(fileForPath(new URL(url!).pathname), `item ${i + 1} URL ${url} is a built page`).toBeTruthy();
    });
    const last = items.at(-1)!;
    if (typeof last.item === 'string') expect(new URL(last.item).pathname).toBe(route);
  });
});

describe('sharing tags', () => {
  it('/careers names every open role in its title or description, and its hiring sentence', () => {
    const careers = page('/careers');
    const meta = (selector: string) => careers.document.querySelector(selector)?.getAttribute('content') ?? '';
    const title = meta('meta[property="og:title"]');
    expect(title).toMatch(new RegExp(`^Careers at ${site.name}`));
    expect(meta('meta[name="twitter:title"]')).toBe(title);
    const description = meta('meta[property="og:description"]');
    const jobs = openJobs().open;
    for (const job of jobs) expect(`${title} ${description}`).toContain(job.title);
    if (jobs.length > 0) expect(description).toContain(hiringSentence(jobs.map((job) => job.title)));
  });
});
