CREATE TABLE "company_ai_setting" (
	"company_id" varchar(24) PRIMARY KEY NOT NULL,
	"is_enabled" boolean DEFAULT false NOT NULL,
	"provider" text,
	"version" text,
	"location" text,
	"project" text,
	"endpoint" text,
	"deployment" text,
	"api_key_sealed" text,
	"updated_by" varchar(24),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "behalf_collaboration" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"company_id" varchar(24) NOT NULL,
	"content_owner_id" varchar(24) NOT NULL,
	"content_writer_id" varchar(24) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"is_post_creation_enabled" boolean DEFAULT false NOT NULL,
	"is_external_share_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "behalf_collaboration_pair_uq" ON "behalf_collaboration" USING btree ("company_id","content_owner_id","content_writer_id");--> statement-breakpoint
CREATE INDEX "behalf_collaboration_writer_idx" ON "behalf_collaboration" USING btree ("company_id","content_writer_id","status");