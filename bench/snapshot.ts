/* Which code a run measures. By default the working tree as it is; with BENCH_REF=<git ref> an
   exported copy of that commit (git archive, node_modules linked), so edits made in the tree
   while a 20-minute run is under way cannot leak into it, and the result names its commit. */
import { execFileSync } from 'node:child_process';
import { mkdirSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface CodeUnderTest {
  /** Directory holding package.json, src/, server/ of the measured code. */
  root: string;
  /** The commit measured, or HEAD when measuring the working tree. */
  commit: string;
  /** 'working tree' (with or without uncommitted changes) or the ref asked for. */
  source: string;
}

function git(args: string[]): string {
  return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
}

export function codeUnderTest(workDir: string, ref: string | undefined): CodeUnderTest {
  if (!ref) {
    let commit = 'desconhecido';
    let dirty = false;
    try {
      commit = git(['rev-parse', '--short', 'HEAD']);
      dirty = git(['status', '--porcelain', '--', 'src', 'server', 'sw', 'index.html', 'vite.config.ts']) !== '';
    } catch { /* not a git checkout */ }
    return { root: resolve('.'), commit, source: dirty ? 'working tree (with uncommitted changes)' : 'working tree' };
  }
  const commit = git(['rev-parse', '--short', ref]);
  const root = join(workDir, 'code');
  mkdirSync(root, { recursive: true });
  execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C "${root}"`]);
  symlinkSync(resolve('node_modules'), join(root, 'node_modules'), 'dir');
  return { root, commit, source: `git ${ref}` };
}
