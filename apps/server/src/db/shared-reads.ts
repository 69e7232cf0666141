/**
 * Lookups by key that the requests waiting at the same moment share (decision 079): one statement answers
 * every key asked while the previous one ran. A request's keys are always read by a statement that started
 * after it asked, never by one already under way, so it sees every change committed before it asked, on any
 * instance, as its own statement would: sharing changes how many statements run, not what they see.
 *
 * At most one statement of a reader is under way at a time. A request waits for the one under way (if any)
 * and then for the next, which holds every key asked in between: under load the statements per request fall
 * towards none, and alone a request pays one statement as before (one for all the keys it asks together).
 */
export interface SharedReader<K, V> {
  /** The value of `key` (undefined: no row), read by a statement started after this call. */
  read(key: K): Promise<V | undefined>;
}

interface Batch<K, V> {
  keys: Set<K>;
  scheduled: boolean;
  done: Promise<Map<K, V>>;
  start(): void;
}

/**
 * A reader whose statement is `lookup(keys)`: every row found for those keys, by key. A failed statement
 * fails every request of its batch, as their own would have.
 */
export function sharedReader<K, V>(lookup: (keys: K[]) => Promise<Map<K, V>>): SharedReader<K, V> {
  let running: Promise<unknown> | null = null;
  let next: Batch<K, V> | null = null;

  function newBatch(): Batch<K, V> {
    const keys = new Set<K>();
    let start!: () => void;
    const done = new Promise<Map<K, V>>((resolve, reject) => {
      start = () => {
        // Keys asked from now on go to the batch after this one.
        if (next === batch) next = null;
        const run = lookup([...keys]);
        running = run.finally(() => {
          running = null;
          next?.start();
        });
        running.catch(() => {});
        run.then(resolve, reject);
      };
    });
    const batch: Batch<K, V> = { keys, scheduled: false, done, start };
    return batch;
  }

  return {
    async read(key) {
      const batch = (next ??= newBatch());
      batch.keys.add(key);
      // Nothing under way: this batch starts once the caller's synchronous code is done, so the keys one
      // request asks together (the catalogue's version and its user's) are one statement.
      if (!running && !batch.scheduled) {
        batch.scheduled = true;
        queueMicrotask(batch.start);
      }
      return (await batch.done).get(key);
    },
  };
}
