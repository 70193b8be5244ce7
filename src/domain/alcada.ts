/* Alçadas (issue 35 item 1, PRODUCT "Aprovação de pagamentos (alçadas)", decision 422): a payable
   created or edited by an Operador whose valor reaches the administrator's limit waits
   *Aguardando aprovação*; no pay path (direct, batch, conciliação, offline replay) pays it until
   an Administrador approves it; a rejection needs a motivo. Pure: the device checks before
   queueing, the server again when the write arrives. */
import * as v from 'valibot';
import { MSG_ALCADA as m } from './messages-alcada.ts';
import { msg } from './messages.ts';
import { crossRules } from './cross-rules.ts';
import { idList } from './id-inputs.ts';
import { boolInput, optionalMoney, requiredText } from './validation.ts';
import { aguarda } from './listas.ts';
import type { EstadoAprovacao, Perfil } from './listas.ts';
import type { Resultado } from './validation.ts';

export type Decisao = Exclude<EstadoAprovacao, 'Aguardando aprovação'>;

/** The alçada's configuration (configurarAlcada): the limit in cents. */
export interface ConfigAlcada {
  ativa: boolean;
  limite: number | null;
}

/** The longest motivo of a rejection. */
export const MAX_MOTIVO = 500;

/**
 * Fields whose change by an Operador sends a payable back to wait: how much is paid, from which
 * account, how, and to whom (the boleto line or Pix it was read from). Dates and texts do not.
 */
export const CAMPOS_QUE_REAPROVAM: readonly string[] = [
  'valor', 'valor_parcela', 'banco', 'banco_id', 'pagamento', 'linha_digitavel', 'pix_chave', 'pix_txid',
];

/** The fields of CAMPOS_QUE_REAPROVAM that an edit changed (compared where both rows have them). */
export function camposQueReaprovam(antes: object, depois: object): string[] {
  const a = antes as Record<string, unknown>;
  const d = depois as Record<string, unknown>;
  return CAMPOS_QUE_REAPROVAM.filter((c) => c in a && c in d && a[c] !== d[c]);
}

/** An Operador's payable whose valor reaches an active limit waits; an Administrador's never. */
export function precisaAprovacao(p: { perfil: Perfil; valor: number; config: ConfigAlcada }): boolean {
  const { ativa, limite } = p.config;
  return p.perfil === 'operador' && ativa && limite !== null && p.valor >= limite;
}

/**
 * The approval state a payable takes when saved. Created: waits or needs nothing (null). Edited:
 * an Operador's change of a field in CAMPOS_QUE_REAPROVAM is judged again like a new payable (so
 * an approved or rejected one at or above the limit waits again, and one lowered below it needs
 * nothing); any other edit, and every Administrador's edit, keeps the state.
 */
export function aprovacaoAoSalvar(p: {
  perfil: Perfil;
  valor: number;
  config: ConfigAlcada;
  anterior?: { estado: EstadoAprovacao | null; alterados: readonly string[] };
}): EstadoAprovacao | null {
  const nova = precisaAprovacao(p) ? 'Aguardando aprovação' : null;
  if (!p.anterior) return nova;
  const reavaliar = p.perfil === 'operador' && p.anterior.alterados.some((c) => CAMPOS_QUE_REAPROVAM.includes(c));
  return reavaliar ? nova : p.anterior.estado;
}

/** What a pay path reads of a payable. */
export interface TituloAprovacao {
  aprovacao?: EstadoAprovacao | null;
  aprovacao_motivo?: string | null;
  /** Who decided and when (null until an Administrador decides). */
  aprovacao_por?: string | null;
  aprovacao_em?: string | null;
}

/** The pay gate: a waiting or rejected payable is refused with the text the pay path shows. */
export function liberadoPelaAlcada(titulo: TituloAprovacao): Resultado<true> {
  if (titulo.aprovacao === 'Aguardando aprovação') return { ok: false, message: m.aguardando };
  if (titulo.aprovacao === 'Reprovado') {
    return { ok: false, message: titulo.aprovacao_motivo ? m.reprovadoComMotivo(titulo.aprovacao_motivo) : m.reprovado };
  }
  return { ok: true, value: true };
}

/** Clears a previous decision when the state changes (the fields an edit writes with the new state). */
export function camposDoEstado(estado: EstadoAprovacao | null): Required<TituloAprovacao> {
  return { aprovacao: estado, aprovacao_motivo: null, aprovacao_por: null, aprovacao_em: null };
}

/** Who saves and under which alçada, as the device last read it (decision 446). */
export interface AlcadaDoAutor { perfil: Perfil; config: ConfigAlcada }

/**
 * Editar's alçada on a payable's group, as the server's route applies it: the target parcela before
 * and after the edit (`mudadas`, the rule's changed rows) judged by aprovacaoAoSalvar; a new state
 * goes on every parcela of the group with the decision cleared. Returns the rows to write.
 */
