// Card-posting import (Import. Lança.Crédito): validates records already parsed from the CSV
// (papaparse, elsewhere) into Crédito/À vista postings. All-or-nothing: every bad line is listed.

import * as v from 'valibot';
import { aplicaRegraCredito, vencimentosCartao } from './credito.ts';
import { parseBRDate } from './dates.ts';
import { msg } from './messages.ts';
import { MAX_CENTS, parseBRNumber } from './money.ts';
import { normalizeSearch } from './search.ts';
import { MAX_UPLOAD_BYTES } from './comprovante.ts';
import type { NovoLancamento } from './lancamento.ts';
import { field } from './validation.ts';

export const TEMPLATE_CSV_HEADER = ['Lançamento', 'Data', 'Valor', 'Banco', 'Vencimento'] as const;
export const TEMPLATE_CSV_NOME = 'template.csv';
/** Lines starting with '#' are notes, skipped like blank lines (the template's two below). */
export const MARCA_COMENTARIO = '#';
/** The template's example line and accepted formats (issue 13, decision 215), as notes: a template
 *  imported unchanged imports nothing. */
export const TEMPLATE_CSV_NOTAS = [
  '# Exemplo: Material de escritório - Kalunga;15/03/2026;1.234,56;Itaú;',
  '# Formatos: Data e Vencimento dd/mm/aaaa; Valor 1.234,56 ou 1234.56 (sem R$); Banco: o nome cadastrado, com cartão de crédito; Vencimento vazio: a regra do cartão; linhas iniciadas por # são ignoradas',
] as const;
/** ';' because pt-BR amounts use ','; the BOM makes Excel read the accents as UTF-8. */
export const TEMPLATE_CSV_CONTENT = `\uFEFF${[TEMPLATE_CSV_HEADER.join(';'), ...TEMPLATE_CSV_NOTAS].join('\r\n')}\r\n`;

export interface ErroImportacao {
  linha: number;
  campo: string;
  dado: string;
  valor_correto: string;
}

/** The get_bancos lookup fields the import needs. */
export interface BancoImportacao {
  id: string;
  banco: string;
  possui_cartao: boolean;
  credito: boolean;
  vencimento: number | null;
  /** The closing day of the card's automation rule (decision 391); null or absent: none. */
  dia_fechamento?: number | null;
}

export type RegistroCsv = Readonly<Record<string, string | null | undefined>>;

export type LinhaValidada =
  | { ok: true; lancamento: NovoLancamento }
  | { ok: false; erros: ErroImportacao[] };

/** Banks keyed by normalized name, so 'itau' in the file finds 'Itaú'. */
export function indexarBancosPorNome<T extends BancoImportacao>(bancos: readonly T[]): Map<string, T> {
  return new Map(bancos.map((banco) => [normalizeSearch(banco.banco), banco]));
}

/** Missing template columns, as the message to show; null when the header is complete. */
export function validarCabecalho(headers: readonly string[]): string | null {
  const present = new Set(headers.map((h) => normalizeSearch(h.replace(/^\uFEFF/, ''))));
  const missing = TEMPLATE_CSV_HEADER.filter((h) => !present.has(normalizeSearch(h)));
  return missing.length === 0 ? null : msg.importacao.cabecalhoInvalido(missing.join(', '));
}

function celulas(record: RegistroCsv): Map<string, string> {
  const cells = new Map<string, string>();
  for (const [key, value] of Object.entries(record)) {
    // Only text cells: a parser's extra-fields list (not a column) is never a value.
    if (typeof value === 'string') cells.set(normalizeSearch(key.replace(/^\uFEFF/, '')), value.trim());
  }
  return cells;
}

export function linhaVazia(record: RegistroCsv): boolean {
  const values = Object.values(record);
  const first = values.find((value) => typeof value === 'string' && value.trim() !== '');
  if (typeof first === 'string' && first.trim().startsWith(MARCA_COMENTARIO)) return true;
  return values.every((value) => typeof value !== 'string' || value.trim() === '');
}

/**
 * One record → a Crédito, À vista, Pagar posting of type Compra, or its errors. Without
 * Vencimento the card rule of the Cadastro gives the due date (decision 391: with the bank's
 * closing day, the due date of the purchase's bill).
 */
