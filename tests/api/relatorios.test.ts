/* Each report route must give exactly the numbers the client computes from its IndexedDB rows:
   the rows are pulled through the same list routes the client syncs from, turned into local
   rows by the client's own wire code, and fed to the same domain functions. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { rowsFromBody } from '../../src/data/wire.ts';
import { addDays } from '../../src/domain/dates.ts';
import type { CategoriaRelatorio, LancamentoRelatorio, TituloRelatorio } from '../../src/domain/relatorio-base.ts';
import { dre, dreWire } from '../../src/domain/relatorio-dre.ts';
import { fluxoCaixa, fluxoCaixaWire } from '../../src/domain/relatorio-fluxo-caixa.ts';
import { vencimentos, vencimentosWire } from '../../src/domain/relatorio-vencimentos.ts';
import { bancos, categorias, feriados, lancamentos, recebiveis } from '../../server/db/schema.ts';
import { datasExtras } from '../../src/domain/feriado.ts';
import { categoriasTributo } from '../../src/domain/vencimento-efetivo.ts';
import type { Agenda } from '../../src/domain/vencimento-efetivo.ts';
import { createTestApp } from './helper.ts';
import type { TestApp } from './helper.ts';

let t: TestApp;
const BANCOS = [uuidv7(), uuidv7()];
const CATEGORIAS = [
  { id: uuidv7(), descricao: 'Vendas canceladas', dreLinha: 'deducoes' },
  { id: uuidv7(), descricao: 'Matéria-prima', dreLinha: 'custos' },
  { id: uuidv7(), descricao: 'Aluguel', dreLinha: 'despesas_operacionais' },
  { id: uuidv7(), descricao: 'Juros', dreLinha: 'resultado_financeiro' },
  { id: uuidv7(), descricao: 'Simples Nacional', dreLinha: 'impostos', tributo: true },
  { id: uuidv7(), descricao: 'Diversos', dreLinha: null },
] as const;
const STATUS = ['Pagar', 'Pago', 'Cancelado', 'D.P.C'] as const;
const PAGAMENTOS = ['Crédito', 'Débito', 'Boleto', 'Pix', 'Espécie'];

/** A deterministic pseudo-random generator (mulberry32), so a failure can be replayed. */
function gerador(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (s + 0x6d2b79f5) >>> 0;
    let x = s;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return (((x ^ (x >>> 14)) >>> 0) % n);
  };
}

function linhas(n: number, rnd: (n: number) => number, comBanco: boolean) {
  return Array.from({ length: n }, () => {
    const data = addDays('2025-01-01', rnd(500));
    const valor = 1 + rnd(500_000);
    const status = STATUS[rnd(4)]!;
    const semVenc = rnd(8) === 0;
    const vencimento = semVenc ? null : addDays(data, rnd(120));
    const pago = status === 'Pago' ? valor : status === 'Pagar' && rnd(4) === 0 ? rnd(valor) : 0;
    const dataPagamento = pago > 0 ? addDays(data, rnd(90)) : null;
    const base = {
      id: uuidv7(), idTitulo: uuidv7(), descricao: 'Título', valor, valorParcela: valor, valorPago: pago, data, status,
      tipo: semVenc ? 'Sem Vencimento' as const : 'Com Vencimento' as const, vencimento, dataPagamento, metodo: 'À vista' as const,
    };
    if (!comBanco) return base;
    return {
      ...base, pagamento: PAGAMENTOS[rnd(5)]!, tipoCompra: 'Compra' as const, bancoId: BANCOS[rnd(2)]!,
      categoriaId: rnd(7) === 0 ? null : CATEGORIAS[rnd(CATEGORIAS.length)]!.id,
      // Some postings are taxes by themselves (decision 221): due on the previous business day.
      tributo: rnd(10) === 0,
    };
  });
}

interface Locais { lancamentos: LancamentoRelatorio[]; recebiveis: TituloRelatorio[]; categorias: CategoriaRelatorio[]; agenda: Agenda }

