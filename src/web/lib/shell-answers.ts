import type { Cart } from '../../contract/cart';
import type { Product } from '../../contract/catalogue';
import type { ErrorCode, ProblemDetails } from '../../contract/common';
import { ERROR_STATUS } from '../../contract/error-codes';
import type { Source } from '../../contract/sources';
import type { UnreadCount } from '../../contract/watchlist';
import {
  array,
  boolean,
  checked,
  id,
  integer,
  nothing,
  nullable,
  number,
  object,
  oneOf,
  optional,
  type Schema,
  string,
} from './check';

/**
 * The answers the app shell reads on every screen, checked by hand (lib/check.ts, decision record
 * 013) against the contract's types: `Schema<Product[]>` fails the build when the check's shape
 * lacks a field of the contract's.
 */
const unitPrice = nullable(object({ amount: number, per: oneOf(['kg', 'L', 'piece']) }));

const product = object({
  id,
  name: string,
  localName: optional(string),
  price: number,
  description: string,
  imageUrl: nullable(string),
  marketId: id,
  marketName: string,
  marketState: string,
  categoryId: id,
  categoryName: string,
  commodityId: id,
  unit: nullable(string),
  unitPrice,
  priceObservedAt: string,
  priceSource: string,
  priceAge: oneOf(['recent', 'old', 'stale']),
  distanceKm: optional(number),
  previousPrice: nullable(number),
  isFeatured: boolean,
});

/** GET /api/markets/featuredProducts (the home screen's strip). */
export const ProductListCheck: Schema<Product[]> = checked(array(product));

/** GET /api/sources (the name under every shown price). */
export const SourceListCheck: Schema<Source[]> = checked(
  array(
    object({
      key: string,
      name: string,
      publisher: string,
      licence: string,
      attribution: string,
      url: nullable(string),
      kind: oneOf(['market', 'area']),
      coverage: string,
      enabled: boolean,
      oldestMonth: nullable(string),
      newestMonth: nullable(string),
    }),
  ),
);

/** GET /api/carts/mine (the cart count; the cart screen reads the same answer). */
export const CartCheck: Schema<Cart> = checked(
  object({
    cartId: nullable(id),
    items: array(
      object({
        cartItemId: id,
        cartId: id,
        productId: id,
        quantity: integer,
        price: number,
        subtotal: number,
        unitPrice,
        marketId: id,
        marketName: string,
        product,
        imageData: nothing,
      }),
    ),
    totalItems: integer,
    totalPrice: number,
  }),
);

/** GET /api/notifications/unread-count (the bell). */
export const UnreadCountCheck: Schema<UnreadCount> = checked(object({ unread: integer }));

/**
 * The contract's problem body (ProblemDetailsSchema), checked without zod (lib/check.ts): every
 * failed call reads one (lib/api-client.ts).
 */
export const ProblemCheck: Schema<ProblemDetails> = checked(
  object({
    type: string,
    title: string,
    status: integer,
    code: oneOf(Object.keys(ERROR_STATUS) as ErrorCode[]),
    detail: string,
    message: string,
    errors: optional(array(object({ path: string, message: string }))),
  }),
);
