/* One field for what a clerk pastes instead of typing (issue 15): a boleto's linha digitável or
   barcode, or a Pix copia e cola (told apart by the BR Code's '000201' start). A good read hands
   the data to the form; a bad one names its problem and leaves the form as it was. A photo of the
   barcode (the tablet's camera) is read too: by the browser's BarcodeDetector, or by the ZXing
   polyfill loaded on first use (detector-codigo.ts, decision 224). */
import { useRef, useState } from 'react';
import type { ClipboardEvent, KeyboardEvent } from 'react';
import { lerBoleto } from '../../domain/boleto.ts';
import type { Boleto } from '../../domain/boleto.ts';
import { vencimentoEfetivo } from '../../domain/calendario.ts';
import { formatDateBR, todayISO } from '../../domain/dates.ts';
import { msg } from '../../domain/messages.ts';
import { lerPix } from '../../domain/pix.ts';
import type { Pix } from '../../domain/pix.ts';
import { lerCodigoDaImagem } from './detector-codigo.ts';
import { Field } from '../../ui/field.tsx';
import { TextInput } from '../../ui/text-input.tsx';

export type Leitura = { tipo: 'boleto'; boleto: Boleto } | { tipo: 'pix'; pix: Pix };

interface Props {
  /** The posting date (or today): resolves the boleto's fator de vencimento. */
  referencia: string;
  onLido: (leitura: Leitura) => void;
  /** A warning the form found after the read (the line already registered). */
  aviso?: string | null;
}

function avisoVencido(boleto: Boleto): string | null {
  const efetivo = vencimentoEfetivo(boleto.vencimento);
  return efetivo && efetivo < todayISO() ? msg.boleto.vencido(formatDateBR(boleto.vencimento)) : null;
}

export function LeitorPagamento({ referencia, onLido, aviso }: Props) {
  const [texto, setTexto] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const [info, setInfo] = useState<string[]>([]);
  // Leaving the field reads it only when it changed: a second read would undo what the clerk
  // corrected in the form after the first.
  const ultimo = useRef<string | null>(null);

  function ler(valor: string) {
    if (valor.trim() === '' || valor === ultimo.current) return;
    ultimo.current = valor;
    if (valor.trim().startsWith('000201')) {
      const lido = lerPix(valor);
      if (!lido.ok) return falhar(lido.message);
      setErro(null);
      setInfo([lido.value.dinamico ? msg.pix.dinamico : msg.pix.lido]);
      onLido({ tipo: 'pix', pix: lido.value });
      return;
    }
    const lido = lerBoleto(valor, referencia || todayISO());
    if (!lido.ok) return falhar(lido.message);
    setErro(null);
    const vencido = avisoVencido(lido.value);
    setInfo([lido.value.vencimento ? msg.boleto.lido : msg.boleto.lidoSemVencimento, ...(vencido ? [vencido] : [])]);
    onLido({ tipo: 'boleto', boleto: lido.value });
  }

  function falhar(message: string) {
    setErro(message);
    setInfo([]);
  }

  function colar(event: ClipboardEvent<HTMLInputElement>) {
    const colado = event.clipboardData.getData('text');
    event.preventDefault();
    setTexto(colado);
    ler(colado);
  }

  function enter(event: KeyboardEvent<HTMLInputElement>) {
    // Enter reads the line; it must not submit the form around it.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    event.stopPropagation();
    ler(texto);
  }

  async function foto(file: File | undefined) {
    if (!file) return;
    try {
      const lido = await lerCodigoDaImagem(file);
      if (!lido) return falhar(msg.boleto.cameraNaoLeu);
      setTexto(lido);
      ler(lido);
    } catch {
      falhar(msg.boleto.cameraNaoLeu);
    }
  }

  return (
    <div className="sm:col-span-2 lg:col-span-4">
      <Field label={`${msg.boleto.campo} / ${msg.pix.campo}`} error={erro ?? undefined}>
        <TextInput value={texto} onChange={setTexto} onPaste={colar} onKeyDown={enter} onBlur={() => ler(texto)}
          placeholder={msg.boleto.dica} autoComplete="off" spellCheck={false} data-testid="leitor-pagamento" />
      </Field>
      <label className="mb-2 inline-block cursor-pointer text-sm text-sky-700 underline">
        {msg.boleto.lerCamera}
        <input type="file" accept="image/*" capture="environment" className="sr-only" data-testid="leitor-camera"
          onChange={(e) => void foto(e.target.files?.[0])} />
      </label>
      {[...info, ...(aviso ? [aviso] : [])].map((texto) => (
        <p key={texto} role="status" className={`mb-2 text-sm ${texto.startsWith('Atenção') || texto.startsWith('Pix dinâmico') ? 'text-amber-700' : 'text-slate-600'}`}>{texto}</p>
      ))}
    </div>
  );
}
