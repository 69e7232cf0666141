CREATE TABLE "change_counters" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE SEQUENCE "change_counter_versions";
--> statement-breakpoint
-- Gives the 'catalogue' counter a new, never repeated version once per transaction that changed what the
-- marketplace, chef pages and dish pages show. The triggers are deferred: they run at commit, after every
-- other statement of the transaction, so the counter row is the last lock a writer takes (no deadlock).
CREATE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('hearth.catalogue_changed', true) IS DISTINCT FROM 'yes' THEN
    PERFORM set_config('hearth.catalogue_changed', 'yes', true);
    INSERT INTO "change_counters" ("name", "version") VALUES ('catalogue', nextval('change_counter_versions'))
      ON CONFLICT ("name") DO UPDATE SET "version" = excluded."version";
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_catalogue_change" AFTER INSERT OR UPDATE OR DELETE ON "users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "merchant_profiles_catalogue_change" AFTER INSERT OR UPDATE OR DELETE ON "merchant_profiles"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "files_catalogue_change" AFTER INSERT OR UPDATE OR DELETE ON "files"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "products_catalogue_change" AFTER INSERT OR UPDATE OR DELETE ON "products"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "product_details_catalogue_change" AFTER INSERT OR UPDATE OR DELETE ON "product_details"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "product_files_catalogue_change" AFTER INSERT OR UPDATE OR DELETE ON "product_files"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "reviews_catalogue_change" AFTER INSERT OR UPDATE OR DELETE ON "reviews"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
INSERT INTO "change_counters" ("name", "version") VALUES ('catalogue', nextval('change_counter_versions'));
