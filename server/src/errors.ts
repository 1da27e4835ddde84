import type { ErrorCode } from '@mithaq/contract/errors';

/**
 * A rule said no. Services throw this with one of the contract's codes and the exact
 * user-facing message; the HTTP layer turns the code into a status. Services never see HTTP.
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const notFound = (message: string) => new DomainError('NOT_FOUND', message);
export const invalid = (message: string) => new DomainError('VALIDATION', message);
export const conflict = (message: string) => new DomainError('CONFLICT', message);
export const forbidden = (message: string) => new DomainError('FORBIDDEN', message);
