import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddedToCartSchema, CartItemListSchema, CartItemSchema, CartSchema } from '../../../contract/cart.js';
import { type ProductHit, ProductHitListSchema } from '../../../contract/catalogue.js';
import { projectRoot } from '../../lib/paths.js';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { givenUser, type TestUser } from '../../testing/factories.js';
import { type RequestParts, send } from '../../testing/requests.js';
import { expectProblem } from '../../testing/problems.js';
import type { ErrorCode } from '../../../contract/common.js';
import { englishOf } from '../../../contract/words.js';
import { CART_MESSAGES } from './cart.service.js';

const august = readFileSync(join(projectRoot, 'data/wfp-nga/prices-2026-08.csv'), 'utf8');
const UNKNOWN = '0190c0de-0000-7000-8000-000000000000';

let t: TestApp;
let admin: TestUser;
let rice: { id: string; name: string; price: number };
let beans: { id: string; price: number };
let oil: ProductHit;
beforeAll(async () => {
  t = await buildTestApp();
  await t.services.sources.importFile('wfp', august);
  admin = await givenUser(t, { role: 'admin' });
  const search = async (q: string) =>
    ProductHitListSchema.parse((await t.app.inject({ method: 'GET', url: `/api/products?query=${q}` })).json());
  rice = (await search('rice%20local%20monday'))[0]!;
  beans = (await search('beans%20monday'))[0]!;
  oil = (await search('oil%20monday'))[0]!;
});
afterAll(() => t.close());

const call = (...parts: RequestParts) => send(t, ...parts);
const add = (u: TestUser, productId: string, quantity?: number | string) =>
  call(
    'POST',
    `/api/carts/add?productId=${productId}${quantity === undefined ? '' : `&quantity=${quantity}`}`,
    u.headers,
  );
/** A problem answer of this status and code, with this message and a field error at `path` when given. */
function refused(
  res: Parameters<typeof expectProblem>[0],
  status: number,
  code: ErrorCode,
  message?: string,
  path?: string,
) {
  const body = expectProblem(res, status, code);
  if (message) expect(body.message).toBe(message);
  if (path) expect(body.errors?.map((e) => e.path)).toContain(path);
}
const cartOf = async (u: TestUser) => CartSchema.parse((await call('GET', '/api/carts/mine', u.headers)).json());

