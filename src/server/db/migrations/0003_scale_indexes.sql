CREATE INDEX "app_user_created_idx" ON "app_user" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "refresh_token_revoked_family_idx" ON "refresh_token" USING btree ("family_id") WHERE "refresh_token"."revoked_at" is not null;--> statement-breakpoint
CREATE INDEX "refresh_token_expires_idx" ON "refresh_token" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_pending_idx" ON "mail_outbox" USING btree ("created_at") WHERE "mail_outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "mail_outbox_sent_idx" ON "mail_outbox" USING btree ("sent_at");