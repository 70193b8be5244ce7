-- Issue 19: stock and FII trades (Ações) and investment funds held in quotas (Fundos).
-- Money is integer cents; a quota's value and a quantity of quotas are integers of 10^-8
-- (decision 254). Synced like every list: touch, tombstone and the live-push trigger.
CREATE TABLE operacoes (
  id uuid PRIMARY KEY,
  data date NOT NULL,
  ticker text NOT NULL,
  tipo text NOT NULL,
  quantidade bigint NOT NULL,
  preco bigint NOT NULL,
  custos bigint NOT NULL DEFAULT 0,
  irrf bigint NOT NULL DEFAULT 0,
  modalidade text NOT NULL,
  classe text NOT NULL,
  corretora_id uuid REFERENCES bancos (id),
  nota text,
  comprovante_id uuid REFERENCES comprovantes (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  txid bigint NOT NULL DEFAULT (pg_current_xact_id()::text::bigint)
);
CREATE INDEX operacoes_txid ON operacoes (txid);
CREATE INDEX operacoes_ticker ON operacoes (ticker, data);

CREATE TABLE fundos (
  id uuid PRIMARY KEY,
  nome text NOT NULL,
  cnpj text NOT NULL UNIQUE,
  classe text NOT NULL,
  banco_id uuid NOT NULL REFERENCES bancos (id),
  status text NOT NULL DEFAULT 'Ativo',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  txid bigint NOT NULL DEFAULT (pg_current_xact_id()::text::bigint)
);
CREATE INDEX fundos_txid ON fundos (txid);

CREATE TABLE fundo_movimentos (
  id uuid PRIMARY KEY,
  fundo_id uuid NOT NULL REFERENCES fundos (id) ON DELETE CASCADE,
  tipo text NOT NULL,
  data date NOT NULL,
  valor bigint,
  cota bigint NOT NULL,
  cotas bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  txid bigint NOT NULL DEFAULT (pg_current_xact_id()::text::bigint)
);
CREATE INDEX fundo_movimentos_txid ON fundo_movimentos (txid);
CREATE INDEX fundo_movimentos_fundo ON fundo_movimentos (fundo_id, data);

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['operacoes','fundos','fundo_movimentos']
  LOOP
    EXECUTE format('CREATE TRIGGER %I_touch BEFORE UPDATE ON %I FOR EACH ROW EXECUTE FUNCTION fluxo_touch()', t, t);
    EXECUTE format('CREATE TRIGGER %I_tombstone AFTER DELETE ON %I FOR EACH ROW EXECUTE FUNCTION fluxo_tombstone()', t, t);
    EXECUTE format('CREATE TRIGGER %I_notify AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH STATEMENT EXECUTE FUNCTION fluxo_notify_change()', t, t);
  END LOOP;
END $$;

-- The change log (migration 0010, decision 230) follows the new tables.
SELECT fluxo_auditar(t) FROM unnest(ARRAY['operacoes', 'fundos', 'fundo_movimentos']) AS t;
