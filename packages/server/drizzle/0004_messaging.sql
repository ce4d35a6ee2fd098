CREATE TABLE "email_unsubscribe_tokens" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dialog_members" (
	"dialog_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"unread_count" integer DEFAULT 0 NOT NULL,
	"last_read_at" timestamp with time zone,
	CONSTRAINT "dialog_members_dialog_id_user_id_pk" PRIMARY KEY("dialog_id","user_id"),
	CONSTRAINT "dialog_members_unread_non_negative" CHECK ("dialog_members"."unread_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "dialogs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"article_id" uuid,
	"user_a" uuid NOT NULL,
	"user_b" uuid NOT NULL,
	"last_message_id" uuid,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dialogs_pair_sorted" CHECK ("dialogs"."user_a" < "dialogs"."user_b"),
	CONSTRAINT "dialogs_kind_article" CHECK (("dialogs"."kind" = 'order' and "dialogs"."article_id" is not null) or ("dialogs"."kind" = 'user' and "dialogs"."article_id" is null))
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dialog_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"voice" jsonb,
	"client_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "online_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_unsubscribe_tokens" ADD CONSTRAINT "email_unsubscribe_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dialog_members" ADD CONSTRAINT "dialog_members_dialog_id_dialogs_id_fk" FOREIGN KEY ("dialog_id") REFERENCES "public"."dialogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dialog_members" ADD CONSTRAINT "dialog_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dialogs" ADD CONSTRAINT "dialogs_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dialogs" ADD CONSTRAINT "dialogs_user_a_users_id_fk" FOREIGN KEY ("user_a") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dialogs" ADD CONSTRAINT "dialogs_user_b_users_id_fk" FOREIGN KEY ("user_b") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_dialog_id_dialogs_id_fk" FOREIGN KEY ("dialog_id") REFERENCES "public"."dialogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_unsubscribe_tokens_hash_uq" ON "email_unsubscribe_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "dialog_members_user_idx" ON "dialog_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dialogs_order_pair_uq" ON "dialogs" USING btree ("article_id","user_a","user_b") WHERE kind = 'order';--> statement-breakpoint
CREATE UNIQUE INDEX "dialogs_user_pair_uq" ON "dialogs" USING btree ("user_a","user_b") WHERE kind = 'user';--> statement-breakpoint
CREATE INDEX "messages_dialog_created_idx" ON "messages" USING btree ("dialog_id","created_at","id");