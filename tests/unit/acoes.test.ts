import { normalizarCnpj } from '../../src/domain/cnpj.ts';
import { describe, expect, it } from 'vitest';
import { apuracaoCsv, apurarMes, apurarMeses, idsDarf, vencimentoDarf } from '../../src/domain/acoes-apuracao.ts';
import { calcularCarteira, valorarPosicao } from '../../src/domain/acoes-posicoes.ts';
import { normalizarTicker, NovaOperacaoSchema } from '../../src/domain/acoes-validacao.ts';
import type { Operacao } from '../../src/domain/acoes-validacao.ts';
import {
  cotasDoValor, escalaParaTexto, linhasFundos, NovoMovimentoSchema, parseEscala, situacaoFundo, valorDasCotas,
} from '../../src/domain/fundos.ts';
import type { MovimentoFundo } from '../../src/domain/fundos.ts';
import { isUUID } from '../../src/domain/coerce.ts';
import { validate } from '../../src/domain/validation.ts';
import { EXEMPLO_DARF_PEQUENO, EXEMPLO_DAY_TRADE, EXEMPLO_FII, EXEMPLO_IRRF_ANO, EXEMPLO_ISENTO } from './acoes-exemplos.ts';
import type { OperacaoExemplo } from './acoes-exemplos.ts';

/** The examples' wire rows through the same schema the route parses with. */
function operacoes(exemplo: readonly OperacaoExemplo[]): Operacao[] {
  return exemplo.map((o, i) => {
    const r = validate(NovaOperacaoSchema, o);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    return { ...r.value, id: `0190000${i}-0000-7000-8000-000000000000` };
  });
}

const linha = (ap: ReturnType<typeof apurarMes>, modalidade: string, classe: string) =>
  ap.linhas.find((l) => l.modalidade === modalidade && l.classe === classe)!;

