-- Room on each page for updated rows (issue 18). Every payment, refund and penalty rewrites the
-- payer's profiles row (the ledger trigger moves token_balance) and every message, payment and
-- timer rewrites its matches row. With full pages (fillfactor 100) PostgreSQL must put the new
-- version on another page and write every index again; with room left on the page the update is
-- HOT (heap-only: no index touched) whenever no indexed column changed, as for token_balance.
-- Applies to pages written from now on; VACUUM FULL (or pg_repack) applies it to old pages.
ALTER TABLE profiles SET (fillfactor = 85);
--> statement-breakpoint
ALTER TABLE matches SET (fillfactor = 85);
