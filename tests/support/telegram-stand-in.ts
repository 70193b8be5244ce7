/* A local stand-in of the Telegram Bot API (https://core.telegram.org/bots/api): a small
   node:http server on 127.0.0.1 that answers getMe, getUpdates (long polling over updates the
   test pushes), sendMessage (recorded) and setMyCommands, and can answer 429 with retry_after
   once. This machine cannot reach Telegram; the bot runs against this with TELEGRAM_API_ROOT.
   Control routes (/__stand-in/...) let another process (the browser suite) push and read. */
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Enviada { chat_id: number; text: string }
export interface Atualizacao { update_id: number; message: Record<string, unknown> }

export interface StandIn {
  /** The base URL to give as TELEGRAM_API_ROOT. */
  url: string;
  /** Every sendMessage accepted, in order. */
  enviadas: Enviada[];
  /** Every method called (429s included), in order. */
  chamadas: string[];
  /** Queues a private message from a user, as Telegram would deliver it to getUpdates. */
  mensagem(chatId: number, text: string, nome?: string): void;
  /** The next call of `metodo` answers 429 with this retry_after (seconds). */
  limitarUmaVez(metodo: string, retryAfter: number): void;
  /** Resolves when at least `n` messages were sent (rejects after `ms`). */
  esperarEnviadas(n: number, ms?: number): Promise<Enviada[]>;
  fechar(): Promise<void>;
}

/** A token in BotFather's shape that the stand-in accepts (the browser suite's). */
export const TOKEN_TESTE = '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw0';

const BOT = { id: 7_000_000_001, is_bot: true, first_name: 'Fluxo', username: 'fluxo_teste_bot' };

function lerCorpo(req: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    const partes: Buffer[] = [];
    req.on('data', (c: Buffer) => partes.push(c));
    req.on('end', () => {
      const texto = Buffer.concat(partes).toString('utf8');
      if (texto === '') return resolve({});
      try {
        resolve(JSON.parse(texto) as Record<string, unknown>);
      } catch {
        resolve(Object.fromEntries(new URLSearchParams(texto)));
      }
    });
  });
}

function responder(res: ServerResponse, status: number, corpo: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(corpo));
}

/** Starts the stand-in; `token` is the only token it accepts (others get 401 like Telegram). */
export async function iniciarStandIn(token: string, porta = 0): Promise<StandIn> {
  const enviadas: Enviada[] = [];
  const chamadas: string[] = [];
  const fila: Atualizacao[] = [];
  const limites = new Map<string, number>();
  const esperando = new Set<() => void>();
  let proximoId = 1;
  let proximaMensagem = 1;
  const acordar = () => { for (const w of [...esperando]) w(); };

  async function metodo(nome: string, corpo: Record<string, unknown>, res: ServerResponse): Promise<void> {
    chamadas.push(nome);
    const retry = limites.get(nome);
    if (retry !== undefined) {
      limites.delete(nome);
      return responder(res, 429, { ok: false, error_code: 429, description: `Too Many Requests: retry after ${retry}`, parameters: { retry_after: retry } });
    }
    if (nome === 'getMe') return responder(res, 200, { ok: true, result: BOT });
    if (nome === 'setMyCommands' || nome === 'deleteWebhook') return responder(res, 200, { ok: true, result: true });
    if (nome === 'sendMessage') {
      const chat_id = Number(corpo.chat_id);
      const text = String(corpo.text ?? '');
      if (!Number.isFinite(chat_id) || text === '') return responder(res, 400, { ok: false, error_code: 400, description: 'Bad Request: message text is empty' });
      enviadas.push({ chat_id, text });
      acordar();
      return responder(res, 200, { ok: true, result: { message_id: proximaMensagem++, date: Math.floor(Date.now() / 1000), chat: { id: chat_id, type: 'private' }, text } });
    }
    if (nome === 'getUpdates') {
      const offset = Number(corpo.offset ?? 0);
      const timeout = Math.min(Number(corpo.timeout ?? 0), 5);
      const pendentes = () => fila.filter((u) => u.update_id >= offset);
      if (offset > 0) fila.splice(0, fila.length, ...pendentes());
      if (pendentes().length === 0 && timeout > 0) {
        await new Promise<void>((resolve) => {
          const fim = setTimeout(pronto, timeout * 1000);
          function pronto() { clearTimeout(fim); esperando.delete(pronto); resolve(); }
          esperando.add(pronto);
        });
      }
      return responder(res, 200, { ok: true, result: pendentes() });
    }
    return responder(res, 404, { ok: false, error_code: 404, description: 'Not Found: method not found' });
  }

  function mensagem(chatId: number, text: string, nome = 'Maria'): void {
    const entities = text.startsWith('/') ? [{ type: 'bot_command', offset: 0, length: text.split(' ')[0]!.length }] : undefined;
    fila.push({
      update_id: proximoId++,
      message: {
        message_id: proximaMensagem++, date: Math.floor(Date.now() / 1000), text, ...(entities ? { entities } : {}),
        chat: { id: chatId, type: 'private', first_name: nome }, from: { id: chatId, is_bot: false, first_name: nome },
      },
    });
    acordar();
  }

  const server = createServer((req, res) => {
    void (async () => {
      const corpo = await lerCorpo(req);
      const url = new URL(req.url ?? '/', 'http://stand-in');
      if (url.pathname === '/__stand-in/mensagem') {
        mensagem(Number(corpo.chat_id), String(corpo.text), typeof corpo.nome === 'string' ? corpo.nome : undefined);
        return responder(res, 200, { ok: true });
      }
      if (url.pathname === '/__stand-in/enviadas') return responder(res, 200, { enviadas });
      const m = /^\/bot([^/]+)\/([A-Za-z]+)$/.exec(url.pathname);
      if (!m) return responder(res, 404, { ok: false, error_code: 404, description: 'Not Found' });
      if (m[1] !== token) return responder(res, 401, { ok: false, error_code: 401, description: 'Unauthorized' });
      await metodo(m[2]!, corpo, res);
    })();
  });
  await new Promise<void>((resolve) => server.listen(porta, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    enviadas,
    chamadas,
    mensagem,
    limitarUmaVez: (nome, retryAfter) => { limites.set(nome, retryAfter); },
    esperarEnviadas: (n, ms = 10_000) => new Promise((resolve, reject) => {
      const fim = setTimeout(() => { esperando.delete(ver); reject(new Error(`esperava ${n} mensagens, vieram ${enviadas.length}`)); }, ms);
      function ver() {
        if (enviadas.length < n) return;
        clearTimeout(fim);
        esperando.delete(ver);
        resolve(enviadas);
      }
      esperando.add(ver);
      ver();
    }),
    fechar: () => new Promise((resolve) => {
      acordar();
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
