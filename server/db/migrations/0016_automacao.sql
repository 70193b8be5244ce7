-- Issue 20, Automação de faturas (decisions 280–283): the rule per card bank, the bills the
-- automation owns (hand-made faturas are never in faturas_automaticas) and the job runner's
-- run log, whose (tarefa, slot) key makes each scheduled run exist once across processes.
CREATE TABLE automacao_regras (
  id uuid PRIMARY KEY,
  banco_id uuid NOT NULL UNIQUE REFERENCES bancos(id) ON DELETE CASCADE,
  dia_fechamento smallint NOT NULL CHECK (dia_fechamento BETWEEN 1 AND 31),
  ativa boolean NOT NULL DEFAULT true,
  ajustar_dia_util boolean NOT NULL DEFAULT true,
  alerta_dias smallint NOT NULL DEFAULT 3 CHECK (alerta_dias BETWEEN 0 AND 30),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  txid bigint NOT NULL DEFAULT (pg_current_xact_id()::text::bigint)
);
CREATE TRIGGER automacao_regras_touch BEFORE UPDATE ON automacao_regras FOR EACH ROW EXECUTE FUNCTION fluxo_touch();

CREATE TABLE faturas_automaticas (
  banco_id uuid NOT NULL REFERENCES bancos(id) ON DELETE CASCADE,
  competencia text NOT NULL,
  fatura_id uuid NOT NULL UNIQUE REFERENCES faturas(id) ON DELETE CASCADE,
  fechamento date NOT NULL,
  fechada_avisada boolean NOT NULL DEFAULT false,
  PRIMARY KEY (banco_id, competencia)
);

CREATE TABLE automacao_execucoes (
  id uuid PRIMARY KEY,
  tarefa text NOT NULL,
  slot text NOT NULL,
  origem text NOT NULL,
  status text NOT NULL,
  tentativas integer NOT NULL DEFAULT 0,
  agendada_para timestamptz NOT NULL,
  proxima_tentativa timestamptz NOT NULL DEFAULT now(),
  dono text,
  lease_ate timestamptz,
  iniciada_em timestamptz,
  terminada_em timestamptz,
  mensagem text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT automacao_execucoes_slot UNIQUE (tarefa, slot)
);
CREATE INDEX automacao_execucoes_recentes ON automacao_execucoes (created_at DESC);
CREATE INDEX automacao_execucoes_abertas ON automacao_execucoes (proxima_tentativa)
  WHERE status IN ('pendente', 'executando', 'falha');

CREATE TABLE automacao_execucao_itens (
  id bigserial PRIMARY KEY,
  execucao_id uuid NOT NULL REFERENCES automacao_execucoes(id) ON DELETE CASCADE,
  banco_id uuid,
  banco text NOT NULL,
  competencia text NOT NULL,
  n_lancamentos integer NOT NULL,
  valor bigint NOT NULL,
  resultado text NOT NULL,
  mensagem text NOT NULL
);
CREATE INDEX automacao_execucao_itens_execucao ON automacao_execucao_itens (execucao_id);

-- The rule is edited by people: the change log follows it (decision 230).
SELECT fluxo_auditar('automacao_regras');

-- The run reads a bank's card instalments.
CREATE INDEX lancamentos_credito ON lancamentos (banco_id, data) WHERE pagamento = 'Crédito';
