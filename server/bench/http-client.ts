import http from 'node:http';

/**
 * A lean HTTP client for load generation: kept-alive connections and no body parsing. The
 * benchmarks share the machine with the server they measure, so every millisecond the load
 * generator spends is taken from the server (fetch costs several times more per request).
 */
export function jsonPoster(baseUrl: string, maxSockets = 256) {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const { hostname, port } = new URL(baseUrl);
  return {
    /** POSTs `body` as JSON; resolves with the status once the answer is read (0 when the request failed). */
    post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<number> {
      const payload = JSON.stringify(body);
      return new Promise((resolve) => {
        const request = http.request(
          { agent, hostname, port, path, method: 'POST', headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } },
          (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode ?? 0));
            response.on('error', () => resolve(0));
          },
        );
        request.on('error', () => resolve(0));
        request.end(payload);
      });
    },
    close: () => agent.destroy(),
  };
}
