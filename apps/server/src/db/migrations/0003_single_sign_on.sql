CREATE TABLE "saml_idp" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"company_id" varchar(24) NOT NULL,
	"entity_id" text NOT NULL,
	"sso_url" text NOT NULL,
	"certificate" text NOT NULL,
	"want_signed_assertions" boolean DEFAULT true NOT NULL,
	"auto_provision" boolean DEFAULT false NOT NULL,
	"attribute_mapping" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saml_request" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" varchar(24) NOT NULL,
	"return_path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_account" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"company_id" varchar(24) NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"network" text NOT NULL,
	"subject" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_sign_in_request" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" varchar(24),
	"network" text NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"return_path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "sso_provisioned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "saml_idp_company_uq" ON "saml_idp" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "saml_request_expires_idx" ON "saml_request" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "social_account_network_subject_uq" ON "social_account" USING btree ("network","subject");--> statement-breakpoint
CREATE INDEX "social_account_user_idx" ON "social_account" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "social_sign_in_request_expires_idx" ON "social_sign_in_request" USING btree ("expires_at");