import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { bancos } from '../../server/db/schema.ts';
import { crc16 } from '../../src/domain/pix.ts';
import { createTestApp } from './helper.ts';
import type { TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

// Itaú, fator 1360 = 17/02/2026 (Carnaval Tuesday), R$ 1.250,50 (checked in tests/unit/boleto.test.ts).
const LINHA = '34191090080000015000300000000000213600000125050';

function pixCode(): string {
  const tlv = (tag: string, v: string) => `${tag}${String(v.length).padStart(2, '0')}${v}`;
  const corpo = tlv('00', '01') + tlv('26', tlv('00', 'br.gov.bcb.pix') + tlv('01', '12345678000195'))
    + tlv('52', '0000') + tlv('53', '986') + tlv('54', '89.90') + tlv('58', 'BR') + tlv('59', 'Energia Sul')
    + tlv('60', 'PORTO ALEGRE') + tlv('62', tlv('05', 'FAT202602'));
  return `${corpo}6304${crc16(`${corpo}6304`)}`;
}

describe('GET /api/calendario', () => {
  it('lists the national bank holidays of the year with data, nome and tipo', async () => {
    const res = await t.call({ method: 'GET', url: '/api/calendario?ano=2026' });
    expect(res.statusCode).toBe(200);
    const { feriados } = res.json() as { feriados: { data: string; nome: string; tipo: string }[] };
    expect(feriados).toEqual(expect.arrayContaining([
      { data: '2026-02-16', nome: 'Carnaval (segunda-feira)', tipo: 'Bancário' },
      { data: '2026-02-17', nome: 'Carnaval (terça-feira)', tipo: 'Bancário' },
      { data: '2026-06-04', nome: 'Corpus Christi', tipo: 'Bancário' },
      { data: '2026-11-20', nome: 'Dia da Consciência Negra', tipo: 'Nacional' },
    ]));
  });

  it('refuses a missing or malformed year in Portuguese', async () => {
    for (const url of ['/api/calendario', '/api/calendario?ano=26', '/api/calendario?ano=abcd']) {
      const res = await t.call({ method: 'GET', url });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: 'Informe o ano com 4 dígitos (ex.: 2026).', errors: { ano: ['Informe o ano com 4 dígitos (ex.: 2026).'] } });
    }
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/calendario?ano=2026' })).statusCode).toBe(401);
  });
});

describe('administrator holidays', () => {
  it('adds one (idempotently), lists it in the year and in the delta pull, deletes it', async () => {
    const id = uuidv7();
    const headers = { 'idempotency-key': `feriado-${id}` };
    const payload = { id, data: '2026-01-25', nome: 'Aniversário de São Paulo' };
    const first = await t.call({ method: 'POST', url: '/api/cadastro-feriado', headers, payload });
    expect(first.statusCode).toBe(201);
    const replay = await t.call({ method: 'POST', url: '/api/cadastro-feriado', headers, payload });
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());

    const ano = (await t.call({ method: 'GET', url: '/api/calendario?ano=2026' })).json() as { feriados: unknown[] };
    expect(ano.feriados).toContainEqual({ data: '2026-01-25', nome: 'Aniversário de São Paulo', tipo: 'Cadastrado' });
    const lista = (await t.call({ method: 'GET', url: '/api/feriados' })).json() as { feriados: { id: string; data: string }[]; cursor: string };
    expect(lista.feriados.filter((f) => f.id === id)).toEqual([expect.objectContaining({ id, data: '2026-01-25' })]);

    const del = await t.call({ method: 'POST', url: '/api/deletar-feriados', payload: { ids: [id] } });
    expect(del.statusCode).toBe(200);
    const delta = (await t.call({ method: 'GET', url: `/api/sincronizacao?feriados=${lista.cursor}` })).json() as { colecoes: { feriados: { removidos: string[] } } };
    expect(delta.colecoes.feriados.removidos).toContain(id);
    const depois = (await t.call({ method: 'GET', url: '/api/calendario?ano=2026' })).json() as { feriados: { data: string }[] };
    expect(depois.feriados.some((f) => f.data === '2026-01-25')).toBe(false);
  });

  it('refuses a national bank holiday, a taken date, a bad date and a missing name', async () => {
    const nacional = await t.call({ method: 'POST', url: '/api/cadastro-feriado', payload: { data: '2026-02-17', nome: 'Carnaval' } });
    expect(nacional.statusCode).toBe(422);
    expect(nacional.json().errors).toEqual({ data: ['Esta data já é feriado bancário nacional.'] });
    expect((await t.call({ method: 'POST', url: '/api/cadastro-feriado', payload: { data: '2026-07-09', nome: 'Revolução' } })).statusCode).toBe(201);
    const repetido = await t.call({ method: 'POST', url: '/api/cadastro-feriado', payload: { data: '2026-07-09', nome: 'Outro' } });
    expect(repetido.statusCode).toBe(422);
    expect(repetido.json().message).toBe('Já existe um feriado cadastrado nesta data.');
    const ruim = await t.call({ method: 'POST', url: '/api/cadastro-feriado', payload: { data: '2026-02-30', nome: '' } });
    expect(ruim.statusCode).toBe(422);
    expect(Object.keys(ruim.json().errors).sort()).toEqual(['data', 'nome']);
  });
});

