/* The Telegram bot's pure rules (issue 20, decisions 285–289): the token's masked form, quiet
   hours in São Paulo, which open payables a command or an alert lists (by effective due date)
   and the texts the bot sends, and the inputs of the Gestor screen's writes. */
import * as v from 'valibot';
import { addDays, formatDateBR, TIME_ZONE } from './dates.ts';
import { idInput, idList } from './id-inputs.ts';
import { msg } from './messages.ts';
import { formatBRL } from './money.ts';
import { enumList } from './option-inputs.ts';
import { field, optionalText } from './validation.ts';
import { vencimentoEfetivo } from './vencimento-efetivo.ts';
import type { Agenda } from './vencimento-efetivo.ts';

const t = msg.telegram;

export const TIPOS_ASSINATURA = ['vencimentos', 'resumo', 'faturas', 'falhas'] as const;
export type TipoAssinatura = (typeof TIPOS_ASSINATURA)[number];

/** A BotFather token: the bot's numeric id, a colon, a 35-ish character secret. */
export const TOKEN_BOT = /^\d{5,16}:[A-Za-z0-9_-]{30,60}$/;

/** '123456789:AAH…xyz' → '123…:AA…yz': enough to recognise it, never enough to use it. */
export function mascararToken(token: string): string {
  const [id = '', segredo = ''] = token.split(':');
  return `${id.slice(0, 3)}…:${segredo.slice(0, 2)}…${segredo.slice(-2)}`;
}

const HORA = /^([01]\d|2[0-3]):([0-5]\d)$/;

function minutos(hora: string): number {
  const m = HORA.exec(hora);
  return m ? Number(m[1]) * 60 + Number(m[2]) : 0;
}

let formatoHora: Intl.DateTimeFormat | undefined;

/** Minutes since midnight in São Paulo at this instant. */
export function minutoSP(agora: Date): number {
  formatoHora ??= new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const partes = Object.fromEntries(formatoHora.formatToParts(agora).map((p) => [p.type, p.value]));
  return (Number(partes.hour) % 24) * 60 + Number(partes.minute);
}

export interface Silencio { inicio: string | null; fim: string | null }

/** Inside the quiet hours? [início, fim) in São Paulo, crossing midnight when início > fim. */
export function emSilencio(agora: Date, s: Silencio): boolean {
  if (!s.inicio || !s.fim || s.inicio === s.fim) return false;
  const m = minutoSP(agora);
  const ini = minutos(s.inicio);
  const fim = minutos(s.fim);
  return ini < fim ? m >= ini && m < fim : m >= ini || m < fim;
}

/** The instant the quiet hours end (the next São Paulo fim:00 after `agora`). */
export function fimDoSilencio(agora: Date, s: Silencio): Date {
  const atual = minutoSP(agora);
  const delta = (minutos(s.fim ?? '00:00') - atual + 1440) % 1440 || 1440;
  const base = Math.floor(agora.getTime() / 60_000) * 60_000;
  return new Date(base + delta * 60_000);
}

