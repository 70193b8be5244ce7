/* Issue 11 item 6: no input gets a 500. Every route the server registers (seen by an onRoute
   hook, so a new route is fuzzed without editing this file) gets hostile bodies, queries and
   path parameters, signed in; no answer may be ≥ 500 and every 4xx carries a Portuguese
   `{message}`. Valid bodies of a few writes are also sent with one field at a time spoiled (NUL
   byte, three-decimal amount, giant text), so the hostile value gets past the other checks. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { uuidv7 } from 'uuidv7';
import { msg } from '../../src/domain/messages.ts';
import { ADMIN, createTestApp } from './helper.ts';
import type { TestApp } from './helper.ts';

let t: TestApp;
const routes: { method: string; url: string; stream: boolean }[] = [];

beforeAll(async () => {
  t = await createTestApp({
    onRoute: (route) => {
      for (const method of [route.method].flat()) if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url: route.url, stream: route.config?.stream === true });
    },
  });
}, 120_000);
afterAll(async () => { await t.close(); });

/** Field names the domain schemas read (a superset is fine: unknown keys are ignored or refused). */
const FIELDS = [
  'id', 'ids', 'nome', 'name', 'login', 'email', 'password', 'senha', 'status', 'descricao', 'valor', 'data',
  'vencimento', 'data_pagamento', 'pagamento', 'banco', 'banco_id', 'categorias', 'categoria', 'metodo', 'parcela',
  'parcelas', 'tipo', 'tipo_lancamento', 'observacao', 'lancamento', 'id_titulo', 'credito', 'debito', 'possui_cartao',
  'version', 'remember', 'operacao', 'pedidos', 'arquivo', 'csv_file', 'data_inicio', 'data_fim', 'campo', 'filtro',
];

const NUL = 'a\u0000b';
const GIANT = 'x'.repeat(100_000);
const BOUNDARY = '----fuzzfuzz';

/** JSON text nested `depth` objects deep (written as text: JSON.stringify itself would overflow). */
const nested = (depth: number) => `${'{"a":'.repeat(depth)}"fundo"${'}'.repeat(depth)}`;
const everyField = (value: unknown) => Object.fromEntries(FIELDS.map((f) => [f, value]));
const everyFieldText = (valueText: string) => `{${FIELDS.map((f) => `${JSON.stringify(f)}:${valueText}`).join(',')}}`;
const json = (payload: unknown): InjectOptions => ({ payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } });
const raw = (payload: string | Buffer, type: string): InjectOptions => ({ payload, headers: { 'content-type': type } });

function multipart(parts: { name: string; value: string | Buffer; filename?: string }[], cut = 0): Buffer {
  const chunks = parts.map((p) => Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"\r\nContent-Type: text/csv` : ''}\r\n\r\n`),
    Buffer.from(p.value), Buffer.from('\r\n'),
  ]));
  const whole = Buffer.concat([...chunks, Buffer.from(`--${BOUNDARY}--\r\n`)]);
  return cut ? whole.subarray(0, whole.length - cut) : whole;
}
const MP = `multipart/form-data; boundary=${BOUNDARY}`;
const CSV_HEADER = 'Lançamento,Data,Valor,Banco,Vencimento\r\n';

