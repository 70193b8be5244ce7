/* Wire shapes both histories share: the yields of entries and investments (movimentacoes) and
   the payments of payables and receivables (pagamentos). */

/** An entry of a record's history (SPEC §7: descricao, valor, data; plus its id). */
export interface HistoricoWire {
  id: string;
  descricao: string;
  valor: string;
  data: string;
}

/** A history row as its pull list sends it (the offline copy of every history). */
export interface HistoricoPullWire<A extends string> extends HistoricoWire {
  alvo: A;
  alvo_id: string;
  version: number;
  created_at: string;
  updated_at: string;
}
