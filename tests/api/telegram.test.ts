/* The Telegram bot (issue 20) against a local stand-in of the Bot API (tests/support): the
   configuration keeps the token server-side and shows it masked; a chat is linked only by a
   one-time code; /hoje and /vencendo list open payables by effective due date; D-1/D0 alerts go
   once even when the task runs twice; quiet hours hold alerts (not answers); a 429 is retried
   after retry_after, and a failure is logged and resent by Reenviar. PGlite and PostgreSQL.
   Clock: Tue 24/11/2026 12:00 UTC = 09:00 in São Paulo; 28/11 is a Saturday. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { bancos } from '../../server/db/schema.ts';
import { hashCodigo, rodadaDeAtualizacoes } from '../../server/telegram/bot.ts';
import { novoBot } from '../../server/telegram/cliente.ts';
import { enfileirar, enviarFila, TENTATIVAS_REDE, usarLogTelegram } from '../../server/telegram/envio.ts';
import { TAREFAS_TELEGRAM, ouvinteTelegram, tarefaFila, tarefaVencimentos } from '../../server/telegram/tarefas.ts';
import { VALIDADE_CODIGO_MS } from '../../server/routes/telegram.ts';
import { iniciarStandIn } from '../support/telegram-stand-in.ts';
import type { StandIn } from '../support/telegram-stand-in.ts';
import { createTestApp } from './helper.ts';
import type { TestApp } from './helper.ts';

const TOKEN = '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw0';
const BANCO = uuidv7();
let t: TestApp;
let api: StandIn;

const POSTING = {
  status: 'Pagar', data_pagamento: '', pagamento: 'Boleto', banco: BANCO, data: '2026-11-01', tipo: 'Com Vencimento',
  metodo: 'À vista', parcela: '', categorias: '', tipo_lancamento: 'Pagamento', observacao: '',
};

async function postar(url: string, payload: Record<string, unknown>, method: 'POST' | 'PUT' = 'POST') {
  const res = await t.call({ method, url, payload });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json() as Record<string, unknown>;
}

const emSP = (iso: string) => () => new Date(iso);
/** Delivers what the stand-in holds to the bot, as the poller would, at this instant. */
async function entregar(agora = '2026-11-24T12:00:00Z') {
  return rodadaDeAtualizacoes(t.database.db, 'teste', 0, undefined, emSP(agora));
}
const para = (chat: number) => api.enviadas.filter((m) => m.chat_id === chat).map((m) => m.text);

async function mensagensLog() {
  const res = await t.call({ method: 'GET', url: '/api/telegram/mensagens?por_pagina=500' });
  expect(res.statusCode).toBe(200);
  return (res.json() as { mensagens: { id: string; chat_id: string; tipo: string; status: string; erro: string | null; texto: string }[] }).mensagens;
}

beforeAll(async () => {
  api = await iniciarStandIn(TOKEN);
  process.env.TELEGRAM_API_ROOT = api.url;
  t = await createTestApp();
  await t.database.db.insert(bancos).values({ id: BANCO, banco: 'Itaú' });
  await postar('/api/cadastro-financas', { ...POSTING, descricao: 'Aluguel', vencimento: '2026-11-24', valor: '1500.50' });
  await postar('/api/cadastro-financas', { ...POSTING, descricao: 'Energia', vencimento: '2026-11-24', valor: '320.00' });
  await postar('/api/cadastro-financas', { ...POSTING, descricao: 'Já pago', vencimento: '2026-11-24', valor: '99.00', status: 'Pago', data_pagamento: '2026-11-20' });
  await postar('/api/cadastro-financas', { ...POSTING, descricao: 'Internet', vencimento: '2026-11-25', valor: '150.00' });
  await postar('/api/cadastro-financas', { ...POSTING, descricao: 'Água', vencimento: '2026-11-26', valor: '80.00' });
  await postar('/api/cadastro-financas', { ...POSTING, descricao: 'DARF', vencimento: '2026-11-28', valor: '45.10', tributo: 1 });
  await postar('/api/cadastro-financas', { ...POSTING, descricao: 'Seguro', vencimento: '2026-12-20', valor: '500.00' });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await api?.fechar();
  delete process.env.TELEGRAM_API_ROOT;
});

