ALTER TABLE "token_transactions" ALTER COLUMN "description" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "token_transactions" ADD COLUMN "description_key" text;--> statement-breakpoint
ALTER TABLE "token_transactions" ADD COLUMN "description_params" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "token_transactions" ADD CONSTRAINT "token_transactions_wording_check" CHECK ("token_transactions"."description_key" is not null or "token_transactions"."description" is not null);--> statement-breakpoint

-- Issue 31, "keys, not sentences": each existing row written in English by the app becomes its
-- wording's key (ledgerKeys, contract/src/tokens.ts) and params; a row matching none of today's
-- wordings (a moderator's note on an adjustment) keeps its text. Each wording is matched only on
-- the rows that wording is written on (type, a match reference or none, the weekly dedupe key),
-- so a moderator's note that happens to read like one stays a note. The append-only trigger
-- (server/src/features/tokens/sql/mithaq_ledger_append_only.sql) refuses these rewrites, so it is
-- off for this migration's transaction only.
ALTER TABLE token_transactions DISABLE TRIGGER token_transactions_append_only;
--> statement-breakpoint
UPDATE token_transactions SET description_key = 'ledger.welcome', description = NULL
  WHERE type = 'grant' AND reference_id IS NULL AND dedupe_key IS NULL AND description = 'Welcome tokens';
--> statement-breakpoint
UPDATE token_transactions SET description_key = 'ledger.weekly', description = NULL
  WHERE type = 'grant' AND dedupe_key LIKE 'weekly:%' AND description = 'Weekly tokens';
--> statement-breakpoint
-- The match wordings, each naming the other person: the name is the pattern's one group.
UPDATE token_transactions t SET description_key = w.key,
    description_params = jsonb_build_object('name', substring(t.description from w.pattern)), description = NULL
  FROM (VALUES
    ('ledger.unlock', 'payment', '^Unlocked chat with (.+)$'),
    ('ledger.express', 'express_payment', '^Express unlock with (.+)$'),
    ('ledger.unmatchPenalty', 'penalty', '^Unmatched (.+)$'),
    ('ledger.ghostingPenalty', 'penalty', '^No reply to (.+) in time$'),
    ('ledger.refund', 'refund', '^Refund: match with (.+) ended$'),
    ('ledger.rematch', 'payment', '^Rematch with (.+)$')
  ) AS w(key, type, pattern)
  WHERE t.type = w.type AND t.reference_id IS NOT NULL AND t.description ~ w.pattern;
--> statement-breakpoint
-- A former member's own rows the retention job already neutralised (its English per type).
UPDATE token_transactions t SET description_key = 'ledger.closed.' || t.type, description = NULL
  FROM profiles p
  WHERE p.id = t.user_id AND p.anonymized_at IS NOT NULL AND (t.type, t.description) IN (
    ('grant', 'Tokens granted'), ('purchase', 'Tokens bought'), ('refund', 'Tokens refunded'),
    ('payment', 'Chat payment'), ('express_payment', 'Express chat payment'), ('penalty', 'Penalty'));
--> statement-breakpoint
ALTER TABLE token_transactions ENABLE TRIGGER token_transactions_append_only;
--> statement-breakpoint

-- The functions that write ledger rows now take a wording's key instead of an English template
-- (their files: server/src/features/{tokens,matches}/sql/); the arguments are renamed or added,
-- which CREATE OR REPLACE cannot do, so the old ones go and the migrator's step creates the new.
DROP FUNCTION mithaq_spend(uuid, int, text, text, uuid, timestamptz);
--> statement-breakpoint
DROP FUNCTION mithaq_pay(uuid, uuid, boolean, text, text, timestamptz, int, bigint, text, text, text, jsonb);
--> statement-breakpoint
DROP FUNCTION mithaq_rematch(uuid, uuid, text, text, timestamptz, int, bigint, text, text, jsonb);
--> statement-breakpoint
DROP FUNCTION mithaq_unmatch(uuid, uuid, timestamptz, int, int, text, text);
--> statement-breakpoint
DROP FUNCTION mithaq_refund_unlock_payments(uuid, int[], text, timestamptz);
