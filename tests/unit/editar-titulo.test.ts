/* The Editar rule (domain/editar-titulo.ts, decision 395), as the device and the server run it. */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { EditarLancamentoSchema, editarLancamento, editarTitulo } from '../../src/domain/editar-titulo.ts';
import type { LinhaEdicao } from '../../src/domain/editar-titulo.ts';

function parcela(n: number, extra: Partial<LinhaEdicao> = {}): LinhaEdicao {
  return {
    id: `p${n}`, id_titulo: 't', descricao: 'Aluguel', parcela: n, quant_parcela: 3, status: 'Pagar', valor: 30000,
    valor_parcela: 10000, valor_pago: 0, data: '2026-03-01', tipo: 'Com Vencimento', vencimento: `2026-0${n + 2}-10`,
    observacao: null, ...extra,
  };
}
const grupo = [parcela(1, { status: 'Pago', valor_pago: 10000 }), parcela(2), parcela(3)];

function ok<T>(r: { ok: true; value: T } | { ok: false; message: string }): T {
  if (!r.ok) throw new Error(r.message);
  return r.value;
}

describe('editarTitulo', () => {
  it('changes one parcela\'s valor and vencimento, and the group total on every parcela', () => {
    const rows = ok(editarTitulo(grupo, { id: 'p2', escopo: 'parcela', valor: 12500, vencimento: '2026-04-20' }));
    expect(rows.map((r) => [r.id, r.valor_parcela, r.valor, r.vencimento])).toEqual([
      ['p1', 10000, 32500, '2026-03-10'], ['p2', 12500, 32500, '2026-04-20'], ['p3', 10000, 32500, '2026-05-10'],
    ]);
  });

  it('applies descriptive fields to every open parcela of the group, never to a paid one', () => {
    const rows = ok(editarTitulo(grupo, { id: 'p3', escopo: 'grupo', descricao: 'Aluguel sala', observacao: 'novo contrato' }));
    expect(rows.map((r) => [r.id, r.descricao, r.observacao])).toEqual([['p2', 'Aluguel sala', 'novo contrato'], ['p3', 'Aluguel sala', 'novo contrato']]);
  });

  it('returns only the rows that change', () => {
    expect(ok(editarTitulo(grupo, { id: 'p2', escopo: 'parcela', descricao: 'Aluguel' }))).toEqual([]);
  });

  it('refuses a paid target, a valor not above what was paid, a vencimento before the data, naming the parcela', () => {
    expect(editarTitulo(grupo, { id: 'p1', escopo: 'grupo', descricao: 'X' })).toEqual({ ok: false, message: 'Aluguel (1/3): uma parcela paga não pode ser editada.' });
    const parcial = [parcela(1, { valor_pago: 4000 })];
    expect(editarTitulo(parcial, { id: 'p1', escopo: 'parcela', valor: 4000 })).toMatchObject({ ok: false, message: expect.stringMatching(/^Aluguel \(1\/3\): o valor deve ser maior/) });
    expect(editarTitulo(grupo, { id: 'p2', escopo: 'parcela', vencimento: '2026-02-01' })).toMatchObject({ ok: false });
  });

  it('refuses valor or vencimento with escopo grupo at the schema (on the field)', () => {
    const r = v.safeParse(EditarLancamentoSchema, { id: '0190a000-0000-7000-8000-000000000001', escopo: 'grupo', version: 1, valor: '10,00' });
    expect(r.success).toBe(false);
    expect(r.issues?.[0]?.message).toMatch(/Só esta parcela/);
  });
});

describe('editarLancamento', () => {
  const lanc = (extra: Record<string, unknown> = {}) => [{
    ...parcela(2), pagamento: 'Boleto' as const, tipo_compra: 'Pagamento' as const, banco_id: 'b1', banco: 'Itaú',
    categoria_id: null, categoria: null, ...extra,
  }];
  it('changes bank, category and payment with their names', () => {
    const [row] = ok(editarLancamento(lanc(), { id: 'p2', escopo: 'grupo', version: 1, banco: 'b2', categorias: 'c1', pagamento: 'Pix' }, { banco: 'Nubank', categoria: 'Casa' }));
    expect(row).toMatchObject({ banco_id: 'b2', banco: 'Nubank', categoria_id: 'c1', categoria: 'Casa', pagamento: 'Pix' });
  });
  it('keeps a Crédito purchase\'s bank and payment, and refuses turning a posting into Crédito', () => {
    expect(editarLancamento(lanc(), { id: 'p2', escopo: 'grupo', version: 1, pagamento: 'Crédito' }, {})).toMatchObject({ ok: false });
    expect(editarLancamento(lanc({ pagamento: 'Crédito' }), { id: 'p2', escopo: 'grupo', version: 1, banco: 'b2' }, {})).toMatchObject({ ok: false });
    expect(editarLancamento(lanc({ pagamento: 'Crédito' }), { id: 'p2', escopo: 'grupo', version: 1, descricao: 'Notebook' }, {})).toMatchObject({ ok: true });
  });
});

describe('the rateio in an edit (decision 441)', () => {
  const C1 = '11111111-1111-4111-8111-111111111111';
  const C2 = '22222222-2222-4222-8222-222222222222';
  const porValor = [{ categoria: null, centro_custo: C1, percentual: null, valor: 18000 }, { categoria: null, centro_custo: C2, percentual: null, valor: 12000 }];
  const porPercentual = [{ categoria: null, centro_custo: C1, percentual: 6000, valor: null }, { categoria: null, centro_custo: C2, percentual: 4000, valor: null }];

  it('sets the rateio on every open parcela of the group; [] clears it; absent keeps it', () => {
    const rows = ok(editarTitulo(grupo, { id: 'p2', escopo: 'grupo', rateio: porPercentual }));
    expect(rows.map((r) => [r.id, r.rateio])).toEqual([['p2', porPercentual], ['p3', porPercentual]]);
    const comRateio = grupo.map((r) => ({ ...r, rateio: porPercentual }));
    expect(ok(editarTitulo(comRateio, { id: 'p3', escopo: 'parcela', rateio: [] })).map((r) => [r.id, r.rateio])).toEqual([['p3', null]]);
    expect(ok(editarTitulo(comRateio, { id: 'p3', escopo: 'parcela', descricao: 'Outro' }))[0]!.rateio).toBe(porPercentual);
  });

  it('refuses a new valor under a rateio by value (R$ 300,00 split 180 + 120, the group becomes R$ 325,00); by percentage it follows', () => {
    const comValor = grupo.map((r) => ({ ...r, rateio: porValor }));
    expect(editarTitulo(comValor, { id: 'p2', escopo: 'parcela', valor: 12500 })).toEqual({
      ok: false, message: 'Os valores do rateio somam R$ 300,00; devem somar exatamente o valor do lançamento, R$ 325,00.',
    });
    const comPercentual = grupo.map((r) => ({ ...r, rateio: porPercentual }));
    expect(ok(editarTitulo(comPercentual, { id: 'p2', escopo: 'parcela', valor: 12500 })).map((r) => r.valor)).toEqual([32500, 32500, 32500]);
  });
});
