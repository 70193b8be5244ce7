-- Issue 11 (decisions 130–134): sessions that can be ended, administrators, the login limiter's
-- counters. Sessions and counters are not synced entities: no version, txid or triggers.

-- Existing users become administrators so that every one of them keeps reaching every route as
-- before (SPEC); users created from now on are not (decision 133).
ALTER TABLE users ADD COLUMN admin boolean NOT NULL DEFAULT true;
ALTER TABLE users ALTER COLUMN admin SET DEFAULT false;

-- One row per sign-in; the token's `sid` claim names it (decision 131).
CREATE TABLE sessoes (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessoes_user_id ON sessoes (user_id) WHERE revoked_at IS NULL;

-- rate-limiter-flexible's Drizzle store (decision 132): shared by every instance on PostgreSQL.
CREATE TABLE login_limites (
  key text PRIMARY KEY,
  points integer NOT NULL DEFAULT 0,
  expire timestamptz
);
