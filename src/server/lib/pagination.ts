/** Turns a 1-based page request into SQL limit/offset and a total into a page count. */
export function pageWindow(page: number, pageSize: number) {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

export function totalPages(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** One page of a list, in the contract's `pageOf(...)` shape. */
export function toPage<T>(items: T[], { page, pageSize, total }: { page: number; pageSize: number; total: number }) {
  return { items, page, pageSize, total, totalPages: totalPages(total, pageSize) };
}