/** What the client holds after a pull: the list routes' rows, read by the client's wire code. */
async function linhasDoCliente(): Promise<Locais> {
  const get = async (url: string) => (await t.call({ method: 'GET', url })).json() as unknown;
  const categoriasLocais = rowsFromBody('categorias', await get('/api/categorias')) as unknown as (CategoriaRelatorio & { tributo?: boolean })[];
  const feriadosLocais = rowsFromBody('feriados', await get('/api/feriados')) as unknown as { data: string }[];
  return {
    lancamentos: rowsFromBody('lancamentos', await get('/api/lancamentos')) as unknown as LancamentoRelatorio[],
    recebiveis: rowsFromBody('recebiveis', await get('/api/recebiveis')) as unknown as TituloRelatorio[],
    categorias: categoriasLocais,
    // What the client's useAgenda builds from IndexedDB: the synced holidays and tax categories.
    agenda: { feriados: datasExtras(feriadosLocais), categoriasTributo: categoriasTributo(categoriasLocais) },
  };
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await db.insert(bancos).values(BANCOS.map((id, i) => ({ id, banco: `Banco ${i + 1}` })));
  await db.insert(categorias).values([...CATEGORIAS]);
  // Administrator holidays on business days (Wed 19/03/2025, Mon 01/09/2025): bills move past them.
  await db.insert(feriados).values([{ id: uuidv7(), data: '2025-03-19', nome: 'Aniversário da cidade' }, { id: uuidv7(), data: '2025-09-01', nome: 'Feriado da empresa' }]);
  const rnd = gerador(14);
  await db.insert(lancamentos).values(linhas(600, rnd, true) as (typeof lancamentos.$inferInsert)[]);
  await db.insert(recebiveis).values(linhas(300, rnd, false));
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('GET /api/relatorios/* equal the client on the same data', () => {
  it('fluxo de caixa, every grouping and regime', async () => {
    const local = await linhasDoCliente();
    expect(local.lancamentos).toHaveLength(600);
    for (const agrupar of ['dia', 'semana', 'mes'] as const) {
      for (const regime of ['caixa', 'competencia'] as const) {
        const res = await t.call({ method: 'GET', url: `/api/relatorios/fluxo-caixa?de=2025-01-01&ate=2025-12-31&agrupar=${agrupar}&regime=${regime}` });
        expect(res.statusCode).toBe(200);
        const cliente = fluxoCaixaWire(fluxoCaixa(local, { de: '2025-01-01', ate: '2025-12-31', agrupar, regime, agenda: local.agenda }));
        expect(res.json()).toEqual({ fluxo_caixa: cliente });
        if (agrupar === 'dia' && regime === 'caixa') {
          // The calendar matters on this data: without the holidays and tax flags the days differ.
          expect(fluxoCaixaWire(fluxoCaixa(local, { de: '2025-01-01', ate: '2025-12-31', agrupar, regime }))).not.toEqual(cliente);
        }
        expect(cliente.totais.saidas_previstas).not.toBe('0.00');
      }
    }
  });

  it('fluxo de caixa with filters (banco, categoria, status, método)', async () => {
    const local = await linhasDoCliente();
    const query = `banco=${BANCOS[0]}&categoria=${CATEGORIAS[2]!.id},${CATEGORIAS[3]!.id}&status=Pago,Pagar&metodo=Pix,Boleto`;
    const res = await t.call({ method: 'GET', url: `/api/relatorios/fluxo-caixa?de=2025-01-01&ate=2026-06-30&${query}` });
    const filtro = { bancos: [BANCOS[0]!], categorias: [CATEGORIAS[2]!.id, CATEGORIAS[3]!.id], status: ['Pago', 'Pagar'], pagamentos: ['Pix', 'Boleto'] };
    const cliente = fluxoCaixaWire(fluxoCaixa(local, { de: '2025-01-01', ate: '2026-06-30', agrupar: 'mes', regime: 'caixa', filtro, agenda: local.agenda }));
    expect(res.json()).toEqual({ fluxo_caixa: cliente });
    expect(cliente.totais.entradas_previstas).toBe('0.00');
    expect(cliente.totais.saidas_previstas).not.toBe('0.00');
  });

  it('DRE gerencial, regime caixa and competência, after mapping a category on Categorias', async () => {
    const diversos = CATEGORIAS[5]!;
    const edit = await t.call({ method: 'POST', url: '/api/update-categoria', payload: { id: diversos.id, descricao: diversos.descricao, status: 1, dre_linha: 'custos' } });
    expect(edit.statusCode).toBe(200);
    const local = await linhasDoCliente();
    expect(local.categorias.find((c) => c.id === diversos.id)?.dre_linha).toBe('custos');
    for (const regime of ['caixa', 'competencia'] as const) {
      const res = await t.call({ method: 'GET', url: `/api/relatorios/dre?de=2025-01-01&ate=2025-12-31&regime=${regime}` });
      expect(res.statusCode).toBe(200);
      const cliente = dreWire(dre(local, { de: '2025-01-01', ate: '2025-12-31', regime }));
      expect(res.json()).toEqual({ dre: cliente });
      expect(cliente.linhas.find((l) => l.linha === 'custos')?.categorias.map((c) => c.descricao)).toContain('Diversos');
    }
  });

  it('contas por vencimento on a given day', async () => {
    const local = await linhasDoCliente();
    const res = await t.call({ method: 'GET', url: '/api/relatorios/vencimentos?em=2025-09-15' });
    expect(res.statusCode).toBe(200);
    const cliente = vencimentosWire(vencimentos(local, { em: '2025-09-15', agenda: local.agenda }));
    expect(res.json()).toEqual({ vencimentos: cliente });
    expect(cliente.faixas.filter((f) => f.pagar.quantidade > 0).length).toBeGreaterThan(3);
  });

  it('an edit without dre_linha keeps the mapping (SPEC form)', async () => {
    const aluguel = CATEGORIAS[2]!;
    await t.call({ method: 'POST', url: '/api/update-categoria', payload: { id: aluguel.id, descricao: 'Aluguel e condomínio', status: 1 } });
    const local = await linhasDoCliente();
    expect(local.categorias.find((c) => c.id === aluguel.id)).toMatchObject({ descricao: 'Aluguel e condomínio', dre_linha: 'despesas_operacionais' });
  });
});

describe('GET /api/relatorios/*: bad input is a Portuguese 4xx', () => {
  it('refuses a missing or inverted period and unknown options with 422', async () => {
    const semDe = await t.call({ method: 'GET', url: '/api/relatorios/fluxo-caixa?ate=2025-12-31' });
    expect(semDe.statusCode).toBe(422);
    expect(semDe.json()).toMatchObject({ message: 'Informe a data inicial.', errors: { de: ['Informe a data inicial.'] } });
    const invertido = await t.call({ method: 'GET', url: '/api/relatorios/dre?de=2025-12-31&ate=2025-01-01' });
    expect(invertido.statusCode).toBe(422);
    expect(invertido.json()).toMatchObject({ errors: { ate: ['A data final não pode ser menor que a inicial.'] } });
    const agrupar = await t.call({ method: 'GET', url: '/api/relatorios/fluxo-caixa?de=2025-01-01&ate=2025-01-31&agrupar=ano' });
    expect(agrupar.statusCode).toBe(422);
    const em = await t.call({ method: 'GET', url: '/api/relatorios/vencimentos?em=2025-02-30' });
    expect(em.statusCode).toBe(422);
    const linha = await t.call({ method: 'POST', url: '/api/update-categoria', payload: { id: CATEGORIAS[0]!.id, descricao: 'X', status: 1, dre_linha: 'lucro' } });
    expect(linha.statusCode).toBe(422);
    expect(linha.json()).toMatchObject({ errors: { dre_linha: ['Linha da DRE inválida.'] } });
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/relatorios/vencimentos' });
    expect(res.statusCode).toBe(401);
  });
});
