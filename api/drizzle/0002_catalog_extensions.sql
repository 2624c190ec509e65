-- The catalogue's search and distance indexes need these: cube and earthdistance for ll_to_earth/earth_distance, pg_trgm for typo-tolerant name search.
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
