-- Live push (decision 190): every committed write to a synced table tells the servers listening
-- on 'fluxo_mudancas' which table changed, so open clients can pull their delta at once.
-- pg_notify is transactional: it is delivered only after COMMIT (never for a rollback) and
-- repeated payloads within one transaction are folded into one. One call per statement, not
-- per row: a batch of 100 inserts costs one notification.
CREATE FUNCTION fluxo_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('fluxo_mudancas', TG_TABLE_NAME);
  RETURN NULL;
END $$;

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['users','bancos','categorias','lancamentos','recebiveis','pagamentos',
                           'faturas','comprovantes','entradas','investimentos','movimentacoes','feriados']
  LOOP
    EXECUTE format('CREATE TRIGGER %I_notify AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH STATEMENT EXECUTE FUNCTION fluxo_notify_change()', t, t);
  END LOOP;
END $$;
