-- Issue 16: bank statement lines imported into a bank (OFX, bank CSVs), deduplicated per bank by
-- `chave` (FITID, else date + amount + normalised text + occurrence), and the payable or
-- receivable each was reconciled with (docs/decisions/271-extratos-entidade.md).
CREATE TABLE extratos (
  id uuid PRIMARY KEY,
  banco_id uuid NOT NULL REFERENCES bancos(id),
  data date NOT NULL,
  valor bigint NOT NULL,
  descricao text NOT NULL,
  fitid text,
  chave text NOT NULL,
  formato text NOT NULL,
  parcela text,
  lancamento_id uuid REFERENCES lancamentos(id) ON DELETE SET NULL,
  recebivel_id uuid REFERENCES recebiveis(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  txid bigint NOT NULL DEFAULT (pg_current_xact_id()::text::bigint),
  CONSTRAINT extratos_banco_chave UNIQUE (banco_id, chave)
);
CREATE INDEX extratos_txid ON extratos (txid);
CREATE INDEX extratos_banco_data ON extratos (banco_id, data);
CREATE INDEX extratos_lancamento ON extratos (lancamento_id) WHERE lancamento_id IS NOT NULL;
CREATE INDEX extratos_recebivel ON extratos (recebivel_id) WHERE recebivel_id IS NOT NULL;
CREATE TRIGGER extratos_touch BEFORE UPDATE ON extratos FOR EACH ROW EXECUTE FUNCTION fluxo_touch();
CREATE TRIGGER extratos_tombstone AFTER DELETE ON extratos FOR EACH ROW EXECUTE FUNCTION fluxo_tombstone();
-- Live push (0007_live.sql): one notification per statement on the synced table.
CREATE TRIGGER extratos_notify AFTER INSERT OR UPDATE OR DELETE ON extratos FOR EACH STATEMENT EXECUTE FUNCTION fluxo_notify_change();

-- The change log (migration 0010, decision 230) follows the new table.
SELECT fluxo_auditar('extratos');
