/** One item per key, the last of each (a later line of a file says more recently what it names), in first-seen order. */
export function lastOfEach<T>(items: readonly T[], key: (item: T) => string): Map<string, T> {
  const map = new Map<string, T>();
  for (const item of items) map.set(key(item), item);
  return map;
}
