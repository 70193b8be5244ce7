/* /gestor/telegram/consulta (issue 20, PRODUCT.md "Telegram"): the bot's configuration, the
   one-time link code, linked chats with their subscriptions, and the message log. Online only:
   these are server-only settings (the token never reaches a device). */
import { useEffect, useState } from 'react';
import { msg } from '../../domain/messages.ts';
import { useTelegram } from '../../data/telegram.ts';
import { BotConfig } from './bot-config.tsx';
import { ChatsCard } from './chats-card.tsx';
import { MensagensCard } from './mensagens-card.tsx';

const t = msg.telegram;

export function TelegramPage() {
  const { dados, erro, recarregar } = useTelegram();
  const [codigo, setCodigo] = useState<string | null>(null);
  const [vez, setVez] = useState(0);
  const chats = dados?.chats.length ?? 0;

  // While a code waits for its /start, look for the new chat every few seconds.
  useEffect(() => {
    if (!codigo) return;
    const id = setInterval(() => { recarregar(); setVez((n) => n + 1); }, 3000);
    return () => clearInterval(id);
  }, [codigo, recarregar]);
  useEffect(() => { setCodigo(null); }, [chats]);

  const tudo = () => { recarregar(); setVez((n) => n + 1); };
  return (
    <div className="flex flex-col gap-4 p-4">
      <h1 className="text-xl font-semibold text-slate-800">{t.titulo}</h1>
      {erro ? <p role="alert" className="text-sm text-red-700">{erro}</p> : null}
      {!dados && !erro ? <p className="text-sm text-slate-600">{t.tela.carregando}</p> : null}
      {dados ? (
        <>
          <BotConfig key={dados.bot.token ?? ''} bot={dados.bot} onSalvo={tudo} onCodigo={setCodigo} />
          {codigo ? <p role="status" className="rounded-md bg-sky-50 p-3 font-mono text-sky-900">{t.tela.codigo(codigo)}</p> : null}
          <ChatsCard estado={dados} onMudou={tudo} />
          <MensagensCard vez={vez} />
        </>
      ) : null}
    </div>
  );
}
