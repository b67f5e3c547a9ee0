/** What a step answers to leave an event out of the stream. */
export const SKIP: unique symbol = Symbol('skip');

/**
 * A subscription's stream built from `source`: each event goes through `step`, which answers what
 * to deliver, SKIP, or throws to end the stream with an error.
 *
 * Written as an iterator rather than an async generator on purpose: a generator waiting for its
 * source's next event cannot run a `return()` until that event comes, so a subscriber who left
 * would keep its pub/sub listener (and everything the subscription holds) until the next event
 * of the topic, which for a quiet account may be never. Here `return()` closes the source at
 * once, and a `next()` still waiting then ends.
 */
export function eventStream<T, U>(source: AsyncIterable<T>, step: (event: T) => Promise<U | typeof SKIP> | U | typeof SKIP): AsyncIterableIterator<U> {
  const inner = source[Symbol.asyncIterator]();
  let closed = false;
  const close = async (): Promise<void> => {
    if (closed) return;
    closed = true;
    await inner.return?.();
  };
  return {
    async next(): Promise<IteratorResult<U>> {
      while (!closed) {
        const event = await inner.next();
        if (event.done || closed) break;
        let value: U | typeof SKIP;
        try {
          value = await step(event.value);
        } catch (err) {
          await close();
          throw err;
        }
        if (value !== SKIP && !closed) return { done: false, value };
      }
      await close();
      return { done: true, value: undefined };
    },
    async return(): Promise<IteratorResult<U>> {
      await close();
      return { done: true, value: undefined };
    },
    async throw(error?: unknown): Promise<IteratorResult<U>> {
      await close();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
