/**
 * The GitHub Actions workflows, checked without a network: the gate runs on
 * every pull request and push to main through the shared CI script, a deploy
 * needs a passing gate and runs one at a time, the schedule checks whether a
 * rebuild is due at most every 15 minutes, a manual run always rebuilds, a
 * pull request from a fork gets no preview, and secrets are only ever named
 * through `secrets.`. Job conditions are evaluated for each event
 * (tests/tools/github-workflow.ts) rather than compared as text.
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { projectRoot } from './fixture-project';
import { type Job, loadWorkflow, needsOf, runs, simulateJobs, type Step, workflowFiles } from './github-workflow';

const workflows = workflowFiles().map(loadWorkflow);
const scripts = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')).scripts as Record<string, string>;
const readme = readFileSync(join(projectRoot, 'README.md'), 'utf8');
const ciScript = '.ci/run';

const allJobs = workflows.flatMap((workflow) => Object.entries(workflow.jobs).map(([id, job]) => ({ workflow, id, job })));
const runsOf = (job: Job) => job.steps.map((step) => step.run ?? '').join('\n');
/** The steps that upload a build to the CDN: they go through `npm run deploy`. */
const isDeployStep = (step: Step) => /\bnpm run (?:--silent )?deploy(?:\s|$)/.test(step.run ?? '');
const deployJobs = allJobs.filter(({ job }) => job.steps.some(isDeployStep));
/** Production deploys name main as their branch; any other branch is a preview. */
const isProduction = (step: Step) => isDeployStep(step) && /--branch main\b/.test(step.run ?? '');

/** The workflow that gates and deploys main: the one with the production deploy. */
const site = (() => {
  const found = deployJobs.filter(({ job }) => job.steps.some(isProduction));
  if (found.length !== 1) throw new Error(`expected one job that deploys main to production, found ${found.length}`);
  return { workflow: found[0]!.workflow, deployId: found[0]!.id, deploy: found[0]!.job };
})();
/** The gate: the job of that workflow that runs the CI script. */
const gate = (() => {
  const found = Object.entries(site.workflow.jobs).filter(([, job]) => runsOf(job).split('\n').includes(ciScript));
  if (found.length !== 1) throw new Error(`expected one job of ${basename(site.workflow.file)} to run ${ciScript}, found ${found.length}`);
  return { id: found[0]![0], job: found[0]![1] };
})();

/** The minutes of the hour a cron's minute field names. */
function cronMinutes(field: string): number[] {
  return [
    ...new Set(
      field.split(',').flatMap((part) => {
        const [range = '*', step = '1'] = part.split('/');
        const [from, to] =
          range === '*' ? [0, 59] : range.includes('-') ? range.split('-').map(Number) : [Number(range), step === '1' ? Number(range) : 59];
        const minutes: number[] = [];
        for (let minute = from!; minute <= to!; minute += Number(step)) minutes.push(minute);
        return minutes;
      }),
    ),
  ].sort((a, b) => a - b);
}

