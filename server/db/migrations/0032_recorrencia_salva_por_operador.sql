-- Issue 35 item 1 (decision 439): a recorrência remembers whether an Operador saved it last, so the
-- occurrences the daily top-up creates later are judged by the alçada as that Operador's payables
-- (an Administrador's rule makes payments that need no approval). Server-only: not on the wire.
ALTER TABLE recorrencias ADD COLUMN salva_por_operador boolean NOT NULL DEFAULT false;
