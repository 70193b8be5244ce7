/* What the posting form keeps of a pasted boleto or Pix (issue 15): the line, key and txid sent
   with the creation, and the duplicate-payment warning found in the local rows. */
import { useState } from 'react';
import { boletoJaCadastrado } from '../../data/boletos.ts';
import { msg } from '../../domain/messages.ts';
import type { DadosPagavel } from '../../domain/pagavel.ts';
import type { Leitura } from '../../ui/leitor-pagamento.tsx';

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
