import { adminSexCorrectionsSchema, type AdminSexCorrections } from '@mithaq/contract/sexCorrection';
import { apiFetch } from '../../lib/api';
import { parseOrThrow } from '../../lib/http';

/** The members' open gender correction requests, oldest first. */
export async function fetchSexCorrections(): Promise<AdminSexCorrections> {
  return parseOrThrow(adminSexCorrectionsSchema, await apiFetch<unknown>('/api/admin/sex-corrections'));
}

/** Corrects the member's gender as asked (audited with the member's reason), or declines the request. */
export async function decideSexCorrection(requestId: string, decision: 'correct' | 'decline'): Promise<void> {
  await apiFetch<unknown>(`/api/admin/sex-corrections/${requestId}/${decision}`, { method: 'POST' });
}
