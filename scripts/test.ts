#!/usr/bin/env node
/**
 * `npm test`: the whole gate, as stages of package.json scripts. The steps of a
 * stage do not depend on each other and run two at a time (the machines the
 * gate runs on have two cores); each step's output is printed whole when it
 * ends, under its name, its time and its verdict. A stage starts once every
 * step before it has passed; a failed step lets its stage finish and then
 * stops the gate with its name. Lighthouse runs alone, last: it measures time,
 * and nothing may run beside it.
 */
import { spawn } from 'node:child_process';

const stages: string[][] = [
  // Longest first, so the short steps fill the other core while it runs.
  ['test:tools', 'check', 'test:unit', 'lint:unused', 'spell', 'lint', 'lint:workflows'],
  ['build'],
  ['test:dist', 'test:html', 'test:budgets'],
  // Alone: Playwright already runs two browsers; beside the audits it took 231 s, alone 161 s
  // and the audits 29 s (fresh clone, quiet machine, 2026-11-28).
  ['test:e2e'],
  ['test:lighthouse'],
];
const parallel = 2;
const npm = process.env.npm_execpath;

interface Step {
  name: string;
  seconds: number;
  passed: boolean;
}

function run(name: string): Promise<Step> {
  const started = performance.now();
  // Through npm, as `npm run <name>` would: the same scripts, the same PATH.
  const child = npm ? spawn(process.execPath, [npm, 'run', name]) : spawn('npm', ['run', name]);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) =>
    child.on('close', (code) => {
      const step = { name, seconds: (performance.now() - started) / 1000, passed: code === 0 };
      console.log(
        `\n── ${step.passed ? '✓' : '✗'} ${name} (${step.seconds.toFixed(0)} s${step.passed ? '' : `, exit ${code}`})\n${output.trimEnd()}`,
      );
      resolve(step);
    }),
  );
}

async function runStage(names: string[]): Promise<Step[]> {
  const queue = [...names];
  const done: Step[] = [];
  const worker = async () => {
    for (let name = queue.shift(); name; name = queue.shift()) done.push(await run(name));
  };
  await Promise.all(Array.from({ length: Math.min(parallel, names.length) }, worker));
  return done;
}

const started = performance.now();
const steps: Step[] = [];
for (const stage of stages) {
  const stageStarted = performance.now();
  steps.push(...(await runStage(stage)));
  console.log(`\n== ${stage.join(', ')}: ${((performance.now() - stageStarted) / 1000).toFixed(0)} s`);
  const failed = steps.filter((step) => !step.passed);
  if (failed.length) {
    console.error(`\nnpm test failed: ${failed.map((step) => step.name).join(', ')} (output above, under each name)`);
    process.exit(1);
  }
}
console.log(`\nnpm test passed in ${((performance.now() - started) / 1000).toFixed(0)} s:`);
for (const step of steps) console.log(`  ${step.name.padEnd(16)} ${step.seconds.toFixed(0).padStart(4)} s`);
