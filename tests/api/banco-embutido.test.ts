/* The embedded database on disk (docs/decisions/135-banco-embutido-duravel.md): a commit reaches
   fsync(2) before it is acknowledged and survives a SIGKILL, a second process on the same
   DATA_DIR is refused in Portuguese with exit code 75, and DATA_DIR is private (0700/0600).
   One on-disk cluster is shared by the whole file (creating one costs seconds). */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { msg } from '../../src/domain/messages.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import type { Database } from '../../server/db/client.ts';
import { rowsOf } from '../../server/db/migrate.ts';
import { DataDirEmUso, EXIT_DATA_DIR_EM_USO } from '../../server/db/data-dir.ts';
import { onPostgres } from './helper.ts';

const FILHO = join(import.meta.dirname, 'fixtures', 'banco-embutido-filho.ts');
let dataDir: string;
let database: Database | null;

function run(args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    // DATABASE_URL cleared: CI exports it for the whole suite, and this file is about the embedded database.
    env: { ...process.env, DATABASE_URL: '', LOG: '0', PORT: '0', HOST: '127.0.0.1', ...env }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => { out += d.toString(); });
  child.stderr.on('data', (d: Buffer) => { out += d.toString(); });
  const exit = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const said = (text: string) => new Promise<void>((done, fail) => {
    const look = () => { if (out.includes(text)) done(); };
    child.stdout.on('data', look);
    void exit.then(() => fail(new Error(`child ended without saying "${text}":\n${out}`)));
  });
  return { child, exit, said, output: () => out };
}

function modes(dir: string): { dirs: Set<string>; files: Set<string> } {
  const dirs = new Set<string>();
  const files = new Set<string>();
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const mode = (fs.lstatSync(join(entry.parentPath, entry.name)).mode & 0o777).toString(8);
    if (entry.isDirectory()) dirs.add(mode);
    else if (entry.isFile()) files.add(mode);
  }
  dirs.add((fs.statSync(dir).mode & 0o777).toString(8));
  return { dirs, files };
}

describe.skipIf(onPostgres)('banco embutido em disco', () => {
  beforeAll(async () => {
    dataDir = join(fs.mkdtempSync(join(tmpdir(), 'fluxo-embutido-')), 'data');
    loadConfig({ DATA_DIR: dataDir });
    database = await openDatabase({ dataDir });
    await database.exec('CREATE TABLE sonda (id text PRIMARY KEY)');
  });
  afterAll(async () => {
    await database?.close();
    fs.rmSync(join(dataDir, '..'), { recursive: true, force: true });
  });

  it('keeps DATA_DIR, pgdata and the JWT secret private: folders 0700, files 0600', () => {
    const { dirs, files } = modes(dataDir);
    expect([...dirs]).toEqual(['700']);
    expect([...files]).toEqual(['600']);
    expect(fs.existsSync(join(dataDir, 'jwt-secret'))).toBe(true);
    expect(fs.existsSync(join(dataDir, 'pgdata', 'PG_VERSION'))).toBe(true);
  });

  it('takes group and other access away from a DATA_DIR made by an older version', () => {
    const old = fs.mkdtempSync(join(tmpdir(), 'fluxo-antigo-'));
    fs.mkdirSync(join(old, 'uploads'), { mode: 0o755 });
    fs.writeFileSync(join(old, 'uploads', 'recibo.pdf'), 'x', { mode: 0o666 });
    fs.chmodSync(old, 0o755);
    fs.chmodSync(join(old, 'uploads', 'recibo.pdf'), 0o666);
    loadConfig({ DATA_DIR: old });
    const { dirs, files } = modes(old);
    fs.rmSync(old, { recursive: true, force: true });
    expect([...dirs]).toEqual(['700']);
    expect([...files]).toEqual(['600']);
  });

  it('calls fsync(2) before a commit is acknowledged', async () => {
    const fsync = vi.spyOn(fs, 'fsyncSync');
    try {
      await database!.exec("INSERT INTO sonda (id) VALUES ('fsync')");
      expect(fsync).toHaveBeenCalled();
    } finally {
      fsync.mockRestore();
    }
  });

  it('refuses a second database on the same DATA_DIR in this process', async () => {
    await expect(openDatabase({ dataDir })).rejects.toThrow(DataDirEmUso);
  });

  it('refuses a second server on the same DATA_DIR with a Portuguese message and exit code 75', async () => {
    const second = run(['server/main.ts'], { DATA_DIR: dataDir });
    // Bounded: a second server that starts (the bug) is stopped instead of outliving the test.
    const ran = new Promise<string>((done) => { setTimeout(() => done('still running'), 40_000).unref(); });
    try {
      expect(await Promise.race([second.exit, ran])).toBe(EXIT_DATA_DIR_EM_USO);
      expect(second.output()).toContain(msg.bancoEmbutido.emUso(dataDir));
    } finally {
      second.child.kill('SIGKILL');
    }
  }, 60_000);

  it('keeps an acknowledged commit when the process is killed with SIGKILL right after', async () => {
    await database!.close();
    database = null;
    const child = run([FILHO, dataDir, 'depois-do-kill']);
    await child.said('gravado');
    child.child.kill('SIGKILL');
    await child.exit;
    database = await openDatabase({ dataDir });
    const result = await database.db.execute(sql`SELECT id FROM sonda WHERE id = 'depois-do-kill'`);
    expect(rowsOf(result)).toHaveLength(1);
  }, 60_000);
});
