/* Backups, restore and the move to PostgreSQL (decision 385), on the real server and the real
   commands: a backup taken while a loop of writes runs holds every write acknowledged before it
   started and its receipts; restored into a fresh DATA_DIR it equals the backup table by table,
   and the server starts on it; a restore onto data and a migration onto a non-empty PostgreSQL
   are refused in Portuguese; a demo database moved to PostgreSQL keeps every table's row count
   and sums, its audit log included (no entry added). */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import type { Database } from '../../server/db/client.ts';
import { migrate, rowsOf } from '../../server/db/migrate.ts';
import { seedAdmin } from '../../server/db/seed.ts';
import { carregarDemo } from '../../server/db/seed-demo.ts';
import { aplicarRetencao } from '../../server/ops/backup-criar.ts';
import { estatisticas, lerManifesto, tabelas } from '../../server/ops/backup-dados.ts';
import { createTestApp, onPostgres } from './helper.ts';

const HOJE = '2026-03-11';
const SENHA = 'senha-do-backup-123';
const PG_BASE = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
let raiz: string;

beforeAll(() => { raiz = fs.mkdtempSync(join(tmpdir(), 'fluxo-backup-')); });
afterAll(() => { fs.rmSync(raiz, { recursive: true, force: true }); });

function run(args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    env: {
      ...process.env, DATABASE_URL: '', LOG: '0', HOST: '127.0.0.1', TELEGRAM_POLLING: '0', AUTOMACAO: 'desligada',
      BACKUP_DIARIO: 'desligado', ADMIN_LOGIN: 'admin', ADMIN_PASSWORD: SENHA, ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => { out += d.toString(); });
  child.stderr.on('data', (d: Buffer) => { out += d.toString(); });
  const exit = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const said = (text: string) => new Promise<void>((done, fail) => {
    const look = () => { if (out.includes(text)) done(); };
    look();
    child.stdout.on('data', look);
    void exit.then(() => fail(new Error(`child ended without saying "${text}":\n${out}`)));
  });
  return { child, exit, said, output: () => out };
}

async function portaLivre(): Promise<number> {
  const s = createServer();
  await new Promise<void>((done) => s.listen(0, '127.0.0.1', done));
  const porta = (s.address() as { port: number }).port;
  await new Promise<void>((done) => s.close(() => done()));
  return porta;
}

async function servidor(dataDir: string) {
  const port = await portaLivre();
  const s = run(['server/main.ts'], { DATA_DIR: dataDir, PORT: String(port) });
  await s.said('Fluxo em http://');
  const base = `http://127.0.0.1:${port}`;
  const login = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login: 'admin', password: SENHA }) });
  const token = ((await login.json()) as { token: string }).token;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  return {
    port, base, headers,
    parar: async () => { s.child.kill('SIGTERM'); await s.exit; },
  };
}

/** A DATA_DIR with the demo loaded (server stopped). */
async function comDemo(dataDir: string): Promise<void> {
  loadConfig({ DATA_DIR: dataDir });
  const database = await openDatabase({ dataDir });
  try {
    await migrate(database);
    await seedAdmin(database.db, { login: 'admin', password: SENHA, name: 'Administrador' });
    await carregarDemo(database, dataDir, HOJE);
  } finally {
    await database.close();
  }
}

/** Every row of every table, without txid (a restore gives it the restoring transaction's id), sorted. */
async function conteudo(database: Database): Promise<Record<string, string[]>> {
  const todas: Record<string, string[]> = {};
  for (const t of await tabelas(database.db)) {
    const rows = rowsOf<{ j: string }>(await database.db.execute(sql`SELECT row_to_json(x)::text AS j FROM ${sql.identifier(t)} x`));
    todas[t] = rows.map((r) => semTxid(r.j)).sort();
  }
  return todas;
}

function semTxid(linha: string): string {
  const { txid: _t, ...resto } = JSON.parse(linha) as Record<string, unknown>;
  return JSON.stringify(resto);
}

function conteudoDoBackup(pasta: string): Record<string, string[]> {
  const todas: Record<string, string[]> = {};
  for (const arquivo of fs.readdirSync(join(pasta, 'tabelas'))) {
    const texto = gunzipSync(fs.readFileSync(join(pasta, 'tabelas', arquivo))).toString('utf8');
    todas[arquivo.replace(/\.ndjson\.gz$/, '')] = texto.split('\n').filter(Boolean).map(semTxid).sort();
  }
  return todas;
}

