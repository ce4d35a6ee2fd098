-- Issue 27: saved searches and their alerts (decision 39: searches keyed by the cell pairs they can match, a GIN
-- index on the keys; one alert per search and listing by the primary key), the queue of listings to match, web push
-- subscriptions, the push outbox and the embedded installation's VAPID keys.
CREATE TABLE "listing_alert_queue" (
	"article_id" uuid PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_search_alerts" (
	"search_id" uuid NOT NULL,
	"article_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"email_pending" boolean DEFAULT false NOT NULL,
	CONSTRAINT "saved_search_alerts_search_id_article_id_pk" PRIMARY KEY("search_id","article_id")
);
--> statement-breakpoint
CREATE TABLE "saved_search_unsubscribe_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"search_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"query" jsonb NOT NULL,
	"route" jsonb,
	"places" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"channels" text[] NOT NULL,
	"quiet_from" text,
	"quiet_to" text,
	"paused" boolean DEFAULT false NOT NULL,
	"cell_keys" bigint[] NOT NULL,
	"last_opened_at" timestamp with time zone,
	"last_emailed_at" timestamp with time zone,
	"email_due_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"payload" jsonb NOT NULL,
	"not_before" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"device_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
CREATE TABLE "vapid_keys" (
	"id" integer PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_alert_queue" ADD CONSTRAINT "listing_alert_queue_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_search_id_saved_searches_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_unsubscribe_tokens" ADD CONSTRAINT "saved_search_unsubscribe_tokens_search_id_saved_searches_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_outbox" ADD CONSTRAINT "push_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_search_alerts_search_idx" ON "saved_search_alerts" USING btree ("search_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_search_alerts_article_idx" ON "saved_search_alerts" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "saved_search_unsubscribe_tokens_search_idx" ON "saved_search_unsubscribe_tokens" USING btree ("search_id");--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_searches_email_due_idx" ON "saved_searches" USING btree ("email_due_at") WHERE "saved_searches"."email_due_at" is not null;--> statement-breakpoint
CREATE INDEX "saved_searches_cell_keys_idx" ON "saved_searches" USING gin ("cell_keys") WHERE not "saved_searches"."paused";--> statement-breakpoint
CREATE INDEX "push_outbox_due_idx" ON "push_outbox" USING btree ("not_before");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");