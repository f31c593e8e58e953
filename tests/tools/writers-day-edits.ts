/**
 * The six changes of a writer's ordinary day (writers-day.test.ts), made in a throwaway copy
 * exactly as a writer makes them: files under content/ only, dated `today`.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { CaseStudyCategory } from '~/lib/case-study-filter';
import { MONTHS, pressPath } from '~/lib/routes';
import { site } from '~/site.config';
import { readFrontmatter } from '../../src/lib/frontmatter';
import type { FixtureProject } from './fixture-project';

export const PUBLISHER: CaseStudyCategory = 'publisher';
const frontmatter = (text: string) => readFrontmatter(text) as Record<string, any>;

/** Makes the day's changes in `fx`; `published` are the press releases the site publishes before them. */
export function writeTheDay(fx: FixtureProject, today: string, published: readonly { id: string }[]) {
  const changes = {
    policy: '',
    policyVersion: '',
    caseStudy: 'music-publisher-reclaims-admin-share',
    member: 'writers-day-new-member',
    update: '',
    release: 'writers-day-release',
    releaseTitle: 'Refrain Publishes a Release Written on a Writer’s Ordinary Day',
    removedRelease: '',
  };

  /** (a) One sentence added to a published policy, with the version, date and change entry a writer adds. */
  function updatePolicy() {
    const file = readdirSync(join(fx.dir, 'content/legal'))
      .filter((name) => name.endsWith('.mdx'))
      .sort()[0]!;
    const path = `content/legal/${file}`;
    const text = fx.read(path);
    const data = frontmatter(text);
    const [major, minor] = String(data.version).split('.').map(Number);
    const version = `${major}.${(minor ?? 0) + 1}`;
    const entry = `changes:\n  - version: "${version}"\n    date: ${today}\n    kind: editorial\n    summary: Added a sentence on how to reach us about this document.\n`;
    const updated = text
      .replace(/^version: .*$/m, `version: "${version}"`)
      .replace(/^effectiveDate: .*$/m, `effectiveDate: ${today}`)
      .replace(/^lastUpdated: .*$/m, `lastUpdated: ${today}`)
      .replace(/^changes:\n/m, entry)
      // A new line under the first section heading: a visible change of one sentence.
      .replace(/^(## .*\{#[a-z0-9-]+\}\n\n)/m, `$1Questions about this document reach the team at ${site.emails.legal}.\n`);
    expect(updated, 'the policy edit applied').not.toBe(text);
    fx.write(path, updated);
    changes.policy = file.replace(/\.mdx$/, '');
    changes.policyVersion = version;
  }

  /** (b) One more case study, in the publisher category. */
  function addCaseStudy() {
    const orders = readdirSync(join(fx.dir, 'content/case-studies')).map(
      (name) => frontmatter(fx.read(`content/case-studies/${name}`)).order as number,
    );
    fx.write(
      `content/case-studies/${changes.caseStudy}.mdx`,
      `---
title: Music publisher reclaims its admin share on 340 works
order: ${Math.max(...orders) + 1}
featured: false
category: ${PUBLISHER}
icon: register
client:
  name: T.W.
  role: Independent music publisher
  description: A three-person publishing company administering about 900 works for forty songwriters.
challenge: Co-publishing deals signed years apart had left the company's share missing on hundreds of registrations, so the society paid the other publishers.
solution: We matched every deal to its works, filed the missing publisher shares with each society and set new signings to register from verified sources.
results:
  revenueRecovered: 12750
  timeSaved: 30 hours a month
  additionalMetrics:
    - value: '340'
      label: registrations corrected
---
`,
    );
  }

  /** (c) One more team member, without a photo (the card shows the initial). */
  function addMember() {
    const path = 'content/data/company/team.yaml';
    // Every person on the site has a portrait (tests/dist/portraits.test.ts): the writer adds one beside the entry.
    fx.write(
      'content/data/company/noor-haddad.svg',
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><rect width="200" height="200" fill="#ede9fe"/><circle cx="100" cy="80" r="36" fill="#5b3fd6"/><rect x="50" y="124" width="100" height="76" rx="40" fill="#5b3fd6"/></svg>\n',
    );
    fx.write(
      path,
      `${fx.read(path).trimEnd()}

- id: ${changes.member}
  name: Noor Haddad
  title: Rights Analyst
  img:
    src: ./noor-haddad.svg
    alt: Illustrated portrait of Noor Haddad
  bio: Checks every registration the product files against the society's records and chases the ones that bounce.
  socials:
    linkedin: https://linkedin.example/in/noor-haddad
`,
    );
  }

  /** (d) A new monthly investor update, named after its month (the next year with that month free when it is taken). */
  function addUpdate() {
    const taken = new Set(readdirSync(join(fx.dir, 'content/investor-updates')).map((name) => name.replace(/\.mdx$/, '')));
    const [year, month] = today.split('-').map(Number) as [number, number];
    let slug = '';
    for (let y = year; !slug || taken.has(slug); y++) slug = `${MONTHS[month - 1]}-${y}`;
    changes.update = slug;
    fx.write(
      `content/investor-updates/${slug}.mdx`,
      `---
title: Investor update for the test month
date: ${today}
summary: A new monthly update written by the writer’s-day test, to prove that a writer adds an update with one file.
---

## The numbers

Members and registrations grew again this month.
`,
    );
  }

  /** (e) A press release newer than every one written. */
  function addRelease() {
    const path = `content/press/${changes.release}.mdx`;
    expect(existsSync(join(fx.dir, path)), 'the new release’s file name is free').toBe(false);
    fx.write(
      path,
      `---
title: ${JSON.stringify(changes.releaseTitle)}
date: ${today}
summary: A release written by the writer’s-day test, to prove that the press room, the home page and the feed lead with a new release.
---

The newest release leads every list of releases on the site.
`,
    );
  }

  /** (f) One press release removed: one that no other content links to. */
  function removeRelease() {
    const others = (dir: string): string[] =>
      readdirSync(join(fx.dir, dir), { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? others(join(dir, entry.name)) : [fx.read(join(dir, entry.name))],
      );
    const linked = others('content').join('\n');
    // One the site publishes now, so its removal shows.
    const id = published.map((release) => release.id).find((slug) => !linked.includes(pressPath(slug)));
    expect(id, 'a published press release nothing links to').toBeTruthy();
    fx.remove(`content/press/${id}.mdx`);
    changes.removedRelease = id!;
  }
  updatePolicy();
  addCaseStudy();
  addMember();
  addUpdate();
  addRelease();
  removeRelease();
  return changes;
}
