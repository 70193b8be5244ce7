// @vitest-environment happy-dom
/* The Telegram screen's online reads (issue 12 item 8, decision 346) go through the one JSON read
   (`lerJson`): on the real server a refusal shows the server's own pt-BR message, no answer the
   screen's text, an answer the data. */
import 'fake-indexeddb/auto';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useMensagensTelegram, useTelegram } from '../../src/data/telegram.ts';
import { msg } from '../../src/domain/messages.ts';
import { usarServidorReal } from './real-server.ts';

const real = usarServidorReal();

afterEach(() => {
  cleanup();
});

describe('Telegram reads', () => {
  it('read the bot and the log from the server', { timeout: 60_000 }, async () => {
    const bot = renderHook(() => useTelegram());
    await waitFor(() => expect(bot.result.current.dados).not.toBeNull());
    expect(bot.result.current).toMatchObject({ erro: null, dados: { bot: { configurado: false }, chats: [] } });
    const log = renderHook(() => useMensagensTelegram(1, 50, 0));
    await waitFor(() => expect(log.result.current.dados).toMatchObject({ mensagens: [], pagina: 1, por_pagina: 50 }));
  });

  it('a refusal shows the server message; no answer shows the screen text', { timeout: 60_000 }, async () => {
    // Page 0 is refused by the server (422) with its own message.
    const recusada = renderHook(() => useMensagensTelegram(0, 50, 0));
    await waitFor(() => expect(recusada.result.current.erro).toBe(msg.comum.dadosInvalidos));
    expect(recusada.result.current.dados).toBeNull();

    real.server.offline = true;
    const semRede = renderHook(() => useTelegram());
    await waitFor(() => expect(semRede.result.current.erro).toBe(msg.telegram.tela.erroCarregar));
  });
});
