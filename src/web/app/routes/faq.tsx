import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Accordion } from '../../components/ui';
import { paths } from '../paths';

// eslint-disable-next-line lingui/no-unlocalized-strings -- class names, not texts
const LINK = 'text-brand-700 underline';

/** The questions (messages, read where shown) and their answers; the answers name the app's buttons as they read. */
const QUESTIONS: Array<{ title: MessageDescriptor; body: ReactNode }> = [
  {
    title: msg`How does price comparison work?`,
    body: (
      <p>
        <Trans comment="Compare Prices is the cart's button">
          Add products to your cart from any market, then choose Compare Prices. Kasuwa matches each item with the same
          product and pack size at other markets and shows what your whole cart would cost at each one, so you can pick
          the cheapest market or the closest.
        </Trans>
      </p>
    ),
  },
  {
    title: msg`How do I buy in the app?`,
    body: (
      <p>
        <Trans comment="Markets, Add and Checkout are the app's links and buttons">
          Open{' '}
          <Link className={LINK} to={paths.markets}>
            Markets
          </Link>
          , choose a market and a category, and tap Add on the products you want. In your cart, adjust quantities and
          tap Checkout. You pay by card, and your order is confirmed as soon as the payment is verified.
        </Trans>
      </p>
    ),
  },
  {
    title: msg`How do I register?`,
    body: (
      <p>
        <Trans comment="SignUp and Reactivate are the app's links">
          Tap{' '}
          <Link className={LINK} to={paths.signup}>
            SignUp
          </Link>
          , enter your name, e-mail address, a username and a password, then open the confirmation link we e-mail you.
          If the link has expired, ask for a new one on the{' '}
          <Link className={LINK} to={paths.reactivate}>
            Reactivate
          </Link>{' '}
          page.
        </Trans>
      </p>
    ),
  },
  {
    title: msg`How do I track my order?`,
    body: (
      <p>
        <Trans comment="Profile, My Orders, Track Order and the four statuses are as the app shows them">
          Go to Profile, then My Orders, and tap Track Order on the order. Each order moves from Pending to Processing,
          Shipped and Delivered. You can cancel within 1 day of ordering.
        </Trans>
      </p>
    ),
  },
  {
    title: msg`Which payment methods do you accept?`,
    body: (
      <p>
        <Trans>
          Debit and credit cards (Verve, Visa and Mastercard) through Paystack, our payment processor. Mobile payments
          and cash on delivery are not available yet; we will announce them here when they are.
        </Trans>
      </p>
    ),
  },
  {
    title: msg`How do I get help?`,
    body: (
      <p>
        <Trans comment="Contact is the app's link">
          Our support team answers 24/7. Write to us on the{' '}
          <Link className={LINK} to={paths.contact}>
            Contact
          </Link>{' '}
          page or e-mail support@kasuwa.ng.
        </Trans>
      </p>
    ),
  },
];

export function FaqPage() {
  const { i18n } = useLingui();
  return (
    <section className="mx-auto max-w-3xl">
      <h1 className="text-3xl font-bold text-stone-900">
        <Trans>Frequently asked questions</Trans>
      </h1>
      <p className="mt-2 text-stone-600">
        <Trans>Answers about comparing prices, buying, paying and getting help.</Trans>
      </p>
      <div className="mt-6">
        <Accordion items={QUESTIONS.map((q) => ({ title: i18n._(q.title), body: q.body }))} />
      </div>
    </section>
  );
}
