CREATE TABLE "group_email_manager" (
	"company_id" varchar(24) NOT NULL,
	"group_id" varchar(24) NOT NULL,
	"user_id" varchar(24) NOT NULL,
	CONSTRAINT "group_email_manager_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE INDEX "group_email_manager_user_idx" ON "group_email_manager" USING btree ("company_id","user_id");