/** Hostile bodies sent to every write route. */
function hostileBodies(): [string, InjectOptions][] {
  const ids = Array.from({ length: 70_000 }, () => uuidv7());
  return [
    ['NUL in every field', json(everyField(NUL))],
    ['NUL in every field (list items)', json(everyField([NUL]))],
    ['NUL urlencoded', raw(FIELDS.map((f) => `${f}=a%00b`).join('&'), 'application/x-www-form-urlencoded')],
    ['NUL in a key', json({ [`a${'\u0000'}b`]: 'x' })],
    ['deep nesting 5,000', raw(`{"descricao":'x',"fundo":${nested(5000)}}`, 'application/json')],
    ['deep nesting in every field', raw(everyFieldText(nested(5000)), 'application/json')],
    ['deep nesting of arrays', raw(`{"ids":${'['.repeat(5000)}${']'.repeat(5000)}}`, 'application/json')],
    ['70,000 ids', json({ ids })],
    ['wrong types: numbers', json(everyField(1e308))],
    ['wrong types: objects', json(everyField({ x: 1 }))],
    ['wrong types: arrays', json(everyField([1, 2]))],
    ['wrong types: booleans', json(everyField(true))],
    ['wrong types: null', json(everyField(null))],
    ['a bare array', json([1, 2, 3])],
    ['a bare string', json('texto')],
    ['truncated JSON', raw('{"descricao": "abc", "valor": ', 'application/json')],
    ['three-decimal money', json({ ...everyField('x'), valor: '1.005' })],
    ['giant strings', json(everyField(GIANT))],
    ['bad percent encoding', raw('descricao=%E0%A4%A&valor=%ZZ', 'application/x-www-form-urlencoded')],
    ['invalid UTF-8 in JSON', raw(Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]), 'application/json')],
    ['truncated multipart', raw(multipart([{ name: 'descricao', value: 'abc' }, { name: 'arquivo', value: 'conteúdo', filename: 'a.pdf' }], 30), MP)],
    ['multipart without a boundary', raw('--x\r\nabc', 'multipart/form-data')],
    ['multipart garbage', raw('isto não é multipart', MP)],
    ['multipart NUL field', raw(multipart([{ name: 'descricao', value: NUL }, { name: 'data', value: '2025-01-01' }]), MP)],
    ['multipart NUL file name', raw(multipart([{ name: 'descricao', value: 'abc' }, { name: 'arquivo', value: 'x', filename: NUL }]), MP)],
    ['CSV with an unquoted 10,50', raw(multipart([{ name: 'csv_file', filename: 'f.csv', value: `${CSV_HEADER}Mercado,05/03/2026,10,50,Nubank,\r\n` }]), MP)],
    ['CSV with NUL', raw(multipart([{ name: 'csv_file', filename: 'f.csv', value: `${CSV_HEADER}Merc\u0000ado,05/03/2026,10.50,Nubank,\r\n` }]), MP)],
    ['empty body with a JSON type', raw('', 'application/json')],
    ['unknown content type', raw('abc', 'application/x-fuzz')],
  ];
}

/** Hostile path parameters and query strings, for every route. */
const HOSTILE_PARAMS = ['a%00b', '%E0%A4%A', 'x'.repeat(300), '..%2F..%2Fetc%2Fpasswd', '%FF%FE'];
const HOSTILE_QUERIES = ['?since=a%00b', '?since=99999999999999999999&limit=-1', '?after=%E0%A4%A', '?limit=1e9&after=x', `?x=${'y'.repeat(50_000)}`, '?since[]=1&since[]=2'];

function urlFor(url: string, param: string): string {
  return url.replace(/:[A-Za-z_]+/g, param).replace(/\*$/, param);
}

/** English words the framework's own messages use; none appears in the product's texts. */
const ENGLISH = /\b(the|is|not|valid|invalid|error|request|body|must|unexpected|exceeding|found|allowed|length)\b/i;

let failures: string[] = [];
function check(label: string, res: LightMyRequestResponse) {
  if (res.statusCode >= 500) {
    failures.push(`${label} → ${res.statusCode} ${res.body.slice(0, 200)}`);
    return;
  }
  if (res.statusCode < 400) return;
  let message: unknown;
  try {
    message = (res.json() as { message?: unknown }).message;
  } catch {
    message = undefined;
  }
  if (typeof message !== 'string' || message === '' || ENGLISH.test(message)) {
    failures.push(`${label} → ${res.statusCode} without a Portuguese {message}: ${res.body.slice(0, 200)}`);
  }
}
/** The session the fuzz signs in with; renewed before each test (POST /api/logout ends it). */
let token = '';
async function signIn() {
  const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { login: ADMIN.login, password: ADMIN.password } });
  token = (res.json() as { token: string }).token;
}
const call = (opts: InjectOptions) => t.app.inject({ ...opts, headers: { authorization: `Bearer ${token}`, ...(opts.headers ?? {}) } });
/** A streaming route (SSE) never ends: its status and head are read, then the stream is dropped. */
async function head(opts: InjectOptions): Promise<LightMyRequestResponse> {
  const res = await call({ ...opts, payloadAsStream: true });
  if (res.statusCode < 400) {
    res.stream().destroy();
    return res;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of res.stream()) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks).toString('utf8');
  return { ...res, statusCode: res.statusCode, body, json: () => JSON.parse(body) as unknown } as LightMyRequestResponse;
}

