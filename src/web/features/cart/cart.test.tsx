import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, problem } from '../../testing/fetch-mock';
import { sampleCart, sampleProduct, signIn } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';

const ID = (n: number) => `0190c0de-0000-7000-8000-00000000000${n}`;

describe('cart quantities', () => {
  it('a refused change goes back to the quantity before it, with the server’s message', async () => {
    signIn(ID(7));
    const calls = mockFetch((c) => {
      if (c.url === '/api/carts/mine') return { status: 200, body: sampleCart(1) };
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
      if (c.url === '/api/carts/mine') return { status: 200, body: sampleCart(quantity) };
      if (c.url === '/api/carts/updateCartItem') {
        quantity = (c.body as { quantity: number }).quantity;
        return { status: 200, body: sampleCart(quantity).items[0] };
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

describe("the cart's item names", () => {
  it('an item named in the app’s language shows that name over its English one, and its buttons say it', async () => {
    signIn(ID(7));
    const cart = sampleCart(1);
    const named = {
      ...cart,
      items: cart.items.map((i) => ({ ...i, product: { ...i.product, localName: 'shinkafar gida' } })),
    };
    mockFetch((c) => (c.url === '/api/carts/mine' ? { status: 200, body: named } : undefined));
    renderApp('/cart');
    const [link] = await screen.findAllByRole('link', { name: /^shinkafar gida/ });
    expect(within(link!).getByText('Rice (local)')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'One more shinkafar gida' })).toHaveLength(2);
  });
});

describe('Add to Cart', () => {
  const added = (quantity: number, message: string) => ({
    status: quantity === 1 ? 201 : 200,
    body: { ...sampleCart(quantity).items[0], message },
  });

  it("a product already in the cart gets one more: a success toast in the server's words, the count follows", async () => {
    signIn(ID(7));
    let quantity = 1;
    const calls = mockFetch((c) => {
      if (c.url === `/api/markets/products/${ID(3)}`)
        return { status: 200, body: { product: sampleProduct(ID(3)), imageData: null } };
      if (c.url === '/api/carts/mine') return { status: 200, body: sampleCart(quantity) };
      if (c.url === `/api/carts/add?productId=${ID(3)}&quantity=1` && c.method === 'POST') {
        quantity += 1;
        return added(quantity, 'Rice (local) 2.7 KG is already in your cart: you now have 2.');
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderApp(`/products/${ID(3)}`);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument());
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
      if (c.url === '/api/carts/mine') return { status: 200, body: sampleCart(quantity) };
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
      if (c.url === '/api/carts/mine') return { status: 200, body: { ...sampleCart(0), items: [] } };
      if (c.url.startsWith('/api/carts/add')) return added(1, 'Product "Rice (local)" added to cart!');
      return undefined;
    });
    const user = userEvent.setup();
    renderApp(`/products/${ID(3)}`);
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Product "Rice (local)" added to cart!')).toBeInTheDocument();
  });
});