export function validarLinhaCsv(
  record: RegistroCsv,
  lineNumber: number,
  bancosByNormalizedName: ReadonlyMap<string, BancoImportacao>,
): LinhaValidada {
  const cells = celulas(record);
  const cell = (name: string) => cells.get(normalizeSearch(name)) ?? '';
  const erros: ErroImportacao[] = [];
  const erro = (campo: string, dado: string, valorCorreto: string) =>
    erros.push({ linha: lineNumber, campo, dado, valor_correto: valorCorreto });

  const descricao = cell('Lançamento');
  if (descricao === '' || descricao.length > 255) erro('Lançamento', descricao, msg.importacao.dicaTexto);

  const dataText = cell('Data');
  const data = parseBRDate(dataText);
  if (data === null) erro('Data', dataText, msg.importacao.dicaData);

  const valorText = cell('Valor');
  const valor = parseBRNumber(valorText);
  if (valor === null || valor <= 0 || valor > MAX_CENTS) erro('Valor', valorText, msg.importacao.dicaValor);

  const bancoText = cell('Banco');
  const banco = bancosByNormalizedName.get(normalizeSearch(bancoText));
  if (!banco) erro('Banco', bancoText, msg.importacao.dicaBanco);
  else if (!aplicaRegraCredito(banco, 'Crédito')) erro('Banco', bancoText, msg.importacao.dicaBancoCredito);

  const vencimentoText = cell('Vencimento');
  let vencimento: string | null = null;
  if (vencimentoText !== '') {
    vencimento = parseBRDate(vencimentoText);
    if (vencimento === null || (data !== null && vencimento < data)) {
      erro('Vencimento', vencimentoText, msg.importacao.dicaVencimento);
    }
  } else if (data !== null && banco?.credito) {
    if (banco.vencimento === null) erro('Vencimento', vencimentoText, msg.importacao.dicaVencimento);
    // The Cadastro's card rule (decision 391): the card's due day, and with a closing day the due
    // date of the bill the purchase falls in.
    else vencimento = vencimentosCartao(data, 1, banco.vencimento, banco.dia_fechamento ?? null)[0] ?? null;
  }

  if (erros.length > 0 || data === null || valor === null || !banco || vencimento === null) {
    return { ok: false, erros };
  }
  return {
    ok: true,
    lancamento: {
      descricao,
      status: 'Pagar',
      data_pagamento: null,
      pagamento: 'Crédito',
      banco: banco.id,
      valor,
      data,
      tipo: 'Com Vencimento',
      vencimento,
      metodo: 'À vista',
      parcela: null,
      categorias: null,
      tipo_lancamento: 'Compra',
      observacao: null,
      id_titulo: null,
      ids: null,
      linha_digitavel: null,
      tributo: false,
      rateio: [],
      pix_chave: null,
      pix_txid: null,
      historico_id: null,
    },
  };
}

export type ImportacaoValidada =
  | { ok: true; lancamentos: NovoLancamento[] }
  | { ok: false; message: string; erros: ErroImportacao[] };

/**
 * The whole file: blank lines skipped, every error of every line reported, nothing imported
 * when any line fails. `primeiraLinha` is the file line of records[0] (2 after the header).
 */
export function validarImportacao(
  records: readonly RegistroCsv[],
  bancos: readonly BancoImportacao[],
  primeiraLinha = 2,
): ImportacaoValidada {
  const porNome = indexarBancosPorNome(bancos);
  const lancamentos: NovoLancamento[] = [];
  const erros: ErroImportacao[] = [];
  records.forEach((record, i) => {
    if (linhaVazia(record)) return;
    const result = validarLinhaCsv(record, primeiraLinha + i, porNome);
    if (result.ok) lancamentos.push(result.lancamento);
    else erros.push(...result.erros);
  });
  if (erros.length > 0) return { ok: false, message: msg.importacao.erroLinhas, erros };
  if (lancamentos.length === 0) return { ok: false, message: msg.importacao.arquivoVazio, erros: [] };
  return { ok: true, lancamentos };
}

/** importarCartao: one CSV file in csv_file. */
export const ImportacaoSchema = v.object(
  {
    csv_file: v.pipe(
      field(),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const raw: unknown = Array.isArray(dataset.value) ? dataset.value[0] : dataset.value;
        const file = raw as { name?: unknown; size?: unknown } | null;
        if (typeof file !== 'object' || file === null || typeof file.name !== 'string' || typeof file.size !== 'number') {
          addIssue({ message: msg.importacao.arquivoObrigatorio });
          return NEVER;
        }
        if (!/\.csv$/i.test(file.name)) {
          addIssue({ message: msg.importacao.arquivoNaoCsv });
          return NEVER;
        }
        if (file.size > MAX_UPLOAD_BYTES) {
          addIssue({ message: msg.comprovante.tamanhoExcedido });
          return NEVER;
        }
        return file as { name: string; size: number };
      }),
    ),
  },
  msg.comum.dadosInvalidos,
);
