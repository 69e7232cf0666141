-- Sessions made before this migration get a random public id and count as password sign-ins; none is ever a fresh proof of the e-mail.
ALTER TABLE "sessions" ADD COLUMN "public_id" text;--> statement-breakpoint
UPDATE "sessions" SET "public_id" = md5(random()::text || "token_hash");--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "public_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "auth_method" text DEFAULT 'password' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "auth_method" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
-- Accounts made before e-mails were verified are grandfathered as verified at their creation (decision 043).
UPDATE "users" SET "email_verified_at" = "created_at";--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_public_id_key" ON "sessions" USING btree ("public_id");
