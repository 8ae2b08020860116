-- The change feed (decision 0028): every statement that changes data the public catalogue, content
-- or site answers are built from sends `NOTIFY blush_changes, '<topic>'`. PostgreSQL delivers it at
-- commit (never for a rolled-back change) to every listening API instance, whoever wrote: the API,
-- a job, an import, raw SQL. Identical notifications of one transaction are sent once.
-- search_queries (shoppers' search counts, flushed every few seconds) is left out on purpose: the
-- answers showing popular searches keep them for a bounded time instead (response cache).
CREATE OR REPLACE FUNCTION blush_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('blush_changes', TG_ARGV[0]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  topic text;
  tables text[];
  t text;
BEGIN
  FOREACH topic IN ARRAY ARRAY['catalog', 'content', 'site'] LOOP
    tables := CASE topic
      WHEN 'catalog' THEN ARRAY['brands', 'brand_slug_redirects', 'categories', 'products', 'variants', 'variant_markets',
        'product_images', 'product_offers', 'product_search', 'search_terms', 'reviews']
      WHEN 'content' THEN ARRAY['content_entries', 'user_segments']
      ELSE ARRAY['stores', 'experiment_sites', 'experiment_flags', 'experiment_variations', 'experiment_flag_environments',
        'experiments', 'experiment_rules', 'experiment_holdouts', 'experiment_remote_data']
    END;
    FOREACH t IN ARRAY tables LOOP
      EXECUTE format('CREATE TRIGGER blush_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
        || 'FOR EACH STATEMENT EXECUTE FUNCTION blush_notify_change(%L)', t, topic);
    END LOOP;
  END LOOP;
END
$$;
