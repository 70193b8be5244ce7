-- The list reads ask for the years their due dates span (min/max(vencimento), decision 223) on
-- every full or delta read; without an index that scans the whole table (14–133 ms at 100,000
-- payables, decision 291). With it, min and max are two index probes (decision 330).
CREATE INDEX IF NOT EXISTS lancamentos_vencimento ON lancamentos (vencimento);
CREATE INDEX IF NOT EXISTS recebiveis_vencimento ON recebiveis (vencimento);
