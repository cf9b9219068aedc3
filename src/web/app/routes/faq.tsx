import { Link } from 'react-router';
import { Accordion, type AccordionItem } from '../../components/ui';
import { paths } from '../paths';

const QUESTIONS: AccordionItem[] = [
  {
    title: 'How does price comparison work?',
    body: (
      <p>
        Add products to your cart from any market, then choose Compare Prices. Kasuwa matches each item with the same
        product and pack size at other markets and shows what your whole cart would cost at each one, so you can pick
        the cheapest market or the closest.
      </p>
    ),
  },
  {
    title: 'How do I buy in the app?',
    body: (
      <p>
        Open{' '}
        <Link className="text-brand-700 underline" to={paths.markets}>
          Markets
        </Link>
        , choose a market and a category, and tap Add on the products you want. In your cart, adjust quantities and tap
        Checkout. You pay by card, and your order is confirmed as soon as the payment is verified.
      </p>
    ),
  },
  {
    title: 'How do I register?',
    body: (
      <p>
        Tap{' '}
        <Link className="text-brand-700 underline" to={paths.signup}>
          SignUp
        </Link>
        , enter your name, e-mail address, a username and a password, then open the confirmation link we e-mail you. If
        the link has expired, ask for a new one on the{' '}
        <Link className="text-brand-700 underline" to={paths.reactivate}>
          Reactivate
        </Link>{' '}
        page.
      </p>
    ),
  },
  {
    title: 'How do I track my order?',
    body: (
      <p>
        Go to Profile, then My Orders, and tap Track Order on the order. Each order moves from Pending to Processing,
        Shipped and Delivered. You can cancel within 1 day of ordering.
      </p>
    ),
  },
  {
    title: 'Which payment methods do you accept?',
    body: (
      <p>
        Debit and credit cards (Verve, Visa and Mastercard) through Paystack, our payment processor. Mobile payments and
        cash on delivery are not available yet; we will announce them here when they are.
      </p>
    ),
  },
  {
    title: 'How do I get help?',
    body: (
      <p>
        Our support team answers 24/7. Write to us on the{' '}
        <Link className="text-brand-700 underline" to={paths.contact}>
          Contact
        </Link>{' '}
        page or e-mail support@kasuwa.ng.
      </p>
    ),
  },
];

export function FaqPage() {
  return (
    <section className="mx-auto max-w-3xl">
      <h1 className="text-3xl font-bold text-stone-900">Frequently asked questions</h1>
      <p className="mt-2 text-stone-600">Answers about comparing prices, buying, paying and getting help.</p>
      <div className="mt-6">
        <Accordion items={QUESTIONS} />
      </div>
    </section>
  );
}
