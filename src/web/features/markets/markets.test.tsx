import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NEW_ENTITY_ID } from '../../../contract/common';
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
