-- A dish is enabled only with a photo (decision 054): a dish enabled before the rule without any image is
-- disabled, so that no listing shows it without a picture; its chef enables it again after adding one.
UPDATE "products" SET "active" = false, "updated_at" = now()
WHERE "active" AND NOT EXISTS (SELECT 1 FROM "product_files" WHERE "product_files"."product_id" = "products"."id");
