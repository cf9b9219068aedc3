import { Link } from 'react-router';
import { ChevronRightIcon } from '../../components/ui/icons';

const ENTRIES = [
  { to: '/market', label: 'Nearby markets' },
  { to: '/featured', label: 'Featured products' },
  { to: '/price-analysis', label: 'Price analysis' },
  { to: '/subscription', label: 'Subscription plans' },
  { to: '/user-orders', label: 'My orders' },
  { to: '/order-tracking', label: 'Track an order' },
  { to: '/about', label: 'About' },
  { to: '/faq', label: 'FAQ' },
  { to: '/contact', label: 'Contact' },
];

export function SideMenuPage() {
  return (
    <section className="mx-auto max-w-md">
      <h1 className="mb-4 text-2xl font-bold">Menu</h1>
      <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
        {ENTRIES.map((e) => (
          <li key={e.to}>
            <Link to={e.to} className="flex items-center justify-between px-4 py-3 hover:bg-stone-50">
              {e.label}
              <ChevronRightIcon className="text-stone-400" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
