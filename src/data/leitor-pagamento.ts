/* What the posting and invoice forms keep of a pasted boleto or Pix (issue 15): the line, key and
   txid sent with the creation, and the duplicate-payment warning found in the local rows (payables
   and invoices, boletos.ts). Shared by two features, so it lives here (decision 222). */
import { useState } from 'react';
import { boletoJaCadastrado } from './boletos.ts';
import { msg } from '../domain/messages.ts';
import type { Boleto } from '../domain/boleto.ts';
import type { DadosPagavel } from '../domain/pagavel.ts';
import type { Pix } from '../domain/pix.ts';

/** A code read by the form's reader (ui/leitor-pagamento.tsx Leitura). */
type Leitura = { tipo: 'boleto'; boleto: Boleto } | { tipo: 'pix'; pix: Pix };

export function useLeitorPagamento() {
  const [pagavel, setPagavel] = useState<DadosPagavel>({});
  const [aviso, setAviso] = useState<string | null>(null);
  // A new key empties the reader's field after a save.
  const [chave, setChave] = useState(0);

  function lido(leitura: Leitura) {
    setAviso(null);
    if (leitura.tipo === 'pix') {
      setPagavel({ pix_chave: leitura.pix.chave, pix_txid: leitura.pix.txid });
      return;
    }
    const linha = leitura.boleto.linha;
    setPagavel({ linha_digitavel: linha });
    void boletoJaCadastrado(linha).then((descricao) => setAviso(descricao ? msg.boleto.jaCadastrado(descricao) : null));
  }

  function limpar() {
    setPagavel({});
    setAviso(null);
    setChave((n) => n + 1);
  }

  return { pagavel, aviso, chave, lido, limpar };
}
