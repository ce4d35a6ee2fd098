-- Issue 26: the corridor search reads the listings whose departure and destination cells (1° × 1°) are a pair its
-- route can match; with the ends, dates, price, author and id in the index it is an index-only scan (decision 38).
-- drizzle's index builder has no INCLUDE, so the schema names the index's keys and this statement adds the rest.
ALTER TABLE "articles" ADD COLUMN "cell_pair" bigint GENERATED ALWAYS AS ((floor(from_lat + 90)::int * 361 + floor(from_lon + 180)::int)::bigint * 131072 + (floor(to_lat + 90)::int * 361 + floor(to_lon + 180)::int)) STORED;--> statement-breakpoint
CREATE INDEX "articles_pub_cells_idx" ON "articles" USING btree ("type","cell_pair") INCLUDE ("from_lat","from_lon","to_lat","to_lon","loading_date","budget_kopecks","author_id","id","confirmed_at") WHERE status = 2;
