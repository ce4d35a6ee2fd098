ALTER TABLE "articles" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
-- Deals closed before this column existed (hidden by an admin too): their last change is when they were closed.
UPDATE "articles" SET "closed_at" = "updated_at"
WHERE ("status" IN (5, 6) OR "status_before_hide" IN (5, 6)) AND "closed_at" IS NULL;