describe('Telegram: configuração', () => {
  it('is for administrators, refuses bad input in Portuguese, and keeps the token server-side (masked)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/telegram' })).statusCode).toBe(401);
    const antes = (await t.call({ method: 'GET', url: '/api/telegram' })).json() as { bot: { configurado: boolean; token: null } };
    expect(antes.bot).toMatchObject({ configurado: false, token: null, resumo_hora: '08:00' });
    expect((await t.call({ method: 'POST', url: '/api/telegram/vincular', payload: {} })).json()).toEqual({ message: 'Configure o token do bot antes.' });

    const ruim = await t.call({ method: 'PUT', url: '/api/telegram/config', payload: { token: 'abc', resumo_hora: '08:00' } });
    expect(ruim.statusCode).toBe(422);
    expect(ruim.json()).toMatchObject({ message: 'Token inválido: use o formato do BotFather (ex.: 123456789:AA…).' });
    const meio = await t.call({ method: 'PUT', url: '/api/telegram/config', payload: { silencio_inicio: '22:00', resumo_hora: '08:00' } });
    expect(meio.statusCode).toBe(422);
    expect(meio.json()).toMatchObject({ message: 'Informe o início e o fim do silêncio, ou deixe os dois em branco.' });
    const hora = await t.call({ method: 'PUT', url: '/api/telegram/config', payload: { resumo_hora: '25:00' } });
    expect(hora.statusCode).toBe(422);

    const salvo = await t.call({ method: 'PUT', url: '/api/telegram/config', headers: { 'idempotency-key': 'telegram-config-1' }, payload: { token: TOKEN, resumo_hora: '08:30' } });
    expect(salvo.statusCode).toBe(200);
    expect(salvo.body).not.toContain('AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw0');
    const depois = await t.call({ method: 'GET', url: '/api/telegram' });
    expect(depois.body).not.toContain('AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw0');
    expect((depois.json() as { bot: unknown }).bot).toMatchObject({ configurado: true, token: '123…:AA…w0', resumo_hora: '08:30', silencio_inicio: null });
    // A blank token keeps the stored one.
    await postar('/api/telegram/config', { token: '', resumo_hora: '08:00' }, 'PUT');
    expect(((await t.call({ method: 'GET', url: '/api/telegram' })).json() as { bot: { token: string } }).bot.token).toBe('123…:AA…w0');
    // The change log never holds the token either.
    const log = await t.call({ method: 'GET', url: '/api/auditoria?entidade=telegram_config' });
    expect(log.body).not.toContain('AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw0');
  });
});

describe('Telegram: vínculo por código', () => {
  it('links the chat that sends /start <código>; a wrong or used code gets a pt-BR answer', async () => {
    const { codigo } = await postar('/api/telegram/vincular', {}) as { codigo: string };
    expect(codigo).toMatch(/^[A-Z2-9]{8}$/);
    api.mensagem(111, 'olá');
    api.mensagem(111, '/hoje');
    api.mensagem(111, '/start ERRADO12');
    api.mensagem(222, `/start ${codigo}`, 'Maria');
    api.mensagem(333, `/start ${codigo}`, 'Intruso');
    expect(await entregar(new Date().toISOString())).toBe(5);
    expect(para(111)).toEqual([
      'Este chat não está vinculado. Envie /start seguido do código gerado no Fluxo.',
      'Código inválido, usado ou vencido. Gere um novo em Gestor > Telegram > Adm.',
    ]);
    expect(para(222)).toEqual(['Chat vinculado a Ana Administradora. Você receberá os avisos assinados. Comandos: /hoje e /vencendo 7.']);
    expect(para(333)).toEqual(['Código inválido, usado ou vencido. Gere um novo em Gestor > Telegram > Adm.']);
    const estado = (await t.call({ method: 'GET', url: '/api/telegram' })).json() as { chats: { id: string; chat_id: string; nome: string; usuario: string }[]; assinaturas: { chat: string; tipo: string }[]; bot: { username: string } };
    expect(estado.chats).toEqual([expect.objectContaining({ chat_id: '222', nome: 'Maria', usuario: 'Ana Administradora' })]);
    expect(estado.assinaturas.map((a) => a.tipo).sort()).toEqual(['falhas', 'faturas', 'resumo', 'vencimentos']);
    expect(estado.bot.username).toBe('fluxo_teste_bot');
    expect(api.chamadas.slice(0, 3)).toEqual(['getMe', 'setMyCommands', 'getUpdates']);
    // Read updates are not read again.
    expect(await entregar()).toBe(0);
  });

  it('refuses an expired code', async () => {
    const { codigo } = await postar('/api/telegram/vincular', {}) as { codigo: string };
    api.mensagem(444, `/start ${codigo}`);
    // A moment past the code's validity, counted from now (a fixed date here was a time bomb: the
    // code made today is not expired on a date before today; decision 374).
    await entregar(new Date(Date.now() + VALIDADE_CODIGO_MS + 60_000).toISOString());
    expect(para(444)).toEqual(['Código inválido, usado ou vencido. Gere um novo em Gestor > Telegram > Adm.']);
  });
});