describe('Ações: worked examples (written out by hand in acoes-exemplos.ts)', () => {
  it('1. a month with an exempt swing sale', () => {
    const ops = operacoes(EXEMPLO_ISENTO.operacoes);
    const ap = apurarMes(ops, EXEMPLO_ISENTO.mes);
    const swing = linha(ap, 'Swing trade', 'Ação');
    expect(swing).toMatchObject({ vendas: 1_800_000, resultado: 299_000, isento: true, base_calculo: 0, imposto: 0, prejuizo_a_compensar: 0 });
    expect(ap).toMatchObject({ vendas_isentas: 1_800_000, imposto: 0, ir_devido: 0, darf_a_pagar: 0, darf_a_compensar: 0, vencimento: '2026-04-30', codigo_darf: '6015' });
    const { posicoes } = calcularCarteira(ops);
    expect(posicoes).toEqual([{ ticker: 'PETR4', classe: 'Ação', quantidade: 500, custo_total: 1_500_500, preco_medio: 3_001 }]);
  });

  it('2. a day-trade loss carried into a gain', () => {
    const ops = operacoes(EXEMPLO_DAY_TRADE.operacoes);
    const abril = apurarMes(ops, EXEMPLO_DAY_TRADE.mesPerda);
    expect(linha(abril, 'Day trade', 'Ação')).toMatchObject({ vendas: 1_180_000, resultado: -20_400, imposto: 0, prejuizo_a_compensar: 20_400 });
    expect(abril.darf_a_pagar).toBe(0);
    const maio = apurarMes(ops, EXEMPLO_DAY_TRADE.mes);
    expect(linha(maio, 'Day trade', 'Ação')).toMatchObject({
      vendas: 650_000, resultado: 49_800, prejuizo_anterior: 20_400, base_calculo: 29_400, aliquota: 20,
      imposto: 5_880, irrf: 498, ir_devido: 5_382, prejuizo_a_compensar: 0,
    });
    expect(maio).toMatchObject({ imposto: 5_880, irrf_deduzido: 498, ir_devido: 5_382, darf_a_pagar: 5_382, vencimento: '2026-06-30' });
    // Day trades leave no position.
    expect(calcularCarteira(ops).posicoes).toEqual([]);
  });

  it('3. an FII month: 20 %, no exemption', () => {
    const ops = operacoes(EXEMPLO_FII.operacoes);
    const ap = apurarMes(ops, EXEMPLO_FII.mes);
    expect(linha(ap, 'Swing trade', 'FII')).toMatchObject({
      vendas: 1_020_000, resultado: 59_460, isento: false, base_calculo: 59_460, aliquota: 20, imposto: 11_892, irrf: 51, ir_devido: 11_841,
    });
    expect(ap).toMatchObject({ vendas_isentas: 0, ir_devido: 11_841, darf_a_pagar: 11_841, vencimento: '2026-07-31' });
    expect(calcularCarteira(ops).posicoes).toEqual([{ ticker: 'HGLG11', classe: 'FII', quantidade: 40, custo_total: 640_160, preco_medio: 16_004 }]);
  });

  it('4. a DARF under R$ 10,00 is carried to the next month', () => {
    const ops = operacoes(EXEMPLO_DARF_PEQUENO.operacoes);
    const julho = apurarMes(ops, EXEMPLO_DARF_PEQUENO.mesPequeno);
    expect(linha(julho, 'Swing trade', 'Ação')).toMatchObject({ vendas: 2_106_300, resultado: 6_300, isento: false, imposto: 945, irrf: 105 });
    expect(julho).toMatchObject({ ir_devido: 840, darf_total: 840, darf_a_pagar: 0, darf_a_compensar: 840, vencimento: '2026-08-31' });
    const agosto = apurarMes(ops, EXEMPLO_DARF_PEQUENO.mes);
    expect(agosto).toMatchObject({ imposto: 15_000, irrf_deduzido: 105, ir_devido: 14_895, darf_anterior: 840, darf_total: 15_735, darf_a_pagar: 15_735, vencimento: '2026-09-30' });
  });

  it('5. unused IRRF does not cross the calendar year (decision 315)', () => {
    const ops = operacoes(EXEMPLO_IRRF_ANO.operacoes);
    const novembro = apurarMes(ops, EXEMPLO_IRRF_ANO.mesSobra);
    expect(linha(novembro, 'Day trade', 'Ação')).toMatchObject({ resultado: 10_000, prejuizo_anterior: 20_000, base_calculo: 0, prejuizo_a_compensar: 10_000, irrf: 100 });
    expect(novembro).toMatchObject({ imposto: 0, irrf_deduzido: 0, irrf_a_compensar: 100, irrf_nao_compensado_ano: 0 });
    const dezembro = apurarMes(ops, EXEMPLO_IRRF_ANO.mesDezembro);
    expect(dezembro).toMatchObject({ irrf_anterior: 100, irrf_deduzido: 0, irrf_a_compensar: 0, irrf_nao_compensado_ano: 100 });
    expect(apuracaoCsv(dezembro)).toContain('2025-12;IRRF não compensado no ano (declaração anual);1,00');
    const janeiro = apurarMes(ops, EXEMPLO_IRRF_ANO.mes);
    expect(linha(janeiro, 'Day trade', 'Ação')).toMatchObject({ resultado: 50_000, prejuizo_anterior: 10_000, base_calculo: 40_000, imposto: 8_000, irrf: 500 });
    expect(janeiro).toMatchObject({
      irrf_anterior: 0, irrf_deduzido: 500, ir_devido: 7_500, darf_a_pagar: 7_500, irrf_nao_compensado_ano: 0, vencimento: '2026-02-27',
    });
  });

  it('all four examples together keep their books apart', () => {
    const ops = operacoes([...EXEMPLO_ISENTO.operacoes, ...EXEMPLO_DAY_TRADE.operacoes, ...EXEMPLO_FII.operacoes, ...EXEMPLO_DARF_PEQUENO.operacoes]);
    const meses = apurarMeses(ops);
    expect(meses.map((m) => m.mes)).toEqual(['2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08']);
    expect(meses.map((m) => m.darf_a_pagar)).toEqual([0, 0, 5_382, 11_841, 0, 15_735]);
  });
});

describe('Ações: CSV export', () => {
  it('a pt-BR CSV: BOM, ; separators, decimal commas, one line per book and the DARF lines', () => {
    const csv = apuracaoCsv(apurarMes(operacoes(EXEMPLO_DARF_PEQUENO.operacoes), EXEMPLO_DARF_PEQUENO.mes));
    const linhas = csv.slice(1).split('\r\n');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(linhas[0]).toBe('Mês;Modalidade;Classe;Vendas no mês;Resultado;Prejuízo anterior;Isento;Base de cálculo;Prejuízo a compensar;Alíquota %;Imposto;IRRF;IR devido');
    expect(linhas[1]).toBe('2026-08;Swing trade;Ação;21000,00;1000,00;0,00;Não;1000,00;0,00;15;150,00;1,05;148,95');
    expect(linhas).toContain('2026-08;DARF de meses anteriores;8,40');
    expect(linhas).toContain('2026-08;DARF 6015 a pagar;157,35');
    expect(linhas).toContain('2026-08;Vencimento;2026-09-30');
  });
});

