// Ações: the monthly apuração of the income tax on trades (DARF 6015) and its CSV export
// (BRASIL.md stock-trade tax, decisions 250, 252). Every amount is integer cents.

import type { Operacao } from './acoes-validacao.ts';
import type { ClasseAcao, Modalidade } from './listas.ts';
import { aplicarAliquota, calcularCarteira } from './acoes-posicoes.ts';
import type { VendaRealizada } from './acoes-posicoes.ts';
import { diaUtilAnterior } from './calendario.ts';
import type { FeriadosExtras } from './calendario.ts';
import { BOM, linhaCsv } from './csv-ptbr.ts';
import { lastDayOfMonth } from './dates.ts';
import type { Celula, TipoColuna } from './relatorio-tabela.ts';

/** Monthly swing-trade stock sales up to this are exempt (Lei 11.033/2004 art. 3º I). */
export const LIMITE_ISENCAO = 2_000_000;
/** A DARF under R$ 10,00 is not paid alone: it is added to the next month's. */
export const DARF_MINIMO = 1_000;
export const CODIGO_DARF = '6015';

// ---------------------------------------------------------------------------------------------
// Monthly apuração.

/** The four books whose losses carry forward separately (decision 250). */
export const LINHAS_APURACAO: readonly { modalidade: Modalidade; classe: ClasseAcao }[] = [
  { modalidade: 'Swing trade', classe: 'Ação' },
  { modalidade: 'Day trade', classe: 'Ação' },
  { modalidade: 'Swing trade', classe: 'FII' },
  { modalidade: 'Day trade', classe: 'FII' },
];

export function aliquota(modalidade: Modalidade, classe: ClasseAcao): number {
  return classe === 'Ação' && modalidade === 'Swing trade' ? 15 : 20;
}

export interface LinhaApuracao {
  modalidade: Modalidade;
  classe: ClasseAcao;
  vendas: number;
  resultado: number;
  prejuizo_anterior: number;
  isento: boolean;
  base_calculo: number;
  prejuizo_a_compensar: number;
  aliquota: number;
  imposto: number;
  irrf: number;
  /** imposto − irrf of this line, never below zero (the month's total deducts across lines). */
  ir_devido: number;
}

export interface Apuracao {
  mes: string;
  linhas: LinhaApuracao[];
  vendas_isentas: number;
  imposto: number;
  irrf: number;
  irrf_anterior: number;
  irrf_deduzido: number;
  /** IRRF left for the next month of the same year (0 in December: no carry across years). */
  irrf_a_compensar: number;
  /** December only: the year's IRRF left unused, claimed in the annual declaration (decision 315). */
  irrf_nao_compensado_ano: number;
  ir_devido: number;
  darf_anterior: number;
  /** ir_devido + darf_anterior; paid when ≥ R$ 10,00, else carried (darf_a_compensar). */
  darf_total: number;
  darf_a_pagar: number;
  darf_a_compensar: number;
  codigo_darf: string;
  vencimento: string;
}

const chaveLinha = (m: Modalidade, c: ClasseAcao) => `${m}|${c}`;

export function mesDe(iso: string): string {
  return iso.slice(0, 7);
}

export function proximoMes(mes: string): string {
  const ano = Number(mes.slice(0, 4));
  const m = Number(mes.slice(5, 7));
  return m === 12 ? `${ano + 1}-01` : `${ano}-${String(m + 1).padStart(2, '0')}`;
}

/** DARF 6015's due date: the last business day of the month after `mes` (a tax never moves forward). */
export function vencimentoDarf(mes: string, extras?: FeriadosExtras): string {
  const seguinte = proximoMes(mes);
  const ultimo = `${seguinte}-${String(lastDayOfMonth(Number(seguinte.slice(0, 4)), Number(seguinte.slice(5, 7)))).padStart(2, '0')}`;
  return diaUtilAnterior(ultimo, extras);
}

/**
 * The ids of a month's DARF payable, the same on every device (decision 316): a UUID of version 8
 * (custom, never produced by uuidv7) carrying the month, e.g. 2026-09 → 00006015-2026-8009-8000-…1
 * (título) and …2 (its one parcel). The server's primary key then keeps one payable per month.
 */
export function idsDarf(mes: string): { id_titulo: string; ids: [string] } {
  const base = `0000${CODIGO_DARF}-${mes.slice(0, 4)}-80${mes.slice(5, 7)}-8000-00000000000`;
  return { id_titulo: `${base}1`, ids: [`${base}2`] };
}