describe('Telegram: comandos', () => {
  it('/hoje lists the open payables due today by effective due date, with the sum in BRL', async () => {
    api.mensagem(222, '/hoje');
    await entregar();
    expect(para(222).at(-1)).toBe([
      'Contas a pagar que vencem hoje (24/11/2026):',
      '• Aluguel — R$ 1.500,50',
      '• Energia — R$ 320,00',
      'Total: R$ 1.820,50 em 2 contas.',
    ].join('\n'));
  });

  it('/vencendo 7 lists the next days (a tax due on Saturday falls on Friday); a bad number is explained', async () => {
    api.mensagem(222, '/vencendo 7');
    api.mensagem(222, '/vencendo abc');
    await entregar();
    expect(para(222).slice(-2)).toEqual([[
      'Contas a pagar dos próximos 7 dias (24/11/2026 a 01/12/2026):',
      '• 24/11 Aluguel — R$ 1.500,50',
      '• 24/11 Energia — R$ 320,00',
      '• 25/11 Internet — R$ 150,00',
      '• 26/11 Água — R$ 80,00',
      '• 27/11 DARF — R$ 45,10',
      'Total: R$ 2.095,60 em 5 contas.',
    ].join('\n'), 'Use /vencendo seguido do número de dias, de 1 a 60 (ex.: /vencendo 7).']);
  });
});

describe('Telegram: alertas D-1/D0', () => {
  it('sends each alert exactly once even when the task runs twice', async () => {
    expect(TAREFAS_TELEGRAM.map((x) => x.nome)).toEqual(['telegram-vencimentos', 'telegram-resumo', 'telegram-fila']);
    const antes = para(222).length;
    const agora = new Date('2026-11-24T10:00:00Z');
    await tarefaVencimentos.executar({ db: t.database.db, agora });
    await tarefaVencimentos.executar({ db: t.database.db, agora });
    expect(para(222).slice(antes)).toEqual([
      'Vence hoje (24/11/2026):\n• Aluguel — R$ 1.500,50',
      'Vence hoje (24/11/2026):\n• Energia — R$ 320,00',
      'Vence amanhã (25/11/2026):\n• Internet — R$ 150,00',
    ]);
    const log = await mensagensLog();
    expect(log.filter((m) => m.tipo === 'D-1' || m.tipo === 'D0').map((m) => m.status)).toEqual(['enviada', 'enviada', 'enviada']);
  });

  it('holds alerts during quiet hours and sends them when they end; a command is answered at once', async () => {
    await postar('/api/telegram/config', { silencio_inicio: '22:00', silencio_fim: '07:00', resumo_hora: '08:00' }, 'PUT');
    const antes = para(222).length;
    // 06:30 in São Paulo on 25/11: Internet is D0, Água D-1.
    await tarefaVencimentos.executar({ db: t.database.db, agora: new Date('2026-11-25T09:30:00Z') });
    expect(para(222).length).toBe(antes);
    const presas = (await mensagensLog()).filter((m) => m.status === 'agendada');
    expect(presas.map((m) => m.tipo).sort()).toEqual(['D-1', 'D0']);
    api.mensagem(222, '/hoje');
    await entregar('2026-11-25T09:40:00Z');
    expect(para(222).length).toBe(antes + 1);
    expect(para(222).at(-1)).toContain('Internet');
    await tarefaFila.executar({ db: t.database.db, agora: new Date('2026-11-25T09:59:00Z') });
    expect(para(222).length).toBe(antes + 1);
    await tarefaFila.executar({ db: t.database.db, agora: new Date('2026-11-25T10:00:00Z') });
    expect(para(222).slice(antes + 1)).toEqual([
      'Vence hoje (25/11/2026):\n• Internet — R$ 150,00',
      'Vence amanhã (26/11/2026):\n• Água — R$ 80,00',
    ]);
    await postar('/api/telegram/config', { silencio_inicio: '', silencio_fim: '', resumo_hora: '08:00' }, 'PUT');
  });
});

