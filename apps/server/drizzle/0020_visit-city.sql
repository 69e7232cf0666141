-- The city a booking is held for (decision 068): the order's address must be in it. Null for the orders placed
-- before it was asked, and for a chef without a schedule when no city was given.
ALTER TABLE "orders" ADD COLUMN "service_city" text;