describe('the cart', () => {
  it('adds, lists with totals summed in kobo, changes a quantity, removes and clears', async () => {
    const u = await givenUser(t);
    expect(await cartOf(u)).toEqual({ cartId: null, items: [], totalItems: 0, totalPrice: 0 });

    const first = await add(u, rice.id);
    expect(first.statusCode, first.body).toBe(201);
    const item = CartItemSchema.parse(first.json());
    expect(item).toMatchObject({ productId: rice.id, quantity: 1, price: rice.price, marketName: 'Monday' });
    expect(item.product.id).toBe(rice.id);
    // The body variant: the spec's cart item as a client fills it; its price is not used.
    const second = await call('POST', `/api/carts/add`, u.headers, {
      cartItemId: '',
      productId: beans.id,
      quantity: 3,
      price: 1,
      product: { name: 'anything' },
      userId: u.id,
    });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json()).toMatchObject({ quantity: 3, price: beans.price });

    let cart = await cartOf(u);
    expect(cart.totalItems).toBe(4);
    const kobo = (n: number) => Math.round(n * 100);
    expect(kobo(cart.totalPrice)).toBe(kobo(rice.price) + 3 * kobo(beans.price));
    expect(cart.items.map((i) => i.productId)).toEqual([rice.id, beans.id]);
    const listed = CartItemListSchema.parse(
      (await call('GET', `/api/carts/getcartitems?userId=${u.id}`, u.headers)).json(),
    );
    expect(listed).toEqual(cart.items);
    // In English the item has its name alone; in Hausa (the app's cookie) its Hausa name too.
    expect(cart.items[0]!.product).not.toHaveProperty('localName');
    const inHausa = CartSchema.parse(
      (await call('GET', '/api/carts/mine', { ...u.headers, cookie: 'kasuwa-lang=ha' })).json(),
    );
    expect(inHausa.items[0]!.product).toMatchObject({ name: 'Rice (local)', localName: 'shinkafar gida' });

    const changed = await call('PUT', '/api/carts/updateCartItem', u.headers, {
      cartItemId: item.cartItemId,
      quantity: 5,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ quantity: 5, subtotal: (kobo(rice.price) * 5) / 100 });
    expect((await cartOf(u)).totalItems).toBe(8);

    const removed = await call('DELETE', `/api/carts/removecartitem/${item.cartItemId}`, u.headers);
    expect(removed.statusCode).toBe(200);
    cart = await cartOf(u);
    expect(cart.items.map((i) => i.productId)).toEqual([beans.id]);

    const cleared = await call('DELETE', `/api/carts/clearcart/${u.id}`, u.headers);
    expect(cleared.json()).toEqual({ message: 'Cart cleared successfully' });
    expect((await cartOf(u)).items).toEqual([]);
  });

  it('a product already in the cart gets the quantity added (200, with a message saying so), up to 999', async () => {
    const u = await givenUser(t);
    const label = `${oil.name} ${oil.unit}`;
    const first = await add(u, oil.id);
    expect(first.statusCode, first.body).toBe(201);
    expect(AddedToCartSchema.parse(first.json())).toMatchObject({
      quantity: 1,
      message: `Product "${oil.name}" added to cart!`,
    });
    const again = await add(u, oil.id);
    expect(again.statusCode, again.body).toBe(200);
    const raised = AddedToCartSchema.parse(again.json());
    expect(raised).toMatchObject({ cartItemId: CartItemSchema.parse(first.json()).cartItemId, quantity: 2 });
    expect(raised.message).toBe(`${label} is already in your cart: you now have 2.`);
    expect(raised.subtotal).toBe((Math.round(oil.price * 100) * 2) / 100);

    const capped = await add(u, oil.id, 998);
    expect(capped.statusCode, capped.body).toBe(200);
    expect(AddedToCartSchema.parse(capped.json())).toMatchObject({
      quantity: 999,
      message: `${label} is already in your cart: you now have 999, the most one cart holds.`,
    });
    const cart = await cartOf(u);
    expect(cart.items.map((i) => [i.productId, i.quantity])).toEqual([[oil.id, 999]]);
  });

  it('six identical adds at the same moment leave one item of quantity 6', async () => {
    const v = await givenUser(t);
    const answers = await Promise.all(Array.from({ length: 6 }, () => add(v, oil.id)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    const quantities = answers.map((a) => AddedToCartSchema.parse(a.json()).quantity).sort();
    expect(quantities).toEqual([1, 2, 3, 4, 5, 6]);
    const cart = await cartOf(v);
    expect(cart.items.map((i) => [i.productId, i.quantity])).toEqual([[oil.id, 6]]);
  });

  it('quantity is a whole number from 1 to 999; an unknown or archived product is a 404', async () => {
    const u = await givenUser(t);
    for (const bad of [0, 1000, 1.5, 'x', -1])
      refused(await add(u, rice.id, bad), 400, 'VALIDATION_FAILED', undefined, 'querystring.quantity');
    refused(await add(u, 'not-an-id'), 400, 'VALIDATION_FAILED', undefined, 'querystring.productId');
    refused(await call('POST', '/api/carts/add', u.headers), 400, 'VALIDATION_FAILED');
    refused(await add(u, UNKNOWN), 404, 'NOT_FOUND', englishOf(CART_MESSAGES.noProduct));
    const [item] = [CartItemSchema.parse((await add(u, rice.id, 999)).json())];
    for (const bad of [0, 1000, 2.5, 'x'])
      refused(
        await call('PUT', '/api/carts/updateCartItem', u.headers, { cartItemId: item!.cartItemId, quantity: bad }),
        400,
        'VALIDATION_FAILED',
        undefined,
        'body.quantity',
      );
    expect((await cartOf(u)).items[0]!.quantity).toBe(999);

    // An admin archives a product: it cannot be added any more.
    const [sorghum] = ProductHitListSchema.parse((await call('GET', '/api/products?query=sorghum')).json());
    expect((await call('DELETE', `/api/markets/products/${sorghum!.id}`, admin.headers)).statusCode).toBe(200);
    refused(await add(u, sorghum!.id), 404, 'NOT_FOUND', englishOf(CART_MESSAGES.notOnSale));
    expect((await cartOf(u)).items).toHaveLength(1);
  });

  it('needs a login: anonymous → 401 on every call', async () => {
    for (const [method, url] of [
      ['GET', '/api/carts/getcartitems'],
      ['GET', '/api/carts/mine'],
      ['POST', `/api/carts/add?productId=${rice.id}`],
      ['PUT', '/api/carts/updateCartItem'],
      ['DELETE', `/api/carts/removecartitem/${UNKNOWN}`],
      ['DELETE', `/api/carts/clearcart/${UNKNOWN}`],
    ] as const)
      refused(
        await call(method, url, undefined, method === 'PUT' ? { cartItemId: UNKNOWN, quantity: 1 } : undefined),
        401,
        'UNAUTHORIZED',
      );
  });
});

describe('ownership', () => {
  it("user A can neither read, change, remove nor clear user B's items", async () => {
    const a = await givenUser(t);
    const b = await givenUser(t);
    const bItem = CartItemSchema.parse((await add(b, rice.id, 2)).json());

    refused(
      await call('GET', `/api/carts/getcartitems?userId=${b.id}`, a.headers),
      403,
      'FORBIDDEN',
      englishOf(CART_MESSAGES.notYours),
    );
    expect((await call('GET', '/api/carts/getcartitems', a.headers)).json()).toEqual([]);
    refused(
      await call('PUT', '/api/carts/updateCartItem', a.headers, { cartItemId: bItem.cartItemId, quantity: 7 }),
      404,
      'NOT_FOUND',
      englishOf(CART_MESSAGES.noItem),
    );
    refused(await call('DELETE', `/api/carts/removecartitem/${bItem.cartItemId}`, a.headers), 404, 'NOT_FOUND');
    refused(await call('DELETE', `/api/carts/clearcart/${b.id}`, a.headers), 403, 'FORBIDDEN');
    refused(await call('POST', `/api/carts/add?productId=${beans.id}&userId=${b.id}`, a.headers), 403, 'FORBIDDEN');
    // An admin is no exception: a cart is its shopper's.
    refused(await call('GET', `/api/carts/getcartitems?userId=${b.id}`, admin.headers), 403, 'FORBIDDEN');

    const bCart = await cartOf(b);
    expect(bCart.items).toHaveLength(1);
    expect(bCart.items[0]).toMatchObject({ cartItemId: bItem.cartItemId, quantity: 2 });
    expect((await cartOf(a)).items).toEqual([]);
  });
});
