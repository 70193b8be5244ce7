// Imports under hostile sizes and concurrency (issue 37 item 5, decision 399), on PGlite here and
// PostgreSQL with API_DB=postgres: an oversized card CSV or bank statement is refused early with a
// Portuguese 413 and bounded memory; a preview answer is bounded; the (N+1)th concurrent import of
// a process is refused with a 503 and Retry-After.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { bancos } from '../../server/db/schema.ts';
import { IMPORTACOES_SIMULTANEAS } from '../../server/lib/limite-importacoes.ts';
import { IMPORTACAO_MAX_LINHAS } from '../../src/domain/limites-importacao.ts';
import { createTestApp } from './helper.ts';
import type { TestApp } from './helper.ts';

let t: TestApp;
const itau = uuidv7();
beforeAll(async () => {
  t = await createTestApp();
  await t.app.db.insert(bancos).values([
    { id: itau, banco: 'Itaú', possuiCartao: true, credito: true, vencimento: 5 },
  ]);
});
afterAll(async () => { await t.close(); });

const MB = 1024 * 1024;

function multipart(campo: string, nome: string, bytes: Buffer, fields: Record<string, string> = {}) {
  const boundary = `----fluxo${uuidv7()}`;
  const head = Object.entries(fields).map(([k, v]) => `--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`).join('');
  const payload = Buffer.concat([
    Buffer.from(`${head}--${boundary}\r\ncontent-disposition: form-data; name="${campo}"; filename="${nome}"\r\ncontent-type: application/octet-stream\r\n\r\n`),
    bytes, Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The peak RSS growth (MB) while `work` runs, sampled every 10 ms. */
async function picoRss<T>(work: () => Promise<T>): Promise<{ result: T; crescimentoMb: number }> {
  const base = process.memoryUsage().rss;
  let pico = base;
  const timer = setInterval(() => { pico = Math.max(pico, process.memoryUsage().rss); }, 10);
  try {
    const result = await work();
    pico = Math.max(pico, process.memoryUsage().rss);
    return { result, crescimentoMb: (pico - base) / MB };
  } finally {
    clearInterval(timer);
  }
}

function repetir(linha: string, bytes: number): Buffer {
  return Buffer.from(linha.repeat(Math.ceil(bytes / linha.length)));
}

function cartaoCsv(bytes: number): Buffer {
  return Buffer.concat([Buffer.from('Lançamento;Data;Valor;Banco;Vencimento\n'), repetir('Mercado Extra;15/01/2026;1.234,56;itau;20/02/2026\n', bytes)]);
}

/** An SGML OFX of `transacoes` debits (or of at least `bytes` bytes). */
function ofx(transacoes: number, bytes = 0): Buffer {
  const trn = (i: number) => `<STMTTRN>\n<TRNTYPE>DEBIT\n<DTPOSTED>20260105\n<TRNAMT>-12.34\n<FITID>${i}\n<MEMO>Compra ${i} no mercado do bairro\n</STMTTRN>\n`;
  const parts = ['OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n<OFX>\n<BANKMSGSRSV1>\n<STMTTRNRS>\n<STMTRS>\n<CURDEF>BRL\n<BANKTRANLIST>\n'];
  let total = 0;
  for (let i = 0; i < transacoes || total < bytes; i++) {
    parts.push(trn(i));
    total += parts[parts.length - 1]!.length;
  }
  parts.push('</BANKTRANLIST>\n</STMTRS>\n</STMTTRNRS>\n</BANKMSGSRSV1>\n</OFX>\n');
  return Buffer.from(parts.join(''));
}

describe('oversized imports', () => {
  it('a 49 MB card CSV gets a Portuguese 413 before it is read whole, with bounded memory', async () => {
    const { payload, contentType } = multipart('csv_file', 'cartao.csv', cartaoCsv(49 * MB));
    const { result: res, crescimentoMb } = await picoRss(() => t.call({
      method: 'POST', url: '/api/cadastro-importador-cartao', payload, headers: { 'content-type': contentType },
    }));
    console.log(`[limites] CSV 49 MB: ${res.statusCode}, RSS +${crescimentoMb.toFixed(0)} MB`);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status: 'error', message: expect.stringMatching(/arquivo/i) });
    expect(crescimentoMb).toBeLessThan(150);
  });

  it('a 19 MB OFX preview gets a Portuguese 413, with bounded memory', async () => {
    const bytes = ofx(0, 19 * MB);
    const { payload, contentType } = multipart('arquivo', 'extrato.ofx', bytes, { banco: itau, previa: '1' });
    const { result: res, crescimentoMb } = await picoRss(() => t.call({
      method: 'POST', url: '/api/cadastro-importador-extrato', payload, headers: { 'content-type': contentType },
    }));
    console.log(`[limites] OFX ${(bytes.length / MB).toFixed(1)} MB prévia: ${res.statusCode}, ${(res.body.length / MB).toFixed(1)} MB de resposta, RSS +${crescimentoMb.toFixed(0)} MB`);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status: 'error', message: expect.stringMatching(/arquivo/i) });
    expect(crescimentoMb).toBeLessThan(150);
  });

  it('a small file of too many lines gets a Portuguese 413 naming the line cap', async () => {
    const csv = Buffer.concat([Buffer.from('Lançamento;Data;Valor;Banco;Vencimento\n'), repetir('x;1;2;3;4\n', 10 * (IMPORTACAO_MAX_LINHAS + 5))]);
    const { payload, contentType } = multipart('csv_file', 'cartao.csv', csv);
    const res = await t.call({ method: 'POST', url: '/api/cadastro-importador-cartao', payload, headers: { 'content-type': contentType } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: 'O arquivo tem linhas demais (máximo de 20.000). Divida-o em arquivos menores.' });
    const extrato = multipart('arquivo', 'extrato.ofx', ofx(IMPORTACAO_MAX_LINHAS + 1), { banco: itau, previa: '1' });
    const resExtrato = await t.call({ method: 'POST', url: '/api/cadastro-importador-extrato', payload: extrato.payload, headers: { 'content-type': extrato.contentType } });
    expect(resExtrato.statusCode).toBe(413);
  });

  it('a preview under the caps answers the first lines and the totals, not every line', async () => {
    const { payload, contentType } = multipart('arquivo', 'extrato.ofx', ofx(3000), { banco: itau, previa: '1' });
    const res = await t.call({ method: 'POST', url: '/api/cadastro-importador-extrato', payload, headers: { 'content-type': contentType } });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { linhas: unknown[]; total_linhas: number; linhas_importadas: number };
    expect(body.total_linhas).toBe(3000);
    expect(body.linhas_importadas).toBe(3000);
    expect(body.linhas.length).toBeLessThanOrEqual(500);
  });
});

