-- Issue 17: reminders (Lembretes), per-user read marks of the notification bell, and notes
-- (Observações) on any record. All three are synced lists (delta pull, tombstones, live push).
CREATE TABLE lembretes (
  id uuid PRIMARY KEY,
  titulo text NOT NULL,
  descricao text,
  data date NOT NULL,
  hora text,
  antecedencia_dias smallint NOT NULL DEFAULT 0,
  recorrencia text NOT NULL DEFAULT 'Nenhuma',
  dia_util smallint,
  ajustar_dia_util boolean NOT NULL DEFAULT false,
  destinatarios uuid[] NOT NULL DEFAULT '{}',
  vinculo_tipo text,
  vinculo_id uuid,
  status text NOT NULL DEFAULT 'Pendente',
  criado_por uuid REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  txid bigint NOT NULL DEFAULT (pg_current_xact_id()::text::bigint)
);
CREATE INDEX lembretes_txid ON lembretes (txid);
CREATE TRIGGER lembretes_touch BEFORE UPDATE ON lembretes FOR EACH ROW EXECUTE FUNCTION fluxo_touch();
CREATE TRIGGER lembretes_tombstone AFTER DELETE ON lembretes FOR EACH ROW EXECUTE FUNCTION fluxo_tombstone();

-- One row per (user, notification key) the user has read; the key
-- 'preferencia:vencimentos-desligados' switches the automatic due-date notices off (decision 241).
CREATE TABLE notificacoes_lidas (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  chave text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  txid bigint NOT NULL DEFAULT (pg_current_xact_id()::text::bigint),
  UNIQUE (user_id, chave)
);
CREATE INDEX notificacoes_lidas_txid ON notificacoes_lidas (txid);
CREATE TRIGGER notificacoes_lidas_touch BEFORE UPDATE ON notificacoes_lidas FOR EACH ROW EXECUTE FUNCTION fluxo_touch();
CREATE TRIGGER notificacoes_lidas_tombstone AFTER DELETE ON notificacoes_lidas FOR EACH ROW EXECUTE FUNCTION fluxo_tombstone();

CREATE TABLE observacoes (
  id uuid PRIMARY KEY,
  assunto text NOT NULL,
  texto text NOT NULL,
  entidade text NOT NULL,
  registro_id uuid,
  autor_id uuid NOT NULL REFERENCES users(id),
  fixada boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  txid bigint NOT NULL DEFAULT (pg_current_xact_id()::text::bigint)
);
CREATE INDEX observacoes_txid ON observacoes (txid);
CREATE INDEX observacoes_registro ON observacoes (registro_id) WHERE registro_id IS NOT NULL;
CREATE TRIGGER observacoes_touch BEFORE UPDATE ON observacoes FOR EACH ROW EXECUTE FUNCTION fluxo_touch();
CREATE TRIGGER observacoes_tombstone AFTER DELETE ON observacoes FOR EACH ROW EXECUTE FUNCTION fluxo_tombstone();

-- Live push (decision 190, as migration 0007): one notification per statement.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['lembretes','notificacoes_lidas','observacoes']
  LOOP
    EXECUTE format('CREATE TRIGGER %I_notify AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH STATEMENT EXECUTE FUNCTION fluxo_notify_change()', t, t);
  END LOOP;
END $$;

-- The change log (migration 0010, decision 230) follows the new tables.
SELECT fluxo_auditar(t) FROM unnest(ARRAY['lembretes', 'notificacoes_lidas', 'observacoes']) AS t;
