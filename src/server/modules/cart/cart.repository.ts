import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { MAX_CART_QUANTITY } from '../../../contract/cart.js';
import { unnestRows } from '../../db/arrays.js';
import type { Db } from '../../db/client.js';
import { ownedBy } from '../../db/ownership.js';
import { withTransactions } from '../../db/transactional.js';
import { uuidv7 } from '../../lib/ids.js';
import type { OwnerScope } from '../../plugins/auth.js';
import { cart, cartItem } from './cart.tables.js';

export type CartItemRow = typeof cartItem.$inferSelect;

/** Queries only; every one takes the owner's user id, so another shopper's items are simply not found. */
function queries(db: Db) {
  async function cartOf(userId: string): Promise<string | undefined> {
    const [row] = await db.select({ id: cart.id }).from(cart).where(ownedBy(cart.userId, userId));
    return row?.id;
  }

  /** The item is in a cart of this owner: items are owned through their cart. */
  const ownedCart = (scope: OwnerScope) =>
    inArray(cartItem.cartId, db.select({ id: cart.id }).from(cart).where(ownedBy(cart.userId, scope)));

  return {
    cartOf,

    /** The shopper's cart, created on first use; two first adds at once share the one row. */
    async ensureCart(userId: string): Promise<string> {
      await db.insert(cart).values({ id: uuidv7(), userId }).onConflictDoNothing();
      return (await cartOf(userId))!;
    },

    async items(userId: string): Promise<CartItemRow[]> {
      return db
        .select({ ...cartItemColumns })
        .from(cartItem)
        .innerJoin(cart, eq(cart.id, cartItem.cartId))
        .where(ownedBy(cart.userId, userId))
        .orderBy(asc(cartItem.createdAt), asc(cartItem.id));
    },

    /**
     * Adds a product, or adds the quantity to the item already holding it (at most 999 in all): one
     * statement on the unique (cart, product) key, so identical adds at the same moment all count.
     * `created` tells a new row (xmax 0) from a raised one.
     */
    async addItem(
      cartId: string,
      productId: string,
      quantity: number,
      now: Date,
    ): Promise<{ row: CartItemRow; created: boolean }> {
      const [added] = await db
        .insert(cartItem)
        .values({ id: uuidv7(), cartId, productId, quantity })
        .onConflictDoUpdate({
          target: [cartItem.cartId, cartItem.productId],
          set: {
            quantity: sql`least(${cartItem.quantity} + excluded.quantity, ${MAX_CART_QUANTITY})`,
            updatedAt: now,
          },
        })
        .returning({ ...cartItemColumns, created: sql<boolean>`(xmax = 0)` });
      const { created, ...row } = added!;
      return { row, created };
    },

    async setQuantity(userId: string, itemId: string, quantity: number, now: Date): Promise<CartItemRow | undefined> {
      const [row] = await db
        .update(cartItem)
        .set({ quantity, updatedAt: now })
        .where(and(eq(cartItem.id, itemId), ownedCart(userId)))
        .returning();
      return row;
    },

    async removeItem(userId: string, itemId: string): Promise<boolean> {
      const rows = await db
        .delete(cartItem)
        .where(and(eq(cartItem.id, itemId), ownedCart(userId)))
        .returning({ id: cartItem.id });
      return rows.length > 0;
    },

    /**
     * Takes what was bought out of the cart: each product's quantity goes down by the quantity
     * bought, and the item goes when nothing is left. What the shopper added meanwhile stays.
     */
    async removeBought(userId: string, bought: ReadonlyArray<{ productId: string; quantity: number }>): Promise<void> {
      if (bought.length === 0) return;
      const rows = unnestRows('b', bought, {
        product_id: ['uuid', (b) => b.productId],
        quantity: ['int', (b) => b.quantity],
      });
      await db.execute(sql`
        with b as (select * from ${rows}),
        gone as (
          delete from ${cartItem} using b
          where ${cartItem.productId} = b.product_id and ${cartItem.quantity} <= b.quantity and ${ownedCart(userId)}
        )
        update ${cartItem} set quantity = ${cartItem.quantity} - b.quantity, updated_at = now() from b
        where ${cartItem.productId} = b.product_id and ${cartItem.quantity} > b.quantity and ${ownedCart(userId)}`);
    },

    async clear(userId: string): Promise<number> {
      const rows = await db.delete(cartItem).where(ownedCart(userId)).returning({ id: cartItem.id });
      return rows.length;
    },
  };
}

const cartItemColumns = {
  id: cartItem.id,
  cartId: cartItem.cartId,
  productId: cartItem.productId,
  quantity: cartItem.quantity,
  createdAt: cartItem.createdAt,
  updatedAt: cartItem.updatedAt,
};

export const createCartRepository = (db: Db) => withTransactions(db, queries);

export type CartRepository = ReturnType<typeof createCartRepository>;