beforeEach(async () => {
  failures = [];
  await signIn();
});

/** The API's routes, Sair last: it ends the session the others run in. */
const api = () => routes.filter((r) => r.url.startsWith('/api/')).sort((a, b) => Number(a.url === '/api/logout') - Number(b.url === '/api/logout'));

describe('fuzz: every registered route', () => {
  it('enumerates the routes through onRoute', () => {
    expect(api().length).toBeGreaterThan(30);
    expect(api().some((r) => r.url === '/api/login')).toBe(true);
  });

  it('answers hostile bodies on every write with a Portuguese 4xx, never ≥ 500', async () => {
    const bodies = hostileBodies();
    for (const route of api().filter((r) => r.method !== 'GET')) {
      for (const [name, opts] of bodies) {
        const url = urlFor(route.url, uuidv7());
        const res = await call({ method: route.method as 'POST', url, ...opts, headers: { ...opts.headers, 'idempotency-key': `fuzz-${uuidv7()}` } });
        check(`${route.method} ${route.url} [${name}]`, res);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers hostile path parameters and query strings on every route, never ≥ 500', async () => {
    for (const route of api()) {
      const params = route.url.includes(':') ? HOSTILE_PARAMS : [''];
      for (const param of params) {
        for (const query of ['', ...HOSTILE_QUERIES]) {
          const url = `${urlFor(route.url, param)}${query}`;
          const opts: InjectOptions = { method: route.method as 'GET', url, ...(route.method === 'GET' ? {} : json({})) };
          const res = route.stream ? await head(opts) : await call(opts);
          check(`${route.method} ${url.slice(0, 120)}`, res);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 180_000);
});

/** Valid bodies of some writes: each is sent once per field with that field spoiled. */
function seeds(banco: string): [string, Record<string, unknown>][] {
  return [
    ['/api/login', { login: 'admin', password: 'qualquer-senha-longa' }],
    ['/api/cadastro-banco', { banco: 'Banco Fuzz', possui_cartao: 'true', credito: 'true', debito: 'false', vencimento: '10' }],
    ['/api/cadastro-categoria', { descricao: 'Categoria Fuzz' }],
    ['/api/cadastro-usuario', { name: 'Fuzz', login: 'fuzz', email: 'fuzz@example.com', password: 'senha-longa-fuzz-123', status: 1 }],
    ['/api/cadastro-financas', {
      descricao: 'Conta', status: 'Pagar', data_pagamento: '', pagamento: 'Boleto', banco, valor: '150.00', data: '2025-03-05',
      tipo: 'Com Vencimento', vencimento: '2025-03-20', metodo: 'À vista', parcela: '', categorias: '', tipo_lancamento: 'Pagamento', observacao: 'obs',
    }],
    ['/api/cadastro-recebiveis', {
      descricao: 'Venda', status: 'Receber', data_pagamento: '', pagamento: 'Boleto', banco, valor: '150.00', data: '2025-03-05',
      tipo: 'Com Vencimento', vencimento: '2025-03-20', metodo: 'À vista', parcela: '', categorias: '', tipo_lancamento: 'Recebimento', observacao: 'obs',
    }],
  ];
}

describe('fuzz: valid writes with one field spoiled', () => {
  it('refuses a NUL byte, a giant text or a wrong type in any one field with a 4xx, never ≥ 500', async () => {
    const banco = await call({ method: 'POST', url: '/api/cadastro-banco', payload: { banco: 'Nubank', possui_cartao: true, credito: true, debito: true, vencimento: 10 } });
    expect(banco.statusCode).toBe(201);
    const bancoId = (banco.json() as { banco: { id: string } }).banco.id;
    for (const [url, body] of seeds(bancoId)) {
      for (const field of Object.keys(body)) {
        for (const [name, value] of [['NUL', `${String(body[field])}\u0000`], ['giant', GIANT], ['object', { a: 1 }], ['array', [body[field], NUL]]] as const) {
          const res = await call({ method: 'POST', url, ...json({ ...body, [field]: value }) });
          check(`POST ${url} [${name} in ${field}]`, res);
          if (name === 'NUL') expect(res.statusCode, `${url} ${field}`).toBeGreaterThanOrEqual(400);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);

  it('refuses a NUL byte in the login with the Portuguese 422, naming the field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { login: 'ad\u0000min', password: 'x' } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: 'O texto contém um caractere não permitido.', errors: { login: ['O texto contém um caractere não permitido.'] } });
  });

  it('refuses a three-decimal amount instead of reading it as thousands', async () => {
    const [, body] = seeds('')[4]!;
    const banco = await call({ method: 'POST', url: '/api/cadastro-banco', payload: { banco: 'Banco Três', possui_cartao: false } });
    const res = await call({ method: 'POST', url: '/api/cadastro-financas', payload: { ...body, banco: (banco.json() as { banco: { id: string } }).banco.id, valor: '1.005' } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: 'Valor inválido.', errors: { valor: ['Valor inválido.'] } });
  });

  it('deletes 70,000 ids in one request (past the 65,535 bind parameters of a statement)', async () => {
    const ids = Array.from({ length: 70_000 }, () => uuidv7());
    for (const url of ['/api/deletar-categorias', '/api/deletar-lancamento', '/api/deletar-fatura']) {
      const res = await call({ method: 'POST', url, ...json({ ids }) });
      expect(res.statusCode, url).toBeLessThan(500);
    }
  }, 60_000);

  it('answers a comma-separated CSV with an unquoted 10,50 with a 4xx naming the line', async () => {
    const csv = `${CSV_HEADER}Mercado,05/03/2026,10,50,Nubank,\r\n`;
    const res = await call({ method: 'POST', url: '/api/cadastro-importador-cartao', ...raw(multipart([{ name: 'csv_file', filename: 'f.csv', value: csv }]), MP) });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(msg.entradaInvalida.csvColunasDemais(2));
    check('csv 10,50', res);
    expect(failures).toEqual([]);
  });

  it('downloads a receipt whose name is as long as an upload may be', async () => {
    const nome = `${'ç'.repeat(100)}${'😀'.repeat(40)}-${'x'.repeat(60)}.pdf`;
    const up = await call({ method: 'POST', url: '/api/cadastro-comprovante', ...raw(multipart([
      { name: 'descricao', value: 'Nome longo' }, { name: 'data', value: '2026-03-10' }, { name: 'arquivo', value: 'conteudo', filename: nome },
    ]), MP) });
    expect(up.statusCode).toBe(201);
    const stored = (up.json() as { comprovante: { arquivos: { nome: string }[] } }).comprovante.arquivos[0]!.nome;
    const res = await call({ method: 'GET', url: `/api/download-comprovante/${encodeURIComponent(stored)}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('conteudo');
  });
});

describe('fuzz: what the framework answers before any route', () => {
  it('answers bad URL encoding and a too-long parameter in Portuguese {message}', async () => {
    const bad = await call({ method: 'GET', url: '/api/usuarios/edit/%E0%A4%A' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Endereço inválido.' });
    const long = await call({ method: 'GET', url: `/api/usuarios/edit/${'x'.repeat(5000)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ message: 'Endereço longo demais.' });
  });

  it('answers headers too large (431) in Portuguese on a real socket', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${address}/api/health`, { headers: { 'x-grande': 'y'.repeat(40_000) } });
    expect(res.status).toBe(431);
    expect(await res.json()).toEqual({ message: 'Cabeçalhos da requisição grandes demais.' });
  });
});