describe('Ações: rules', () => {
  it('an exempt month’s loss still carries; its gain does not use the loss', () => {
    const ops: Operacao[] = [
      { id: '1', data: '2026-01-05', ticker: 'ABEV3', tipo: 'Compra', quantidade: 100, preco: 1_500, custos: 0, irrf: 0, modalidade: 'Swing trade', classe: 'Ação' },
      { id: '2', data: '2026-01-06', ticker: 'ABEV3', tipo: 'Venda', quantidade: 50, preco: 1_400, custos: 0, irrf: 0, modalidade: 'Swing trade', classe: 'Ação' },
      { id: '3', data: '2026-02-06', ticker: 'ABEV3', tipo: 'Venda', quantidade: 50, preco: 1_700, custos: 0, irrf: 0, modalidade: 'Swing trade', classe: 'Ação' },
    ];
    const [jan, fev] = apurarMeses(ops);
    expect(jan!.linhas[0]).toMatchObject({ resultado: -5_000, isento: true, prejuizo_a_compensar: 5_000 });
    expect(fev!.linhas[0]).toMatchObject({ resultado: 10_000, isento: true, prejuizo_a_compensar: 5_000, imposto: 0 });
  });

  it('a swing sale larger than the position is an error naming the shares held', () => {
    const ops: Operacao[] = [
      { id: '1', data: '2026-01-05', ticker: 'ABEV3', tipo: 'Compra', quantidade: 100, preco: 1_500, custos: 0, irrf: 0, modalidade: 'Swing trade', classe: 'Ação' },
      { id: '2', data: '2026-01-06', ticker: 'ABEV3', tipo: 'Venda', quantidade: 101, preco: 1_400, custos: 0, irrf: 0, modalidade: 'Swing trade', classe: 'Ação' },
    ];
    expect(calcularCarteira(ops).erro).toMatchObject({ id: '2', disponivel: 100 });
    expect(calcularCarteira(ops.slice(0, 1)).erro).toBeNull();
  });

  it('a day-trade buy left unsold joins the position at its cost', () => {
    const ops: Operacao[] = [
      { id: '1', data: '2026-01-05', ticker: 'ABEV3', tipo: 'Compra', quantidade: 100, preco: 1_500, custos: 100, irrf: 0, modalidade: 'Day trade', classe: 'Ação' },
      { id: '2', data: '2026-01-05', ticker: 'ABEV3', tipo: 'Venda', quantidade: 60, preco: 1_600, custos: 0, irrf: 0, modalidade: 'Day trade', classe: 'Ação' },
    ];
    const c = calcularCarteira(ops);
    // cost 150.100 cents; 60 sold take 90.060 → 40 left, 60.040.
    expect(c.posicoes).toEqual([{ ticker: 'ABEV3', classe: 'Ação', quantidade: 40, custo_total: 60_040, preco_medio: 1_501 }]);
    expect(c.vendas[0]!.resultado).toBe(96_000 - 90_060);
  });

  it('tickers: B3 codes, FIIs end in 11, the fractional F is the same asset', () => {
    expect(normalizarTicker(' petr4 ')).toBe('PETR4');
    expect(normalizarTicker('PETR4F')).toBe('PETR4');
    expect(normalizarTicker('B3SA3')).toBe('B3SA3');
    expect(normalizarTicker('TAEE11')).toBe('TAEE11');
    expect(normalizarTicker('PETR')).toBeNull();
    expect(normalizarTicker('PETR9')).toBeNull();
    expect(normalizarTicker('PETR44')).toBeNull();
    const fii = validate(NovaOperacaoSchema, { data: '2026-01-02', ticker: 'PETR4', tipo: 'Compra', quantidade: '1', preco: '10', modalidade: 'Swing trade', classe: 'FII' });
    expect(fii.ok).toBe(false);
    if (!fii.ok) expect(fii.errors.ticker).toBeDefined();
  });

  it('DARF 6015 never moves forward: the last business day of the next month', () => {
    // May 2027: the 31st is a Monday; January 2027 → February's last day, Sunday 28 → Friday 26.
    expect(vencimentoDarf('2027-01')).toBe('2027-02-26');
    expect(vencimentoDarf('2026-12')).toBe('2027-01-29');
  });

  it("a month's DARF has the same ids on every device, valid UUIDs never produced by uuidv7 (decision 316)", () => {
    expect(idsDarf('2026-09')).toEqual({ id_titulo: '00006015-2026-8009-8000-000000000001', ids: ['00006015-2026-8009-8000-000000000002'] });
    expect(idsDarf('2026-10').id_titulo).not.toBe(idsDarf('2026-09').id_titulo);
    expect([idsDarf('2026-12').id_titulo, ...idsDarf('2026-12').ids].every(isUUID)).toBe(true);
  });

  it('a typed quotation values the position', () => {
    const v = valorarPosicao({ ticker: 'PETR4', classe: 'Ação', quantidade: 500, custo_total: 1_500_500, preco_medio: 3_001 }, 3_200);
    expect(v).toMatchObject({ valor_atual: 1_600_000, resultado: 99_500, resultado_pct: 663 });
  });
});

