import { z } from 'zod';
import { ProductSchema, UnitPriceSchema } from './catalogue.js';
import { IdSchema, MessageSchema } from './common.js';
import { MAX_CART_QUANTITY } from './cart.constants.js';
export { MAX_CART_QUANTITY } from './cart.constants.js';

/** A whole number of units from 1 to 999 (a query string's "3" counts as 3). */
const QuantitySchema = z.coerce
  .number({ message: /*i18n*/ 'Quantity must be a whole number from 1 to 999.' })
  .int({ message: /*i18n*/ 'Quantity must be a whole number from 1 to 999.' })
  .min(1, { message: /*i18n*/ 'Quantity must be a whole number from 1 to 999.' })
  .max(MAX_CART_QUANTITY, { message: /*i18n*/ 'Quantity must be a whole number from 1 to 999.' });

/**
 * A cart item: the spec's fields (cartItemId, cartId, productId, quantity, price, product,
 * imageData) plus what the cart screen shows: the product's market, its unit price and the
 * subtotal, decided by the server in kobo. `price` is the product's current price. `imageData` is
 * always null here (the product's `imageUrl` is the picture; the details call carries the bytes).
 */
export const CartItemSchema = z.object({
  cartItemId: IdSchema,
  cartId: IdSchema,
  productId: IdSchema,
  quantity: z.number().int(),
  price: z.number(),
  subtotal: z.number(),
  unitPrice: UnitPriceSchema,
  marketId: IdSchema,
  marketName: z.string(),
  product: ProductSchema,
  imageData: z.null(),
});
export type CartItem = z.infer<typeof CartItemSchema>;
export const CartItemListSchema = z.array(CartItemSchema);

/**
 * The add call's answer: the item as it now is, and what happened in words for the shopper. A new
 * item is a 201; a product already in the cart gets one more (or `quantity` more, at most 999 in
 * all) and a 200.
 */
export const AddedToCartSchema = CartItemSchema.extend(MessageSchema.shape);
export type AddedToCart = z.infer<typeof AddedToCartSchema>;

/** The caller's cart with its totals: items (the sum of quantities) and price (naira, summed in kobo). */
export const CartSchema = z.object({
  cartId: IdSchema.nullable(),
  items: CartItemListSchema,
  totalItems: z.number().int(),
  totalPrice: z.number(),
});
export type Cart = z.infer<typeof CartSchema>;

export const CartOwnerQuerySchema = z.object({ userId: IdSchema.optional() });

/** `POST /api/carts/add?productId&quantity&userId`; quantity 1 when absent (a list's Add button). */
export const AddToCartQuerySchema = z.object({
  productId: IdSchema.optional(),
  quantity: QuantitySchema.optional(),
  userId: IdSchema.optional(),
});

/** The body variant: the spec's cart item as a client fills it; the price it sends is never used. */
export const AddToCartBodySchema = z
  .object({
    productId: IdSchema.optional(),
    quantity: QuantitySchema.optional(),
    userId: IdSchema.optional(),
  })
  .loose()
  .nullish();

export const UpdateCartItemSchema = z.object({ cartItemId: IdSchema, quantity: QuantitySchema });
export type UpdateCartItem = z.infer<typeof UpdateCartItemSchema>;