describe('POST /api/boletos/ler', () => {
  it('reads a bank-collection line: tipo, banco, valor, vencimento, linha', async () => {
    const res = await t.call({ method: 'POST', url: '/api/boletos/ler', payload: { linha: '34191.09008 00000.150003 00000.000000 2 13600000125050', data: '2026-02-01' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ boleto: { tipo: 'bancario', banco: '341', valor: '1250.50', vencimento: '2026-02-17', linha: LINHA } });
  });

  it('names a wrong check digit, letters and a missing line', async () => {
    const errado = await t.call({ method: 'POST', url: '/api/boletos/ler', payload: { linha: `${LINHA.slice(0, 46)}1` } });
    expect(errado.statusCode).toBe(422);
    expect(errado.json()).toEqual({
      message: 'Dígito verificador geral do boleto não confere: confira a linha digitável.',
      errors: { linha: ['Dígito verificador geral do boleto não confere: confira a linha digitável.'] },
    });
    const letras = await t.call({ method: 'POST', url: '/api/boletos/ler', payload: { linha: 'abc' } });
    expect(letras.json().message).toContain('apenas números');
    for (const payload of [{}, { linha: 5 }, { linha: 'x'.repeat(5000) }]) {
      expect((await t.call({ method: 'POST', url: '/api/boletos/ler', payload })).statusCode).toBe(422);
    }
  });
});

describe('POST /api/pix/ler', () => {
  it('reads chave, nome, cidade, valor and txid', async () => {
    const res = await t.call({ method: 'POST', url: '/api/pix/ler', payload: { codigo: pixCode() } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ pix: { chave: '12345678000195', nome: 'Energia Sul', cidade: 'PORTO ALEGRE', valor: '89.90', txid: 'FAT202602', dinamico: false } });
  });

  it('names a broken CRC and a truncated code', async () => {
    const codigo = pixCode();
    const crc = await t.call({ method: 'POST', url: '/api/pix/ler', payload: { codigo: codigo.replace('89.90', '99.90') } });
    expect(crc.statusCode).toBe(422);
    expect(crc.json().message).toBe('Código Pix com CRC inválido: o código foi alterado ou copiado errado.');
    const cortado = await t.call({ method: 'POST', url: '/api/pix/ler', payload: { codigo: codigo.slice(0, 60) } });
    expect(cortado.json().errors).toEqual({ codigo: ['Código Pix incompleto ou cortado: copie o código inteiro novamente.'] });
  });
});

describe('the Vencimento filter reads the effective due date', () => {
  it('a payable typed for Carnaval Saturday is found on Ash Wednesday, not on its typed day', async () => {
    const descricao = `Aluguel ${uuidv7()}`;
    const banco = uuidv7();
    await t.database.db.insert(bancos).values({ id: banco, banco: 'Banco do Brasil', possuiCartao: false });
    const criado = await t.call({
      method: 'POST', url: '/api/cadastro-financas',
      payload: { descricao, banco, pagamento: 'Pix', tipo_lancamento: 'Compra', observacao: '', status: 'Pagar', valor: '10.00', data: '2026-02-01', tipo: 'Com Vencimento', vencimento: '2026-02-14', metodo: 'À vista', categorias: '' },
    });
    expect(criado.statusCode, criado.body).toBe(201);
    const filtrar = async (dia: string) => {
      const res = await t.call({ method: 'POST', url: '/api/filtro/lancamentos', payload: { vencimento1: dia, vencimento2: dia } });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { filtro_lancamento: { descricao: string }[] }).filtro_lancamento.some((r) => r.descricao === descricao);
    };
    expect(await filtrar('2026-02-18')).toBe(true);
    expect(await filtrar('2026-02-14')).toBe(false);
  });
});
