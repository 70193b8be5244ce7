-- Issue 35 item 2 (PRODUCT "Centros de custo, rateio e orçamento", decisions 420 and 441): a
-- payable's or receivable's rateio, on every parcela of its group, as the domain keeps it: a JSON
-- list of {categoria, centro_custo, percentual (hundredths of a percent) | valor (cents)}; null
-- when the posting is not split. No index: "is this centro in use" runs only on a delete of
-- centros, a rare administrator's act.
ALTER TABLE lancamentos ADD COLUMN rateio jsonb;
ALTER TABLE recebiveis ADD COLUMN rateio jsonb;

-- Issue 35 item 3 (decision 443): Orçamento, one value per categoria, centro de custo (or none) and
-- month. Read online by the report and the Gestor's screen (not a synced list); audited.
CREATE TABLE orcamentos (
  id uuid PRIMARY KEY,
  categoria_id uuid NOT NULL REFERENCES categorias(id),
  centro_custo_id uuid REFERENCES centros_custo(id),
  mes text NOT NULL,
  valor bigint NOT NULL CHECK (valor >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  txid bigint NOT NULL DEFAULT (pg_current_xact_id()::text::bigint)
);
CREATE UNIQUE INDEX orcamentos_chave ON orcamentos (categoria_id, COALESCE(centro_custo_id, '00000000-0000-0000-0000-000000000000'::uuid), mes);
CREATE INDEX orcamentos_mes ON orcamentos (mes);
CREATE TRIGGER orcamentos_touch BEFORE UPDATE ON orcamentos FOR EACH ROW EXECUTE FUNCTION fluxo_touch();
SELECT fluxo_auditar('orcamentos');
