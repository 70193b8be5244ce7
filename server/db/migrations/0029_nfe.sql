-- Issue 34 item 2 (decision 419): supplier NF-e imported into payables. One row per note, by its
-- chave de acesso: the same chave twice is the same note, refused as duplicate on any device.
-- The note's payable group is `id_titulo` (its parcelas are ordinary lancamentos) and its XML is
-- the group's comprovante. A chave whose group was deleted may be imported again (the route
-- frees it first).
CREATE TABLE nfe_importadas (
  chave text PRIMARY KEY,
  id_titulo uuid NOT NULL,
  emitente_cnpj text NOT NULL,
  emitente_nome text NOT NULL,
  numero text NOT NULL,
  serie text NOT NULL,
  emissao date NOT NULL,
  valor_total bigint NOT NULL,
  comprovante_id uuid REFERENCES comprovantes(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX nfe_importadas_id_titulo ON nfe_importadas (id_titulo);
SELECT fluxo_auditar('nfe_importadas');
