CREATE TABLE "custom_privacy_policy" (
	"company_id" varchar(24) PRIMARY KEY NOT NULL,
	"link" text,
	"description" text,
	"headline" text,
	"body" text,
	"version" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mobile_login_link" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" varchar(24) NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "onboarding_page" (
	"company_id" varchar(24) NOT NULL,
	"page_name" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboarding_page_company_id_page_name_pk" PRIMARY KEY("company_id","page_name")
);
--> statement-breakpoint
CREATE TABLE "user_consent" (
	"company_id" varchar(24) NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"term_of_service_version" text,
	"privacy_policy_version" text,
	"customer_privacy_policy_version" integer DEFAULT 0 NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_consent_company_id_user_id_pk" PRIMARY KEY("company_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "user_queue" (
	"company_id" varchar(24) NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"group_id" varchar(24) NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "user_queue_company_id_user_id_pk" PRIMARY KEY("company_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "oauth_access_token" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" varchar(24) NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"client_id" text NOT NULL,
	"code_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oauth_authorization_code" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" varchar(24) NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"client_id" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"code_challenge" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "oauth_client" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"company_id" varchar(24),
	"client_id" text NOT NULL,
	"name" text NOT NULL,
	"redirect_uri_list" text[] DEFAULT '{}' NOT NULL,
	"secret_hash" text,
	"is_public" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "personal_access_token" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"company_id" varchar(24) NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "mobile_login_link_user_idx" ON "mobile_login_link" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "user_queue_group_idx" ON "user_queue" USING btree ("company_id","group_id","position");--> statement-breakpoint
CREATE INDEX "oauth_access_token_user_idx" ON "oauth_access_token" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "oauth_authorization_code_user_idx" ON "oauth_authorization_code" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "oauth_client_client_id_uq" ON "oauth_client" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "personal_access_token_hash_uq" ON "personal_access_token" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "personal_access_token_user_idx" ON "personal_access_token" USING btree ("company_id","user_id");