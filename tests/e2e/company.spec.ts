/**
 * The company pages in a real browser (docs/decisions.md#company-pages): about, team, story, careers,
 * contact, visuals and the cards of the two one-pagers. Counts and figures come from the
 * content files. The JobPosting data is read from the build (tests/dist/quality-structured-data.test.ts),
 * image sizes by the budgets; the one-pagers' own behavior is in one-pagers.spec.ts.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { site } from '../../src/site.config';
import { fillTokens } from '../../src/lib/facts';
import { dataList, entries } from '../content';
import { documents } from '../../src/lib/collections';
import { openJobs } from '../dist/jobs';

const team = dataList('company/team.yaml');
const advisors = dataList('company/advisors.yaml');
const onePagerCards = dataList('company/one-pager.yaml');
const visuals = dataList('company/visuals.yaml');
const jobs = openJobs().open;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A section of the page, found by the heading that names it. */
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
/** The advisory board's heading, on /about and /team. */
const ADVISORS = 'Advisors who have run the systems we fix';
/** The team grid's section: "Team" on /team, "The team" on /about. */
const teamMembers = (page: Page, name = 'Team') => region(page, name).getByRole('article');
const advisorCards = (page: Page) => region(page, ADVISORS).getByRole('article');
/** The one-pager's cards, under their section's heading. */
const onePager = (page: Page, section: string) => region(page, section).getByRole('article');

test.describe('every entry of the data files is on its pages', () => {
  const cases: { route: string; what: string; find: (page: Page) => Locator; count: number }[] = [
    { route: '/team', what: 'team members', find: (page) => teamMembers(page), count: team.length },
    { route: '/team', what: 'advisors', find: advisorCards, count: advisors.length },
    {
      route: '/about',
      what: 'team members in #team',
      find: (page) => page.locator('#team').and(region(page, 'The team')).getByRole('article'),
      count: team.length,
    },
    { route: '/about', what: 'advisors', find: advisorCards, count: advisors.length },
    { route: '/careers', what: 'open roles', find: (page) => region(page, 'Current Open Roles').getByRole('article'), count: jobs.length },
    {
      route: '/mobile-one-pager',
      what: 'one-pager cards',
      find: (page) => onePager(page, `${site.name} in seven cards`),
      count: onePagerCards.length,
    },
    { route: '/onepage', what: 'one-pager cards', find: (page) => onePager(page, 'Summary in seven cards'), count: onePagerCards.length },
  ];
  for (const { route, what, find, count } of cases) {
    test(`${route} shows ${count} ${what}`, async ({ page }) => {
      await page.goto(route);
      await expect(find(page)).toHaveCount(count);
    });
  }

  test('document titles', async ({ page }) => {
    const titles: [string, RegExp][] = [
      ['/team', /^Team\b/],
      ['/story', /^Our Story\b/],
      ['/careers', new RegExp(`^Careers at ${site.name}`)],
      ['/contact', /^Contact\b/],
    ];
    for (const [route, title] of titles) {
      await page.goto(route);
      await expect(page).toHaveTitle(title);
    }
  });
});

