CREATE TABLE "scim_connection" (
	"company_id" varchar(24) PRIMARY KEY NOT NULL,
	"token_hash" text,
	"token_hint" text,
	"token_created_at" timestamp with time zone,
	"group_mapping" text DEFAULT 'group' NOT NULL,
	"last_sync_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scim_connection_token_hash_uq" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "scim_error" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"company_id" varchar(24) NOT NULL,
	"type" text NOT NULL,
	"message" text NOT NULL,
	"notified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scim_identity" (
	"company_id" varchar(24) NOT NULL,
	"resource_type" text NOT NULL,
	"resource_id" varchar(24) NOT NULL,
	"external_id" text,
	"user_name" text,
	"detached" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scim_identity_company_id_resource_type_resource_id_pk" PRIMARY KEY("company_id","resource_type","resource_id")
);
--> statement-breakpoint
CREATE INDEX "scim_error_company_idx" ON "scim_error" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "scim_identity_external_idx" ON "scim_identity" USING btree ("company_id","resource_type","external_id");