-- Brand changes reach every API instance at once (docs/decisions.md, Brands): each table the
-- instances keep in memory notifies on every change. The function's current definition is
-- db/functions/notify_brand_change.sql.
CREATE FUNCTION notify_brand_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('brand_change', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "brands_notify_brand_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brands" FOR EACH STATEMENT EXECUTE FUNCTION notify_brand_change();--> statement-breakpoint
CREATE TRIGGER "brand_hostnames_notify_brand_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brand_hostnames" FOR EACH STATEMENT EXECUTE FUNCTION notify_brand_change();--> statement-breakpoint
CREATE TRIGGER "brand_configurations_notify_brand_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brand_configurations" FOR EACH STATEMENT EXECUTE FUNCTION notify_brand_change();--> statement-breakpoint
CREATE TRIGGER "global_settings_notify_brand_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "global_settings" FOR EACH STATEMENT EXECUTE FUNCTION notify_brand_change();--> statement-breakpoint
CREATE TRIGGER "game_providers_notify_brand_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "game_providers" FOR EACH STATEMENT EXECUTE FUNCTION notify_brand_change();--> statement-breakpoint
CREATE TRIGGER "aggregator_connections_notify_brand_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "aggregator_connections" FOR EACH STATEMENT EXECUTE FUNCTION notify_brand_change();
