import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Cart } from '../../../contract/cart';
import { mockFetch, problem } from '../../testing/fetch-mock';
import { sampleProduct, signIn } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';

const ID = (n: number) => `0190c0de-0000-7000-8000-00000000000${n}`;
const cartWith = (quantity: number): Cart => ({
  cartId: ID(1),
  totalItems: quantity,
  totalPrice: 3371.67 * quantity,
  items: [
    {
      cartItemId: ID(2),
      cartId: ID(1),
      productId: ID(3),
      quantity,
      price: 3371.67,
      subtotal: 3371.67 * quantity,
      unitPrice: { amount: 1248.77, per: 'kg' },
      marketId: ID(4),
      marketName: 'Monday',
      imageData: null,
      product: sampleProduct(ID(3)),
    },
  ],
});

describe('cart quantities', () => {
  it('a refused change goes back to the quantity before it, with the server’s message', async () => {
    signIn(ID(7));
    const calls = mockFetch((c) => {
      if (c.url === '/api/carts/mine') return { status: 200, body: cartWith(1) };
      if (c.url === '/api/carts/updateCartItem')
        return problem(400, 'VALIDATION_FAILED', 'Quantity must be a whole number from 1 to 999.');
      return undefined;
    });
    const user = userEvent.setup();
    renderApp('/cart');
    const [more] = await screen.findAllByRole('button', { name: 'One more Rice (local)' });
    expect(screen.getAllByRole('button', { name: 'One less Rice (local)' })[0]).toBeDisabled();
    await user.click(more!);
    expect(await screen.findByText('Quantity must be a whole number from 1 to 999.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByLabelText('Quantity of Rice (local)').map((q) => q.textContent)).toEqual(['1', '1']),
    );
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ cartItemId: ID(2), quantity: 2 });
  });

  it('an accepted change shows the server’s totals and moves the cart count', async () => {
    signIn(ID(7));
    let quantity = 1;
    mockFetch((c) => {
      if (c.url === '/api/carts/mine') return { status: 200, body: cartWith(quantity) };
      if (c.url === '/api/carts/updateCartItem') {
        quantity = (c.body as { quantity: number }).quantity;
        return { status: 200, body: cartWith(quantity).items[0] };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderApp('/cart');
    const [more] = await screen.findAllByRole('button', { name: 'One more Rice (local)' });
    await user.click(more!);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument());
    const summary = screen.getByText('Total Price').closest('dl')!;
    expect(within(summary).getByText('NGN6,743.34')).toBeInTheDocument();
  });
});

describe('price comparison', () => {
  const entries = [
    {
      marketName: 'Your Cart',
      totalPrice: 3371.67,
      itemsFound: 1,
      itemsTotal: 1,
      missingItems: [],
      scaledItems: [],
      pricesAsOf: '2026-08-15',
    },
    {
      marketName: 'Potiskum',
      marketId: ID(8),
      totalPrice: 1600,
      itemsFound: 1,
      itemsTotal: 1,
      missingItems: [],
      scaledItems: [],
      pricesAsOf: '2026-08-15',
      savings: 1771.67,
    },
  ];
  const answer = (c: { url: string }) => {
    if (c.url === '/api/carts/mine') return { status: 200, body: cartWith(1) };
    if (c.url === `/api/markets/ComparePrices/cart/${ID(7)}`) return { status: 200, body: entries };
    return undefined;
  };

  it('names the cheapest complete market and shares the comparison as text (WhatsApp without Web Share)', async () => {
    signIn(ID(7));
    mockFetch(answer);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    renderApp(`/price-comparison/${ID(1)}`);
    expect(await screen.findByText(/Cheapest complete market:/)).toHaveTextContent(
      'Cheapest complete market: Potiskum, NGN1,600 (you save NGN1,771.67).',
    );
    expect(screen.getByText(/Your Cart Total:/)).toHaveTextContent('Your Cart Total: NGN3,371.67');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const url = new URL(String(open.mock.calls[0]![0]));
    expect(url.origin).toBe('https://wa.me');
    expect(url.searchParams.get('text')).toBe(
      'My Kasuwa basket: NGN3,371.67 as picked.\nCheapest complete market: Potiskum, NGN1,600.',
    );
  });

  it('uses Web Share when the phone has it', async () => {
    signIn(ID(7));
    mockFetch(answer);
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const user = userEvent.setup();
    renderApp(`/price-comparison/${ID(1)}`);
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Kasuwa price comparison',
      text: 'My Kasuwa basket: NGN3,371.67 as picked.\nCheapest complete market: Potiskum, NGN1,600.',
    });
    Reflect.deleteProperty(navigator, 'share');
  });
});

