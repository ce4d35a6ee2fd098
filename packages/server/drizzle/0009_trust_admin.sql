CREATE TABLE "admin_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid NOT NULL,
	"action" text NOT NULL,
	"target_user_id" uuid,
	"target_article_id" uuid,
	"comment" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid NOT NULL,
	"audience" text NOT NULL,
	"target_user_id" uuid,
	"text" text NOT NULL,
	"link" text,
	"total" integer DEFAULT 0 NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'sending' NOT NULL,
	"last_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ban_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ban_tariff_left_ms" bigint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "passport_status" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "passport_comment" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "passport_uploaded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role_before_admin" text;--> statement-breakpoint
ALTER TABLE "callback_requests" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "callback_requests" ADD COLUMN "handled_by" uuid;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "admin_note" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "status_before_hide" smallint;--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_notices" ADD CONSTRAINT "system_notices_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_created_idx" ON "admin_audit" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "admin_audit_admin_idx" ON "admin_audit" USING btree ("admin_id","created_at");--> statement-breakpoint
CREATE INDEX "admin_audit_target_user_idx" ON "admin_audit" USING btree ("target_user_id","created_at");--> statement-breakpoint
UPDATE "users" SET "passport_status" = CASE WHEN "is_passport_verified" THEN 'verified' WHEN "is_passport_uploaded" THEN 'pending' ELSE 'none' END;
