-- Issue 15: holidays an administrator adds (the national bank holidays are computed, never
-- stored), and the boleto / Pix a posting or an invoice was read from.
CREATE TABLE feriados (
  id uuid PRIMARY KEY,
  data date NOT NULL UNIQUE,
  nome text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  txid bigint NOT NULL DEFAULT (pg_current_xact_id()::text::bigint)
);
CREATE INDEX feriados_txid ON feriados (txid);
CREATE TRIGGER feriados_touch BEFORE UPDATE ON feriados FOR EACH ROW EXECUTE FUNCTION fluxo_touch();
CREATE TRIGGER feriados_tombstone AFTER DELETE ON feriados FOR EACH ROW EXECUTE FUNCTION fluxo_tombstone();

ALTER TABLE lancamentos ADD COLUMN linha_digitavel text, ADD COLUMN pix_chave text, ADD COLUMN pix_txid text;
ALTER TABLE faturas ADD COLUMN linha_digitavel text, ADD COLUMN pix_chave text, ADD COLUMN pix_txid text;
CREATE INDEX lancamentos_linha_digitavel ON lancamentos (linha_digitavel) WHERE linha_digitavel IS NOT NULL;
CREATE INDEX faturas_linha_digitavel ON faturas (linha_digitavel) WHERE linha_digitavel IS NOT NULL;
