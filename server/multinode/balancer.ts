import type { Node } from '../test/support/server-process';

/** What a balancer's health check saw of one node's readiness. */
export interface ReadinessSeen {
  node: Node;
  status: number | 'refused';
  body?: { status?: string };
}

/**
 * A load balancer as nginx or a cloud balancer acts, in miniature: it polls every node's
 * /api/ready and sends requests only to the nodes that answered 200 (round robin); a request
 * whose connection fails or that gets a 503 is tried on another node. Chat sends carry a client
 * id, so trying one again never stores it twice.
 */
export function createBalancer(nodes: Node[], checkEveryMs = 100) {
  const ready = new Set<Node>(nodes);
  const seen: ReadinessSeen[] = [];
  /** Answers each node gave through the balancer, and attempts tried again elsewhere. */
  const answered = new Map<Node, number>(nodes.map((node) => [node, 0]));
  let retried = 0;
  let turn = 0;
  let checking = true;
  const pause = () => new Promise((resolve) => setTimeout(resolve, checkEveryMs));

  const check = async (node: Node) => {
    try {
      const response = await node.fetch('/api/ready');
      const body = (await response.json()) as { status?: string };
      seen.push({ node, status: response.status, body });
      if (response.status === 200) ready.add(node);
      else ready.delete(node);
    } catch {
      seen.push({ node, status: 'refused' });
      ready.delete(node);
    }
  };
  const loop = (async () => {
    while (checking) {
      await Promise.all(nodes.map(check));
      await pause();
    }
  })();

  /** The next ready node (round robin), waiting for a health check to bring one back if none is. */
  const pick = async (): Promise<Node> => {
    for (let waited = 0; waited < 50; waited += 1) {
      const inRotation = nodes.filter((node) => ready.has(node));
      turn += 1;
      if (inRotation.length > 0) return inRotation[turn % inRotation.length]!;
      await pause();
    }
    throw new Error('no node became ready');
  };

  return {
    pick,
    seen,
    answered,
    retried: () => retried,
    /** fetch through the balancer: another ready node when one fails or answers 503. */
    async fetch(pathname: string, init?: RequestInit): Promise<Response> {
      let last: unknown;
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const node = await pick();
        try {
          const response = await node.fetch(pathname, init);
          if (response.status !== 503) {
            answered.set(node, answered.get(node)! + 1);
            return response;
          }
          last = new Error(`503 from ${node.baseUrl}`);
        } catch (error) {
          last = error;
        }
        ready.delete(node); // until its next health check says otherwise
        retried += 1;
      }
      throw last;
    },
    async stop() {
      checking = false;
      await loop;
    },
  };
}

export type Balancer = ReturnType<typeof createBalancer>;
