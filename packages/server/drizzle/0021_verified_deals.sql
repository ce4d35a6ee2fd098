CREATE TABLE "user_companies" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"legal_form" text NOT NULL,
	"inn" text NOT NULL,
	"name" text,
	"ogrn" text,
	"kpp" text,
	"address" text,
	"state" text,
	"registered_at" date,
	"check_status" text DEFAULT 'pending' NOT NULL,
	"checked_at" timestamp with time zone,
	"next_check_at" timestamp with time zone,
	"notified_state" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deal_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"article_id" uuid NOT NULL,
	"executor_id" uuid NOT NULL,
	"changes" jsonb NOT NULL,
	"changed_by" uuid NOT NULL,
	"state" text NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deal_signatures" (
	"article_id" uuid NOT NULL,
	"executor_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"terms_version" integer NOT NULL,
	"content_hash" text NOT NULL,
	"ip" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deal_signatures_article_id_executor_id_user_id_terms_version_pk" PRIMARY KEY("article_id","executor_id","user_id","terms_version")
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"article_id" uuid NOT NULL,
	"executor_id" uuid NOT NULL,
	"cargo_owner_id" uuid NOT NULL,
	"carrier_id" uuid NOT NULL,
	"from_address" text NOT NULL,
	"from_lat" double precision NOT NULL,
	"from_lon" double precision NOT NULL,
	"to_address" text NOT NULL,
	"to_lat" double precision NOT NULL,
	"to_lon" double precision NOT NULL,
	"loading_date" date NOT NULL,
	"unloading_date" date,
	"consignee_name" text DEFAULT '' NOT NULL,
	"consignee_phone" text DEFAULT '' NOT NULL,
	"price_kopecks" bigint,
	"payment_terms" text DEFAULT '' NOT NULL,
	"vehicle_plate" text DEFAULT '' NOT NULL,
	"vehicle_template_id" uuid,
	"driver_name" text DEFAULT '' NOT NULL,
	"driver_phone" text DEFAULT '' NOT NULL,
	"terms_version" integer DEFAULT 1 NOT NULL,
	"to_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deals_article_id_executor_id_pk" PRIMARY KEY("article_id","executor_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_blocked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_templates" ADD COLUMN "plate" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_templates" ADD COLUMN "sts_photo" text;--> statement-breakpoint
ALTER TABLE "vehicle_templates" ADD COLUMN "lease_photo" text;--> statement-breakpoint
ALTER TABLE "vehicle_templates" ADD COLUMN "check_status" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_templates" ADD COLUMN "check_comment" text;--> statement-breakpoint
ALTER TABLE "vehicle_templates" ADD COLUMN "check_uploaded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vehicle_templates" ADD COLUMN "checked_plate" text;--> statement-breakpoint
ALTER TABLE "article_requests" ADD COLUMN "vehicle_template_id" uuid;--> statement-breakpoint
ALTER TABLE "user_companies" ADD CONSTRAINT "user_companies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_changes" ADD CONSTRAINT "deal_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_changes" ADD CONSTRAINT "deal_changes_deal_fk" FOREIGN KEY ("article_id","executor_id") REFERENCES "public"."deals"("article_id","executor_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_signatures" ADD CONSTRAINT "deal_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_signatures" ADD CONSTRAINT "deal_signatures_deal_fk" FOREIGN KEY ("article_id","executor_id") REFERENCES "public"."deals"("article_id","executor_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_cargo_owner_id_users_id_fk" FOREIGN KEY ("cargo_owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_carrier_id_users_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_vehicle_template_id_vehicle_templates_id_fk" FOREIGN KEY ("vehicle_template_id") REFERENCES "public"."vehicle_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_executor_fk" FOREIGN KEY ("article_id","executor_id") REFERENCES "public"."article_executors"("article_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_companies_next_check_idx" ON "user_companies" USING btree ("next_check_at") WHERE next_check_at is not null;--> statement-breakpoint
CREATE INDEX "user_companies_inn_idx" ON "user_companies" USING btree ("inn");--> statement-breakpoint
CREATE INDEX "deal_changes_deal_idx" ON "deal_changes" USING btree ("article_id","executor_id","created_at");--> statement-breakpoint
CREATE INDEX "deal_signatures_hash_idx" ON "deal_signatures" USING btree ("content_hash");--> statement-breakpoint
CREATE INDEX "deals_carrier_idx" ON "deals" USING btree ("carrier_id");--> statement-breakpoint
CREATE INDEX "deals_cargo_owner_idx" ON "deals" USING btree ("cargo_owner_id");--> statement-breakpoint
ALTER TABLE "article_requests" ADD CONSTRAINT "article_requests_vehicle_template_id_vehicle_templates_id_fk" FOREIGN KEY ("vehicle_template_id") REFERENCES "public"."vehicle_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_company_blocked_idx" ON "users" USING btree ("id") WHERE company_blocked;--> statement-breakpoint
CREATE INDEX "vehicle_templates_check_queue_idx" ON "vehicle_templates" USING btree ("check_uploaded_at") WHERE check_status = 'pending';--> statement-breakpoint
-- The deals of executors chosen before this migration, made from their listings as a choice makes them now.
INSERT INTO "deals" ("article_id", "executor_id", "cargo_owner_id", "carrier_id", "from_address", "from_lat", "from_lon", "to_address", "to_lat", "to_lon", "loading_date", "price_kopecks", "created_at")
SELECT e."article_id", e."user_id",
  CASE WHEN a."type" = 'order' THEN a."author_id" ELSE e."user_id" END,
  CASE WHEN a."type" = 'order' THEN e."user_id" ELSE a."author_id" END,
  a."from_address", a."from_lat", a."from_lon", a."to_address", a."to_lat", a."to_lon", a."loading_date",
  COALESCE(r."price_kopecks", a."budget_kopecks"), e."created_at"
FROM "article_executors" e
JOIN "articles" a ON a."id" = e."article_id"
LEFT JOIN "article_requests" r ON r."article_id" = e."article_id" AND r."user_id" = e."user_id";
