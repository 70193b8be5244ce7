-- Issue 32 (PRODUCT "Contas bancárias e saldos", decisions 402 and 406): a bank's opening balance
-- (the balance at the start of data_saldo_inicial), the bank a receivable lands in, and
-- transferências between banks, a synced list like the others (delta pull, tombstones, live push,
-- the change log).
ALTER TABLE bancos ADD COLUMN saldo_inicial bigint NOT NULL DEFAULT 0;
ALTER TABLE bancos ADD COLUMN data_saldo_inicial date;
ALTER TABLE recebiveis ADD COLUMN banco_id uuid REFERENCES bancos(id);
CREATE INDEX recebiveis_banco ON recebiveis (banco_id) WHERE banco_id IS NOT NULL;

CREATE TABLE transferencias (
  id uuid PRIMARY KEY,
  de uuid NOT NULL REFERENCES bancos(id),
  para uuid NOT NULL REFERENCES bancos(id),
  valor bigint NOT NULL CHECK (valor > 0),
  data date NOT NULL,
  descricao text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  txid bigint NOT NULL DEFAULT (pg_current_xact_id()::text::bigint),
  CONSTRAINT transferencias_bancos_distintos CHECK (de <> para)
);
CREATE INDEX transferencias_txid ON transferencias (txid);
CREATE INDEX transferencias_de ON transferencias (de);
CREATE INDEX transferencias_para ON transferencias (para);
CREATE TRIGGER transferencias_touch BEFORE UPDATE ON transferencias FOR EACH ROW EXECUTE FUNCTION fluxo_touch();
CREATE TRIGGER transferencias_tombstone AFTER DELETE ON transferencias FOR EACH ROW EXECUTE FUNCTION fluxo_tombstone();
CREATE TRIGGER transferencias_notify AFTER INSERT OR UPDATE OR DELETE ON transferencias FOR EACH STATEMENT EXECUTE FUNCTION fluxo_notify_change();
SELECT fluxo_auditar('transferencias');
