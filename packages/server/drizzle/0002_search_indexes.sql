DROP INDEX "articles_search_published_idx";--> statement-breakpoint
DROP INDEX "articles_search_loading_idx";--> statement-breakpoint
DROP INDEX "articles_search_from_idx";--> statement-breakpoint
DROP INDEX "articles_search_to_idx";--> statement-breakpoint
DROP INDEX "articles_search_budget_idx";--> statement-breakpoint
CREATE INDEX "articles_pub_newest_idx" ON "articles" USING btree ("type","published_at","id") WHERE status = 2;--> statement-breakpoint
CREATE INDEX "articles_pub_loading_idx" ON "articles" USING btree ("type","loading_date","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 2;--> statement-breakpoint
CREATE INDEX "articles_pub_price_idx" ON "articles" USING btree ("type","budget_kopecks","id") WHERE status = 2;--> statement-breakpoint
CREATE INDEX "articles_pub_from_idx" ON "articles" USING btree ("type","from_lat","from_lon","to_lat","to_lon") WHERE status = 2;--> statement-breakpoint
CREATE INDEX "articles_pub_to_idx" ON "articles" USING btree ("type","to_lat","to_lon","from_lat","from_lon") WHERE status = 2;