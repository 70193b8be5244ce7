import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { nomeExibido } from '../../src/domain/comprovante.ts';
import { bancos, lancamentos } from '../../server/db/schema.ts';
import { createTestApp } from './helper.ts';
import type { TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });
afterEach(() => { delete process.env.UPLOAD_LIMIT_BYTES; });

interface Arquivo { nome: string; nome_original: string; tamanho: number }
interface Row { id: string; descricao: string; data: string; lancamento_titulo: string | null; descricao_lancamento: string | null; comprovante: string; arquivos: Arquivo[] }

const uploads = () => join(t.app.config.dataDir, 'uploads');
const storedFiles = () => (existsSync(uploads()) ? readdirSync(uploads()).filter((n) => n !== '.tmp') : []);
const tempFiles = () => (existsSync(join(uploads(), '.tmp')) ? readdirSync(join(uploads(), '.tmp')) : []);

async function multipart(fields: Record<string, string>, files: { name: string; bytes: Uint8Array<ArrayBuffer> }[], field = 'arquivo[]') {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append(field, new Blob([f.bytes]), f.name);
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), headers: { 'content-type': encoded.headers.get('content-type')! } };
}

function bytes(size: number, seed = 1): Uint8Array<ArrayBuffer> {
  return Uint8Array.from({ length: size }, (_, i) => (i * 31 + seed) % 256);
}

async function upload(fields: Record<string, string>, files: { name: string; bytes: Uint8Array<ArrayBuffer> }[], headers: Record<string, string> = {}) {
  const body = await multipart(fields, files);
  return t.call({ method: 'POST', url: '/api/cadastro-comprovante', payload: body.payload, headers: { ...body.headers, ...headers } });
}

async function list(): Promise<Row[]> {
  const res = await t.call({ method: 'GET', url: '/api/comprovantes' });
  expect(res.statusCode).toBe(200);
  return (res.json() as { comprovante: Row[] }).comprovante;
}

