-- Issue 35 item 2 (PRODUCT "Centros de custo, rateio e orçamento", decision 440): centros de
-- custo, a synced list like categorias. The código is unique ignoring case and accents (checked by
-- the route under an advisory lock, as categorias' descrição); a centro in use is never deleted.
CREATE TABLE centros_custo (
  id uuid PRIMARY KEY,
  codigo text NOT NULL,
  nome text NOT NULL,
  status boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  txid bigint NOT NULL DEFAULT (pg_current_xact_id()::text::bigint)
);
CREATE INDEX centros_custo_txid ON centros_custo (txid);
CREATE TRIGGER centros_custo_touch BEFORE UPDATE ON centros_custo FOR EACH ROW EXECUTE FUNCTION fluxo_touch();
CREATE TRIGGER centros_custo_tombstone AFTER DELETE ON centros_custo FOR EACH ROW EXECUTE FUNCTION fluxo_tombstone();
-- Live push (0007_live.sql): one notification per statement on the synced table.
CREATE TRIGGER centros_custo_notify AFTER INSERT OR UPDATE OR DELETE ON centros_custo FOR EACH STATEMENT EXECUTE FUNCTION fluxo_notify_change();

-- The change log (migration 0010, decision 230) follows the new table.
SELECT fluxo_auditar('centros_custo');
