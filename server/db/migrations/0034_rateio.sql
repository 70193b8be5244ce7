-- Issue 35 item 2 (PRODUCT "Centros de custo, rateio e orçamento", decisions 420 and 441): a
-- payable's or receivable's rateio, on every parcela of its group, as the domain keeps it: a JSON
-- list of {categoria, centro_custo, percentual (hundredths of a percent) | valor (cents)}; null
-- when the posting is not split. No index: "is this centro in use" runs only on a delete of
-- centros, a rare administrator's act.
ALTER TABLE lancamentos ADD COLUMN rateio jsonb;
ALTER TABLE recebiveis ADD COLUMN rateio jsonb;
