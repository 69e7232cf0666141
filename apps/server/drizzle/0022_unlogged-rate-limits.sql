-- The rate-limit counters (decision 086) are written by every call they limit (the assistant, sign-in, pin
-- sends) and need no durability: unlogged, a hit does not wait for PostgreSQL to flush its write-ahead log to
-- disk. After a crash (not a clean restart) the table starts empty, so every window starts again; standbys
-- hold no copy, so a promoted standby starts with empty windows too. A limit that restarts after a crash is
-- what a counter in memory would give, without losing the sharing between instances.
ALTER TABLE "rate_limits" SET UNLOGGED;
