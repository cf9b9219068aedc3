ALTER TABLE "app_user" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "signup_request" ADD COLUMN "language" text;