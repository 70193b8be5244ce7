-- Issue 31 (decision 391): the card rule needs the bank's closing day on the device, so the banks'
-- wire carries it (a subquery on automacao_regras). A rule created, changed or removed touches its
-- bank (fluxo_touch bumps version and txid), so delta pulls bring the bank again with its new
-- closing day. Only updated_at changes: the audit log records nothing for it.
CREATE FUNCTION fluxo_regra_toca_banco() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN UPDATE bancos SET updated_at = now() WHERE id = OLD.banco_id; END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.banco_id IS DISTINCT FROM OLD.banco_id) THEN
    UPDATE bancos SET updated_at = now() WHERE id = NEW.banco_id;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER automacao_regras_toca_banco
  AFTER INSERT OR DELETE OR UPDATE OF banco_id, dia_fechamento ON automacao_regras
  FOR EACH ROW EXECUTE FUNCTION fluxo_regra_toca_banco();
