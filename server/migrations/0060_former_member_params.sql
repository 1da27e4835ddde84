-- A member the retention job anonymised is no longer named in English in other members' rows:
-- the job now removes the `name` value (account/retention-repo.ts), and whoever reads the row
-- says "Former member" in their own language (contract ledgerEntryText,
-- web/src/lib/notificationText.ts). Rows it anonymised before, and ledger rows 0058 converted from
-- "... Former member ...", hold the English words as the name; they lose it too. A member really
-- named so reads the same either way. The append-only trigger refuses the rewrite, so it is off
-- for this transaction only (as in 0058).
ALTER TABLE token_transactions DISABLE TRIGGER token_transactions_append_only;
--> statement-breakpoint
UPDATE token_transactions SET description_params = description_params - 'name'
  WHERE description_params->>'name' = 'Former member';
--> statement-breakpoint
ALTER TABLE token_transactions ENABLE TRIGGER token_transactions_append_only;
--> statement-breakpoint
UPDATE notifications SET message_params = message_params - 'name'
  WHERE message_params->>'name' = 'Former member';
