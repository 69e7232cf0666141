-- The marketplace's search (decision 053): trigram similarity and unaccent, both contrib extensions that
-- PostgreSQL and PGlite ship (PGlite loads them where the database is opened, src/db/database.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
ALTER TABLE "merchant_profiles" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "merchant_profiles_search_fts_idx" ON "merchant_profiles" USING gin (to_tsvector('simple', "search_text"));--> statement-breakpoint
CREATE INDEX "merchant_profiles_search_trgm_idx" ON "merchant_profiles" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_fts_idx" ON "products" USING gin (to_tsvector('simple', "search_text"));--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
-- A text as the search compares it: lower-case, without diacritics ("Šakotis" -> "sakotis"). unaccent() is
-- only STABLE (its dictionary could change); the search texts are stored columns, so nothing indexes this.
CREATE FUNCTION "hearth_search_text"(value text) RETURNS text LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT lower(public.unaccent('public.unaccent'::regdictionary, coalesce(value, '')))
$$;
--> statement-breakpoint
-- A kitchen type's code with its English and Lithuanian labels (apps/web's kitchenTypes texts).
CREATE FUNCTION "hearth_kitchen_words"(code text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT code || ' ' || CASE code
    WHEN 'mediterranean' THEN 'Mediterranean Viduržemio jūros'
    WHEN 'french' THEN 'French Prancūzų'
    WHEN 'mexican' THEN 'Mexican Meksikiečių'
    WHEN 'asian' THEN 'Asian Azijos'
    WHEN 'indian' THEN 'Indian Indų'
    WHEN 'american' THEN 'American Amerikiečių'
    WHEN 'backery' THEN 'Bakery Kepiniai'
    WHEN 'vegan' THEN 'Vegan Veganiška'
    WHEN 'seafood' THEN 'Seafood Jūros gėrybės'
    WHEN 'grill' THEN 'Grill Ant grotelių'
    WHEN 'street' THEN 'Street food Gatvės maistas'
    WHEN 'desserts' THEN 'Desserts Desertai'
    WHEN 'georgian' THEN 'Georgian Gruzinų'
    WHEN 'pizza' THEN 'Pizza Pica'
    ELSE '' END
$$;
--> statement-breakpoint
-- A dish's search text: its title, its chef's names and profile link, its kitchen and its ingredient names.
CREATE FUNCTION "hearth_product_search_text"(p_title text, p_owner integer, p_id integer) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT "hearth_search_text"(concat_ws(' ', p_title,
    (SELECT concat_ws(' ', u.first_name, u.last_name, u.nickname) FROM users u WHERE u.id = p_owner),
    (SELECT concat_ws(' ', "hearth_kitchen_words"(d.kitchen_type),
        (SELECT string_agg(k, ' ') FROM jsonb_object_keys(d.ingredients) k))
      FROM product_details d WHERE d.product_id = p_id)))
$$;
--> statement-breakpoint
-- A chef's search text: names, profile link and kitchens.
CREATE FUNCTION "hearth_merchant_search_text"(p_user integer, p_kitchens text[]) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT "hearth_search_text"(concat_ws(' ',
    (SELECT concat_ws(' ', u.first_name, u.last_name, u.nickname) FROM users u WHERE u.id = p_user),
    (SELECT string_agg("hearth_kitchen_words"(k), ' ') FROM unnest(p_kitchens) k)))
$$;
--> statement-breakpoint
CREATE FUNCTION "products_search_text_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := "hearth_product_search_text"(NEW.title, NEW.owner_id, NEW.id);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "products_search_text" BEFORE INSERT OR UPDATE OF title, owner_id ON "products"
  FOR EACH ROW EXECUTE FUNCTION "products_search_text_keep"();
--> statement-breakpoint
CREATE FUNCTION "product_details_search_text_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET search_text = "hearth_product_search_text"(title, owner_id, id) WHERE id = NEW.product_id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "product_details_search_text" AFTER INSERT OR UPDATE OF kitchen_type, ingredients ON "product_details"
  FOR EACH ROW EXECUTE FUNCTION "product_details_search_text_keep"();
--> statement-breakpoint
CREATE FUNCTION "merchant_profiles_search_text_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := "hearth_merchant_search_text"(NEW.user_id, NEW.kitchen_types);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "merchant_profiles_search_text" BEFORE INSERT OR UPDATE OF kitchen_types, user_id ON "merchant_profiles"
  FOR EACH ROW EXECUTE FUNCTION "merchant_profiles_search_text_keep"();
--> statement-breakpoint
-- A chef's new name reaches the search texts of their profile and dishes (only when a name changed).
CREATE FUNCTION "users_search_text_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.first_name, NEW.last_name, NEW.nickname) IS DISTINCT FROM (OLD.first_name, OLD.last_name, OLD.nickname) THEN
    UPDATE merchant_profiles SET search_text = "hearth_merchant_search_text"(user_id, kitchen_types)
      WHERE user_id = NEW.id;
    UPDATE products SET search_text = "hearth_product_search_text"(title, owner_id, id) WHERE owner_id = NEW.id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "users_search_text" AFTER UPDATE OF first_name, last_name, nickname ON "users"
  FOR EACH ROW EXECUTE FUNCTION "users_search_text_keep"();
--> statement-breakpoint
UPDATE "products" SET "search_text" = "hearth_product_search_text"("title", "owner_id", "id");
--> statement-breakpoint
UPDATE "merchant_profiles" SET "search_text" = "hearth_merchant_search_text"("user_id", "kitchen_types");
