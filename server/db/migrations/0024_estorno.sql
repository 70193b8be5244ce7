-- Issue 31 item 4 (decision 393): Estornar undoes payments but keeps their history. An entry of
-- Histórico de Pagamento is marked estornado (when, and the motivo the clerk gave); realizado
-- (decision 390) never counts it again. Who estornou is in the audit log (the trigger already
-- records every change of pagamentos with its user and write).
ALTER TABLE pagamentos ADD COLUMN estornado_em timestamptz;
ALTER TABLE pagamentos ADD COLUMN motivo_estorno text;
