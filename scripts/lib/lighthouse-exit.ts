/**
 * Loaded into every Lighthouse run that `lhci collect` starts (NODE_OPTIONS
 * --import, set by scripts/lighthouse.ts). Lighthouse CI runs Lighthouse once
 * per process, and Lighthouse's image gatherer starts a 5-second time budget
 * that it never clears, so each process stayed alive two to four seconds
 * after it had printed its report: about a minute of waiting over 18 runs.
 * Once the report has reached stdout, and the command has run what follows
 * it (an exit code for a runtime error comes first), nothing is left to do:
 * exit.
 */
const write = process.stdout.write.bind(process.stdout);

process.stdout.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
  const isReport = rest.length === 0 && typeof chunk === 'string' && chunk.startsWith('{') && chunk.includes('"lighthouseVersion"');
  // The callback runs once the report is flushed, so a pipe gets all of it.
  return isReport ? write(chunk, () => setImmediate(() => process.exit())) : write(chunk, ...rest);
}) as typeof process.stdout.write;