describe('Telegram: limites e falhas', () => {
  it('retries after a 429 honouring retry_after', async () => {
    const antes = api.chamadas.filter((c) => c === 'sendMessage').length;
    api.limitarUmaVez('sendMessage', 1);
    await ouvinteTelegram(t.database.db, { tipo: 'falha_automacao', tarefa: 'faturas', mensagem: 'banco fora do ar' });
    expect(api.chamadas.filter((c) => c === 'sendMessage').length - antes).toBe(2);
    expect(para(222).at(-1)).toBe('Falha na automação "faturas": banco fora do ar');
    expect((await mensagensLog())[0]).toMatchObject({ tipo: 'falha', status: 'enviada', erro: null });
  });

  it('logs a failure (a wait longer than allowed) and Reenviar sends it', async () => {
    api.limitarUmaVez('sendMessage', 600);
    await ouvinteTelegram(t.database.db, { tipo: 'fatura_fechada', banco: 'Itaú', competencia: '2026-11', valor_cents: 123456, vencimento: '2026-12-10' });
    const [falha] = await mensagensLog();
    expect(falha).toMatchObject({ tipo: 'fatura', status: 'falhou', erro: '429: Too Many Requests: retry after 600' });
    const antes = para(222).length;
    const res = await t.call({ method: 'POST', url: '/api/telegram/reenviar', payload: { ids: [falha!.id] } });
    expect(res.statusCode).toBe(200);
    await api.esperarEnviadas(api.enviadas.length + 1);
    expect(para(222).slice(antes)).toEqual(['Fatura Itaú 2026-11 fechada: R$ 1.234,56, vence em 10/12/2026.']);
    // The same bill closed again with the same value is not told twice.
    await ouvinteTelegram(t.database.db, { tipo: 'fatura_fechada', banco: 'Itaú', competencia: '2026-11', valor_cents: 123456, vencimento: '2026-12-10' });
    expect(para(222).length).toBe(antes + 1);
  });

  it('pages the message log and refuses a bad page in Portuguese', async () => {
    const um = await t.call({ method: 'GET', url: '/api/telegram/mensagens?pagina=1&por_pagina=2' });
    expect((um.json() as { mensagens: unknown[]; total: number }).mensagens).toHaveLength(2);
    expect((um.json() as { total: number }).total).toBeGreaterThan(5);
    const ruim = await t.call({ method: 'GET', url: '/api/telegram/mensagens?pagina=0' });
    expect(ruim.statusCode).toBe(422);
    expect(ruim.json()).toMatchObject({ message: expect.any(String) });
  });
});

describe('Telegram: assinaturas', () => {
  it('sets a chat’s subscriptions; an unsubscribed chat gets no alert; unlinking removes the chat', async () => {
    const { chats } = (await t.call({ method: 'GET', url: '/api/telegram' })).json() as { chats: { id: string }[] };
    const chat = chats[0]!.id;
    await postar('/api/telegram/assinaturas', { chat, tipos: ['resumo'] });
    const estado = (await t.call({ method: 'GET', url: '/api/telegram' })).json() as { assinaturas: { tipo: string }[] };
    expect(estado.assinaturas.map((a) => a.tipo)).toEqual(['resumo']);
    const antes = para(222).length;
    await tarefaVencimentos.executar({ db: t.database.db, agora: new Date('2026-11-26T10:00:00Z') });
    expect(para(222).length).toBe(antes);
    const outro = await t.call({ method: 'POST', url: '/api/telegram/assinaturas', payload: { chat: uuidv7(), tipos: ['resumo'] } });
    expect(outro.statusCode).toBe(404);
    const tipo = await t.call({ method: 'POST', url: '/api/telegram/assinaturas', payload: { chat, tipos: ['spam'] } });
    expect(tipo.statusCode).toBe(422);
    await postar('/api/deletar-telegram-chats', { ids: [chat] });
    expect(((await t.call({ method: 'GET', url: '/api/telegram' })).json() as { chats: unknown[] }).chats).toEqual([]);
  });
});

