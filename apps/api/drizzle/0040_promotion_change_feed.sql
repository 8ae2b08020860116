-- Promotions join the change feed (decision 0028): a statement changing a promotion sends
-- `NOTIFY blush_changes, 'promotion'` at commit, so every API instance drops the automatic
-- promotions it keeps for bag reads at once, instead of after a 30-second lifetime.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['promotions'] LOOP
    EXECUTE format('CREATE TRIGGER blush_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      || 'FOR EACH STATEMENT EXECUTE FUNCTION blush_notify_change(%L)', t, 'promotion');
  END LOOP;
END
$$;
