-- Issue 35 item 3 (decision 443, amended): Orçamento becomes a synced list, as centros de custo
-- (0033): the delta cursor's index, a tombstone on delete and the live push's notification.
CREATE INDEX orcamentos_txid ON orcamentos (txid);
CREATE TRIGGER orcamentos_tombstone AFTER DELETE ON orcamentos FOR EACH ROW EXECUTE FUNCTION fluxo_tombstone();
CREATE TRIGGER orcamentos_notify AFTER INSERT OR UPDATE OR DELETE ON orcamentos FOR EACH STATEMENT EXECUTE FUNCTION fluxo_notify_change();