describe('POST /api/cadastro-comprovante', () => {
  it('stores two files and the list shows both original names', async () => {
    const id = uuidv7();
    const res = await upload({ id, descricao: 'Conta de luz', data: '2026-03-10' }, [
      { name: 'nota fiscal.pdf', bytes: bytes(2048) }, { name: 'recibo_março.png', bytes: bytes(1000, 7) },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: 'Comprovante(s) cadastrado(s) com sucesso!' });
    const row = (await list()).find((r) => r.id === id)!;
    expect(row).toMatchObject({ descricao: 'Conta de luz', data: '2026-03-10', lancamento_titulo: null });
    const nomes = row.comprovante.split(';');
    expect(nomes.map(nomeExibido)).toEqual(['nota fiscal.pdf', 'recibo_março.png']);
    expect(row.arquivos.map((a) => [a.nome_original, a.tamanho])).toEqual([['nota fiscal.pdf', 2048], ['recibo_março.png', 1000]]);
    for (const nome of nomes) expect(storedFiles()).toContain(nome);
    expect(tempFiles()).toEqual([]);
  });

  it('refuses a receipt without files, without date or without description, keeping no file', async () => {
    const before = storedFiles().length;
    const semArquivo = await upload({ descricao: 'Sem arquivo', data: '2026-03-10' }, []);
    expect(semArquivo.statusCode).toBe(422);
    expect(semArquivo.json()).toMatchObject({ message: 'Comprovante é obrigatório.', errors: { arquivo: ['Comprovante é obrigatório.'] } });

    const semData = await upload({ descricao: 'Sem data' }, [{ name: 'a.pdf', bytes: bytes(10) }]);
    expect(semData.statusCode).toBe(422);
    expect(semData.json().errors.data).toEqual(['Data é obrigatória.']);

    const semDescricao = await upload({ data: '2026-03-10' }, [{ name: 'a.pdf', bytes: bytes(10) }]);
    expect(semDescricao.statusCode).toBe(422);
    expect(semDescricao.json().errors.descricao).toEqual(['Descrição é obrigatório.']);
    expect(storedFiles().length).toBe(before);
    expect(tempFiles()).toEqual([]);
  });

  it('accepts files sent as `arquivo` and refuses a body without multipart files', async () => {
    const body = await multipart({ descricao: 'Campo simples', data: '10/03/2026' }, [{ name: 'a.pdf', bytes: bytes(10) }], 'arquivo');
    const res = await t.call({ method: 'POST', url: '/api/cadastro-comprovante', payload: body.payload, headers: body.headers });
    expect(res.statusCode).toBe(201);
    expect(res.json().comprovante).toMatchObject({ descricao: 'Campo simples', data: '2026-03-10' });
    const json = await t.call({ method: 'POST', url: '/api/cadastro-comprovante', payload: { descricao: 'JSON', data: '2026-03-10' } });
    expect(json.statusCode).toBe(422);
    expect(json.json().message).toBe('Comprovante é obrigatório.');
  });

  it('links the receipt to a posting by its id_titulo or by its description', async () => {
    const bancoId = uuidv7();
    const idTitulo = uuidv7();
    await t.app.db.insert(bancos).values({ id: bancoId, banco: 'Banco Vínculo' });
    await t.app.db.insert(lancamentos).values({
      id: idTitulo, idTitulo, descricao: 'Aluguel de março', pagamento: 'Pix', tipoCompra: 'Pagamento', bancoId,
      valor: 150000, valorParcela: 150000, data: '2026-03-01', status: 'Pagar', tipo: 'Sem Vencimento', metodo: 'À vista',
    });
    const porId = await upload({ descricao: 'Recibo aluguel', data: '2026-03-05', lancamento: idTitulo }, [{ name: 'r.pdf', bytes: bytes(5) }]);
    expect(porId.statusCode).toBe(201);
    expect(porId.json().comprovante).toMatchObject({ lancamento_titulo: idTitulo, descricao_lancamento: 'Aluguel de março' });

    const porTexto = await upload({ descricao: 'Recibo aluguel 2', data: '2026-03-05', lancamento: 'Aluguel de março' }, [{ name: 'r.pdf', bytes: bytes(5) }]);
    expect(porTexto.json().comprovante).toMatchObject({ lancamento_titulo: idTitulo, descricao_lancamento: 'Aluguel de março' });

    const before = storedFiles().length;
    const inexistente = await upload({ descricao: 'X', data: '2026-03-05', lancamento: uuidv7() }, [{ name: 'r.pdf', bytes: bytes(5) }]);
    expect(inexistente.statusCode).toBe(422);
    expect(inexistente.json().message).toBe('Lançamento vinculado não encontrado.');
    expect(storedFiles().length).toBe(before);
  });

  it('refuses uploads over the size limit and leaves no file behind', async () => {
    process.env.UPLOAD_LIMIT_BYTES = '1000';
    const before = storedFiles().length;
    const res = await upload({ descricao: 'Grande', data: '2026-03-10' }, [
      { name: 'um.bin', bytes: bytes(600) }, { name: 'dois.bin', bytes: bytes(600) },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Tamanho dos arquivos excedido.');
    expect(storedFiles().length).toBe(before);
    expect(tempFiles()).toEqual([]);
    expect((await list()).some((r) => r.descricao === 'Grande')).toBe(false);
  });

  it('stores a receipt once when an upload is replayed after a lost reply', async () => {
    const id = uuidv7();
    const key = uuidv7();
    const body = await multipart({ id, descricao: 'Reenvio', data: '2026-03-11' }, [{ name: 'nf.pdf', bytes: bytes(300) }]);
    const send = () => t.call({ method: 'POST', url: '/api/cadastro-comprovante', payload: body.payload, headers: { ...body.headers, 'idempotency-key': key } });
    const first = await send();
    const before = storedFiles().length;
    const replay = await send();
    expect(first.statusCode).toBe(201);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect((await list()).filter((r) => r.descricao === 'Reenvio')).toHaveLength(1);
    expect(storedFiles().length).toBe(before);
    expect(tempFiles()).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    const body = await multipart({ descricao: 'Anônimo', data: '2026-03-10' }, [{ name: 'a.pdf', bytes: bytes(10) }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/cadastro-comprovante', payload: body.payload, headers: body.headers });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/download-comprovante/{filename}', () => {
  it('returns the identical bytes as an attachment under the shown name', async () => {
    const original = bytes(70_000, 3);
    const res = await upload({ descricao: 'Download', data: '2026-03-12' }, [{ name: 'extrato ção.pdf', bytes: original }]);
    const nome = (res.json().comprovante as Row).arquivos[0]!.nome;
    const download = await t.call({ method: 'GET', url: `/api/download-comprovante/${encodeURIComponent(nome)}` });
    expect(download.statusCode).toBe(200);
    expect(Buffer.compare(download.rawPayload, Buffer.from(original))).toBe(0);
    expect(download.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('extrato ção.pdf')}`);
    expect(download.headers['content-type']).toBe('application/octet-stream');
  });

  it('never serves a file outside the recorded receipts', async () => {
    writeFileSync(join(t.app.config.dataDir, 'segredo.txt'), 'SEGREDO');
    writeFileSync(join(uploads(), 'solto.txt'), 'SEGREDO');
    const attempts = [
      '..%2F..%2Fetc%2Fpasswd', '%2e%2e%2f%2e%2e%2fetc%2fpasswd', '%2e%2e', '..%2Fsegredo.txt', '%2Fetc%2Fpasswd',
      encodeURIComponent(join(t.app.config.dataDir, 'segredo.txt')), '..%5Csegredo.txt', 'solto.txt', 'solto.txt%00.pdf', '.tmp',
    ];
    for (const attempt of attempts) {
      const res = await t.call({ method: 'GET', url: `/api/download-comprovante/${attempt}` });
      // Either the route refuses the name ('Arquivo não encontrado.') or no route matches at all;
      // a NUL byte is refused before any route runs (422, plugins/input-guard.ts).
      expect(res.statusCode, attempt).toBe(attempt.includes('%00') ? 422 : 404);
      expect(res.body, attempt).not.toContain('SEGREDO');
    }
    for (const attempt of ['..%2F..%2Fetc%2Fpasswd', '%2Fetc%2Fpasswd', 'solto.txt', 'inexistente.pdf']) {
      const res = await t.call({ method: 'GET', url: `/api/download-comprovante/${attempt}` });
      expect(res.json(), attempt).toEqual({ message: 'Arquivo não encontrado.' });
    }
    const raw = await t.call({ method: 'GET', url: '/api/download-comprovante/../../etc/passwd' });
    expect(raw.statusCode).toBe(404);
    expect(raw.body).not.toContain('root:');
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/download-comprovante/qualquer.pdf' });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/deletar-comprovante', () => {
  it('deletes the receipts and their files from disk', async () => {
    const res = await upload({ descricao: 'Apagar', data: '2026-03-13' }, [{ name: 'a.pdf', bytes: bytes(20) }, { name: 'b.pdf', bytes: bytes(30) }]);
    const row = res.json().comprovante as Row;
    const nomes = row.arquivos.map((a) => a.nome);
    expect(nomes.every((n) => storedFiles().includes(n))).toBe(true);
    const del = await t.call({ method: 'POST', url: '/api/deletar-comprovante', payload: { ids: [row.id] } });
    expect(del.statusCode).toBe(200);
    expect(del.json().message).toBe('Registro(s) excluído(s) com sucesso!');
    expect(nomes.some((n) => storedFiles().includes(n))).toBe(false);
    expect((await list()).some((r) => r.id === row.id)).toBe(false);
    const gone = await t.call({ method: 'GET', url: `/api/download-comprovante/${encodeURIComponent(nomes[0]!)}` });
    expect(gone.statusCode).toBe(404);
  });

  it('tells a delta pull which receipts were removed', async () => {
    const res = await upload({ descricao: 'Delta', data: '2026-03-13' }, [{ name: 'a.pdf', bytes: bytes(20) }]);
    const id = (res.json().comprovante as Row).id;
    const { cursor } = (await t.call({ method: 'GET', url: '/api/comprovantes' })).json() as { cursor: string };
    await t.call({ method: 'POST', url: '/api/deletar-comprovante', payload: { ids: JSON.stringify([id]) } });
    const delta = (await t.call({ method: 'GET', url: `/api/comprovantes?since=${cursor}` })).json() as { removidos: string[] };
    expect(delta.removidos).toContain(id);
  });

  it('refuses a request without ids', async () => {
    const res = await t.call({ method: 'POST', url: '/api/deletar-comprovante', payload: { ids: [] } });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Selecione pelo menos um registro.');
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/deletar-comprovante', payload: { ids: [uuidv7()] } });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/comprovantes', () => {
  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/comprovantes' });
    expect(res.statusCode).toBe(401);
  });
});