describe('Telegram: o chat segue o seu usuário (issue 37 item 2)', () => {
  const SEM_ACESSO = 'O usuário deste vínculo está inativo ou não tem mais acesso ao Telegram do Fluxo. Fale com um administrador.';
  let bruno: { id: string; token: string; base: Record<string, string> };
  const comoBruno = (url: string) => t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${bruno.token}` }, payload: {} });
  const mudarBruno = (mudanca: Record<string, unknown>) => postar(`/api/usuarios/update/${bruno.id}`, { ...bruno.base, status: 1, ...mudanca }, 'PUT');

  beforeAll(async () => {
    const id = uuidv7();
    const base = { name: 'Bruno Gestor', email: 'bruno@x.com', login: 'bruno' };
    await postar('/api/cadastro-usuario', { id, ...base, password: 'bruno-senha-longa', status: 1, perfil: 'administrador' });
    const token = (await t.app.inject({ method: 'POST', url: '/api/login', payload: { login: 'bruno', password: 'bruno-senha-longa' } })).json().token as string;
    bruno = { id, token, base };
  });

  it('an Inativo or Operador user’s chat gets no answer to /hoje or /vencendo, no alert (queued ones included), and a code cannot link it', async () => {
    const codigo = ((await comoBruno('/api/telegram/vincular')).json() as { codigo: string }).codigo;
    const segundo = ((await comoBruno('/api/telegram/vincular')).json() as { codigo: string }).codigo;
    api.mensagem(555, `/start ${codigo}`, 'Bruno');
    await entregar();
    expect(para(555)).toEqual(['Chat vinculado a Bruno Gestor. Você receberá os avisos assinados. Comandos: /hoje e /vencendo 7.']);
    // An alert held by quiet hours (06:30 in São Paulo on 25/11) while Bruno may still receive it.
    await postar('/api/telegram/config', { silencio_inicio: '22:00', silencio_fim: '07:00', resumo_hora: '08:00' }, 'PUT');
    await enfileirar(t.database.db, [{ chatId: 555, tipo: 'falha', texto: 'presa no silêncio' }], new Date('2026-11-25T09:30:00Z'));
    await postar('/api/telegram/config', { silencio_inicio: '', silencio_fim: '', resumo_hora: '08:00' }, 'PUT');
    expect((await mensagensLog()).filter((m) => m.chat_id === '555' && m.status === 'agendada')).toHaveLength(1);

    for (const mudanca of [{ status: 0 }, { perfil: 'operador' }]) {
      await mudarBruno(mudanca);
      const antes = para(555).length;
      api.mensagem(555, '/hoje');
      api.mensagem(555, '/vencendo 3');
      await entregar();
      expect(para(555).slice(antes)).toEqual([SEM_ACESSO, SEM_ACESSO]);
      await tarefaVencimentos.executar({ db: t.database.db, agora: new Date('2026-11-24T10:00:00Z') });
      await ouvinteTelegram(t.database.db, { tipo: 'falha_automacao', tarefa: 'faturas', mensagem: 'não deve chegar' });
      await tarefaFila.executar({ db: t.database.db, agora: new Date('2026-11-25T12:00:00Z') });
      expect(para(555).slice(antes)).toEqual([SEM_ACESSO, SEM_ACESSO]);
      await mudarBruno({ status: 1, perfil: 'administrador' });
    }
    const log = (await mensagensLog()).filter((m) => m.chat_id === '555' && m.tipo === 'falha');
    expect(log).toEqual([expect.objectContaining({ status: 'falhou', erro: 'Não enviada: o usuário do chat está inativo ou não tem mais acesso ao Telegram.' })]);

    // A code generated while Bruno could link does not link once he cannot.
    await mudarBruno({ status: 0 });
    api.mensagem(666, `/start ${segundo}`, 'Outro celular do Bruno');
    await entregar();
    expect(para(666)).toEqual([SEM_ACESSO]);
    const { chats } = (await t.call({ method: 'GET', url: '/api/telegram' })).json() as { chats: { chat_id: string }[] };
    expect(chats.map((c) => c.chat_id)).toEqual(['555']);

    // Active and Administrador again: the chat is answered again.
    await mudarBruno({ status: 1, perfil: 'administrador' });
    api.mensagem(555, '/hoje');
    await entregar();
    expect(para(555).at(-1)).toContain('Contas a pagar que vencem hoje');
  });
});

describe('Telegram: Auditoria (issue 37 item 4)', () => {
  it('logs each link code (never the code), the /start link as the code’s owner, and Reenviar', async () => {
    const log = async (entidade: string) => (await t.call({ method: 'GET', url: `/api/auditoria?entidade=${entidade}&por_pagina=500` })).json().alteracoes as Record<string, unknown>[];
    const { codigo } = await postar('/api/telegram/vincular', {}) as { codigo: string };
    const codigos = await log('telegram_codigos');
    expect(codigos[0]).toMatchObject({ usuario: 'Ana Administradora', acao: 'criar', origem: 'online', entidade_rotulo: 'Códigos de vínculo do Telegram' });
    expect(JSON.stringify(codigos)).not.toContain(codigo);
    expect(JSON.stringify(codigos)).not.toContain(hashCodigo(codigo));
    api.mensagem(777, `/start ${codigo}`, 'Celular da Ana');
    await entregar();
    const vinculo = (await log('telegram_chats')).find((e) => (e.campos as { campo: string; depois: string }[]).some((c) => c.campo === 'chat_id' && c.depois === '777'));
    expect(vinculo).toMatchObject({ usuario: 'Ana Administradora', acao: 'vincular', origem: 'telegram', origem_rotulo: 'Telegram' });
    const [falha] = await mensagensLog();
    expect((await t.call({ method: 'POST', url: '/api/telegram/reenviar', payload: { ids: [falha!.id] } })).statusCode).toBe(200);
    expect((await log('telegram_mensagens'))[0]).toMatchObject({ usuario: 'Ana Administradora', acao: 'reenviar', registro_id: falha!.id });
  });
});

describe('Telegram: falhas de rede (issue 37 item 7)', () => {
  it('a network failure is tried again a few times, then Falhou; neither the log line nor the message log holds the token', async () => {
    const linhas: string[] = [];
    usarLogTelegram({ warn: (dados, mensagem) => linhas.push(`${mensagem} ${JSON.stringify(dados)}`) });
    const raiz = process.env.TELEGRAM_API_ROOT;
    // Nothing listens on port 9 of this machine: every call fails at the network.
    process.env.TELEGRAM_API_ROOT = 'http://127.0.0.1:9';
    const semRede = novoBot(TOKEN);
    process.env.TELEGRAM_API_ROOT = raiz;
    const [id] = await enfileirar(t.database.db, [{ chatId: 888, tipo: 'comando', texto: 'sem rede', urgente: true }], new Date());
    let agora = Date.now();
    const estados: string[] = [];
    for (let i = 0; i < TENTATIVAS_REDE; i++) {
      await enviarFila(t.database.db, semRede, new Date(agora), [id!]);
      estados.push((await mensagensLog()).find((m) => m.id === id)!.status);
      agora += 3_600_000;
    }
    expect(estados).toEqual([...Array(TENTATIVAS_REDE - 1).fill('agendada'), 'falhou']);
    const [final] = (await mensagensLog()).filter((m) => m.id === id);
    expect(final!.erro).toMatch(/^Falha de rede: /);
    expect(linhas).toHaveLength(TENTATIVAS_REDE);
    expect(linhas[0]).toContain('telegram: falha ao enviar');
    const tudo = JSON.stringify(await mensagensLog()) + linhas.join('\n');
    expect(tudo).not.toContain('AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw0');
  }, 60_000);
});
