import { describe, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { payArguments } from '../../src/features/matches/payments';
import { payProcedure } from '../../src/features/matches/procedures';
import { defineProcedure, type ArgsOf } from '../../src/platform/db/procedures';

/**
 * Compile-time checks (npm run typecheck compiles server/test; each @ts-expect-error fails the
 * build when its line stops being an error): a definition's callers and events cannot name an
 * argument the function does not take, nor read an answer field the schema does not have.
 */
type PayArgs = Parameters<typeof payProcedure.values>[0];
type PayAnswer = Awaited<ReturnType<typeof payProcedure.call>>;

const valid: PayArgs = payArguments('payer', 'match', false, 'key', new Date(0));

describe('defineProcedure types', () => {
  it('take the arguments by name, each with the TypeScript type of its SQL type', () => {
    expectTypeOf<PayArgs['match']>().toEqualTypeOf<string>();
    expectTypeOf<PayArgs['now']>().toEqualTypeOf<Date>();
    expectTypeOf<PayArgs['express']>().toEqualTypeOf<boolean>();
    expectTypeOf<ArgsOf<{ upTo: 'bigint?'; costs: 'int[]' }>>().toEqualTypeOf<{ upTo: number | null; costs: number[] }>();

    // @ts-expect-error payerId is not one of mithaq_pay's arguments (p_payer is)
    const misnamed: PayArgs = { ...valid, payerId: 'payer' };
    expectTypeOf(misnamed).toEqualTypeOf<PayArgs>();
    const { payer: _payer, ...withoutPayer } = valid;
    // @ts-expect-error every argument is required
    expectTypeOf(payProcedure.values).toBeCallableWith(withoutPayer);
    // @ts-expect-error now is a timestamptz: a Date, not its text
    expectTypeOf(payProcedure.values).toBeCallableWith({ ...valid, now: '2026-01-01T00:00:00Z' });
  });

  it('answer with the schema\'s type, so a wrong field does not compile', () => {
    expectTypeOf<PayAnswer['answer']>().toEqualTypeOf<{ chatUnlocked: boolean; balance: number }>();
    // @ts-expect-error mithaq_pay's answer has chatUnlocked, not unlocked
    expectTypeOf<PayAnswer['answer']['unlocked']>().toBeBoolean();
  });

  it('give the events hook the parsed answer and the named arguments', () => {
    defineProcedure('mithaq_example', {
      args: { match: 'uuid' },
      answer: z.object({ marked: z.number() }),
      refusals: {},
      // @ts-expect-error the answer has no count, and the arguments no reader
      events: (answer, { reader }) => [{ type: 'message.read', matchId: reader, readerId: reader, upToSeq: answer.count, recipients: [] }],
    });
  });
});
