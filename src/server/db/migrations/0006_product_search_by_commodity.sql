-- Product search matches words against the few commodities and the market index instead of a per-product text.
DROP INDEX "product_commodity_idx";--> statement-breakpoint
DROP INDEX "product_search_idx";--> statement-breakpoint
CREATE INDEX "product_commodity_price_idx" ON "product" USING btree ("commodity_id","price_kobo","id") WHERE "product"."archived_at" is null;--> statement-breakpoint
ALTER TABLE "product" DROP COLUMN "search_text";--> statement-breakpoint
-- Word similarity (`<%`) costs microseconds a row, not the planner's default of one operator: told
-- so, it reads the trigram index for market words instead of scanning every market.
ALTER FUNCTION word_similarity_op(text, text) COST 1000;--> statement-breakpoint
ALTER FUNCTION word_similarity_commutator_op(text, text) COST 1000;
