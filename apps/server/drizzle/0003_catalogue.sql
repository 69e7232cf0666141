CREATE TABLE "product_details" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"kitchen_type" text NOT NULL,
	"preparation_minutes" integer NOT NULL,
	"preparation_description" text NOT NULL,
	"ingredients" jsonb NOT NULL,
	"calories" integer NOT NULL,
	"servings_number" integer DEFAULT 1 NOT NULL,
	"time_based" boolean DEFAULT false NOT NULL,
	"allergens" text[] DEFAULT '{}'::text[] NOT NULL,
	"dietary_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"price_cents" integer,
	"measure_unit" text DEFAULT 'item' NOT NULL,
	"size" text,
	"video_url" text,
	"currency_id" integer DEFAULT 6 NOT NULL,
	"parcel_requires" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "source_format" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "source_name" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "source_mime_type" text;--> statement-breakpoint
ALTER TABLE "product_details" ADD CONSTRAINT "product_details_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_files" ADD CONSTRAINT "product_files_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_files" ADD CONSTRAINT "product_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_files_product_id_idx" ON "product_files" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "product_files_file_id_key" ON "product_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "products_owner_id_idx" ON "products" USING btree ("owner_id","id");--> statement-breakpoint
CREATE INDEX "merchant_profiles_kitchen_types_idx" ON "merchant_profiles" USING gin ("kitchen_types");--> statement-breakpoint
CREATE INDEX "merchant_profiles_status_rate_idx" ON "merchant_profiles" USING btree ("status","hour_rate_cents","user_id");--> statement-breakpoint
CREATE INDEX "users_city_idx" ON "users" USING btree (lower("city"));