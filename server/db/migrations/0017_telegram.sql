-- Issue 20, part 2: the Telegram bot (decisions 285–289). Server-only tables: nothing here is
-- synced to devices; the Gestor screen reads GET /api/telegram and GET /api/telegram/mensagens.

-- The one configuration row (id 1). The token's masked form is kept here (audited); the token
-- itself lives in telegram_segredo, which the change log does not follow (decision 287).
CREATE TABLE telegram_config (
  id smallint PRIMARY KEY CHECK (id = 1),
  token_mascarado text,
  bot_username text,
  silencio_inicio text,
  silencio_fim text,
  resumo_hora text NOT NULL DEFAULT '08:00',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  txid bigint NOT NULL DEFAULT (pg_current_xact_id()::text::bigint)
);
CREATE TRIGGER telegram_config_touch BEFORE UPDATE ON telegram_config FOR EACH ROW EXECUTE FUNCTION fluxo_touch();

CREATE TABLE telegram_segredo (
  id smallint PRIMARY KEY CHECK (id = 1),
  token text NOT NULL,
  -- The long-polling offset and the lease that keeps one poller across processes (decision 286).
  update_offset bigint NOT NULL DEFAULT 0,
  poller text,
  poller_ate timestamptz
);

-- One-time linking codes: only the SHA-256 of the code is stored; single use, short expiry.
CREATE TABLE telegram_codigos (
  codigo_hash text PRIMARY KEY,
  usuario_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expira_em timestamptz NOT NULL,
  usado_em timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE telegram_chats (
  id uuid PRIMARY KEY,
  chat_id bigint NOT NULL UNIQUE,
  nome text NOT NULL,
  usuario_id uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  txid bigint NOT NULL DEFAULT (pg_current_xact_id()::text::bigint)
);
CREATE TRIGGER telegram_chats_touch BEFORE UPDATE ON telegram_chats FOR EACH ROW EXECUTE FUNCTION fluxo_touch();

-- tipo: 'vencimentos' (D-1 and D0), 'resumo' (daily summary), 'faturas' (bills closed),
-- 'falhas' (automation failures).
CREATE TABLE telegram_assinaturas (
  id uuid PRIMARY KEY,
  chat uuid NOT NULL REFERENCES telegram_chats(id) ON DELETE CASCADE,
  tipo text NOT NULL CHECK (tipo IN ('vencimentos', 'resumo', 'faturas', 'falhas')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  txid bigint NOT NULL DEFAULT (pg_current_xact_id()::text::bigint),
  UNIQUE (chat, tipo)
);

-- The message log: every message the bot sends or queues. `chave` makes an alert unique
-- (e.g. 'D-1:<título>:<dia>' per chat): a task that runs twice inserts nothing the second time.
-- status: 'pendente' (to send now), 'agendada' (quiet hours: send at enviar_apos), 'enviada', 'falhou'.
CREATE TABLE telegram_mensagens (
  id uuid PRIMARY KEY,
  chat_id bigint NOT NULL,
  tipo text NOT NULL,
  texto text NOT NULL,
  status text NOT NULL,
  erro text,
  chave text,
  tentativas integer NOT NULL DEFAULT 0,
  enviar_apos timestamptz,
  enviada_em timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (chat_id, chave)
);
CREATE INDEX telegram_mensagens_data ON telegram_mensagens (created_at DESC, id DESC);
CREATE INDEX telegram_mensagens_fila ON telegram_mensagens (status, enviar_apos) WHERE status IN ('pendente', 'agendada');

INSERT INTO telegram_config (id) VALUES (1);

-- The change log follows the administrator's writes (configuration, chats, subscriptions).
SELECT fluxo_auditar(t) FROM unnest(ARRAY['telegram_config', 'telegram_chats', 'telegram_assinaturas']) AS t;
