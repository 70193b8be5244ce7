-- Issue 21: Histórico Escolar, the academic records of the people the company sponsors. One row
-- per aluno and período; its disciplinas are a child array (jsonb) replaced whole by an edit, so
-- the record and its grid always travel, sync and conflict as one (decision 260). média is
-- computed by the domain (weighted by carga horária, decision 261) and stored for integrations.
CREATE TABLE historicos_escolares (
  id uuid PRIMARY KEY,
  aluno text NOT NULL,
  instituicao text NOT NULL,
  curso text NOT NULL,
  periodo text NOT NULL,
  situacao text NOT NULL,
  frequencia numeric(4,1),
  carga_horaria integer NOT NULL DEFAULT 0,
  disciplinas jsonb NOT NULL DEFAULT '[]'::jsonb,
  media numeric(4,2),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  txid bigint NOT NULL DEFAULT (pg_current_xact_id()::text::bigint)
);
CREATE INDEX historicos_escolares_txid ON historicos_escolares (txid);
CREATE TRIGGER historicos_escolares_touch BEFORE UPDATE ON historicos_escolares FOR EACH ROW EXECUTE FUNCTION fluxo_touch();
CREATE TRIGGER historicos_escolares_tombstone AFTER DELETE ON historicos_escolares FOR EACH ROW EXECUTE FUNCTION fluxo_tombstone();
-- Live push (0007_live.sql): one notification per statement.
CREATE TRIGGER historicos_escolares_notify AFTER INSERT OR UPDATE OR DELETE ON historicos_escolares
  FOR EACH STATEMENT EXECUTE FUNCTION fluxo_notify_change();

-- 'Gerar mensalidades' posts an ordinary Parcelado payable group carrying the record's id
-- (decision 262); 'Custo no período' sums the linked instalments. A record with mensalidades
-- cannot be deleted (the route answers 422 first; the key is the last guard).
ALTER TABLE lancamentos ADD COLUMN historico_id uuid REFERENCES historicos_escolares (id);
CREATE INDEX lancamentos_historico ON lancamentos (historico_id) WHERE historico_id IS NOT NULL;

-- The change log (migration 0010, decision 230) follows the new table.
SELECT fluxo_auditar('historicos_escolares');
