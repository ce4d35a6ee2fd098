CREATE TABLE "articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"status" smallint NOT NULL,
	"author_id" uuid NOT NULL,
	"from_address" text NOT NULL,
	"from_settlement" text NOT NULL,
	"from_region" text NOT NULL,
	"from_lat" double precision NOT NULL,
	"from_lon" double precision NOT NULL,
	"from_place_id" text,
	"to_address" text NOT NULL,
	"to_settlement" text NOT NULL,
	"to_region" text NOT NULL,
	"to_lat" double precision NOT NULL,
	"to_lon" double precision NOT NULL,
	"to_place_id" text,
	"loading_date" date NOT NULL,
	"loading_time_from" text,
	"loading_time_to" text,
	"cargo_types" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"weight_kg" integer,
	"volume_m3" real,
	"length_m" real,
	"width_m" real,
	"height_m" real,
	"places" integer,
	"body_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"loading_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"budget_kopecks" bigint,
	"payment_method" text NOT NULL,
	"contract_type" smallint,
	"comment" text DEFAULT '' NOT NULL,
	"cargo_photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"car" jsonb,
	"last_lat" double precision,
	"last_lon" double precision,
	"last_location_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vehicle_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"make" text DEFAULT '' NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"capacity_tons" real NOT NULL,
	"volume_m3" real,
	"body_type" text NOT NULL,
	"loading_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"photo" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_templates" ADD CONSTRAINT "vehicle_templates_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_author_status_idx" ON "articles" USING btree ("author_id","status","created_at");--> statement-breakpoint
CREATE INDEX "articles_search_published_idx" ON "articles" USING btree ("type","status","published_at");--> statement-breakpoint
CREATE INDEX "articles_search_loading_idx" ON "articles" USING btree ("type","status","loading_date");--> statement-breakpoint
CREATE INDEX "articles_search_from_idx" ON "articles" USING btree ("type","status","from_lat","from_lon");--> statement-breakpoint
CREATE INDEX "articles_search_to_idx" ON "articles" USING btree ("type","status","to_lat","to_lon");--> statement-breakpoint
CREATE INDEX "articles_search_budget_idx" ON "articles" USING btree ("type","status","budget_kopecks");--> statement-breakpoint
CREATE INDEX "vehicle_templates_owner_idx" ON "vehicle_templates" USING btree ("owner_id","created_at");