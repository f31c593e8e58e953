/**
 * The structured data builders (src/lib/structured-data.ts) against a site
 * config of the test's own, so each field's source is visible here.
 */
import { describe, expect, it } from 'vitest';
import { job } from './fixtures';
import { jobValidThrough } from '~/lib/company-rules';
import { isoDate, parseIsoDate } from '~/lib/dates';
import { breadcrumbList, jobPosting, newsArticle, organization, webSite } from '~/lib/structured-data';
import { site as realSite } from '~/site.config';

const site = { ...realSite, url: 'https://site.example', name: 'Example', legalEntity: 'Example Music, Inc.' };

describe('structured data', () => {
  it('Organization and WebSite name the site and its legal entity with absolute URLs', () => {
    expect(organization(site)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Example',
      legalName: 'Example Music, Inc.',
      url: 'https://site.example',
      logo: { url: 'https://site.example/favicon.svg' },
      contactPoint: { email: site.emails.support },
      sameAs: [site.links.linkedin, site.links.instagram],
    });
    expect(webSite(site)).toMatchObject({ '@type': 'WebSite', url: 'https://site.example', description: site.description });
  });

  it('BreadcrumbList numbers the crumbs from 1 and makes each path absolute', () => {
    const data = breadcrumbList(
      [
        { name: 'Press', path: '/press' },
        { name: 'Launch', path: '/press/launch' },
      ],
      site,
    );
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Press', item: 'https://site.example/press' },
      { '@type': 'ListItem', position: 2, name: 'Launch', item: 'https://site.example/press/launch' },
    ]);
  });

  it('NewsArticle dates as YYYY-MM-DD (or a time with its offset), modified falling back to published, and points at its page', () => {
    const published = parseIsoDate('2025-03-04');
    const base = { headline: 'H', description: 'D', path: '/press/h', published, image: 'https://site.example/og.png' };
    expect(newsArticle(base, site)).toMatchObject({
      '@type': 'NewsArticle',
      datePublished: '2025-03-04',
      dateModified: '2025-03-04',
      author: { name: 'Example' },
      publisher: { name: 'Example' },
      image: ['https://site.example/og.png'],
      mainEntityOfPage: { '@id': 'https://site.example/press/h' },
    });
    expect(newsArticle({ ...base, modified: parseIsoDate('2025-05-06') }, site).dateModified).toBe('2025-05-06');
    // A release published at a time of day states it, in San Diego's offset.
    expect(newsArticle({ ...base, published: new Date('2026-12-01T14:00:00Z') }, site).datePublished).toBe('2026-12-01T06:00:00-08:00');
  });

  it('JobPosting is remote, from the entry, equity-only, without a salary, and valid for the posting period', () => {
    const data = jobPosting(job, site);
    const validThrough = isoDate(jobValidThrough(job));
    expect(data).toMatchObject({
      '@type': 'JobPosting',
      title: job.title,
      employmentType: job.employmentType,
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: job.applicantCountry },
      hiringOrganization: { name: 'Example Music, Inc.', sameAs: 'https://site.example' },
      datePosted: '2025-11-01',
      validThrough,
      directApply: true,
      applicationContact: { email: site.emails.careers },
      url: 'https://site.example/careers',
    });
    expect(data).not.toHaveProperty('baseSalary');
    expect(String(data.jobBenefits)).toMatch(/equity-only/i);
    expect(String(data.description)).toContain(job.responsibilities[0]);
  });
});