/** Starts a multipart upload on the listening app and leaves its body unfinished. */
function uploadAberto(port: number, token = t.token): { fim: Promise<number>; abortar(): void } {
  const boundary = `----fluxo${uuidv7()}`;
  const req = httpRequest({
    host: '127.0.0.1', port, method: 'POST', path: '/api/cadastro-importador-cartao',
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'transfer-encoding': 'chunked' },
  });
  const fim = new Promise<number>((resolve) => {
    req.on('response', (res) => { res.resume(); resolve(res.statusCode ?? 0); });
    req.on('error', () => resolve(-1));
  });
  req.write(`--${boundary}\r\ncontent-disposition: form-data; name="csv_file"; filename="cartao.csv"\r\ncontent-type: text/csv\r\n\r\nLançamento;Data;Valor;Banco;Vencimento\n`);
  return { fim, abortar: () => req.destroy() };
}

describe('concurrent imports', () => {
  it('refuses the (N+1)th import of a process with a Portuguese 503 and Retry-After, and takes the next once one ends', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const abertos = Array.from({ length: IMPORTACOES_SIMULTANEAS }, () => uploadAberto(port));
    try {
      // Each open upload holds its slot once the handler runs: wait until the slots are all taken.
      await expect.poll(() => t.app.importacoesEmCurso(), { timeout: 20_000 }).toBe(IMPORTACOES_SIMULTANEAS);
      const csv = Buffer.from('Lançamento;Data;Valor;Banco;Vencimento\nPosto;15/01/2026;10,00;itau;20/02/2026\n');
      const { payload, contentType } = multipart('csv_file', 'cartao.csv', csv);
      const recusada = await t.call({ method: 'POST', url: '/api/cadastro-importador-cartao', payload, headers: { 'content-type': contentType } });
      expect(recusada.statusCode).toBe(503);
      expect(recusada.headers['retry-after']).toMatch(/^\d+$/);
      expect(recusada.json()).toMatchObject({ message: expect.stringMatching(/importaç/i) });
      const extrato = multipart('arquivo', 'extrato.ofx', ofx(2), { banco: itau, previa: '1' });
      const recusadaExtrato = await t.call({ method: 'POST', url: '/api/cadastro-importador-extrato', payload: extrato.payload, headers: { 'content-type': extrato.contentType } });
      expect(recusadaExtrato.statusCode).toBe(503);

      abertos[0]!.abortar();
      await expect.poll(() => t.app.importacoesEmCurso(), { timeout: 20_000 }).toBe(IMPORTACOES_SIMULTANEAS - 1);
      const aceita = await t.call({ method: 'POST', url: '/api/cadastro-importador-cartao', payload, headers: { 'content-type': contentType } });
      expect(aceita.statusCode).toBe(201);
    } finally {
      for (const a of abertos) a.abortar();
    }
  });
});

describe('a stalled upload', () => {
  // A second app (its own PGlite, every migration) starts inside the test: seconds on a busy machine.
  it('is cut at the deadline with a Portuguese 408, and its slot is given back', { timeout: 90_000 }, async () => {
    const lento = await createTestApp({ config: { importacoes: { prazoLeituraMs: 300 } } });
    try {
      await lento.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = lento.app.server.address() as AddressInfo;
      const parado = uploadAberto(port, lento.token);
      try {
        expect(await parado.fim).toBe(408);
        await expect.poll(() => lento.app.importacoesEmCurso(), { timeout: 20_000 }).toBe(0);
      } finally {
        parado.abortar();
      }
    } finally {
      await lento.close();
    }
  });
});
