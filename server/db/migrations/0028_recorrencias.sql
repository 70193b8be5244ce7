-- Issue 34 item 1 (PRODUCT "Contas recorrentes", decisions 404 and 414): a recorrência keeps its
-- next 12 occurrences as ordinary payables or receivables linked by `recorrencia_id`. Deleting a
-- recorrência removes its future open occurrences (the route) and unlinks the rest (SET NULL).
CREATE TABLE recorrencias (
  id uuid PRIMARY KEY,
  tipo text NOT NULL,
  descricao text NOT NULL,
  valor bigint NOT NULL,
  banco_id uuid REFERENCES bancos(id),
  categoria_id uuid REFERENCES categorias(id),
  pagamento text,
  frequencia text NOT NULL,
  dia smallint,
  inicio date NOT NULL,
  fim date,
  ajustar_dia_util boolean NOT NULL DEFAULT false,
  observacao text,
  status boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  txid bigint NOT NULL DEFAULT (pg_current_xact_id()::text::bigint)
);
CREATE INDEX recorrencias_txid ON recorrencias (txid);
CREATE TRIGGER recorrencias_touch BEFORE UPDATE ON recorrencias FOR EACH ROW EXECUTE FUNCTION fluxo_touch();
CREATE TRIGGER recorrencias_tombstone AFTER DELETE ON recorrencias FOR EACH ROW EXECUTE FUNCTION fluxo_tombstone();
-- Live push (0007_live.sql): one notification per statement on the synced table.
CREATE TRIGGER recorrencias_notify AFTER INSERT OR UPDATE OR DELETE ON recorrencias FOR EACH STATEMENT EXECUTE FUNCTION fluxo_notify_change();

ALTER TABLE lancamentos ADD COLUMN recorrencia_id uuid REFERENCES recorrencias(id) ON DELETE SET NULL;
ALTER TABLE recebiveis ADD COLUMN recorrencia_id uuid REFERENCES recorrencias(id) ON DELETE SET NULL;
CREATE INDEX lancamentos_recorrencia ON lancamentos (recorrencia_id) WHERE recorrencia_id IS NOT NULL;
CREATE INDEX recebiveis_recorrencia ON recebiveis (recorrencia_id) WHERE recorrencia_id IS NOT NULL;

-- The change log (migration 0010, decision 230) follows the new table.
SELECT fluxo_auditar('recorrencias');