async function abrir<T>(dataDir: string, fazer: (d: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir });
  try { return await fazer(database); } finally { await database.close(); }
}

describe.skipIf(onPostgres)('backup e restauração (servidor real)', () => {
  it('backs up a running server under writes: every acknowledged write is in it, the restore equals it, the server starts on it', async () => {
    const origem = join(raiz, 'origem');
    await comDemo(origem);
    const srv = await servidor(origem);
    const confirmados: string[] = [];
    let parar = false;
    let falhas = 0;
    const escrever = async () => {
      for (let i = 0; !parar; i++) {
        const id = uuidv7();
        const res = await fetch(`${srv.base}/api/cadastro-banco`, { method: 'POST', headers: srv.headers, body: JSON.stringify({ id, banco: `Banco ${i}`, status: 1 }) });
        if (res.status === 201) confirmados.push(id);
        else falhas++;
      }
    };
    const loop = escrever();
    let pasta = '';
    try {
      while (confirmados.length < 5) await new Promise((r) => setImmediate(r));
      const antes = [...confirmados];
      const cmd = run(['server/ops/backup.ts'], { DATA_DIR: origem, PORT: String(srv.port), BACKUP_SENHA: SENHA });
      expect(await cmd.exit, cmd.output()).toBe(0);
      const depois = confirmados.length;
      pasta = /gravada em (\S+):/.exec(cmd.output())?.[1] ?? '';
      expect(fs.existsSync(join(pasta, 'manifesto.json')), cmd.output()).toBe(true);
      parar = true;
      await loop;
      const bancos = conteudoDoBackup(pasta).bancos!.map((l) => (JSON.parse(l) as { id: string }).id);
      for (const id of antes) expect(bancos).toContain(id);
      // Writes kept going while it was taken, and the backup is a moment between start and end.
      expect(depois).toBeGreaterThan(antes.length);
      expect(bancos.filter((id) => confirmados.includes(id)).length).toBeLessThanOrEqual(confirmados.length);
      expect(falhas).toBe(0);
    } finally {
      parar = true;
      await loop;
      await srv.parar();
    }

    const manifesto = await lerManifesto(pasta);
    expect(manifesto.arquivos.length).toBeGreaterThan(0);
    expect(manifesto.ausentes).toEqual([]);
    expect(manifesto.tabelas.auditoria!.linhas).toBeGreaterThan(0);

    const novo = join(raiz, 'restaurado');
    const restore = run(['server/ops/restore.ts', pasta], { DATA_DIR: novo });
    expect(await restore.exit, restore.output()).toBe(0);
    const esperado = conteudoDoBackup(pasta);
    const obtido = await abrir(novo, conteudo);
    expect(Object.keys(obtido).sort()).toEqual(Object.keys(esperado).sort());
    for (const t of Object.keys(esperado)) expect(obtido[t], t).toEqual(esperado[t]);
    for (const a of manifesto.arquivos) {
      expect(fs.readFileSync(join(novo, 'uploads', a.nome)).equals(fs.readFileSync(join(origem, 'uploads', a.nome))), a.nome).toBe(true);
    }

    const s2 = await servidor(novo);
    try {
      const lista = (await (await fetch(`${s2.base}/api/bancos`, { headers: s2.headers })).json()) as { bancos: unknown[] };
      expect(lista.bancos).toHaveLength(esperado.bancos!.length);
      const arquivo = await fetch(`${s2.base}/api/download-comprovante/${encodeURIComponent(manifesto.arquivos[0]!.nome)}`, { headers: s2.headers });
      expect(arquivo.status).toBe(200);
      expect(await arquivo.text()).toContain('Comprovante de pagamento');
    } finally {
      await s2.parar();
    }

    // Onto a database with data: refused without the flag, nothing changed; done with it.
    const antes = await abrir(novo, (d) => estatisticas(d.db));
    const recusa = run(['server/ops/restore.ts', pasta], { DATA_DIR: novo });
    expect(await recusa.exit).not.toBe(0);
    expect(recusa.output()).toMatch(/O banco de destino já tem dados \(.*bancos.*\)\. Nada foi alterado\. .*--substituir/);
    expect(await abrir(novo, (d) => estatisticas(d.db))).toEqual(antes);
    const substitui = run(['server/ops/restore.ts', pasta, '--substituir'], { DATA_DIR: novo });
    expect(await substitui.exit, substitui.output()).toBe(0);
    expect(await abrir(novo, conteudo)).toEqual(obtido);
  }, 900_000);

  it('moves a demo database to PostgreSQL: every table keeps its rows and sums, the audit log gains nothing; a non-empty target is refused', async () => {
    const origem = join(raiz, 'migrar');
    await comDemo(origem);
    const nome = `fluxo_bk_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: PG_BASE });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${nome}`);
    const url = new URL(PG_BASE);
    url.pathname = `/${nome}`;
    try {
      const antes = await abrir(origem, (d) => estatisticas(d.db));
      const cmd = run(['server/ops/migrar-postgres.ts', url.toString()], { DATA_DIR: origem });
      expect(await cmd.exit, cmd.output()).toBe(0);
      expect(cmd.output()).toContain('Migração concluída');
      expect(cmd.output()).toMatch(/^lancamentos \| \d+ → \d+ \| .*valor=\d+.* \| sim$/m);
      const destino = await openDatabase({ databaseUrl: url.toString() });
      try {
        expect(await estatisticas(destino.db)).toEqual(antes);
        expect(antes.auditoria!.linhas).toBeGreaterThan(0);
        expect(antes.lancamentos!.linhas).toBeGreaterThan(150);
      } finally {
        await destino.close();
      }
      const again = run(['server/ops/migrar-postgres.ts', url.toString()], { DATA_DIR: origem });
      expect(await again.exit).not.toBe(0);
      expect(again.output()).toContain('O PostgreSQL de destino já tem dados (');
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${nome} WITH (FORCE)`);
      await admin.end();
    }
  }, 600_000);
});

describe('POST /api/admin/backup e retenção', () => {
  it('is for administrators only (401 anonymous, 403 Operador), takes no input (422) and writes a backup into DATA_DIR/backups', async () => {
    const t = await createTestApp({ config: { backup: { diario: false, horario: '03:00', retencaoDias: 7 } } });
    try {
      expect((await t.app.inject({ method: 'POST', url: '/api/admin/backup' })).statusCode).toBe(401);
      const id = uuidv7();
      const cria = await t.call({ method: 'POST', url: '/api/cadastro-usuario', payload: { id, name: 'op', email: 'op@x.com', login: 'op', password: 'senha-do-op-123', status: 1, perfil: 'operador' } });
      expect(cria.statusCode, cria.body).toBe(201);
      const op = (await t.app.inject({ method: 'POST', url: '/api/login', payload: { login: 'op', password: 'senha-do-op-123' } })).json().token as string;
      const negado = await t.app.inject({ method: 'POST', url: '/api/admin/backup', headers: { authorization: `Bearer ${op}` } });
      expect(negado.statusCode).toBe(403);
      const errado = await t.call({ method: 'POST', url: '/api/admin/backup', payload: { pasta: '/etc' } });
      expect(errado.statusCode).toBe(422);
      expect(typeof errado.json().message).toBe('string');
      expect(fs.existsSync(join(t.app.config.dataDir, 'backups'))).toBe(false);
      const res = await t.call({ method: 'POST', url: '/api/admin/backup' });
      expect(res.statusCode, res.body).toBe(201);
      const { backup } = res.json() as { backup: { pasta: string; linhas: number } };
      expect(backup.pasta.startsWith(join(t.app.config.dataDir, 'backups', 'fluxo-'))).toBe(true);
      const m = await lerManifesto(backup.pasta);
      expect(m.tabelas.users!.linhas).toBe(2);
    } finally {
      await t.close();
    }
  }, 120_000);

  it('keeps the backups of the last N days and always the newest one', async () => {
    const dir = join(raiz, 'retencao');
    for (const n of ['fluxo-20260101T030000Z', 'fluxo-20260105T030000Z', 'fluxo-20260110T030000Z', 'fluxo-20260110T030000Z-2', 'outra-pasta']) {
      fs.mkdirSync(join(dir, n), { recursive: true });
    }
    const removidas = await aplicarRetencao(dir, 7, new Date('2026-01-13T12:00:00Z'));
    expect(removidas).toEqual(['fluxo-20260101T030000Z', 'fluxo-20260105T030000Z']);
    expect(fs.readdirSync(dir).sort()).toEqual(['fluxo-20260110T030000Z', 'fluxo-20260110T030000Z-2', 'outra-pasta']);
    expect(await aplicarRetencao(dir, 1, new Date('2027-01-01T00:00:00Z'))).toEqual(['fluxo-20260110T030000Z']);
    expect(fs.readdirSync(dir).sort()).toEqual(['fluxo-20260110T030000Z-2', 'outra-pasta']);
  });
});
