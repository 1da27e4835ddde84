import type { ErrorCode } from '@mithaq/contract/errors';
import { keyedMessage, type MessageParams, type ServerMessage, type ServerMessageKey } from '@mithaq/contract/messages';

/**
 * A rule said no. Services throw this with one of the contract's codes and the exact
 * user-facing message; the HTTP layer turns the code into a status. Services never see HTTP.
 * A parametrised message is thrown as a ServerMessage (serverMessage('pictures.unsupported', { name }))
 * so the body carries its key and values; a fixed text finds its key in the registry.
 */
export class DomainError extends Error {
  readonly key?: ServerMessageKey;
  readonly params?: MessageParams;

  constructor(
    readonly code: ErrorCode,
    message: string | ServerMessage,
  ) {
    const keyed = keyedMessage(message);
    super(keyed.text);
    this.name = 'DomainError';
    this.key = keyed.key;
    this.params = keyed.params;
  }
}

type Message = string | ServerMessage;

export const notFound = (message: Message) => new DomainError('NOT_FOUND', message);
export const invalid = (message: Message) => new DomainError('VALIDATION', message);
export const conflict = (message: Message) => new DomainError('CONFLICT', message);
export const forbidden = (message: Message) => new DomainError('FORBIDDEN', message);
