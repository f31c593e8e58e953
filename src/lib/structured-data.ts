/**
 * schema.org structured data (JSON-LD), built in one place from the site
 * config and content: pages pass the result to BaseLayout's `jsonLd` and never
 * write `@type` objects themselves. Each builder returns a complete,
 * self-standing object so a page can list several.
 */
import type { SiteConfig } from './site-config.ts';
import type { JobEntry } from './schemas/company-schema.ts';
import { isoDate, isoDateTime } from './dates.ts';
import { routes } from './routes.ts';
import { jobValidThrough, EQUITY_ONLY_NOTE } from './company-rules.ts';

type JsonLd = Record<string, unknown>;
const context = 'https://schema.org';
const absolute = (path: string, site: SiteConfig) => new URL(path, site.url).href;

/** The publisher as other objects cite it (no @context: it is always nested). */
function publisher(site: SiteConfig): JsonLd {
  return {
    '@type': 'Organization',
    name: site.name,
    legalName: site.legalEntity,
    url: site.url,
    logo: { '@type': 'ImageObject', url: absolute('/favicon.svg', site) },
  };
}

/** The home page's Organization: identity, support contact and social profiles. */
export function organization(site: SiteConfig): JsonLd {
  return {
    '@context': context,
    ...publisher(site),
    contactPoint: { '@type': 'ContactPoint', contactType: 'customer support', email: site.emails.support },
    sameAs: [site.links.linkedin, site.links.instagram],
  };
}

export function webSite(site: SiteConfig): JsonLd {
  return { '@context': context, '@type': 'WebSite', name: site.name, url: site.url, description: site.description };
}

/** A trail from the top: each crumb a name and a site path, the last one the page itself. */
export function breadcrumbList(crumbs: readonly { name: string; path: string }[], site: SiteConfig): JsonLd {
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: absolute(crumb.path, site),
    })),
  };
}

export interface Article {
  headline: string;
  description: string;
  path: string;
  /** A press release's date; a case study has none (its figures are the client's, not news). */
  published?: Date;
  modified?: Date;
  /** Absolute URL of the social image. */
  image: string;
}

/** A press release (NewsArticle) or a case study (Article): the organization is both author and publisher. */
export function article(article: Article, site: SiteConfig): JsonLd {
  const { published, modified } = article;
  return {
    '@context': context,
    '@type': published ? 'NewsArticle' : 'Article',
    headline: article.headline,
    description: article.description,
    ...(published && { datePublished: isoDateTime(published), dateModified: isoDateTime(modified ?? published) }),
    author: publisher(site),
    publisher: publisher(site),
    image: [article.image],
    mainEntityOfPage: { '@type': 'WebPage', '@id': absolute(article.path, site) },
  };
}

/** A role on /careers (Google's remote-job fields, equity-only pay). */
export function jobPosting(job: JobEntry, site: SiteConfig): JsonLd {
  const description = [
    job.summary,
    `Responsibilities: ${job.responsibilities.join(' ')}`,
    `Requirements: ${job.requirements.join(' ')}`,
    `${EQUITY_ONLY_NOTE}.`,
  ].join('\n\n');
  return {
    '@context': context,
    '@type': 'JobPosting',
    title: job.title,
    description,
    datePosted: isoDate(job.datePosted),
    validThrough: isoDate(jobValidThrough(job)),
    employmentType: job.employmentType,
    jobLocationType: 'TELECOMMUTE',
    applicantLocationRequirements: { '@type': 'Country', name: job.applicantCountry },
    hiringOrganization: {
      '@type': 'Organization',
      name: site.legalEntity,
      sameAs: site.url,
      logo: absolute('/favicon.svg', site),
    },
    // No salary is offered, so baseSalary is left out rather than set to zero.
    jobBenefits: EQUITY_ONLY_NOTE,
    incentiveCompensation: 'Equity (stock options)',
    directApply: true,
    applicationContact: { '@type': 'ContactPoint', contactType: 'Recruiting', email: site.emails.careers },
    url: absolute(routes.careers, site),
  };
}
