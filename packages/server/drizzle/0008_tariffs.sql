CREATE TABLE "demo_provider_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount_kopecks" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"save_method" boolean DEFAULT false NOT NULL,
	"method_id" text,
	"cancel_reason" text,
	"return_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"plan_code" text NOT NULL,
	"plan_name" text NOT NULL,
	"days" integer NOT NULL,
	"amount_kopecks" integer NOT NULL,
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"failure_reason" text,
	"confirmation_url" text,
	"card_type" text,
	"card_last4" text,
	"applied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_provider_payment_id_unique" UNIQUE("provider_payment_id")
);
--> statement-breakpoint
CREATE TABLE "tariff_plans" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"days" integer NOT NULL,
	"price_kopecks" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "payment_method_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "card_type" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "autopay_plan_code" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "demo_used" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tariff_reminded_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "autopay_tried_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "autopay_attempts" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_pending_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" = 'pending';--> statement-breakpoint
-- Issue 11: the plans the exchange starts with. Prices are data: the admin console edits them.
INSERT INTO "tariff_plans" ("code", "name", "days", "price_kopecks", "sort_order", "enabled", "is_demo") VALUES
  ('demo', 'ДЕМО', 7, 0, 0, true, true),
  ('pro-week', 'PRO на 1 неделю', 7, 14000, 1, true, false),
  ('pro-month', 'PRO на 1 месяц', 30, 49000, 2, true, false),
  ('pro-3m', 'PRO на 3 месяца', 90, 129000, 3, true, false),
  ('pro-6m', 'PRO на 6 месяцев', 180, 239000, 4, true, false),
  ('pro-12m', 'PRO на 12 месяцев', 365, 449000, 5, true, false)
ON CONFLICT ("code") DO NOTHING;
--> statement-breakpoint
-- Every carrier registered so far started with the demo week.
UPDATE "users" SET "demo_used" = true WHERE "type" = 'carrier' AND "tariff_expires_at" IS NOT NULL;
