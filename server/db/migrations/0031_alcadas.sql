-- Issue 35 item 1 (decisions 422, 430): the alçada. A payable created or edited by an Operador at
-- or above the administrator's limit waits for approval; no pay path pays it until an
-- Administrador approves it. The state lives on the payable (synced with it, audited with it);
-- who decided and when, and a rejection's motivo, beside it.
ALTER TABLE lancamentos ADD COLUMN aprovacao text
  CHECK (aprovacao IN ('Aguardando aprovação', 'Aprovado', 'Reprovado'));
ALTER TABLE lancamentos ADD COLUMN aprovacao_motivo text;
ALTER TABLE lancamentos ADD COLUMN aprovacao_por uuid REFERENCES users(id) ON DELETE SET NULL;
ALTER TABLE lancamentos ADD COLUMN aprovacao_em timestamptz;
CREATE INDEX lancamentos_aguardando ON lancamentos (aprovacao) WHERE aprovacao = 'Aguardando aprovação';

-- The one configuration row (id 1), written by the first PUT (absent: off). Audited.
CREATE TABLE alcada_config (
  id smallint PRIMARY KEY CHECK (id = 1),
  ativa boolean NOT NULL DEFAULT false,
  limite bigint CHECK (limite > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  txid bigint NOT NULL DEFAULT (pg_current_xact_id()::text::bigint)
);
CREATE TRIGGER alcada_config_touch BEFORE UPDATE ON alcada_config FOR EACH ROW EXECUTE FUNCTION fluxo_touch();
SELECT fluxo_auditar('alcada_config');
