CREATE TABLE "listing_confirm_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"article_id" uuid NOT NULL,
	"action" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "confirm_asked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listing_confirm_tokens" ADD CONSTRAINT "listing_confirm_tokens_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_confirm_tokens_article_idx" ON "listing_confirm_tokens" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "articles_pub_confirm_idx" ON "articles" USING btree ("confirm_asked_at","confirmed_at") WHERE status = 2;--> statement-breakpoint
-- Issue 26: a listing published before this column existed was last confirmed when it was last published.
UPDATE "articles" SET "confirmed_at" = COALESCE("published_at", "updated_at")
WHERE "confirmed_at" IS NULL AND ("published_at" IS NOT NULL OR "status" = 2);
