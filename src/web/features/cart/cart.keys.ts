/** The cart feature's cached answers: the signed-in shopper's cart. */
export const cartKeys = {
  all: ['cart'] as const,
};
