-- The build's demo database keeps one row here: when its demo data was seeded and which columns hold
-- times, for a start that copies it to move them to its own time (decision 089). Empty everywhere else.
CREATE TABLE "demo_snapshot" (
	"seeded_at" timestamp with time zone PRIMARY KEY NOT NULL,
	"times" jsonb NOT NULL
);
