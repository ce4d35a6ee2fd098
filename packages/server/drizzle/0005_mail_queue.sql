-- Unsubscribe tokens: one per mail (only hashes are stored), all valid; the table held no released data yet.
DROP TABLE "email_unsubscribe_tokens";--> statement-breakpoint
CREATE TABLE "email_unsubscribe_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "email_unsubscribe_tokens" ADD CONSTRAINT "email_unsubscribe_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_unsubscribe_tokens_user_idx" ON "email_unsubscribe_tokens" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "status" text DEFAULT 'recorded' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "mail_outbox" SET "status" = CASE WHEN "sent_at" IS NOT NULL THEN 'sent' WHEN "error" IS NOT NULL THEN 'failed' ELSE 'recorded' END;--> statement-breakpoint
CREATE INDEX "mail_outbox_queued_idx" ON "mail_outbox" USING btree ("created_at") WHERE status in ('queued', 'sending');
