import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { EMAIL_PATTERN } from '../../../contract/email';
import { toast } from '../../lib/toast';
import { Button, linkClass } from '../ui';
import { HeadsetIcon, ReturnIcon, ShieldIcon, TagIcon, TruckIcon } from '../ui/icons';
import { FOOTER_LINKS } from './nav-items';

const PROMISES = [
  { icon: TruckIcon, title: msg`Fast delivery`, text: msg`From the market you choose to your door.` },
  { icon: ReturnIcon, title: msg`Easy returns`, text: msg`Cancel within 1 day of your order.` },
  { icon: ShieldIcon, title: msg`Safe shopping`, text: msg`Card payments through a licensed processor.` },
  { icon: HeadsetIcon, title: msg`24/7 support`, text: msg`We answer day and night.` },
  { icon: TagIcon, title: msg`Best prices`, text: msg`Compare markets before you buy.` },
];

function Newsletter() {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  // The newsletter has no mailing list behind it yet: the box checks the address and says so.
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!EMAIL_PATTERN.test(email.trim())) {
      setError(t`Please enter a valid email address.`);
      return;
    }
    setError(null);
    setEmail('');
    toast.info(t`Thank you! Our newsletter is not sending yet; we will start soon.`);
  };

  return (
    <form onSubmit={submit} noValidate className="w-full max-w-md">
      <h2 className="text-lg font-semibold text-white">
        <Trans>Newsletter</Trans>
      </h2>
      <p className="mt-1 text-sm text-brand-100">
        <Trans>Price drops and market news, once a week.</Trans>
      </p>
      <div className="mt-3 flex gap-2">
        <label htmlFor="newsletter-email" className="sr-only">
          <Trans>Email address</Trans>
        </label>
        <input
          id="newsletter-email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder={t`Your email address`}
          aria-invalid={error ? true : undefined}
          className="h-10 min-w-0 flex-1 rounded-lg border-0 bg-white px-3 text-sm text-stone-900"
        />
        <Button type="submit" variant="accent">
          <Trans>Subscribe</Trans>
        </Button>
      </div>
      {error && <p className="mt-1 text-sm text-amber-200">{error}</p>}
    </form>
  );
}

/** Footer: the promises, the newsletter box, links and data credits. */
export function Footer() {
  const { i18n, t } = useLingui();
  const year = new Date().getFullYear();
  return (
    <footer className="mt-12 bg-brand-900 text-brand-50">
      <div className="border-b border-brand-800">
        <ul className="mx-auto grid max-w-7xl grid-cols-2 gap-4 px-4 py-8 sm:grid-cols-3 lg:grid-cols-5">
          {PROMISES.map(({ icon: Icon, title, text }) => (
            <li key={title.id} className="flex items-start gap-3">
              <Icon className="mt-0.5 shrink-0 text-amber-400" />
              <div>
                <p className="font-semibold text-white">{i18n._(title)}</p>
                <p className="text-xs text-brand-100">{i18n._(text)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-8 md:flex-row md:justify-between">
        <Newsletter />
        <nav aria-label={t`Footer`} className="grid grid-cols-2 gap-x-10 gap-y-2 text-sm">
          {FOOTER_LINKS.map(({ to, label }) => (
            <Link key={to} to={to} className={linkClass(undefined, { underline: 'hover' })}>
              {i18n._(label)}
            </Link>
          ))}
        </nav>
      </div>
      <div className="border-t border-brand-800 px-4 py-4 pb-20 text-center text-xs text-brand-200 md:pb-4">
        <p>
          <Trans>© {year} Kasuwa. Prices in Nigerian naira (₦).</Trans>
        </p>
        <p className="mt-1">
          <Trans>Market price data: World Food Programme, via the Humanitarian Data Exchange (CC BY-IGO).</Trans>
        </p>
      </div>
    </footer>
  );
}
