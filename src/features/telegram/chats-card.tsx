/* Linked chats and their subscriptions (vencimentos D-1/D0, resumo, faturas, falhas). */
import { msg } from '../../domain/messages.ts';
import { TIPOS_ASSINATURA } from '../../domain/telegram.ts';
import type { TipoAssinatura } from '../../domain/telegram.ts';
import { assinarTelegram, desvincularTelegram } from '../../data/telegram.ts';
import type { EstadoTelegram } from '../../data/telegram.ts';
import { Button } from '../../ui/button.tsx';
import { useConfirmacao } from '../../ui/confirm-dialog.tsx';
import { reportOutcome } from '../../ui/outcome.ts';

const t = msg.telegram;

export function ChatsCard({ estado, onMudou }: { estado: EstadoTelegram; onMudou: () => void }) {
  const confirmacao = useConfirmacao();

  async function alternar(chat: string, tipo: TipoAssinatura, ligado: boolean) {
    const atuais = estado.assinaturas.filter((a) => a.chat === chat).map((a) => a.tipo);
    const tipos = ligado ? [...atuais, tipo] : atuais.filter((x) => x !== tipo);
    if (reportOutcome(await assinarTelegram(chat, tipos), { errorFallback: t.erroAssinaturas })) onMudou();
  }

  async function desvincular(id: string) {
    if (reportOutcome(await desvincularTelegram([id]), { errorFallback: t.erroDesvincular })) onMudou();
  }

  return (
    <section aria-labelledby="telegram-chats" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="telegram-chats" className="mb-2 font-semibold text-slate-800">{t.tela.chats}</h2>
      {estado.chats.length === 0 ? <p className="text-sm text-slate-600">{t.tela.nenhumChat}</p> : (
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left text-slate-600">
              <th className="py-1">{t.tela.chat}</th>
              <th>{t.tela.usuario}</th>
              {TIPOS_ASSINATURA.map((tipo) => <th key={tipo}>{t.tipos[tipo]}</th>)}
              <th><span className="sr-only">{t.tela.desvincular}</span></th>
            </tr>
          </thead>
          <tbody>
            {estado.chats.map((c) => (
              <tr key={c.id} className="border-t border-slate-100">
                <td className="py-1">{c.nome}</td>
                <td>{c.usuario ?? '—'}</td>
                {TIPOS_ASSINATURA.map((tipo) => {
                  const ligado = estado.assinaturas.some((a) => a.chat === c.id && a.tipo === tipo);
                  return (
                    <td key={tipo}>
                      <input type="checkbox" checked={ligado} aria-label={`${t.tipos[tipo]} — ${c.nome}`} onChange={(e) => void alternar(c.id, tipo, e.target.checked)} />
                    </td>
                  );
                })}
                <td className="text-right">
                  <Button variant="danger" onClick={() => confirmacao.pedir(`${t.tela.desvincular} ${c.nome}?`, () => void desvincular(c.id))}>{t.tela.desvincular}</Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {confirmacao.dialogo}
    </section>
  );
}
