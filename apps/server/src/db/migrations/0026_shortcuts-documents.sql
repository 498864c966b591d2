CREATE TABLE "library_document" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"company_id" varchar(24) NOT NULL,
	"group_id" varchar(24),
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"file_name" text NOT NULL,
	"mime" text NOT NULL,
	"bytes" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"created_by" varchar(24) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shortcut" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"company_id" varchar(24) NOT NULL,
	"group_id" varchar(24),
	"title" text NOT NULL,
	"link" text NOT NULL,
	"icon_name" text NOT NULL,
	"inline_icon" text NOT NULL,
	"color" text NOT NULL,
	"platform" text DEFAULT 'all' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_by" varchar(24) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "library_document_company_group_idx" ON "library_document" USING btree ("company_id","group_id","created_at");--> statement-breakpoint
CREATE INDEX "shortcut_company_group_position_idx" ON "shortcut" USING btree ("company_id","group_id","position");