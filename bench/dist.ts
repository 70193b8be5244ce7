/* The built app the bench serves, and its initial JavaScript size. The bench serves a private
   copy (DIST_DIR), so a concurrent `npm run build` in the shared tree cannot swap files under a
   running measurement; when dist/ is missing or older than the sources it builds its own. */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const SOURCES = ['src', 'sw', 'public', 'index.html', 'vite.config.ts'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

export interface PreparedDist {
  dir: string;
  /** 'copied' from a fresh dist/, or 'built' here. */
  how: 'copied' | 'built';
}

/** Puts a current build of the code in `root` into `target`, or throws with the build's output. */
export function prepareDist(root: string, target: string): PreparedDist {
  const shared = join(root, 'dist');
  const fresh = existsSync(join(shared, 'index.html'))
    && statSync(join(shared, 'index.html')).mtimeMs >= Math.max(...SOURCES.map((s) => newestMtime(join(root, s))));
  if (fresh && process.env.BENCH_BUILD !== '1') {
    cpSync(shared, target, { recursive: true });
    return { dir: target, how: 'copied' };
  }
  const run = spawnSync('npx', ['vite', 'build', '--outDir', target, '--emptyOutDir', '--logLevel', 'warn'], { cwd: root, encoding: 'utf8' });
  if (run.status !== 0 || !existsSync(join(target, 'index.html'))) {
    throw new Error(`vite build falhou: ${(run.stderr || run.stdout || '').slice(-1500)}`);
  }
  return { dir: target, how: 'built' };
}

export interface BundleSize {
  /** Gzip (zlib level 6, what the server's compression sends) of the JS index.html loads at once. */
  initialJsGzip: number;
  initialJsRaw: number;
  cssGzip: number;
  files: { file: string; raw: number; gzip: number }[];
}

/** The scripts and module preloads index.html names: what a first visit must download. */
export function bundleSize(distDir: string): BundleSize {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const refs = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*\bsrc="([^"]+\.js)"/g)) refs.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+\.js)"/g)) refs.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]*href="([^"]+\.js)"[^>]*rel="modulepreload"/g)) refs.add(m[1]!);
  const css = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+\.css)"/g)].map((m) => m[1]!);
  const size = (ref: string) => {
    const bytes = readFileSync(join(distDir, ref.replace(/^\//, '')));
    return { file: ref, raw: bytes.length, gzip: gzipSync(bytes, { level: 6 }).length };
  };
  const files = [...refs].map(size);
  return {
    initialJsGzip: files.reduce((s, f) => s + f.gzip, 0),
    initialJsRaw: files.reduce((s, f) => s + f.raw, 0),
    cssGzip: css.map(size).reduce((s, f) => s + f.gzip, 0),
    files,
  };
}
