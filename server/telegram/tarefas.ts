/* What the job runner (issue 20, branch h-faturas) runs for the bot, on the contract of
   server/jobs/tarefa.ts: the D-1/D0 alerts, the daily summary, the send queue (messages held by
   quiet hours or left by a failed process), and a listener for bills closed and automation
   failures. Each task logs before sending; alerts carry a unique key per (chat, título, tipo,
   dia), so a task that runs twice (or in two processes) sends each alert once. */
import { addDays, formatDateBR, todayISO } from '../../src/domain/dates.ts';
import { msg } from '../../src/domain/messages.ts';
import { formatBRL } from '../../src/domain/money.ts';
import { contasNoPeriodo, horaSP, textoAlerta, textoResumo } from '../../src/domain/telegram.ts';
import type { Db } from '../db/client.ts';
import type { OuvinteAutomacao, Tarefa } from '../jobs/tarefa.ts';
import { apagarSucessosAntigos } from '../repositories/automacao-execucoes.ts';
import { agendaDoBanco } from '../repositories/feriados.ts';
import { assinantes, contasVencidas, lerConfig } from '../repositories/telegram.ts';
import { botAtual, contasDoPeriodo } from './bot.ts';
import { enfileirar, enviarFila } from './envio.ts';
import type { Envio } from './envio.ts';

const b = msg.telegram.bot;

async function enfileirarEEnviar(db: Db, envios: Envio[], agora: Date): Promise<string> {
  const novas = await enfileirar(db, envios, agora);
  const { enviadas, falhas } = await enviarFila(db, await botAtual(db), agora);
  return `${novas.length} mensagem(ns) nova(s); ${enviadas} enviada(s), ${falhas} falha(s).`;
}

/** D-1 (effective due tomorrow) and D0 (today) alerts to the chats subscribed to vencimentos. */
export const tarefaVencimentos: Tarefa = {
  nome: 'telegram-vencimentos',
  agenda: '0 7 * * *',
  async executar({ db, agora }) {
    const hoje = todayISO(agora);
    const amanha = addDays(hoje, 1);
    const chats = await assinantes(db, 'vencimentos');
    if (chats.length === 0) return 'Nenhum chat assina vencimentos.';
    const contas = await contasDoPeriodo(db, hoje, amanha);
    const envios: Envio[] = [];
    for (const conta of contas) {
      const tipo = conta.efetivo === hoje ? 'D0' : 'D-1';
      for (const chatId of chats) {
        envios.push({ chatId, tipo, texto: textoAlerta(tipo, conta), chave: `${tipo}:${conta.id}:${conta.efetivo}` });
      }
    }
    return enfileirarEEnviar(db, envios, agora);
  },
};

/** The daily summary, once a day per chat, at the first run at or after the configured time. */
export const tarefaResumo: Tarefa = {
  nome: 'telegram-resumo',
  agenda: '* * * * *',
  async executar({ db, agora }) {
    const config = await lerConfig(db);
    if (horaSP(agora) < config.resumo_hora) return;
    const chats = await assinantes(db, 'resumo');
    if (chats.length === 0) return;
    const hoje = todayISO(agora);
    const [doDia, vencidasBrutas, agenda] = await Promise.all([contasDoPeriodo(db, hoje, hoje), contasVencidas(db, hoje), agendaDoBanco(db)]);
    const vencidas = contasNoPeriodo(vencidasBrutas, agenda, '0000-01-01', addDays(hoje, -1));
    const texto = textoResumo(doDia, vencidas, hoje);
    return enfileirarEEnviar(db, chats.map((chatId) => ({ chatId, tipo: 'resumo', texto, chave: `resumo:${hoje}` })), agora);
  },
};

/** Sends what is due in the log: held by quiet hours and now due, or left unsent. */
export const tarefaFila: Tarefa = {
  nome: 'telegram-fila',
  agenda: '* * * * *',
  async executar({ db, agora }) {
    // The minute tasks' successful runs are kept a day (recovery looks back 26 h at most), so
    // the run log does not grow by 2,880 rows a day.
    const antesDe = new Date(agora.getTime() - 27 * 60 * 60 * 1000);
    for (const nome of ['telegram-fila', 'telegram-resumo']) await apagarSucessosAntigos(db, nome, antesDe);
    const { enviadas, falhas } = await enviarFila(db, await botAtual(db), agora);
    if (enviadas + falhas > 0) return `${enviadas} enviada(s), ${falhas} falha(s).`;
  },
};

export const TAREFAS_TELEGRAM: Tarefa[] = [tarefaVencimentos, tarefaResumo, tarefaFila];

/** Bills closed and automation failures, to the chats subscribed to each. */
export const ouvinteTelegram: OuvinteAutomacao = async (db, evento) => {
  const agora = new Date();
  if (evento.tipo === 'fatura_fechada') {
    const texto = b.faturaFechada(evento.banco, evento.competencia, formatBRL(evento.valor_cents), formatDateBR(evento.vencimento));
    // Once per bill and value: a reprocessed bill that changed is told again, the same one is not.
    const chave = `fatura:${evento.banco}:${evento.competencia}:${evento.valor_cents}`;
    const chats = await assinantes(db, 'faturas');
    await enfileirarEEnviar(db, chats.map((chatId) => ({ chatId, tipo: 'fatura', texto, chave })), agora);
    return;
  }
  const chats = await assinantes(db, 'falhas');
  const texto = b.falhaAutomacao(evento.tarefa, evento.mensagem).slice(0, 3500);
  await enfileirarEEnviar(db, chats.map((chatId) => ({ chatId, tipo: 'falha', texto })), agora);
};
