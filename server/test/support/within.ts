/** `promise`, or a rejection saying `what` did not happen within `ms` (for waits no clock can move). */
export function within<T>(ms: number, promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Resolves once `condition()` holds, asking every 50 ms; rejects saying `what` did not happen
 * within `ms`. For a real server process, whose clock no test can move.
 */
export async function until(condition: () => Promise<boolean>, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what} within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
