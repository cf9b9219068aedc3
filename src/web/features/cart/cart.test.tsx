import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Cart } from '../../../contract/cart';
import { sessionChanged } from '../../lib/session';
import { fakeToken, mockFetch, problem } from '../../testing/fetch-mock';
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
      product: {
        id: ID(3),
        name: 'Rice (local)',
        price: 3371.67,
        description: 'Retail price from the WFP market survey',
        imageUrl: null,
        marketId: ID(4),
        marketName: 'Monday',
        categoryId: ID(5),
        categoryName: 'cereals and tubers',
        commodityId: ID(6),
        unit: '2.7 KG',
        unitPrice: { amount: 1248.77, per: 'kg' },
        priceObservedAt: '2026-08-15T00:00:00.000Z',
        previousPrice: null,
        isFeatured: false,
      },
    },
  ],
});

function signIn() {
  localStorage.setItem('token', fakeToken({ name: 'Amina Bello', role: 'user', UserId: ID(7) }));
  localStorage.setItem('refreshToken', 'r');
  sessionChanged();
}

describe('cart quantities', () => {
  it('a refused change goes back to the quantity before it, with the server’s message', async () => {
    signIn();
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
    signIn();
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
