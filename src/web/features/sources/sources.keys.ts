/** The sources feature's cached answers; every key starts with `all`. */
export const sourceKeys = {
  all: ['sources'] as const,
  list: () => [...sourceKeys.all, 'list'] as const,
  admin: () => [...sourceKeys.all, 'admin'] as const,
};
