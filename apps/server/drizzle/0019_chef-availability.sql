-- Chef availability (decision 063): a weekly schedule per city, exceptions, notice, bookings a day, travel
-- buffer and the calendar feed's token; every order holds its time in the chef's calendar (service_end_date).
CREATE TABLE "chef_availability" (
	"chef_id" integer PRIMARY KEY NOT NULL,
	"notice_hours" integer NOT NULL,
	"max_bookings_per_day" integer NOT NULL,
	"travel_buffer_minutes" integer NOT NULL,
	"calendar_token" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chef_schedule_exceptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"chef_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"start_minute" integer,
	"end_minute" integer,
	"city" text
);
--> statement-breakpoint
CREATE TABLE "chef_schedule_windows" (
	"id" serial PRIMARY KEY NOT NULL,
	"chef_id" integer NOT NULL,
	"weekday" integer NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	"city" text NOT NULL
);
--> statement-breakpoint
-- Hand-written (decision 063): the column is added without NOT NULL, filled for the orders that exist, then
-- made NOT NULL, because drizzle-kit's single ADD COLUMN ... NOT NULL fails on a table with rows.
ALTER TABLE "orders" ADD COLUMN "service_end_date" timestamp with time zone;--> statement-breakpoint
-- Hand-written: an existing order holds its start plus its lines' preparation minutes x quantity, at least
-- 30 minutes (BOOKING_MINUTES_MIN), with no travel buffer (none was set when it was booked).
UPDATE "orders" SET "service_end_date" = "service_delivery_date" + make_interval(mins => greatest(30, coalesce((SELECT sum(coalesce(i."preparation_minutes", 0) * i."volume") FROM "order_items" i WHERE i."order_id" = "orders"."id"), 0)::integer));--> statement-breakpoint
-- Hand-written: from now on every order has its end (the checkout sets it).
ALTER TABLE "orders" ALTER COLUMN "service_end_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "chef_availability" ADD CONSTRAINT "chef_availability_chef_id_users_id_fk" FOREIGN KEY ("chef_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chef_schedule_exceptions" ADD CONSTRAINT "chef_schedule_exceptions_chef_id_chef_availability_chef_id_fk" FOREIGN KEY ("chef_id") REFERENCES "public"."chef_availability"("chef_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chef_schedule_windows" ADD CONSTRAINT "chef_schedule_windows_chef_id_chef_availability_chef_id_fk" FOREIGN KEY ("chef_id") REFERENCES "public"."chef_availability"("chef_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chef_availability_calendar_token_key" ON "chef_availability" USING btree ("calendar_token");--> statement-breakpoint
CREATE INDEX "chef_schedule_exceptions_chef_idx" ON "chef_schedule_exceptions" USING btree ("chef_id","day");--> statement-breakpoint
CREATE INDEX "chef_schedule_exceptions_day_idx" ON "chef_schedule_exceptions" USING btree ("day","chef_id");--> statement-breakpoint
CREATE INDEX "chef_schedule_windows_chef_idx" ON "chef_schedule_windows" USING btree ("chef_id");--> statement-breakpoint
CREATE INDEX "chef_schedule_windows_weekday_idx" ON "chef_schedule_windows" USING btree ("weekday","chef_id");--> statement-breakpoint
CREATE INDEX "orders_chef_bookings_idx" ON "orders" USING btree ("chef_id","service_delivery_date") WHERE "orders"."status" <> 'cancelled';