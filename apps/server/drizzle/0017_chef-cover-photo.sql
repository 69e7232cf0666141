-- A chef chooses which dish photo covers their marketplace card (decision 059); none chosen: the newest enabled
-- dish's photo. Removing the photo (its product_files row) clears the choice.
ALTER TABLE "merchant_profiles" ADD COLUMN "cover_file_id" integer;--> statement-breakpoint
ALTER TABLE "merchant_profiles" ADD CONSTRAINT "merchant_profiles_cover_file_id_product_files_file_id_fk" FOREIGN KEY ("cover_file_id") REFERENCES "public"."product_files"("file_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "merchant_profiles_cover_file_idx" ON "merchant_profiles" USING btree ("cover_file_id") WHERE "merchant_profiles"."cover_file_id" is not null;