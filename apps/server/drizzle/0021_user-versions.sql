-- A version per user (decision 074), in change_counters under 'user:{id}': a new, never repeated value once per
-- transaction that changed what the user's order lists show (their orders as customer or chef, with the
-- orders' lines, addresses, payments, reviews and invoices) or what a chef's free starts are made of (the
-- chef's bookings and schedule). The answers kept per user (a customer's order list page, a chef's free
-- starts) are used only while the version they were made at is still the user's and the catalogue's.
-- Deferred, like the catalogue's counter (migration 0007): the counter rows are the last locks a writer takes.
CREATE FUNCTION "bump_user_versions"(VARIADIC "ids" integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "user_id" integer;
BEGIN
  -- In id order, so that two transactions bumping the same users lock them in the same order. A counter this
  -- transaction already bumped (its row version is this transaction's) is left as it is.
  FOR "user_id" IN SELECT DISTINCT "id" FROM unnest("ids") AS "id" WHERE "id" IS NOT NULL ORDER BY "id" LOOP
    INSERT INTO "change_counters" ("name", "version") VALUES ('user:' || "user_id", nextval('change_counter_versions'))
      ON CONFLICT ("name") DO UPDATE SET "version" = excluded."version"
      WHERE "change_counters"."xmin" <> pg_current_xact_id()::xid;
  END LOOP;
END;
$$;
--> statement-breakpoint
-- An order: its customer and its chef, before and after (linking an anonymous order gives it a customer).
CREATE FUNCTION "order_users_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "bump_user_versions"(OLD."customer_id", OLD."chef_id"); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM "bump_user_versions"(NEW."customer_id", NEW."chef_id"); END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A row of an order (line, address, payment, review, invoice): the order's customer and chef.
CREATE FUNCTION "order_part_users_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "part" record;
  "parties" record;
BEGIN
  IF TG_OP = 'DELETE' THEN "part" := OLD; ELSE "part" := NEW; END IF;
  IF TG_OP = 'UPDATE' AND OLD."order_id" IS DISTINCT FROM NEW."order_id" THEN
    SELECT "customer_id", "chef_id" INTO "parties" FROM "orders" WHERE "id" = OLD."order_id";
    IF FOUND THEN PERFORM "bump_user_versions"("parties"."customer_id", "parties"."chef_id"); END IF;
  END IF;
  SELECT "customer_id", "chef_id" INTO "parties" FROM "orders" WHERE "id" = "part"."order_id";
  IF FOUND THEN PERFORM "bump_user_versions"("parties"."customer_id", "parties"."chef_id"); END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A chef's schedule: its settings, weekly windows and exceptions.
CREATE FUNCTION "schedule_user_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "bump_user_versions"(OLD."chef_id"); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM "bump_user_versions"(NEW."chef_id"); END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "orders_user_change" AFTER INSERT OR UPDATE OR DELETE ON "orders"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "order_users_change"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "order_items_user_change" AFTER INSERT OR UPDATE OR DELETE ON "order_items"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "order_part_users_change"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "order_addresses_user_change" AFTER INSERT OR UPDATE OR DELETE ON "order_addresses"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "order_part_users_change"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "payments_user_change" AFTER INSERT OR UPDATE OR DELETE ON "payments"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "order_part_users_change"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "reviews_user_change" AFTER INSERT OR UPDATE OR DELETE ON "reviews"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "order_part_users_change"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "invoices_user_change" AFTER INSERT OR UPDATE OR DELETE ON "invoices"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "order_part_users_change"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "chef_availability_user_change" AFTER INSERT OR UPDATE OR DELETE ON "chef_availability"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "schedule_user_change"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "chef_schedule_windows_user_change" AFTER INSERT OR UPDATE OR DELETE ON "chef_schedule_windows"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "schedule_user_change"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "chef_schedule_exceptions_user_change" AFTER INSERT OR UPDATE OR DELETE ON "chef_schedule_exceptions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "schedule_user_change"();
