import { vi } from 'vitest';

export interface XhrRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

export interface XhrAnswer {
  status: number;
  body?: unknown;
  /** Upload progress events to fire first, as [loaded, total]. */
  progress?: [number, number][];
  /** Fire a network error instead of an answer. */
  networkError?: boolean;
}

/** Fires an upload progress event on the request being answered. */
export type EmitProgress = (loaded: number, total: number) => void;

type Handler = (request: XhrRequest, emitProgress: EmitProgress) => XhrAnswer | Promise<XhrAnswer>;

/**
 * Replaces XMLHttpRequest (the browser boundary of picture uploads) with a fake answering every
 * request through `handler`, asynchronously, progress events first.
 */
export function stubXhr(handler: Handler) {
  const requests: XhrRequest[] = [];

  class FakeXMLHttpRequest {
    status = 0;
    statusText = '';
    responseText = '';
    withCredentials = false;
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private request: XhrRequest = { method: '', url: '', headers: {}, body: undefined };

    open(method: string, url: string) {
      this.request = { method, url, headers: {}, body: undefined };
    }

    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }

    send(body: unknown) {
      this.request.body = body;
      requests.push(this.request);
      const emitProgress: EmitProgress = (loaded, total) =>
        this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
      void Promise.resolve(handler(this.request, emitProgress)).then((answer) => {
        for (const [loaded, total] of answer.progress ?? []) emitProgress(loaded, total);
        if (answer.networkError) {
          this.onerror?.();
          return;
        }
        this.status = answer.status;
        this.responseText = answer.body === undefined ? '' : JSON.stringify(answer.body);
        this.onload?.();
      });
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXMLHttpRequest);
  return { requests };
}
