CREATE TABLE "chef_change_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"chef_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"changes" jsonb NOT NULL,
	"before" jsonb NOT NULL,
	"nickname" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"reason" text
);
--> statement-breakpoint
ALTER TABLE "rating_cases" ADD COLUMN "kind" text DEFAULT 'suspension' NOT NULL;--> statement-breakpoint
ALTER TABLE "rating_cases" ADD COLUMN "raters" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "chef_change_requests" ADD CONSTRAINT "chef_change_requests_chef_id_users_id_fk" FOREIGN KEY ("chef_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chef_change_requests" ADD CONSTRAINT "chef_change_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chef_change_requests_open_chef_key" ON "chef_change_requests" USING btree ("chef_id") WHERE "chef_change_requests"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "chef_change_requests_nickname_key" ON "chef_change_requests" USING btree (lower("nickname")) WHERE "chef_change_requests"."status" = 'open';--> statement-breakpoint
CREATE INDEX "chef_change_requests_status_idx" ON "chef_change_requests" USING btree ("status","submitted_at");