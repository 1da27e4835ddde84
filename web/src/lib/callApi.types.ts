/**
 * Compile-time checks of callApi against the contract's table: `npm run typecheck` fails when a
 * call with a wrong params/query/body/headers shape would compile. Never run; only type-checked.
 */
import { chatEndpoints } from '@mithaq/contract/endpoints/chat';
import { matchesEndpoints } from '@mithaq/contract/endpoints/matches';
import { tokensEndpoints } from '@mithaq/contract/endpoints/tokens';
import { IDEMPOTENCY_HEADER } from '@mithaq/contract/matches';
import { callApi } from './callApi';

const id = '00000000-0000-4000-8000-000000000000';

export async function typeChecks() {
  // Right shapes compile, and the answer is the response schema's type.
  const wallet = await callApi(tokensEndpoints.wallet);
  wallet.balance.toFixed();
  await callApi(matchesEndpoints.pay, { params: { id }, body: { express: true }, headers: { [IDEMPOTENCY_HEADER]: 'key' } });
  await callApi(chatEndpoints.history, { params: { id }, query: { limit: 10 } });

  // @ts-expect-error a path parameter is required
  await callApi(matchesEndpoints.get);
  // @ts-expect-error the parameter's name is the path's (:id)
  await callApi(matchesEndpoints.get, { params: { matchId: id } });
  // @ts-expect-error the body's field is a boolean
  await callApi(matchesEndpoints.pay, { params: { id }, body: { express: 'yes' }, headers: { [IDEMPOTENCY_HEADER]: 'key' } });
  // @ts-expect-error a paying call needs its Idempotency-Key header
  await callApi(matchesEndpoints.pay, { params: { id }, body: { express: true } });
  // @ts-expect-error an endpoint without a body takes none
  await callApi(matchesEndpoints.unmatch, { params: { id }, body: { reason: 'x' } });
  // @ts-expect-error an unknown query field
  await callApi(chatEndpoints.history, { params: { id }, query: { page: 2 } });
  // @ts-expect-error the send body needs its content
  await callApi(chatEndpoints.send, { params: { id }, body: { clientId: id } });
  // @ts-expect-error the answer has no such field
  void (await callApi(tokensEndpoints.wallet)).nothing;
}
