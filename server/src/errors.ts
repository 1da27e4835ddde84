import type { ErrorBody, ErrorCode } from '@mithaq/contract/errors';
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

  /** The error as a body carries it (HTTP answers and the socket's refusals). */
  toError(): ErrorBody['error'] {
    return errorOf(this.code, this.key ? { key: this.key, params: this.params, text: this.message } : this.message);
  }
}

/** An error body's inner object: the spec's English text, with the registry key (and values) when it has one. */
export function errorOf(code: ErrorCode, message: string | ServerMessage): ErrorBody['error'] {
  const { text, key, params } = keyedMessage(message);
  return { code, message: text, ...(key && { key }), ...(params && { params }) };
}

type Message = string | ServerMessage;

export const notFound = (message: Message) => new DomainError('NOT_FOUND', message);
export const invalid = (message: Message) => new DomainError('VALIDATION', message);
export const conflict = (message: Message) => new DomainError('CONFLICT', message);
export const forbidden = (message: Message) => new DomainError('FORBIDDEN', message);
