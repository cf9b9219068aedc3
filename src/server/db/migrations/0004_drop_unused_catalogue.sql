-- The catalogue tables of 0000 were never written by any code; they are rebuilt in 0005 with the
-- commodity model of decision record 005 (a drop and create rather than a chain of renames).
DROP TABLE "category" CASCADE;--> statement-breakpoint
DROP TABLE "product" CASCADE;--> statement-breakpoint
DROP TABLE "market" CASCADE;--> statement-breakpoint
DROP TABLE "price_history" CASCADE;