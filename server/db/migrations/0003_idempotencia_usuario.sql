-- Idempotency keys belong to the user who sent them (issue 11 item 7, decision 140): user B
-- sending user A's key gets B's own answer, never A's stored one. A key without a user (none is
-- written today: every write needs a session) is kept under the nil id.
UPDATE idempotency_keys SET user_id = '00000000-0000-0000-0000-000000000000' WHERE user_id IS NULL;
ALTER TABLE idempotency_keys DROP CONSTRAINT idempotency_keys_pkey;
ALTER TABLE idempotency_keys ALTER COLUMN user_id SET NOT NULL;
ALTER TABLE idempotency_keys ADD PRIMARY KEY (user_id, key);
-- The server prunes keys older than IDEMPOTENCY_TTL_DAYS by this column.
CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at);