describe('every workflow', () => {
  it('exists and passes the workflow validator, which rejects a broken one', () => {
    expect(workflows.map((workflow) => basename(workflow.file))).toEqual(expect.arrayContaining(['legal-review.yml', 'site.yml']));
    const validator = join(projectRoot, 'node_modules/.bin/action-validator');
    for (const { file, text } of workflows) {
      expect(spawnSync(validator, [file], { encoding: 'utf8' }).status, file).toBe(0);
      const broken = join(mkdtempSync(join(tmpdir(), 'workflow-')), basename(file));
      writeFileSync(broken, text.replace(/runs-on: ubuntu-latest/g, 'runs-onn: ubuntu-latest'));
      expect(spawnSync(validator, [broken], { encoding: 'utf8' }).status, broken).not.toBe(0);
    }
  });

  it('npm run lint:workflows validates each of them (the validator takes one file at a time)', () => {
    const run = spawnSync('npm', ['run', '--silent', 'lint:workflows'], { cwd: projectRoot, encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    expect(scripts['lint:workflows']).toContain('.github/workflows/*.yml');
  });

  it('names secrets only through `secrets.NAME`, in env or with, never in the text of a command', () => {
    const named = new Set<string>();
    // Every string in every workflow (comments are not values): `if:` holds a bare expression, others wrap theirs in ${{ }}.
    const strings = (value: unknown, key = ''): [string, string][] =>
      typeof value === 'string'
        ? [[key, value]]
        : value && typeof value === 'object'
          ? Object.entries(value).flatMap(([k, v]) => strings(v, Array.isArray(value) ? key : k))
          : [];
    for (const workflow of workflows) {
      const { file, text: _text, ...parsed } = workflow;
      for (const [key, value] of strings(parsed)) {
        const expressions = key === 'if' ? [value] : [...value.matchAll(/\$\{\{[\s\S]*?\}\}/g)].map(([e]) => e);
        for (const expression of expressions.filter((e) => /\bsecrets\b/.test(e))) {
          expect(expression, `${basename(file)}: a secret by its name alone`).toMatch(/^\$\{\{\s*secrets\.[A-Z][A-Z0-9_]*\s*\}\}$/);
          named.add(/secrets\.(\w+)/.exec(expression)![1]!);
        }
        const outside = key === 'if' ? '' : value.replace(/\$\{\{[\s\S]*?\}\}/g, '');
        expect(outside, `${basename(file)}: "secrets" outside an expression`).not.toMatch(/\bsecrets\./);
      }
    }
    for (const { workflow, id, job } of allJobs) {
      for (const step of job.steps) {
        expect(step.run ?? '', `${basename(workflow.file)} ${id}: a secret inside a command`).not.toContain('secrets.');
        for (const [key, value] of Object.entries({ ...job.env, ...step.env, ...(step.with as Record<string, string>) })) {
          // Nothing that looks like a credential is written into a workflow: tokens and keys come from secrets.
          if (/TOKEN|SECRET|PASSWORD|API_KEY/i.test(key))
            expect(String(value), `${key} in ${id}`).toMatch(/^\$\{\{\s*secrets\.\w+\s*\}\}$/);
          expect(String(value), `${key} in ${id}`).not.toMatch(/^(?:gh[pousr]_|github_pat_)|^[A-Za-z0-9_-]{32,}$/);
        }
      }
    }
    expect(named.size, 'the deploy needs secrets').toBeGreaterThan(0);
    // The README's "Deploying" section names every secret the workflows read.
    const deploying = /^## Deploying$([\s\S]*?)(?=^## )/m.exec(readme)?.[1] ?? '';
    for (const name of named) expect(deploying, `README, "Deploying", names ${name}`).toContain(name);
  });

  it('call npm scripts that exist, and the legal tools only through them', () => {
    for (const { file, text } of workflows) {
      for (const [, name] of text.matchAll(/npm run (?:--silent )?([\w:-]+)/g))
        expect(scripts, `${file}: npm run ${name}`).toHaveProperty(name!);
      expect(text, `${file}: legal tools are called through npm scripts, their files are about to move`).not.toMatch(/scripts\/legal-/);
    }
  });

  it('set up Node with the npm cache wherever they install', () => {
    for (const { workflow, id, job } of allJobs) {
      const installs = /\bnpm ci\b/.test(runsOf(job)) || runsOf(job).split('\n').includes(ciScript);
      if (!installs) continue;
      const setup = job.steps.find((step) => step.uses?.startsWith('actions/setup-node@'));
      expect(setup?.with, `${basename(workflow.file)} ${id}`).toMatchObject({ cache: 'npm' });
    }
  });
});

describe('the gate', () => {
  it('runs on every pull request and every push to main', () => {
    expect(site.workflow.on).toHaveProperty('pull_request');
    expect((site.workflow.on.push as { branches: string[] }).branches).toEqual(['main']);
    for (const event of ['pull_request', 'push']) {
      const results = simulateJobs(site.workflow, { event_name: event, ref: 'refs/heads/main' });
      expect(results[gate.id], event).toBe('success');
    }
  });

  it(`prepares the machine and runs the README's test command through ${ciScript}, not a copy of its steps`, () => {
    const ci = readFileSync(join(projectRoot, ciScript), 'utf8');
    expect(ci).toMatch(/^bash scripts\/prepare-machine\.sh$/m);
    expect(ci).toMatch(/^npm test$/m);
    expect(ci).toMatch(/^npm run legal:check -- --dist dist$/m);
    expect(gate.job['runs-on']).toBe('ubuntu-latest');
    const commands = runsOf(gate.job);
    expect(commands).not.toMatch(/npm (?:run )?test|prepare-machine|legal:check|npm ci/);
    // The runner is not root: the image's Chrome stands in for Debian's Chromium, and nginx and Java are on the image.
    const prepare = readFileSync(join(projectRoot, 'scripts/prepare-machine.sh'), 'utf8');
    expect(prepare).toContain('CHROME_PATH');
    expect(gate.job.env?.CHROME_PATH).toMatch(/^\/usr\/bin\/google-chrome/);
  });
});

describe('the deploy', () => {
  it('needs the gate, and only a passing gate on main deploys', () => {
    expect(needsOf(site.deploy)).toContain(gate.id);
    const push = { event_name: 'push', ref: 'refs/heads/main' };
    expect(simulateJobs(site.workflow, push)[site.deployId]).toBe('success');
    expect(simulateJobs(site.workflow, push, { results: { [gate.id]: 'failure' } })[site.deployId]).toBe('skipped');
    expect(simulateJobs(site.workflow, { event_name: 'pull_request', ref: 'refs/pull/7/merge' })[site.deployId]).toBe('skipped');
    expect(simulateJobs(site.workflow, { event_name: 'workflow_dispatch', ref: 'refs/heads/feature' })[site.deployId]).toBe('skipped');
  });

  it('deploys the build the gate tested', () => {
    const upload = gate.job.steps.find((step) => step.uses?.startsWith('actions/upload-artifact@'));
    const download = site.deploy.steps.find((step) => step.uses?.startsWith('actions/download-artifact@'));
    expect(upload?.with?.path).toMatch(/^dist\/?$/);
    expect(download?.with).toMatchObject({ name: upload?.with?.name, path: 'dist' });
    expect(site.deploy.steps.filter(isDeployStep).every((step) => !/--dir/.test(step.run!))).toBe(true);
  });

  it('runs one at a time, never cancelling one in progress', () => {
    const production = deployJobs.filter(({ job }) => job.steps.some(isProduction));
    const groups = new Set(production.map(({ job }) => job.concurrency?.group));
    expect(groups.size).toBe(1);
    for (const { id, job } of production) {
      expect(job.concurrency?.group, id).toBeTruthy();
      expect(job.concurrency?.['cancel-in-progress'], id).toBe(false);
    }
  });

  it('never deploys an older commit over a newer one', () => {
    const deployStep = site.deploy.steps.find(isProduction)!;
    const guard = site.deploy.steps.find((step) => /git ls-remote origin refs\/heads\/main/.test(step.run ?? ''));
    expect(guard?.id).toBeTruthy();
    const stepRuns = (newest: string) =>
      runs(deployStep.if, { contexts: { steps: { [guard!.id!]: { outputs: { newest } } } }, status: { success: true, failure: false } });
    expect(stepRuns('true')).toBe(true);
    expect(stepRuns('false')).toBe(false);
  });
});

describe('rebuilding when a change is due', () => {
  const schedules = (site.workflow.on.schedule ?? []) as { cron: string }[];

  it('checks on a schedule of exactly every 15 minutes, which the README states', () => {
    expect(schedules.length).toBeGreaterThan(0);
    for (const { cron } of schedules) {
      const [minute, ...rest] = cron.trim().split(/\s+/);
      expect(rest, cron).toEqual(['*', '*', '*', '*']);
      const minutes = cronMinutes(minute!);
      const gaps = minutes.map((m, i) => (minutes[i + 1] ?? minutes[0]! + 60) - m);
      expect(new Set(gaps), cron).toEqual(new Set([15]));
      expect(readme, 'README states the bound').toMatch(new RegExp(`within ${gaps[0]} minutes`));
    }
  });

  it('asks `npm run deploy:due`, and gates and deploys only when a rebuild is due', () => {
    const due = Object.entries(site.workflow.jobs).find(([, job]) => /npm run (?:--silent )?deploy:due\b/.test(runsOf(job)));
    expect(due, 'a job runs npm run deploy:due').toBeTruthy();
    const [dueId, dueJob] = due!;
    expect(needsOf(gate.job)).toContain(dueId);
    expect(dueJob.outputs?.due).toMatch(/steps\.\w+\.outputs\.due/);
    const schedule = { event_name: 'schedule', ref: 'refs/heads/main' };
    const whenDue = simulateJobs(site.workflow, schedule, { outputs: { [dueId]: { due: 'true' } } });
    expect(whenDue).toMatchObject({ [dueId]: 'success', [gate.id]: 'success', [site.deployId]: 'success' });
    const notDue = simulateJobs(site.workflow, schedule, { outputs: { [dueId]: { due: 'false' } } });
    expect(notDue).toMatchObject({ [gate.id]: 'skipped', [site.deployId]: 'skipped' });
    // A check that fails outright deploys nothing; the check itself turns an unreadable file into "due".
    const broken = simulateJobs(site.workflow, schedule, { results: { [dueId]: 'failure' } });
    expect(broken).toMatchObject({ [gate.id]: 'skipped', [site.deployId]: 'skipped' });
    // Pushes and pull requests do not ask.
    expect(simulateJobs(site.workflow, { event_name: 'push', ref: 'refs/heads/main' })[dueId]).toBe('skipped');
  });

  it('always rebuilds on a manual run', () => {
    expect(site.workflow.on).toHaveProperty('workflow_dispatch');
    const results = simulateJobs(site.workflow, { event_name: 'workflow_dispatch', ref: 'refs/heads/main' }, { outputs: {} });
    expect(results).toMatchObject({ [gate.id]: 'success', [site.deployId]: 'success' });
  });
});

describe('the preview of a pull request', () => {
  const previews = deployJobs.flatMap(({ workflow, id, job }) =>
    job.steps.filter((step) => isDeployStep(step) && !isProduction(step)).map((step) => ({ workflow, id, job, step })),
  );
  const sameRepo = {
    event_name: 'pull_request',
    repository: 'refrain/site',
    event: { pull_request: { head: { repo: { full_name: 'refrain/site' } } } },
  };
  const fork = { ...sameRepo, event: { pull_request: { head: { repo: { full_name: 'someone/site' } } } } };
  const stepRuns = (step: Step, github: object, steps: Record<string, { outcome: string }>) =>
    runs(step.if, { contexts: { github, steps }, status: { success: true, failure: false } });

  it('runs on pull requests, from a build that built, and is skipped for a fork', () => {
    expect(previews.length).toBeGreaterThan(0);
    for (const { workflow, job, step } of previews) {
      expect(workflow.on).toHaveProperty('pull_request');
      const build = job.steps.find((s) => /\bnpm run (?:--silent )?build\b/.test(s.run ?? ''));
      expect(build?.id, 'the build step has an id the preview can test').toBeTruthy();
      const built = { [build!.id!]: { outcome: 'success' } };
      expect(stepRuns(step, sameRepo, built)).toBe(true);
      expect(stepRuns(step, sameRepo, { [build!.id!]: { outcome: 'failure' } })).toBe(false);
      expect(stepRuns(step, fork, built)).toBe(false);
      expect(stepRuns(build!, fork, {})).toBe(false);
      // A failed preview does not stop the rest of the review.
      expect(step['continue-on-error']).toBe(true);
      expect(build!['continue-on-error']).toBe(true);
    }
  });
});