export function isMes(valor: unknown): valor is string {
  return typeof valor === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(valor);
}

/**
 * Every month's apuração from the first sale's month through `ate` (default: the last sale's),
 * each carrying the losses, unused IRRF and small DARF of the one before.
 */
export function apurarMeses(operacoes: readonly Operacao[], ate?: string, extras?: FeriadosExtras): Apuracao[] {
  const { vendas } = calcularCarteira(operacoes);
  const porMes = new Map<string, VendaRealizada[]>();
  for (const venda of vendas) {
    const mes = mesDe(venda.data);
    const lista = porMes.get(mes);
    if (lista) lista.push(venda);
    else porMes.set(mes, [venda]);
  }
  const meses = [...porMes.keys()].sort();
  const primeiro = meses[0];
  const ultimo = ate ?? meses[meses.length - 1];
  if (primeiro === undefined || ultimo === undefined || primeiro > ultimo) return ultimo && ate ? [apuracaoVazia(ultimo, extras)] : [];

  const prejuizos = new Map<string, number>();
  let irrfAnterior = 0;
  let darfAnterior = 0;
  const resultado: Apuracao[] = [];
  for (let mes = primeiro; mes <= ultimo; mes = proximoMes(mes)) {
    const doMes = porMes.get(mes) ?? [];
    const vendasSwingAcoes = doMes.reduce((s, x) => (x.modalidade === 'Swing trade' && x.classe === 'Ação' ? s + x.valor_venda : s), 0);
    const isentoMes = vendasSwingAcoes <= LIMITE_ISENCAO;
    const linhas = LINHAS_APURACAO.map(({ modalidade, classe }): LinhaApuracao => {
      const daLinha = doMes.filter((x) => x.modalidade === modalidade && x.classe === classe);
      const vendasLinha = daLinha.reduce((s, x) => s + x.valor_venda, 0);
      const res = daLinha.reduce((s, x) => s + x.resultado, 0);
      const irrf = daLinha.reduce((s, x) => s + x.irrf, 0);
      const chave = chaveLinha(modalidade, classe);
      const anterior = prejuizos.get(chave) ?? 0;
      const isento = modalidade === 'Swing trade' && classe === 'Ação' && isentoMes && vendasLinha > 0;
      let base: number;
      let acumulado: number;
      if (isento) {
        // An exempt month's gain is not taxed and does not use the loss; its loss still carries (decision 250).
        base = 0;
        acumulado = anterior + Math.max(0, -res);
      } else {
        const liquido = res - anterior;
        base = Math.max(0, liquido);
        acumulado = Math.max(0, -liquido);
      }
      prejuizos.set(chave, acumulado);
      const pct = aliquota(modalidade, classe);
      const imposto = aplicarAliquota(base, pct);
      return {
        modalidade, classe, vendas: vendasLinha, resultado: res, prejuizo_anterior: anterior, isento,
        base_calculo: base, prejuizo_a_compensar: acumulado, aliquota: pct, imposto, irrf,
        ir_devido: Math.max(0, imposto - irrf),
      };
    });
    const imposto = linhas.reduce((s, l) => s + l.imposto, 0);
    const irrf = linhas.reduce((s, l) => s + l.irrf, 0);
    const irrfDisponivel = irrf + irrfAnterior;
    const irrfDeduzido = Math.min(imposto, irrfDisponivel);
    const irDevido = imposto - irrfDeduzido;
    const darfTotal = irDevido + darfAnterior;
    const paga = darfTotal >= DARF_MINIMO;
    // IRRF offsets only the months of its own calendar year; December's leftover goes to the
    // annual declaration, not to January (IN RFB 1.585/2015 art. 58; decision 315).
    const sobra = irrfDisponivel - irrfDeduzido;
    const fimDoAno = mes.endsWith('-12');
    resultado.push({
      mes, linhas, vendas_isentas: isentoMes ? vendasSwingAcoes : 0, imposto, irrf, irrf_anterior: irrfAnterior,
      irrf_deduzido: irrfDeduzido, irrf_a_compensar: fimDoAno ? 0 : sobra, irrf_nao_compensado_ano: fimDoAno ? sobra : 0,
      ir_devido: irDevido,
      darf_anterior: darfAnterior, darf_total: darfTotal, darf_a_pagar: paga ? darfTotal : 0,
      darf_a_compensar: paga ? 0 : darfTotal, codigo_darf: CODIGO_DARF, vencimento: vencimentoDarf(mes, extras),
    });
    irrfAnterior = fimDoAno ? 0 : sobra;
    darfAnterior = paga ? 0 : darfTotal;
  }
  return resultado;
}

