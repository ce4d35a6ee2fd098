-- Issue 27: saved searches are matched from each process's memory (search-book.ts, decision 39), not by the GIN index
-- on their keys; a process reads back the searches created since its last look by `created_at`.
DROP INDEX "saved_searches_cell_keys_idx";--> statement-breakpoint
CREATE INDEX "saved_searches_created_idx" ON "saved_searches" USING btree ("created_at");