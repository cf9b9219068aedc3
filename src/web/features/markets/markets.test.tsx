import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NEW_ENTITY_ID } from '../../../contract/common.constants';
import type { MarketInput } from '../../../contract/markets';
import { type Call, mockFetch, problem } from '../../testing/fetch-mock';
import { signIn } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';

const ID = (n: number) => `0190c0de-0000-7000-8000-${String(n).padStart(12, '0')}`;
const ADMIN = ID(900);

/** The layout's own calls of a signed-in admin: the cart count and the bell. */
const shell = (c: Call) => {
  if (c.url === '/api/carts/mine') return problem(404, 'NOT_FOUND', 'No cart yet.');
  if (c.url === '/api/notifications/unread-count') return { status: 200, body: { unread: 0 } };
  return undefined;
};

const server = () =>
  mockFetch((c) => {
    if (c.url === '/api/markets/' && c.method === 'POST') {
      const sent = c.body as MarketInput;
      return { status: 201, body: { ...sent, id: ID(4), state: sent.state ?? '', lga: sent.lga ?? '' } };
    }
    return shell(c);
  });

type User = ReturnType<typeof userEvent.setup>;
async function fill(user: User, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = await screen.findByLabelText(label);
    await user.clear(field);
    if (value) await user.type(field, value);
  }
}

const MONDAY = {
  'Market Name': 'Monday Market',
  Address: 'Monday Market Rd, Maiduguri',
  Latitude: '11.8333',
  Longitude: '13.15',
  'Operating Hours': 'Mon–Sat 07:00–18:00',
};

describe('add market (admin)', () => {
  it('sends the market with numbers for its coordinates and the all-zero id, then empties the form', async () => {
    signIn(ADMIN, 'admin');
    const calls = server();
    const user = userEvent.setup();
    renderApp('/add-market');
    await fill(user, { ...MONDAY, 'State (optional)': 'Borno' });
    await user.click(screen.getByRole('button', { name: 'Add Market' }));
    expect(await screen.findByText('Market added successfully')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/markets/').map((c) => c.body)).toEqual([
      {
        id: NEW_ENTITY_ID,
        name: 'Monday Market',
        address: 'Monday Market Rd, Maiduguri',
        latitude: 11.8333,
        longitude: 13.15,
        openingHours: 'Mon–Sat 07:00–18:00',
        state: 'Borno',
      },
    ]);
    await waitFor(() => expect(screen.getByLabelText('Market Name')).toHaveValue(''));
  });

  it('names every missing field and sends nothing', async () => {
    signIn(ADMIN, 'admin');
    const calls = server();
    const user = userEvent.setup();
    renderApp('/add-market');
    await user.click(await screen.findByRole('button', { name: 'Add Market' }));
    for (const message of [
      '*Market Name is required',
      '*Address is required',
      '*Latitude is required',
      '*Longitude is required',
      '*Operating Hours is required',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/markets/')).toHaveLength(0);
  });

  it.each([
    ['Latitude', '91', '*Latitude must be a number between -90 and 90'],
    ['Latitude', 'north', '*Latitude must be a number between -90 and 90'],
    ['Longitude', '-180.5', '*Longitude must be a number between -180 and 180'],
  ])('refuses %s %s with "%s" and sends nothing', async (label, value, message) => {
    signIn(ADMIN, 'admin');
    const calls = server();
    const user = userEvent.setup();
    renderApp('/add-market');
    await fill(user, { ...MONDAY, [label]: value });
    await user.click(screen.getByRole('button', { name: 'Add Market' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.url === '/api/markets/')).toHaveLength(0);
  });

  it("puts the server's field errors on their fields", async () => {
    signIn(ADMIN, 'admin');
    mockFetch(
      (c) =>
        shell(c) ??
        (c.url === '/api/markets/'
          ? problem(400, 'VALIDATION_FAILED', 'The market is not valid.', [
              { path: 'body.name', message: 'Market name must be at most 120 characters.' },
            ])
          : undefined),
    );
    const user = userEvent.setup();
    renderApp('/add-market');
    await fill(user, MONDAY);
    await user.click(screen.getByRole('button', { name: 'Add Market' }));
    expect(await screen.findByText('Market name must be at most 120 characters.')).toBeInTheDocument();
    expect(screen.getByText('Failed to add market')).toBeInTheDocument();
  });
});

describe('markets near a shopper far from every priced market (Lagos)', () => {
  const LAGOS = { latitude: 6.6, longitude: 3.35 };
  const far = (n: number, name: string, distanceKm: number, minutes: number) => ({
    id: ID(n),
    name,
    address: 'Jere, Borno',
    latitude: 11.83,
    longitude: 13.15,
    openingHours: 'Not surveyed',
    state: 'Borno',
    lga: 'Jere',
    distanceKm,
    estimatedTime: minutes,
    pricing: { newestPriceAt: '2026-08-15T00:00:00.000Z', recentPrices: 0, currentPrices: 27 },
  });

  it('says honestly that no market is near, shows the nearest we know with their distance and hours, the state average prices and the picker', async () => {
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: { getCurrentPosition: (ok: (p: { coords: typeof LAGOS }) => void) => ok({ coords: LAGOS }) },
    });
    signIn(ID(7));
    mockFetch((c) => {
      if (c.url.startsWith('/api/markets/nearby?')) {
        const radius = new URL(c.url, 'http://x').searchParams.get('radiusKm');
        return { status: 200, body: radius === '50' ? [] : [far(5, 'Monday', 1270.4, 3050)] };
      }
      if (c.url.startsWith('/api/areas/at?'))
        return { status: 200, body: { key: 'lagos', name: 'Lagos', kind: 'state', zone: 'south-west' } };
      if (c.url === '/api/markets/places')
        return { status: 200, body: [{ state: 'Lagos', lga: 'Kosofe', markets: 1 }] };
      return shell(c);
    });
    renderApp('/market');
    expect(await screen.findByText('No markets found nearby.')).toBeInTheDocument();
    expect(screen.getByText(/recent market prices for Lagos are not in yet/)).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'The nearest markets we know — 1270 km away or more' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Travel time: 50 h 50 min \(3050 minutes\)/)).toBeInTheDocument();
    expect(screen.getByText(/27 prices · newest 15 Aug 2026 \(over 2 months old\)/)).toBeInTheDocument();
    // No recent price there: the card invites a report, the market filled in.
    expect(screen.getByRole('link', { name: 'Been there lately? Report a price at Monday' })).toHaveAttribute(
      'href',
      `/report-price?marketId=${ID(5)}&marketName=Monday`,
    );
    expect(screen.getAllByRole('link', { name: 'See Lagos state average prices (NBS, 2016–2022)' })[0]).toHaveAttribute(
      'href',
      '/prices/lagos',
    );
    expect(screen.getByRole('heading', { name: 'Or choose a state and LGA' })).toBeInTheDocument();
    Reflect.deleteProperty(navigator, 'geolocation');
  });
});
