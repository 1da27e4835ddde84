import type { AdminDeliveriesResponse, DeliveryFilter } from '@mithaq/contract/deliveries';
import { adminReviewEndpoints as endpoints } from '@mithaq/contract/endpoints/adminReview';
import { callApi } from '../../lib/callApi';
import { pageQuery } from './adminApi';

/** The Deliveries tab: mails, pushes and file deletes that failed or wait, newest first. */
export async function fetchDeliveries(filter: DeliveryFilter, cursor: string | null): Promise<AdminDeliveriesResponse> {
  return callApi(endpoints.deliveries, { query: pageQuery({ status: filter }, cursor) });
}

/** Due again now, with the full back-off ahead. */
export async function retryDelivery(id: string): Promise<void> {
  await callApi(endpoints.retryDelivery, { params: { deliveryId: id } });
}

/** Given up for good, with a fresh authenticator code. */
export async function discardDelivery(id: string, confirm: string): Promise<void> {
  await callApi(endpoints.discardDelivery, { params: { deliveryId: id }, body: { confirm } });
}
