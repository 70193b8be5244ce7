-- Auditoria and profiles (issue 18, decisions 230–235).

-- Perfis: 'administrador' (everything; the default, so SPEC's "every user reaches every route"
-- holds until an administrator narrows someone) or 'operador' (no Gestor area). It replaces the
-- boolean `admin` of decision 133: every existing user is an administrador, as the default says.
ALTER TABLE users ADD COLUMN perfil text NOT NULL DEFAULT 'administrador'
  CHECK (perfil IN ('administrador', 'operador'));
ALTER TABLE users DROP COLUMN admin;

-- The change log: one row per changed record, written by a trigger in the same transaction as the
-- change. runMutation (server/lib/mutation.ts) sets the transaction-local settings fluxo.usuario,
-- fluxo.origem, fluxo.quando_dispositivo, fluxo.mutacao and fluxo.acao; a write outside any
-- mutation (seed, migration, a SQL console) is logged with origem 'sistema'.
CREATE TABLE auditoria (
  id bigserial PRIMARY KEY,
  quando timestamptz NOT NULL DEFAULT now(),
  usuario_id uuid,
  origem text NOT NULL,
  quando_dispositivo timestamptz,
  entidade text NOT NULL,
  registro_id text,
  acao text NOT NULL,
  mutacao text,
  antes jsonb,
  depois jsonb
);
CREATE INDEX auditoria_quando ON auditoria (quando DESC, id DESC);
CREATE INDEX auditoria_registro ON auditoria (entidade, registro_id, id DESC);
CREATE INDEX auditoria_entidade ON auditoria (entidade, quando DESC, id DESC);
CREATE INDEX auditoria_usuario ON auditoria (usuario_id, quando DESC, id DESC);
CREATE INDEX auditoria_acao ON auditoria (acao, quando DESC, id DESC);

-- Append-only: no UPDATE or DELETE, whoever asks (decision 231). A trigger, not a rule, so the
-- caller gets an error instead of a silent no-op; it works the same on PGlite and PostgreSQL.
CREATE FUNCTION fluxo_auditoria_imutavel() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'auditoria: o registro de alterações não pode ser alterado nem excluído'
    USING ERRCODE = 'insufficient_privilege';
END $$;
CREATE TRIGGER auditoria_imutavel BEFORE UPDATE OR DELETE ON auditoria
  FOR EACH ROW EXECUTE FUNCTION fluxo_auditoria_imutavel();

-- Writes one entry per changed row: the whole row for a create or a delete, only the fields that
-- changed for an edit (an edit that changes nothing leaves nothing). Bookkeeping columns are left
-- out; a password hash is never copied, only the fact that it changed.
CREATE FUNCTION fluxo_auditoria_registrar() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  fora constant text[] := ARRAY['created_at', 'updated_at', 'version', 'txid', 'password_hash'];
  velho jsonb;
  novo jsonb;
  antes jsonb;
  depois jsonb;
  campo text;
  acao text := nullif(current_setting('fluxo.acao', true), '');
  usuario text := nullif(current_setting('fluxo.usuario', true), '');
  quando_disp text := nullif(current_setting('fluxo.quando_dispositivo', true), '');
  op_acao text := CASE TG_OP WHEN 'INSERT' THEN 'criar' WHEN 'UPDATE' THEN 'editar' ELSE 'excluir' END;
BEGIN
  IF TG_OP <> 'INSERT' THEN velho := to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN novo := to_jsonb(NEW); END IF;
  IF TG_OP = 'INSERT' THEN
    depois := novo - fora;
  ELSIF TG_OP = 'DELETE' THEN
    antes := velho - fora;
  ELSE
    antes := '{}'::jsonb;
    depois := '{}'::jsonb;
    FOR campo IN SELECT jsonb_object_keys(novo - fora) LOOP
      IF (novo -> campo) IS DISTINCT FROM (velho -> campo) THEN
        antes := antes || jsonb_build_object(campo, velho -> campo);
        depois := depois || jsonb_build_object(campo, novo -> campo);
      END IF;
    END LOOP;
    IF (novo -> 'password_hash') IS DISTINCT FROM (velho -> 'password_hash') THEN
      antes := antes || '{"senha": "********"}'::jsonb;
      depois := depois || '{"senha": "(alterada)"}'::jsonb;
    END IF;
    IF depois = '{}'::jsonb THEN RETURN NULL; END IF;
  END IF;
  -- The mutation names the action (pagar, cancelar, importar…); a create or delete it caused on
  -- another table (a payment's row, a título's parcels) keeps its own verb when the mutation's is
  -- a plain create/edit/delete.
  IF acao IS NULL OR acao IN ('criar', 'editar', 'excluir') THEN acao := op_acao; END IF;
  INSERT INTO auditoria (usuario_id, origem, quando_dispositivo, entidade, registro_id, acao, mutacao, antes, depois)
  VALUES (
    usuario::uuid,
    coalesce(nullif(current_setting('fluxo.origem', true), ''), 'sistema'),
    quando_disp::timestamptz,
    TG_TABLE_NAME,
    coalesce(novo ->> 'id', velho ->> 'id'),
    acao,
    nullif(current_setting('fluxo.mutacao', true), ''),
    antes,
    depois
  );
  RETURN NULL;
END $$;

-- Attaches the log to a table (idempotent): SELECT fluxo_auditar('minha_tabela');
-- Every table a mutation writes must be attached (tests/api/auditoria.test.ts checks the synced ones).
CREATE FUNCTION fluxo_auditar(tabela text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', tabela || '_auditoria', tabela);
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION fluxo_auditoria_registrar()',
                 tabela || '_auditoria', tabela);
END $$;

SELECT fluxo_auditar(t) FROM unnest(ARRAY['users', 'bancos', 'categorias', 'lancamentos', 'recebiveis', 'pagamentos',
  'faturas', 'comprovantes', 'comprovante_arquivos', 'entradas', 'investimentos', 'movimentacoes', 'feriados']) AS t;
