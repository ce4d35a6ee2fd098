-- Issue 28: lane pages read the listings from one settlement to another and the lanes of a departure or a destination;
-- the settlement names a lane address is resolved against are read from both indexes by skipping from name to name.
CREATE INDEX "articles_lane_idx" ON "articles" USING btree ("from_settlement","to_settlement");--> statement-breakpoint
CREATE INDEX "articles_lane_to_idx" ON "articles" USING btree ("to_settlement","from_settlement");