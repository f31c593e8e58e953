/**
 * Pure logic of the company pages: the founder's entry, team entries resolved against the site
 * config, application links and the expiry of job postings. The schemas' plain declarations
 * (required fields, enums, unknown keys) are every build's to apply.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import { teamMemberSchema } from '~/lib/schemas/company-schema';
import {
  applyHref,
  expiredJobWarning,
  hiringSentence,
  jobExpiresAt,
  jobValidThrough,
  partitionJobs,
  resolveMember,
} from '~/lib/company-rules';
import { site } from '~/site.config';
import { isoDate, parseIsoDate } from '~/lib/dates';

// Stand-in for Astro's image(): any string path.
const image = () => z.string();
const team = teamMemberSchema(image);

const member = {
  id: 'daniel-reyes',
  order: 2,
  name: 'Daniel Reyes',
  title: 'Chief Technology Officer',
  bio: 'Built payments infrastructure for a decade before music, and owns the payout pipeline.',
  socials: { linkedin: 'https://linkedin.example/in/daniel-reyes' },
  email: 'daniel',
};

describe('team schema', () => {
  it('takes the founder from the site config: no name, title or e-mail in the entry; every other member has a name', () => {
    const founder = { ...member, id: 'founder', founder: true, name: undefined, title: undefined, email: undefined };
    expect(team.safeParse(founder).success).toBe(true);
    expect(team.safeParse({ ...founder, name: 'Someone Else' }).success).toBe(false);
    expect(team.safeParse({ ...founder, email: 'maya' }).success).toBe(false);
    expect(team.safeParse({ ...member, name: undefined }).success).toBe(false);
  });
});

describe('resolveMember', () => {
  it('fills the founder from the site config', () => {
    const founder = team.parse({ ...member, id: 'founder', founder: true, name: undefined, title: undefined, email: undefined });
    const resolved = resolveMember(founder, site);
    expect(resolved).toMatchObject({ name: site.founder.name, title: site.founder.title, email: site.emails.founder });
  });

  it('expands a mailbox name with the site domain, leaves none when absent, prefers the long bio', () => {
    const domain = site.emails.general.split('@')[1];
    expect(resolveMember(team.parse(member), site).email).toBe(`daniel@${domain}`);
    expect(resolveMember(team.parse({ ...member, email: undefined }), site).email).toBeUndefined();
    const longBio = 'A longer biography that runs past the short card bio and says more about the work. '.repeat(2);
    expect(resolveMember(team.parse({ ...member, longBio }), site).fullBio).toBe(longBio);
    expect(resolveMember(team.parse(member), site).fullBio).toBe(member.bio);
  });
});

describe('careers', () => {
  it('applyHref encodes "Application: <title>" as the subject', () => {
    const href = applyHref('Social Media Intern', 'careers@refrain.example');
    expect(href).toBe('mailto:careers@refrain.example?subject=Application%3A%20Social%20Media%20Intern');
    expect(new URL(href).searchParams.get('subject')).toBe('Application: Social Media Intern');
    expect(applyHref('R&D Lead', 'c@x.example')).toContain('subject=Application%3A%20R%26D%20Lead');
  });

  it('says who we are hiring from the open postings, and nothing stale when none is open', () => {
    expect(hiringSentence(['Machine Learning Engineer', 'Social Media Intern'])).toBe(
      'We are hiring a Machine Learning Engineer and a Social Media Intern.',
    );
    expect(hiringSentence(['Engineer', 'Designer', 'Analyst'])).toBe('We are hiring an Engineer, a Designer and an Analyst.');
    expect(hiringSentence([])).not.toMatch(/hiring/);
  });
});

describe('job postings expire', () => {
  const posting = { id: 'role', title: 'Role', datePosted: parseIsoDate('2031-01-01') };

  it('are open through the 90th day after datePosted in San Diego, and not after', () => {
    expect(isoDate(jobValidThrough(posting))).toBe('2031-04-01');
    expect(partitionJobs([posting], parseIsoDate('2031-04-01')).open).toEqual([posting]);
    // 23:59 on April 1 in San Diego is 06:59 UTC on April 2: still open.
    expect(partitionJobs([posting], new Date('2031-04-02T06:59:00Z')).open).toEqual([posting]);
    expect(jobExpiresAt(posting).toISOString()).toBe('2031-04-02T07:00:00.000Z');
    expect(partitionJobs([posting], jobExpiresAt(posting))).toEqual({ open: [], expired: [posting] });
  });

  it('warn naming the file, the posting and what to do', () => {
    const warning = expiredJobWarning(posting, 'content/data/company/jobs.yaml');
    expect(warning).toContain('content/data/company/jobs.yaml');
    expect(warning).toContain('"role"');
    expect(warning).toContain('expired on 2031-04-01');
    expect(warning).toMatch(/set datePosted .* remove the entry/);
  });
});
