/* The bot's configuration: token (write-only: the screen only ever sees its masked form), quiet
   hours and the daily summary's time; and the one-time code that links a chat. */
import { useState } from 'react';
import type { FormEvent } from 'react';
import { msg } from '../../domain/messages.ts';
import { codigoDa, configurarTelegram, vincularTelegram } from '../../data/telegram.ts';
import type { BotTelegram } from '../../data/telegram.ts';
import { Button } from '../../ui/button.tsx';
import { reportOutcome } from '../../ui/outcome.ts';
import { HoraInput } from '../../ui/hora-input.tsx';

const t = msg.telegram;
const campo = 'rounded-md border border-slate-300 px-2 py-1 text-sm';

export function BotConfig({ bot, onSalvo, onCodigo }: { bot: BotTelegram; onSalvo: () => void; onCodigo: (codigo: string) => void }) {
  const [token, setToken] = useState('');
  const [inicio, setInicio] = useState(bot.silencio_inicio ?? '');
  const [fim, setFim] = useState(bot.silencio_fim ?? '');
  const [resumo, setResumo] = useState(bot.resumo_hora);
  const [ocupado, setOcupado] = useState(false);

  async function salvar(e: FormEvent) {
    e.preventDefault();
    setOcupado(true);
    const outcome = await configurarTelegram({ token, silencio_inicio: inicio, silencio_fim: fim, resumo_hora: resumo });
    setOcupado(false);
    if (reportOutcome(outcome, { errorFallback: t.erroConfig })) {
      setToken('');
      onSalvo();
    }
  }

  async function gerar() {
    setOcupado(true);
    const outcome = await vincularTelegram();
    setOcupado(false);
    const codigo = codigoDa(outcome);
    if (reportOutcome(outcome, { errorFallback: t.erroCodigo }) && codigo) onCodigo(codigo);
  }

  return (
    <section aria-labelledby="telegram-bot" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="telegram-bot" className="mb-2 font-semibold text-slate-800">{t.tela.bot}{bot.username ? ` @${bot.username}` : ''}</h2>
      <p className="mb-3 text-sm text-slate-600" data-testid="token-atual">{bot.token ? t.tela.tokenAtual(bot.token) : t.tela.semTokenConfigurado}</p>
      <form onSubmit={(e) => void salvar(e)} className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col text-sm text-slate-700">
          {t.tela.token}
          <input type="password" autoComplete="off" value={token} onChange={(e) => setToken(e.target.value)} className={`${campo} w-80`} placeholder={bot.token ? t.tela.tokenDica : ''} />
        </label>
        <label className="flex flex-col text-sm text-slate-700">
          {t.tela.silencioInicio}
          <HoraInput value={inicio} onChange={setInicio} className="w-24" />
        </label>
        <label className="flex flex-col text-sm text-slate-700">
          {t.tela.silencioFim}
          <HoraInput value={fim} onChange={setFim} className="w-24" />
        </label>
        <label className="flex flex-col text-sm text-slate-700">
          {t.tela.resumoHora}
          <HoraInput value={resumo} onChange={setResumo} className="w-24" />
        </label>
        <Button type="submit" variant="primary" disabled={ocupado}>{t.tela.salvar}</Button>
        <Button onClick={() => void gerar()} disabled={ocupado || !bot.configurado}>{t.tela.gerarCodigo}</Button>
      </form>
    </section>
  );
}
