CREATE TABLE "resource" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"company_id" varchar(24) NOT NULL,
	"group_id" varchar(24),
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"url" text,
	"html_body" text DEFAULT '' NOT NULL,
	"image_url" text,
	"comment_enabled" boolean DEFAULT true NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"created_by" varchar(24) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "resource_company_group_idx" ON "resource" USING btree ("company_id","group_id","created_at") WHERE "resource"."deleted_at" is null;