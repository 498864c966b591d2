ALTER TABLE "company" ADD COLUMN "image_url" text;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "terms_of_service" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "privacy_policy" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "created_by_company_id" text;