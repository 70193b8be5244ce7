// Observações (issue 17, PRODUCT.md "Observações"): a timeline of notes on any record. The author
// and the time are the server's; only the author edits or deletes a note.

import * as v from 'valibot';
import { ENTIDADES } from './avisos-listas.ts';
import type { Entidade } from './avisos-listas.ts';
import type { NomeColecao } from './colecoes.ts';
import { crossRules } from './cross-rules.ts';
import type { CrossRule } from './cross-rules.ts';
import { idInput, optionalId } from './id-inputs.ts';
import { msg } from './messages.ts';
import { enumInput } from './option-inputs.ts';
import { boolInput, requiredText } from './validation.ts';

/** The synced collection each entity's records live in (Geral has none). */
export const COLECAO_DA_ENTIDADE = {
  Lançamento: 'lancamentos', Recebível: 'recebiveis', Fatura: 'faturas', Banco: 'bancos',
  Categoria: 'categorias', Investimento: 'investimentos', Entrada: 'entradas',
} as const satisfies Record<Exclude<Entidade, 'Geral'>, NomeColecao>;
/** The collections a note may point into. */
export type ColecaoDeRegistro = (typeof COLECAO_DA_ENTIDADE)[keyof typeof COLECAO_DA_ENTIDADE];

export interface Observacao {
  id: string;
  assunto: string;
  texto: string;
  entidade: Entidade;
  registro_id: string | null;
  autor_id: string;
  fixada: boolean | 0 | 1;
  version?: number;
  created_at: string;
  updated_at?: string;
}

const campos = {
  assunto: requiredText(msg.observacoes.assuntoObrigatorio, 120),
  texto: requiredText(msg.observacoes.textoObrigatorio, 5000),
  entidade: enumInput(ENTIDADES, msg.observacoes.entidadeObrigatoria),
  registro_id: optionalId(),
  fixada: boolInput(false),
};

type Campos = { entidade: Entidade; registro_id: string | null };
const regras: readonly CrossRule<Campos>[] = ([
  { field: 'registro_id', uses: ['entidade'], check: (x) => (x.entidade !== 'Geral' && !x.registro_id ? msg.observacoes.registroObrigatorio : null) },
]);
const semRegistroEmGeral = <T extends Campos>(x: T): T => (x.entidade === 'Geral' ? { ...x, registro_id: null } : x);

const NovaObjeto = v.object({ id: optionalId(), ...campos }, msg.comum.dadosInvalidos);
type NovaEntrada = v.InferOutput<typeof NovaObjeto>;
export const NovaObservacaoSchema = v.pipe(NovaObjeto, crossRules<NovaEntrada>(regras), v.transform((x: NovaEntrada) => semRegistroEmGeral(x)));
export type NovaObservacao = v.InferOutput<typeof NovaObservacaoSchema>;

const EditarObjeto = v.object({ id: idInput(), ...campos }, msg.comum.dadosInvalidos);
type EditarEntrada = v.InferOutput<typeof EditarObjeto>;
export const EditarObservacaoSchema = v.pipe(EditarObjeto, crossRules<EditarEntrada>(regras), v.transform((x: EditarEntrada) => semRegistroEmGeral(x)));
export type EditarObservacao = v.InferOutput<typeof EditarObservacaoSchema>;

/** The entity a list's rows are, by the list's collection (the toolbar's Observação pre-link). */
export function entidadeDaColecao(colecao: string): Entidade | null {
  const par = Object.entries(COLECAO_DA_ENTIDADE).find(([, c]) => c === colecao);
  return par ? (par[0] as Entidade) : null;
}

/** The first characters of the text, on one line (Consulta's Trecho). */
export function trecho(texto: string, max = 80): string {
  const linha = texto.replace(/\s+/g, ' ').trim();
  return linha.length > max ? `${linha.slice(0, max - 1)}…` : linha;
}

export interface FiltroObservacoes {
  entidade: Entidade | '';
  autor: string;
  de: string;
  ate: string;
}

/** Consulta's filters: entity, author, period (by the server's created_at, São Paulo day). */
export function filtrarObservacoes<T extends Pick<Observacao, 'entidade' | 'autor_id'> & { dia: string }>(rows: readonly T[], f: FiltroObservacoes): T[] {
  return rows.filter((o) => (!f.entidade || o.entidade === f.entidade)
    && (!f.autor || o.autor_id === f.autor)
    && (!f.de || o.dia >= f.de)
    && (!f.ate || o.dia <= f.ate));
}