describe('Fundos', () => {
  it('CNPJ: numeric and the alphanumeric one of 2026', () => {
    expect(normalizarCnpj('11.222.333/0001-81')).toBe('11222333000181');
    expect(normalizarCnpj('12.ABC.345/01DE-35')).toBe('12ABC34501DE35');
    expect(normalizarCnpj('12abc34501de35')).toBe('12ABC34501DE35');
    expect(normalizarCnpj('12.ABC.345/01DE-36')).toBeNull();
    expect(normalizarCnpj('11.222.333/0001-82')).toBeNull();
    expect(normalizarCnpj('12ABC34501DEAB')).toBeNull();
  });

  it('quota arithmetic to 8 decimals, exact', () => {
    expect(parseEscala('1,23456789')).toBe(123_456_789);
    expect(parseEscala('1.234567891')).toBeNull();
    expect(parseEscala('0')).toBeNull();
    // R$ 1.000,00 at 1,23456789 = 810,00000737 quotas (810,0000073710…); back to R$ 1.000,00.
    expect(escalaParaTexto(cotasDoValor(100_000, 123_456_789))).toBe('810.00000737');
    expect(valorDasCotas(81_000_000_737, 123_456_789)).toBe(100_000);
  });

  it('aplicação, cotação and resgate: cotas, última cota, valor atual, aplicado, rentabilidade', () => {
    const mov = (id: string, o: Record<string, unknown>): MovimentoFundo => {
      const r = validate(NovoMovimentoSchema, { fundo_id: '01900000-0000-7000-8000-000000000001', ...o });
      if (!r.ok) throw new Error(JSON.stringify(r.errors));
      return { ...r.value, id };
    };
    // Apply 10.000,00 at 1,25 → 8.000 quotas. New quota 1,30 → 10.400,00, +4,00 %.
    const movs = [
      mov('a', { tipo: 'Aplicação', data: '2026-03-02', valor: '10000.00', cota: '1.25' }),
      mov('b', { tipo: 'Cotação', data: '2026-03-31', cota: '1.30' }),
    ];
    expect(situacaoFundo(movs)).toMatchObject({ cotas: 800_000_000_000, ultima_cota: 130_000_000, valor_atual: 1_040_000, aplicado: 1_000_000, rentabilidade: 400 });
    // Redeem 2.600,00 at 1,30 → 2.000 quotas; cost out 10.000,00 × 2.000/8.000 = 2.500,00.
    movs.push(mov('c', { tipo: 'Resgate', data: '2026-04-10', valor: '2600.00', cota: '1.30' }));
    expect(situacaoFundo(movs)).toMatchObject({ cotas: 600_000_000_000, valor_atual: 780_000, aplicado: 750_000, rentabilidade: 400, erro: null });
    movs.push(mov('d', { tipo: 'Resgate', data: '2026-04-11', cotas: '6000.00000001', cota: '1.30' }));
    expect(situacaoFundo(movs).erro).toMatchObject({ id: 'd', disponivel: 600_000_000_000 });
    const [linha] = linhasFundos([{ id: '01900000-0000-7000-8000-000000000001', nome: 'F', cnpj: '11222333000181', classe: 'Renda Fixa', banco_id: 'x', status: 'Ativo' }], movs.slice(0, 2));
    expect(linha).toMatchObject({ valor_atual: 1_040_000, aplicado: 1_000_000 });
  });

  it('a movement needs what its type needs', () => {
    const base = { fundo_id: '01900000-0000-7000-8000-000000000001', data: '2026-03-02', cota: '1.25' };
    expect(validate(NovoMovimentoSchema, { ...base, tipo: 'Aplicação' }).ok).toBe(false);
    expect(validate(NovoMovimentoSchema, { ...base, tipo: 'Resgate' }).ok).toBe(false);
    expect(validate(NovoMovimentoSchema, { ...base, tipo: 'Cotação' }).ok).toBe(true);
  });
});
