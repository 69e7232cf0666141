CREATE TABLE "ledger_checkpoints" (
	"seq" bigint PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"signature" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
