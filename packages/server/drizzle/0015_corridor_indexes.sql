CREATE INDEX "users_banned_idx" ON "users" USING btree ("id") WHERE is_ban;--> statement-breakpoint
CREATE INDEX "users_tariff_idx" ON "users" USING btree ("tariff_expires_at","id") WHERE tariff is not null and not is_ban;--> statement-breakpoint
-- Issue 26: the corridor search reads, for every listing whose departure lies in one of its boxes, the destination,
-- loading date, price, author and id: with them in the departure index it is an index-only scan (decision 38).
-- drizzle's index builder has no INCLUDE, so the schema names the index's keys and this statement adds the rest.
DROP INDEX IF EXISTS "articles_pub_from_idx";--> statement-breakpoint
CREATE INDEX "articles_pub_from_idx" ON "articles" USING btree ("type","from_lat","from_lon","to_lat","to_lon") INCLUDE ("loading_date","budget_kopecks","author_id","id","confirmed_at") WHERE status = 2;
