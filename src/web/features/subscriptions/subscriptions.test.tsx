import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SubscriptionStatus, SubscriptionType } from '../../../contract/subscriptions';
import { type Call, mockFetch, problem } from '../../testing/fetch-mock';
import { signIn } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';

const ID = (n: number) => `0190c0de-0000-7000-8000-00000000000${n}`;
const USER = ID(7);

const plans: SubscriptionType[] = [
  {
    id: ID(1),
    name: 'Monthly',
    price: 2500,
    description: 'Price charts for every market, for a month.',
    durationInSeconds: 2_592_000,
  },
  {
    id: ID(2),
    name: 'Yearly',
    price: 25000,
    description: 'A year of price charts.',
    durationInSeconds: 31_536_000,
  },
];

const emptyCart = { status: 200, body: { cartId: null, items: [], totalItems: 0, totalPrice: 0 } };

function answer(status: SubscriptionStatus | null, list: SubscriptionType[] = plans) {
  return (c: Call) => {
    if (c.url === '/api/subscriptiontypes') return { status: 200, body: list };
    if (c.url === `/api/user/${USER}/subscriptions` && status) return { status: 200, body: status };
    if (c.url === '/api/carts/mine') return emptyCart;
    return undefined;
  };
}

const planCard = (name: string) => screen.getByRole('heading', { name }).closest('li')!;

describe('subscription plans', () => {
  it('shows each plan with its monthly price, description and duration, and Subscribe leads to the payment form', async () => {
    signIn(USER);
    mockFetch(answer({ active: false, plan: null, startsAt: null, endsAt: null }));
    renderApp('/subscription');
    expect(await screen.findByRole('heading', { name: 'Monthly' })).toBeInTheDocument();
    const monthly = within(planCard('Monthly'));
    expect(monthly.getByText('NGN2,500 per month')).toBeInTheDocument();
    expect(monthly.getByText('Price charts for every market, for a month.')).toBeInTheDocument();
    expect(monthly.getByText('Duration: 2592000 seconds (30 days)')).toBeInTheDocument();
    expect(monthly.getByRole('link', { name: 'Subscribe' })).toHaveAttribute(
      'href',
      `/payment-form?totalPrice=2500&paymentType=subscription&subscriptionTypeId=${ID(1)}`,
    );
    const yearly = within(planCard('Yearly'));
    expect(yearly.getByText('NGN25,000 per month')).toBeInTheDocument();
    expect(yearly.getByText('Duration: 31536000 seconds (1 year)')).toBeInTheDocument();
    expect(
      await screen.findByText('You have no active subscription. Choose a plan to open the price charts.'),
    ).toBeInTheDocument();
  });

  it('tells a subscriber which plan they have and until when (Lagos time)', async () => {
    signIn(USER);
    mockFetch(
      answer({
        active: true,
        plan: plans[0]!,
        startsAt: '2026-08-15T22:59:00.000Z',
        endsAt: '2026-09-14T22:59:00.000Z',
      }),
    );
    renderApp('/subscription');
    expect(
      await screen.findByText('Your Monthly subscription is active until 14 Sept 2026, 23:59.'),
    ).toBeInTheDocument();
    expect(within(planCard('Monthly')).getByText('Your plan')).toBeInTheDocument();
    expect(within(planCard('Yearly')).queryByText('Your plan')).toBeNull();
  });

  it('sends a visitor to log in first, then on to the payment form', async () => {
    const calls = mockFetch(answer(null));
    renderApp('/subscription');
    await screen.findByRole('heading', { name: 'Monthly' });
    const href = within(planCard('Monthly')).getByRole('link', { name: 'Subscribe' }).getAttribute('href')!;
    const url = new URL(href, 'http://kasuwa.test');
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('next')).toBe(
      `/payment-form?totalPrice=2500&paymentType=subscription&subscriptionTypeId=${ID(1)}`,
    );
    // Nobody to ask about: no status call for a visitor.
    expect(calls.some((c) => c.url.includes('/subscriptions'))).toBe(false);
  });

  it('says when no plan is on sale', async () => {
    mockFetch(answer(null, []));
    renderApp('/subscription');
    expect(await screen.findByText('No plans are available right now.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Subscribe' })).toBeNull();
  });

  it("shows the server's message and Retry when the plans cannot be loaded", async () => {
    mockFetch((c) =>
      c.url === '/api/subscriptiontypes'
        ? problem(429, 'RATE_LIMITED', 'Too many requests, try again soon.')
        : undefined,
    );
    renderApp('/subscription');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, try again soon.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
