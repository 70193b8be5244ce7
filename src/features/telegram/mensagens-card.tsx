/* The message log (Data, Chat, Tipo, Status, Erro) with Reenviar, paged on the server. */
import { useState } from 'react';
import { formatDateTimeSP } from '../../domain/dates.ts';
import { msg } from '../../domain/messages.ts';
import { reenviarTelegram, useMensagensTelegram } from '../../data/telegram.ts';
import { Button } from '../../ui/button.tsx';
import { reportOutcome } from '../../ui/outcome.ts';

const t = msg.telegram;
const POR_PAGINA = 20;

function rotuloStatus(status: string): string {
  return (t.status as Record<string, string>)[status] ?? status;
}

export function MensagensCard({ vez }: { vez: number }) {
  const [pagina, setPagina] = useState(1);
  const { dados, erro, recarregar } = useMensagensTelegram(pagina, POR_PAGINA, vez);

  async function reenviar(id: string) {
    if (reportOutcome(await reenviarTelegram([id]), { errorFallback: t.erroReenviar })) recarregar();
  }

  const ultima = dados ? Math.max(1, Math.ceil(dados.total / POR_PAGINA)) : 1;
  return (
    <section aria-labelledby="telegram-mensagens" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="telegram-mensagens" className="mb-2 font-semibold text-slate-800">{t.tela.mensagens}</h2>
      {erro ? <p role="alert" className="text-sm text-red-700">{erro}</p> : null}
      {dados && dados.mensagens.length === 0 ? <p className="text-sm text-slate-600">{t.tela.nenhumaMensagem}</p> : null}
      {dados && dados.mensagens.length > 0 ? (
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left text-slate-600">
              <th className="py-1">{t.tela.data}</th><th>{t.tela.chat}</th><th>{t.tela.tipo}</th><th>{t.tela.status}</th><th>{t.tela.erro}</th>
              <th><span className="sr-only">{t.tela.reenviar}</span></th>
            </tr>
          </thead>
          <tbody>
            {dados.mensagens.map((m) => (
              <tr key={m.id} className="border-t border-slate-100" title={m.texto}>
                <td className="py-1 whitespace-nowrap">{formatDateTimeSP(m.data)}</td>
                <td>{m.chat ?? m.chat_id}</td>
                <td>{m.tipo}</td>
                <td>{rotuloStatus(m.status)}</td>
                <td className="text-red-700">{m.erro ?? ''}</td>
                <td className="text-right">
                  {m.status === 'falhou' || m.status === 'enviada' ? <Button onClick={() => void reenviar(m.id)}>{t.tela.reenviar}</Button> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <div className="mt-2 flex items-center gap-2 text-sm">
        <Button disabled={pagina <= 1} onClick={() => setPagina((p) => p - 1)}>{t.tela.anterior}</Button>
        <span>{pagina} / {ultima}</span>
        <Button disabled={pagina >= ultima} onClick={() => setPagina((p) => p + 1)}>{t.tela.proxima}</Button>
      </div>
    </section>
  );
}
