import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../lib/i18n';
import { mockFetch } from '../../testing/fetch-mock';
import { sampleCart, sampleProduct, signIn } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';

const ID = (n: number) => `0190c0de-0000-7000-8000-00000000000${n}`;

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
      recentItems: 0,
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
      costsMore: 0,
      recentItems: 0,
      lastSeen: [],
    },
  ];
  const answer = (c: { url: string }) => {
    if (c.url === '/api/carts/mine') return { status: 200, body: sampleCart(1) };
    if (c.url.startsWith(`/api/markets/ComparePrices/cart/${ID(7)}?`)) return { status: 200, body: entries };
    return undefined;
  };

  it('names the cheapest complete market and shares the comparison as text (WhatsApp without Web Share)', async () => {
    signIn(ID(7));
    mockFetch(answer);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    renderApp(`/price-comparison/${ID(1)}`);
    expect(await screen.findByText(/Cheapest complete market:/)).toHaveTextContent(
      'Cheapest complete market: Potiskum, NGN1,600 (you save NGN1,771.67 on the goods).',
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

describe('price comparison: how old a price is, and what a dearer market costs', () => {
  const dearer = {
    marketName: 'Geidam',
    marketId: ID(8),
    totalPrice: 4000,
    itemsFound: 1,
    itemsTotal: 1,
    missingItems: [],
    scaledItems: [],
    pricesAsOf: '2026-08-15',
    savings: 0,
    costsMore: 628.33,
    recentItems: 0,
    lastSeen: [],
  };
  const old = {
    ...dearer,
    marketName: 'Old Stall',
    marketId: ID(9),
    totalPrice: 0,
    itemsFound: 0,
    costsMore: 0,
    pricesAsOf: null,
    lastSeen: [{ name: 'Rice (local)', price: 1000, observedAt: '2025-01-15T00:00:00.000Z' }],
  };

  it('says a dearer market costs more (never a negative saving), lists a price over six months old as last seen, and asks again with old prices included', async () => {
    signIn(ID(7));
    const yours = {
      marketName: 'Your Cart',
      totalPrice: 3371.67,
      itemsFound: 1,
      itemsTotal: 1,
      missingItems: [],
      scaledItems: [],
      pricesAsOf: '2026-08-15',
      recentItems: 0,
    };
    const calls = mockFetch((c) => {
      if (c.url === '/api/carts/mine') return { status: 200, body: sampleCart(1) };
      if (c.url.startsWith(`/api/markets/ComparePrices/cart/${ID(7)}?`))
        return { status: 200, body: [yours, dearer, old] };
      return undefined;
    });
    const user = userEvent.setup();
    renderApp(`/price-comparison/${ID(1)}`);
    expect((await screen.findAllByText('Costs NGN628.33 more')).length).toBeGreaterThan(0);
    expect(screen.queryByText(/-NGN/)).toBeNull();
    expect(screen.getAllByText(/Last seen: Rice \(local\) N1,000 in Jan 2025 \(not counted\)/).length).toBeGreaterThan(
      0,
    );
    const asked = () =>
      calls.filter((c) => c.url.includes('/ComparePrices/cart/')).map((c) => new URL(c.url, 'http://x'));
    expect(asked()[0]!.searchParams.get('includeOld')).toBe('false');
    await user.click(screen.getByRole('checkbox', { name: /Include prices older than 6 months/ }));
    await waitFor(() => expect(asked().some((u) => u.searchParams.get('includeOld') === 'true')).toBe(true));
  });
});

describe("a product's price comparison", () => {
  it('lists the product at each market, cheapest first, with the way back to the product', async () => {
    const rice = sampleProduct(ID(3));
    const elsewhere = sampleProduct(ID(9), { marketName: 'Potiskum', price: 3000 });
    const entry = (product: typeof rice, distanceKm: number | null) => ({
      product,
      priceForPack: product.price,
      samePack: true,
      unitPrice: product.unitPrice,
      distanceKm,
    });
    const calls = mockFetch((c) =>
      c.url === `/api/products/${ID(3)}/compare`
        ? { status: 200, body: [entry(elsewhere, null), entry(rice, null)] }
        : undefined,
    );
    renderApp(`/price-comparison/${ID(3)}`);
    expect(await screen.findByText(/at 2 markets, cheapest first\./)).toHaveTextContent(
      'Rice (local) at 2 markets, cheapest first.',
    );
    expect(screen.getByRole('link', { name: 'Back to the product' })).toHaveAttribute('href', `/products/${ID(3)}`);
    const table = screen.getByRole('table', { name: 'This product at each market' });
    expect(
      within(table)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Potiskum', 'Monday']);
    // A visitor has no cart: nothing is asked of the cart.
    expect(calls.some((c) => c.url.startsWith('/api/carts'))).toBe(false);
  });

  it('counts the markets in the chosen language: Naijá', async () => {
    const rice = sampleProduct(ID(3));
    const entry = {
      product: rice,
      priceForPack: rice.price,
      samePack: true,
      unitPrice: rice.unitPrice,
      distanceKm: null,
    };
    mockFetch((c) => (c.url === `/api/products/${ID(3)}/compare` ? { status: 200, body: [entry] } : undefined));
    await activateLanguage('pcm');
    try {
      renderApp(`/price-comparison/${ID(3)}`);
      expect(await screen.findByText(/for 1 market, the cheapest first\./)).toHaveTextContent(
        'Rice (local) for 1 market, the cheapest first.',
      );
      expect(screen.getByRole('link', { name: 'Go back to the product' })).toBeInTheDocument();
      expect(screen.getByRole('table', { name: 'This product for each market' })).toBeInTheDocument();
    } finally {
      await activateLanguage('en');
    }
  });
});
