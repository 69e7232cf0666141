CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"order_id" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"chef_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"batch" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"method" text,
	"reference" text,
	"reason" text,
	"hold_transaction_id" integer NOT NULL,
	"settle_transaction_id" integer,
	"created_by" integer,
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" RENAME COLUMN "balance_koinu" TO "balance";--> statement-breakpoint
ALTER TABLE "ledger_entries" RENAME COLUMN "amount_koinu" TO "amount";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_balance_check";--> statement-breakpoint
DROP INDEX "ledger_accounts_user_key";--> statement-breakpoint
DROP INDEX "ledger_accounts_system_key";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "currency" text DEFAULT 'DOGE' NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "merchant_profiles" ADD COLUMN "stripe_account_id" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "actual_minutes" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "penalty_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "final_subtotal_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "balance_due_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "balance_refund_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "balance_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "amount_koinu" bigint;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "purpose" text;--> statement-breakpoint
UPDATE "payments" SET "purpose" = "payment_intents"."purpose" FROM "payment_intents" WHERE "payment_intents"."id" = "payments"."intent_id";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "purpose" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "amount_koinu" bigint;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "amount_koinu" bigint;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_chef_id_users_id_fk" FOREIGN KEY ("chef_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_hold_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("hold_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_settle_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("settle_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_key" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_chef_batch_key" ON "payouts" USING btree ("chef_id","batch");--> statement-breakpoint
CREATE INDEX "payouts_status_idx" ON "payouts" USING btree ("status","id");--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_transactions_order_idx" ON "ledger_transactions" USING btree ("order_id") WHERE "ledger_transactions"."order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_user_key" ON "ledger_accounts" USING btree ("user_id","kind") WHERE "ledger_accounts"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_system_key" ON "ledger_accounts" USING btree ("kind","currency") WHERE "ledger_accounts"."user_id" is null;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_balance_check" CHECK ("ledger_accounts"."kind" in ('platform', 'payments') or "ledger_accounts"."balance" >= 0);