describe('Add to Cart', () => {
  const added = (quantity: number, message: string) => ({
    status: quantity === 1 ? 201 : 200,
    body: { ...cartWith(quantity).items[0], message },
  });

  it("a product already in the cart gets one more: a success toast in the server's words, the count follows", async () => {
    signIn(ID(7));
    let quantity = 1;
    const calls = mockFetch((c) => {
      if (c.url === `/api/markets/products/${ID(3)}`)
        return { status: 200, body: { product: sampleProduct(ID(3)), imageData: null } };
      if (c.url === '/api/carts/mine') return { status: 200, body: cartWith(quantity) };
      if (c.url === `/api/carts/add?productId=${ID(3)}&quantity=1` && c.method === 'POST') {
        quantity += 1;
        return added(quantity, 'Rice (local) 2.7 KG is already in your cart: you now have 2.');
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderApp(`/products/${ID(3)}`);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Cart, 1 items' })).toBeInTheDocument());
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    const toast = await screen.findByText('Rice (local) 2.7 KG is already in your cart: you now have 2.');
    expect(toast.closest('.Toastify__toast')).toHaveClass('Toastify__toast--success');
    expect(screen.queryByText(/already exists|Failed to add/)).toBeNull();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('adding the same product again says the new quantity in the one toast already there', async () => {
    signIn(ID(7));
    let quantity = 1;
    mockFetch((c) => {
      if (c.url === `/api/markets/products/${ID(3)}`)
        return { status: 200, body: { product: sampleProduct(ID(3)), imageData: null } };
      if (c.url === '/api/carts/mine') return { status: 200, body: cartWith(quantity) };
      if (c.url.startsWith('/api/carts/add')) {
        quantity += 1;
        return added(quantity, `Rice (local) 2.7 KG is already in your cart: you now have ${quantity}.`);
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderApp(`/products/${ID(3)}`);
    const add = await screen.findByRole('button', { name: 'Add to Cart' });
    await user.click(add);
    await screen.findByText('Rice (local) 2.7 KG is already in your cart: you now have 2.');
    await user.click(add);
    await screen.findByText('Rice (local) 2.7 KG is already in your cart: you now have 3.');
    const shown = () =>
      Array.from(document.querySelectorAll('.Toastify__toast')).filter((t) => !t.className.includes('exit'));
    await waitFor(() => expect(shown()).toHaveLength(1));
    expect(shown()[0]).toHaveTextContent('you now have 3.');
  });

  it("a new product: the server's words too", async () => {
    signIn(ID(7));
    mockFetch((c) => {
      if (c.url === `/api/markets/products/${ID(3)}`)
        return { status: 200, body: { product: sampleProduct(ID(3)), imageData: null } };
      if (c.url === '/api/carts/mine') return { status: 200, body: { ...cartWith(0), items: [] } };
      if (c.url.startsWith('/api/carts/add')) return added(1, 'Product "Rice (local)" added to cart!');
      return undefined;
    });
    const user = userEvent.setup();
    renderApp(`/products/${ID(3)}`);
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Product "Rice (local)" added to cart!')).toBeInTheDocument();
  });
});
