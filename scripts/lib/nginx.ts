/**
 * Start and stop a private nginx that serves a built site with the committed
 * server block (deploy/nginx.conf), on 127.0.0.1, from a temporary prefix: no
 * root-owned paths, no system service. Used by the end-to-end run (tests/e2e/global-setup.ts) and
 * scripts/lighthouse.ts, so both measure what production serves.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('../..', import.meta.url));
export const serverBlockFile = join(repo, 'deploy/nginx.conf');

export const NGINX_MISSING =
  "nginx is not installed. npm test installs Debian's package first when it can (scripts/prepare-machine.sh); otherwise: sudo apt-get install -y nginx.";

export function findNginx(): string | undefined {
  for (const candidate of [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx']) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() : undefined;
}

/** The committed server block, listening on 127.0.0.1:port and serving `root`. */
export function localServerBlock(root: string, port: number): string {
  const block = readFileSync(serverBlockFile, 'utf8');
  const swap = (text: string, pattern: RegExp, replacement: string, what: string) => {
    const matches = text.match(new RegExp(pattern.source, 'gm')) ?? [];
    if (matches.length !== 1) throw new Error(`deploy/nginx.conf: expected one ${what} line, found ${matches.length}`);
    return text.replace(pattern, replacement);
  };
  let out = swap(block, /^ {4}listen \S+;$/m, `    listen 127.0.0.1:${port};`, '"listen"');
  out = swap(out, /^ {4}root \S+;$/m, `    root ${root};`, '"root"');
  return out;
}

function mimeTypes(binary: string): string {
  const candidates = ['/etc/nginx/mime.types', resolve(binary, '../../conf/mime.types')];
  const found = candidates.find((c) => existsSync(c));
  if (!found) throw new Error(`nginx is installed (${binary}) but its mime.types was not found in ${candidates.join(' or ')}`);
  return found;
}

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { redirect: 'manual' });
    return true;
  } catch {
    return false;
  }
}

export interface NginxOptions {
  /** The built site to serve. */
  dist: string;
  port: number;
  /** The nginx binary; `null` stands for a machine without nginx (tests of the message). */
  binary?: string | null;
}

export interface LocalNginx {
  url: string;
  prefix: string;
  errorLog(): string;
  stop(): Promise<void>;
}

/**
 * Serve `dist` on 127.0.0.1:port. Resolves once nginx answers; `stop()` ends
 * this nginx (by its own process id) and removes its temporary prefix.
 */
export async function startNginx(options: NginxOptions): Promise<LocalNginx> {
  const { dist, port } = options;
  const binary = options.binary === undefined ? findNginx() : options.binary;
  if (!binary) throw new Error(NGINX_MISSING);
  const root = resolve(dist);
  if (!existsSync(join(root, 'index.html'))) throw new Error(`No built site in ${root}: run "npm run build" first.`);
  const prefix = mkdtempSync(join(tmpdir(), 'refrain-nginx-'));
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `    ${kind}_temp_path ${join(prefix, kind)};`)
    .join('\n');
  const conf = [
    // As root, workers would switch to "nobody", who cannot read the temporary prefix.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'daemon off;',
    'worker_processes 1;',
    `pid ${join(prefix, 'nginx.pid')};`,
    `error_log ${join(prefix, 'error.log')} warn;`,
    'events { worker_connections 256; }',
    'http {',
    `    include ${mimeTypes(binary)};`,
    '    default_type application/octet-stream;',
    '    access_log off;',
    temp,
    localServerBlock(root, port),
    '}',
    '',
  ].join('\n');
  const confFile = join(prefix, 'nginx.conf');
  writeFileSync(confFile, conf);
  const child: ChildProcess = spawn(binary, ['-p', prefix, '-c', confFile, '-e', join(prefix, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk;
  });
  const exited = new Promise((done) => child.on('exit', done));
  const url = `http://127.0.0.1:${port}`;
  const errorLog = () => (existsSync(join(prefix, 'error.log')) ? readFileSync(join(prefix, 'error.log'), 'utf8') : '');
  for (let waited = 0; !(await answers(url)); waited += 100) {
    if (child.exitCode !== null || waited > 15_000) {
      child.kill('SIGKILL');
      const log = `${stderr}${errorLog()}`.trim();
      rmSync(prefix, { recursive: true, force: true });
      throw new Error(`nginx did not start on ${url}:\n${log || '(no output)'}`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  return {
    url,
    prefix,
    errorLog,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        await Promise.race([exited, new Promise((done) => setTimeout(done, 5_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