export function alcadaDaEdicao<T extends { id: string; valor: number } & TituloAprovacao>(
  grupo: readonly T[], id: string, mudadas: readonly T[], alcada: AlcadaDoAutor,
): T[] {
  const antes = grupo.find((r) => r.id === id);
  if (!antes) return [...mudadas];
  const depois = mudadas.find((r) => r.id === id) ?? antes;
  const anterior = { estado: antes.aprovacao ?? null, alterados: camposQueReaprovam(antes, depois) };
  const estado = aprovacaoAoSalvar({ ...alcada, valor: depois.valor, anterior });
  if (estado === anterior.estado) return [...mudadas];
  const porId = new Map(mudadas.map((r) => [r.id, r]));
  return grupo.map((r) => ({ ...(porId.get(r.id) ?? r), ...camposDoEstado(estado) }));
}

/**
 * The alçada on a recorrência's plan (decision 439). Each payable it creates is judged as a new
 * payable of whoever saved the rule last (`perfil`; the daily top-up reads it from the rule); an open
 * one whose money, bank or payment an Operador's edit changed is judged again, like Editar.
 */
export function alcadaDasOcorrencias<L extends { valor: number }>(
  passos: { criar: readonly L[]; atualizar: readonly { id: string; campos: Record<string, unknown> }[] },
  atuais: ReadonlyMap<string, { valor: number; aprovacao?: EstadoAprovacao | null }>,
  perfil: Perfil, config: ConfigAlcada,
): { criar: (L & Required<TituloAprovacao>)[]; atualizar: { id: string; campos: Record<string, unknown> }[] } {
  const criar = passos.criar.map((l) => ({ ...l, ...camposDoEstado(aprovacaoAoSalvar({ perfil, valor: l.valor, config })) }));
  const atualizar = passos.atualizar.map((a) => {
    const atual = atuais.get(a.id);
    if (!atual) return a;
    const anterior = { estado: atual.aprovacao ?? null, alterados: Object.keys(a.campos) };
    const valor = typeof a.campos.valor === 'number' ? a.campos.valor : atual.valor;
    const estado = aprovacaoAoSalvar({ perfil, valor, config, anterior });
    return estado === anterior.estado ? a : { id: a.id, campos: { ...a.campos, ...camposDoEstado(estado) } };
  });
  return { criar, atualizar };
}

/**
 * An Administrador's decision on one payable: from Aguardando to Aprovado or Reprovado; the same
 * decision again is a no-op (an offline replay); the opposite one, or a payable that does not
 * wait, is refused.
 */
export function decidir(atual: EstadoAprovacao | null | undefined, decisao: Decisao): Resultado<Decisao> {
  if (atual === 'Aguardando aprovação' || atual === decisao) return { ok: true, value: decisao };
  if (atual === 'Aprovado') return { ok: false, message: m.jaAprovado };
  if (atual === 'Reprovado') return { ok: false, message: m.jaReprovado };
  return { ok: false, message: m.naoAguarda };
}

/** Approving and rejecting are Gestor actions: the device refuses them before queueing, as the route does. */
export function podeDecidir(perfil: Perfil | null | undefined): Resultado<true> {
  return perfil === 'administrador' ? { ok: true, value: true } : { ok: false, message: m.somenteAdministrador };
}

/** aprovarLancamentos (`ids`). */
export const AprovarSchema = v.object({ ids: idList() }, msg.comum.dadosInvalidos);

/** reprovarLancamentos (`ids`, `motivo`: required, trimmed, at most 500). */
export const ReprovarSchema = v.object(
  { ids: idList(), motivo: requiredText(m.motivoObrigatorio, MAX_MOTIVO) },
  msg.comum.dadosInvalidos,
);

const CamposConfig = v.object({ ativa: boolInput(false), limite: optionalMoney() }, msg.comum.dadosInvalidos);
type CamposConfig = v.InferOutput<typeof CamposConfig>;

/** configurarAlcada (`ativa`, `limite`): an active alçada needs a positive limit. */
export const ConfigAlcadaSchema = v.pipe(
  CamposConfig,
  crossRules<CamposConfig>([
    { field: 'limite', uses: ['ativa'], check: (x) => (x.ativa && x.limite === null ? m.limiteObrigatorio : null) },
  ]),
);

/** The payables that wait for an Administrador (the approvals list, the Painel count, the bell). */
export function aguardandoAprovacao<T extends TituloAprovacao>(rows: readonly T[]): T[] {
  return rows.filter(aguarda);
}

/** How many payables wait, without building the list. */
export function contarAguardando(rows: readonly TituloAprovacao[]): number {
  let n = 0;
  for (const r of rows) if (r.aprovacao === 'Aguardando aprovação') n += 1;
  return n;
}
