-- Issue 32 item 3 (decision 426): the statement's closing balance (OFX LEDGERBAL), kept on each
-- line the import adds, with the day it closes (signed cents at the end of that bank day). A
-- statement has no row of its own: its lines carry it. Lines from a file without one (CSV, imports
-- before this migration) keep NULL in both.
ALTER TABLE extratos ADD COLUMN saldo_final bigint;
ALTER TABLE extratos ADD COLUMN data_saldo_final date;
ALTER TABLE extratos ADD CONSTRAINT extratos_saldo_final_com_data CHECK ((saldo_final IS NULL) = (data_saldo_final IS NULL));
