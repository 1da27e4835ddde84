import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../src/platform/db/connect';
import { deckStatementText, type DeckQuery } from '../src/features/discover/repo';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/** A bench-controlled value as an SQL literal (uuids, dates, numbers, country codes). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return `'{${value.map((v) => `"${String(v)}"`).join(',')}}'`;
  return `'${String(value).replaceAll("'", "''")}'`;
}

const touches = (node: PlanNode, relation: string): boolean =>
  node['Relation Name'] === relation || (node.Plans ?? []).some((child) => touches(child, relation));

/** A Materialize whose input reads profile_actions: the seen list rescanned once per candidate. */
function materializesSeenList(node: PlanNode): boolean {
  if (node['Node Type'] === 'Materialize' && touches(node, 'profile_actions')) return true;
  return (node.Plans ?? []).some(materializesSeenList);
}

/**
 * The plans the server really runs: the deck statement prepared on one connection, explained
 * on its first execution (a custom plan, as PGlite makes on every call) and again past
 * PostgreSQL's five custom plans, when a named statement may switch to its cached generic plan.
 */
export async function deckPlan(db: Db, query: DeckQuery) {
  const { text, params } = deckStatementText(db, query);
  const execute = `execute deck_plan_check (${params.map(literal).join(', ')})`;
  return db.transaction(async (tx) => {
    const explain = async () => {
      const rows = await queryRows<Record<string, unknown>>(tx, sql.raw(`explain (format json) ${execute}`));
      const cell = Object.values(rows[0] ?? {})[0];
      return ((typeof cell === 'string' ? JSON.parse(cell) : cell) as [{ Plan: PlanNode }])[0].Plan;
    };
    await tx.execute(sql.raw(`prepare deck_plan_check as ${text}`));
    const custom = await explain();
    for (let i = 0; i < 6; i++) await tx.execute(sql.raw(execute));
    const cached = await explain();
    await tx.execute(sql.raw('deallocate deck_plan_check'));
    // The exclusions (seen list and blocks) must be one hashed SubPlan: read once, not per candidate.
    // PostgreSQL 15 writes "NOT (hashed SubPlan 2)", PGlite's newer one "NOT (ANY (id = (hashed SubPlan 2).col1))".
    const hashed = (plan: PlanNode) => /NOT \((ANY \(id = \()?hashed SubPlan \d+/.test(JSON.stringify(plan));
    return {
      plans: [custom, cached],
      materialized: materializesSeenList(custom) || materializesSeenList(cached),
      hashed: hashed(custom) && hashed(cached),
      // A generic plan keeps its $n parameters; a custom one shows the values.
      generic: /\$\d/.test(JSON.stringify(cached)),
    };
  });
}