function apuracaoVazia(mes: string, extras?: FeriadosExtras): Apuracao {
  return {
    mes,
    linhas: LINHAS_APURACAO.map(({ modalidade, classe }) => ({
      modalidade, classe, vendas: 0, resultado: 0, prejuizo_anterior: 0, isento: false, base_calculo: 0,
      prejuizo_a_compensar: 0, aliquota: aliquota(modalidade, classe), imposto: 0, irrf: 0, ir_devido: 0,
    })),
    vendas_isentas: 0, imposto: 0, irrf: 0, irrf_anterior: 0, irrf_deduzido: 0, irrf_a_compensar: 0, irrf_nao_compensado_ano: 0, ir_devido: 0,
    darf_anterior: 0, darf_total: 0, darf_a_pagar: 0, darf_a_compensar: 0, codigo_darf: CODIGO_DARF,
    vencimento: vencimentoDarf(mes, extras),
  };
}

/** The apuração of one month (GET /api/acoes/apuracao?mes and the Relatório de Ações). */
export function apurarMes(operacoes: readonly Operacao[], mes: string, extras?: FeriadosExtras): Apuracao {
  const meses = apurarMeses(operacoes.filter((o) => mesDe(o.data) <= mes), mes, extras);
  return meses[meses.length - 1] ?? apuracaoVazia(mes, extras);
}

// ---------------------------------------------------------------------------------------------
// Export.

const COLUNAS_CSV: readonly { titulo: string; tipo: TipoColuna }[] = [
  { titulo: 'Mês', tipo: 'texto' }, { titulo: 'Modalidade', tipo: 'texto' }, { titulo: 'Classe', tipo: 'texto' },
  { titulo: 'Vendas no mês', tipo: 'dinheiro' }, { titulo: 'Resultado', tipo: 'dinheiro' },
  { titulo: 'Prejuízo anterior', tipo: 'dinheiro' }, { titulo: 'Isento', tipo: 'texto' },
  { titulo: 'Base de cálculo', tipo: 'dinheiro' }, { titulo: 'Prejuízo a compensar', tipo: 'dinheiro' },
  { titulo: 'Alíquota %', tipo: 'numero' }, { titulo: 'Imposto', tipo: 'dinheiro' }, { titulo: 'IRRF', tipo: 'dinheiro' },
  { titulo: 'IR devido', tipo: 'dinheiro' },
];

/** The month's apuração as a pt-BR CSV (csv-ptbr.ts): one line per book, then the DARF lines. */
export function apuracaoCsv(a: Apuracao): string {
  const tipos = COLUNAS_CSV.map((c) => c.tipo);
  let out = BOM + linhaCsv(COLUNAS_CSV.map((c) => c.titulo), tipos.map(() => 'texto'));
  for (const l of a.linhas) {
    out += linhaCsv([
      a.mes, l.modalidade, l.classe, l.vendas, l.resultado, l.prejuizo_anterior, l.isento ? 'Sim' : 'Não', l.base_calculo,
      l.prejuizo_a_compensar, l.aliquota, l.imposto, l.irrf, l.ir_devido,
    ], tipos);
  }
  const total = (rotulo: string, valor: Celula, tipo: TipoColuna = 'dinheiro') => linhaCsv([a.mes, rotulo, valor], ['texto', 'texto', tipo]);
  out += total('Imposto do mês', a.imposto) + total('IRRF deduzido', a.irrf_deduzido) + total('IR devido', a.ir_devido)
    + total('DARF de meses anteriores', a.darf_anterior) + total(`DARF ${a.codigo_darf} a pagar`, a.darf_a_pagar)
    + total('DARF somado ao mês seguinte', a.darf_a_compensar)
    + (a.irrf_nao_compensado_ano > 0 ? total('IRRF não compensado no ano (declaração anual)', a.irrf_nao_compensado_ano) : '') + total('Vencimento', a.vencimento, 'texto');
  return out;
}
