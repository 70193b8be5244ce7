-- The day a payable or receivable was cancelled, as the user's device saw it (issue 12): a
-- cancel made offline on Friday and synced on Monday is Friday's.
ALTER TABLE lancamentos ADD COLUMN IF NOT EXISTS data_cancelamento date;
ALTER TABLE recebiveis ADD COLUMN IF NOT EXISTS data_cancelamento date;