test.describe('/team and /about', () => {
  test('each member has a portrait or an initial, a title, a bio and LinkedIn; e-mail links where present', async ({ page }) => {
    await page.goto('/team');
    const members = teamMembers(page);
    const emailLink = (card: Locator) => card.getByRole('link', { name: /^E-mail / });
    let initials = 0;
    for (const member of await members.all()) {
      const name = (await member.getByRole('heading', { level: 3 }).textContent())!.trim();
      // A portrait is an image named after the person; without one, the card shows the name's first letter.
      const portrait = member.getByRole('img');
      if (await portrait.count()) {
        await expect(portrait).toHaveAttribute('alt', new RegExp(name.split(' ')[0]!));
      } else {
        initials += 1;
        await expect(member.getByText(name.charAt(0), { exact: true })).toBeVisible();
      }
      await expect(member.locator('p').first()).not.toBeEmpty();
      await expect(member.getByRole('link', { name: /^LinkedIn/ })).toHaveAttribute('href', /^https:\/\//);
      const email = emailLink(member);
      if (await email.count()) await expect(email).toHaveAttribute('href', /^mailto:[^@]+@refrain\.example$/);
    }
    expect(initials, 'members shown with the initial-letter fallback').toBe(team.filter((member) => !member.img).length);
    await expect(emailLink(members)).not.toHaveCount(0);
    // The founder comes from the site config, with the founder's own address.
    const founder = members.filter({ hasText: site.founder.name });
    await expect(founder).toContainText(site.founder.title);
    await expect(emailLink(founder)).toHaveAttribute('href', `mailto:${site.emails.founder}`);
  });

  test('every advisor is labelled Advisor and links to LinkedIn', async ({ page }) => {
    await page.goto('/team');
    const cards = advisorCards(page);
    await expect(cards).toHaveCount(advisors.length);
    for (const advisor of await cards.all()) {
      await expect(advisor.getByText('Advisor', { exact: true })).toBeVisible();
      await expect(advisor.getByRole('img')).toHaveAttribute('alt', /\w{3,}/);
      await expect(advisor.getByRole('link', { name: /^LinkedIn/ })).toHaveAttribute('href', /^https:\/\//);
    }
  });

  test('/about#team scrolls the team into view', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/about#team');
    const team = page.locator('#team');
    await expect(team).toBeInViewport();
    const top = await team.evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(160);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  });

  test('/about has the founder story, press cards linking to each release and /press, and a careers link', async ({ page }) => {
    await page.goto('/about');
    await expect(page.locator('#our-story')).toContainText(site.founder.name);
    const press = page.locator('#press');
    for (const { id } of entries(documents.press)) {
      await expect(press.locator(`a[href="/press/${id}"]`)).toHaveCount(1);
    }
    await expect(press.locator('a[href="/press"]')).toHaveCount(1);
    await expect(page.locator('main a[href="/careers"]').first()).toBeVisible();
  });

  test('/story has the our-story section, the founder profile and a contact link', async ({ page }) => {
    await page.goto('/story');
    await expect(page.locator('section#our-story')).toBeVisible();
    await expect(page.locator('#founder')).toContainText(site.founder.name);
    await expect(page.locator(`main a[href="mailto:${site.emails.founder}"]`).first()).toBeVisible();
  });
});

test.describe('/careers', () => {
  test('hero, equity-only note, every open role, how to apply and life at the company', async ({ page }) => {
    await page.goto('/careers');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Careers at ${site.name}`);
    const hero = region(page, `Careers at ${site.name}`);
    await expect(hero.getByText("backbone of tomorrow's music industry")).toBeVisible();
    await expect(page.getByRole('complementary', { name: /equity-only until fundraising closes/i })).toBeVisible();
    const openRoles = page.locator('#open-roles');
    await expect(openRoles.getByRole('heading', { level: 2, name: 'Current Open Roles' })).toBeVisible();
    const cards = openRoles.getByRole('article');
    await expect(cards).toHaveCount(jobs.length);
    if (jobs.length === 0) {
      // With no open role the page says so and explains the open application.
      await expect(openRoles).toContainText('no open roles right now');
      await expect(openRoles.getByRole('link', { name: site.emails.careers })).toHaveAttribute('href', `mailto:${site.emails.careers}`);
    }
    for (const [index, job] of jobs.entries()) {
      const card = cards.nth(index);
      await expect(card).toHaveAccessibleName(job.title);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(job.title);
      await expect(card.getByText(job.meta, { exact: true })).toBeVisible();
      await expect(card.getByText(job.summary, { exact: true })).toBeVisible();
      // Each list follows its heading.
      const listUnder = (heading: string) =>
        card
          .locator('div')
          .filter({ has: page.getByRole('heading', { level: 4, name: heading }) })
          .getByRole('listitem');
      await expect(listUnder('What you will do')).toHaveCount(job.responsibilities.length);
      await expect(listUnder('What we look for')).toHaveCount(job.requirements.length);
      // The link names its role, so a list of links read aloud tells the Apply links apart.
      const applyLink = card.getByRole('link', { name: /^Apply by e-mail/ });
      await expect(applyLink).toHaveAccessibleName(new RegExp(`^Apply by e-mail ?: ${escapeRegExp(job.title)}$`));
      const href = await applyLink.getAttribute('href');
      expect(href).toBe(`mailto:${site.emails.careers}?subject=${encodeURIComponent(`Application: ${job.title}`)}`);
      expect(new URL(href!).searchParams.get('subject')).toBe(`Application: ${job.title}`);
    }
    const apply = page.locator('#how-to-apply');
    await expect(apply.getByRole('heading', { level: 2 })).toHaveText('How to Apply');
    await expect(apply).toContainText(/resume and a cover letter/i);
    for (const job of jobs.filter((job) => job.applyNote)) {
      const note = apply.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `${job.title}: include your portfolio` }) });
      await expect(note).toContainText(job.applyNote!);
    }
    await expect(page.getByRole('heading', { level: 2, name: `Life at ${site.name}` })).toBeVisible();
  });
});

test.describe('/contact', () => {
  test('four e-mail cards, what to expect and office hours, no form', async ({ page }) => {
    await page.goto('/contact');
    // Each card: its heading and the address of the site config it offers.
    const expected: [string, string][] = [
      ['General inquiries', site.emails.general],
      ['Press and media', site.emails.press],
      ['Careers', site.emails.careers],
      ['Support', site.emails.support],
    ];
    const cards = region(page, 'E-mail the right team').getByRole('listitem');
    await expect(cards).toHaveCount(expected.length);
    for (const [index, [title, email]] of expected.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(title);
      await expect(card.getByRole('link', { name: email, exact: true })).toHaveAttribute('href', `mailto:${email}`);
    }
    await expect(region(page, 'What to expect')).toContainText(site.office.replyWithin);
    await expect(region(page, 'Office hours').getByText(site.office.hours, { exact: true })).toBeVisible();
    await expect(page.locator('main form, main iframe')).toHaveCount(0);
  });
});

test.describe('/visuals', () => {
  test(`shows the ${visuals.length} gallery images of the data file, each with its caption`, async ({ page }) => {
    await page.goto('/visuals');
    const figures = page.getByRole('region', { name: 'Gallery' }).getByRole('figure');
    await expect(figures).toHaveCount(visuals.length);
    for (const [index, visual] of visuals.entries()) {
      await expect(figures.nth(index).getByRole('img')).toHaveAccessibleName(visual.alt);
      await expect(figures.nth(index)).toContainText(fillTokens(visual.caption).trim().slice(0, 40));
    }
  });

  // The composition each width gets (ProductDrawing's container query) and the words' rendered size;
  // the sizes in the files are checked in tests/unit/drawings.test.ts.
  for (const width of [390, 1280]) {
    test(`gallery drawings at ${width} px: one composition each, every word 12 px or more`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/visuals');
      const shown = await region(page, 'Gallery')
        .getByRole('img')
        .evaluateAll((svgs) =>
          (svgs as SVGSVGElement[]).map((svg) => {
            const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
            const sizes = [...svg.querySelectorAll('text')].map((text) => parseFloat(getComputedStyle(text).fontSize) * scale);
            return { viewBox: svg.viewBox.baseVal.width, smallest: Math.min(...sizes) };
          }),
        );
      expect(shown).toHaveLength(visuals.length);
      for (const drawing of shown) {
        expect(drawing.viewBox).toBe(width < 576 ? 360 : 960);
        expect(drawing.smallest).toBeGreaterThanOrEqual(12);
      }
    });
  }
});
