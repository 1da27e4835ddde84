import { adminDeliveriesResponseSchema, type AdminDeliveriesResponse, type DeliveryFilter } from '@mithaq/contract/deliveries';
import { apiFetch } from '../../lib/api';
import { parseOrThrow } from '../../lib/http';
import { pagePath } from './adminApi';

/** The Deliveries tab: mails, pushes and file deletes that failed or wait, newest first. */
export async function fetchDeliveries(filter: DeliveryFilter, cursor: string | null): Promise<AdminDeliveriesResponse> {
  return parseOrThrow(adminDeliveriesResponseSchema, await apiFetch<unknown>(pagePath('/api/admin/deliveries', { status: filter }, cursor)));
}

/** Due again now, with the full back-off ahead. */
export async function retryDelivery(id: string): Promise<void> {
  await apiFetch<unknown>(`/api/admin/deliveries/${id}/retry`, { method: 'POST' });
}

/** Given up for good, with a fresh authenticator code. */
export async function discardDelivery(id: string, confirm: string): Promise<void> {
  await apiFetch<unknown>(`/api/admin/deliveries/${id}/discard`, { method: 'POST', json: { confirm } });
}