/** The HH:MM of this instant in São Paulo (the daily summary's clock). */
export function horaSP(agora: Date): string {
  const m = minutoSP(agora);
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** An open payable as the bot reads it. */
export interface ContaAberta {
  id: string;
  descricao: string;
  valor_parcela: number;
  valor_pago: number;
  vencimento: string | null;
  tributo?: boolean | null;
  categoria_id?: string | null;
}

export interface ContaListada { id: string; descricao: string; efetivo: string; devido: number }

/** Open payables whose effective due date is in [de, ate], by date then description. */
export function contasNoPeriodo(contas: readonly ContaAberta[], agenda: Agenda, de: string, ate: string): ContaListada[] {
  const out: ContaListada[] = [];
  for (const c of contas) {
    const efetivo = vencimentoEfetivo(c, agenda);
    if (!efetivo || efetivo < de || efetivo > ate) continue;
    out.push({ id: c.id, descricao: c.descricao, efetivo, devido: Math.max(0, c.valor_parcela - c.valor_pago) });
  }
  return out.sort((a, b) => a.efetivo.localeCompare(b.efetivo) || a.descricao.localeCompare(b.descricao, 'pt-BR'));
}

/** How far before its vencimento the server must read rows to catch every effective date in [de, ate]. */
export const MARGEM_DIAS = 12;

function linhas(itens: readonly ContaListada[], comData: boolean): string[] {
  const total = itens.reduce((s, i) => s + i.devido, 0);
  return [
    ...itens.map((i) => `• ${comData ? `${formatDateBR(i.efetivo).slice(0, 5)} ` : ''}${i.descricao} — ${formatBRL(i.devido)}`),
    t.bot.total(itens.length, formatBRL(total)),
  ];
}

/** The answer to /hoje. */
export function textoHoje(itens: readonly ContaListada[], hoje: string): string {
  if (itens.length === 0) return t.bot.nadaHoje;
  return [t.bot.hoje(formatDateBR(hoje)), ...linhas(itens, false)].join('\n');
}

/** The answer to /vencendo N (today included, N days ahead). */
export function textoVencendo(itens: readonly ContaListada[], hoje: string, dias: number): string {
  if (itens.length === 0) return t.bot.nadaVencendo(dias);
  return [t.bot.vencendo(dias, formatDateBR(hoje), formatDateBR(addDays(hoje, dias))), ...linhas(itens, true)].join('\n');
}

/** One D-1 or D0 alert for one payable. */
export function textoAlerta(tipo: 'D-1' | 'D0', item: ContaListada): string {
  const cabeca = tipo === 'D-1' ? t.bot.alertaD1(formatDateBR(item.efetivo)) : t.bot.alertaD0(formatDateBR(item.efetivo));
  return `${cabeca}\n• ${item.descricao} — ${formatBRL(item.devido)}`;
}

/** The daily summary: today's payables and the overdue ones. */
export function textoResumo(hoje: readonly ContaListada[], vencidas: readonly ContaListada[], dia: string): string {
  const total = vencidas.reduce((s, i) => s + i.devido, 0);
  return [t.bot.resumo(formatDateBR(dia)), textoHoje(hoje, dia), t.bot.resumoVencidos(vencidas.length, formatBRL(total))].join('\n');
}

/** `/vencendo 7` → 7; no number → 7; out of 1…60 or not a number → null. */
export function diasDoComando(arg: string): number | null {
  const texto = arg.trim();
  if (texto === '') return 7;
  if (!/^\d{1,3}$/.test(texto)) return null;
  const n = Number(texto);
  return n >= 1 && n <= 60 ? n : null;
}

function horaInput(obrigatoria: string | null) {
  return v.pipe(
    field(),
    v.rawTransform(({ dataset, addIssue, NEVER }): string | null => {
      const value = dataset.value;
      if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
        if (obrigatoria === null) return null;
        addIssue({ message: obrigatoria });
        return NEVER;
      }
      if (typeof value !== 'string' || !HORA.test(value.trim())) {
        addIssue({ message: t.horaInvalida });
        return NEVER;
      }
      return value.trim();
    }),
  );
}

/** The bot's settings (configurarTelegram): a blank token keeps the stored one. */
export const ConfigTelegramSchema = v.pipe(
  v.object({
    token: v.pipe(optionalText(200), v.check((x) => x === null || TOKEN_BOT.test(x), t.tokenInvalido)),
    silencio_inicio: horaInput(null),
    silencio_fim: horaInput(null),
    resumo_hora: v.pipe(horaInput(t.resumoObrigatorio), v.transform((x) => x ?? '08:00')),
  }, msg.comum.dadosInvalidos),
  v.check((x) => (x.silencio_inicio === null) === (x.silencio_fim === null), t.silencioIncompleto),
);
export type ConfigTelegram = v.InferOutput<typeof ConfigTelegramSchema>;

/** A link code (vincularTelegram) takes nothing: the code is the signed-in user's. */
export const VincularSchema = v.object({}, msg.comum.dadosInvalidos);

/** A chat's subscriptions (assinarTelegram) become exactly `tipos`. */
export const AssinaturasSchema = v.object({
  chat: idInput(t.chatObrigatorio),
  tipos: enumList(TIPOS_ASSINATURA),
}, msg.comum.dadosInvalidos);
export type Assinaturas = v.InferOutput<typeof AssinaturasSchema>;

export const IdsTelegramSchema = v.object({ ids: idList() }, msg.comum.dadosInvalidos);
