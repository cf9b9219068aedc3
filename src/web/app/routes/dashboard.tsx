import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { buttonClass, Card, Carousel } from '../../components/ui';
import { FeaturedStrip } from '../../features/catalogue/components/featured-strip';
import { formatTotal } from '../../lib/format';
import { AboutText } from './about';
import { paths } from '../paths';

/** The slides' texts are messages, read in the active language where they are shown. */
const SLIDES: Array<{ id: string; title: MessageDescriptor; text: MessageDescriptor; tone: string }> = [
  {
    id: 'nearest',
    title: msg`Find the market nearest to you`,
    text: msg`See markets around you with the time it takes to get there.`,
    tone: 'from-brand-800 to-brand-600',
  },
  {
    id: 'compare',
    title: msg`Compare your cart across markets`,
    text: msg`Fill your cart once and see what it costs at every market.`,
    tone: 'from-amber-700 to-amber-500',
  },
  {
    id: 'watch',
    title: msg`Watch the prices you care about`,
    text: msg`Set a threshold price and know when it is time to buy.`,
    tone: 'from-stone-800 to-stone-600',
  },
];

function Slide({ title, text, tone }: { title: string; text: string; tone: string }) {
  return (
    <div className={`bg-gradient-to-br ${tone} px-6 pt-10 pb-14 text-white sm:px-12 sm:pt-16 sm:pb-20`}>
      <h2 className="max-w-xl text-2xl font-bold sm:text-4xl">{title}</h2>
      <p className="mt-3 max-w-lg text-white/90 sm:text-lg">{text}</p>
      <Link to={paths.markets} className={buttonClass('inverse', 'lg', 'mt-6')}>
        <Trans>Shop Now</Trans>
      </Link>
    </div>
  );
}

function Promo({ eyebrow, title, text, tone }: { eyebrow: string; title: string; text: string; tone: string }) {
  return (
    <div className={`rounded-2xl p-6 ${tone}`}>
      <p className="text-sm font-semibold tracking-wide uppercase opacity-80">{eyebrow}</p>
      <h3 className="mt-1 text-2xl font-bold">{title}</h3>
      <p className="mt-1">{text}</p>
      <Link to={paths.markets} className="mt-4 inline-block font-semibold underline">
        <Trans>Shop Now</Trans>
      </Link>
    </div>
  );
}

export function DashboardPage() {
  const { t, i18n } = useLingui();
  const from = formatTotal(3875);
  return (
    <div className="space-y-10">
      <h1 className="sr-only">
        <Trans>Kasuwa: compare grocery prices at the markets near you</Trans>
      </h1>
      <Carousel
        label={t({ message: 'Highlights', comment: 'The slideshow at the top of the home page' })}
        slides={SLIDES.map((s) => (
          <Slide key={s.id} title={i18n._(s.title)} text={i18n._(s.text)} tone={s.tone} />
        ))}
      />

      <section className="grid gap-4 md:grid-cols-2" aria-label={t`Offers`}>
        <Promo
          eyebrow={t`Men's Collections`}
          title={t`Up to 50% Off`}
          text={t`Everyday essentials for him.`}
          tone="bg-sky-100 text-sky-950"
        />
        <Promo
          eyebrow={t`Groceries`}
          title={t`Mid Season: up to 70% Off`}
          text={t`Staples, fresh produce and more.`}
          tone="bg-amber-100 text-amber-950"
        />
      </section>

      <FeaturedStrip />

      <Card className="grid gap-6 md:grid-cols-2 md:items-center">
        <div>
          <p className="text-sm font-semibold tracking-wide text-amber-800 uppercase">
            <Trans>Exclusive Offer</Trans>
          </p>
          <h2 className="mt-1 text-2xl font-bold">
            <Trans>20% Off on All Exotic Fruits</Trans>
          </h2>
          <p className="mt-2 text-stone-700">
            <Trans>
              From <span className="font-semibold">{from}</span> per kg.
            </Trans>
          </p>
        </div>
        <div className="rounded-xl bg-brand-50 p-4">
          <h3 className="font-semibold text-brand-900">
            <Trans>Run a market? Sell on Kasuwa</Trans>
          </h3>
          <p className="mt-1 text-sm text-brand-900/80">
            <Trans>Register and we will help you list your market, its categories and its products.</Trans>
          </p>
          <Link to={paths.signup} className={buttonClass('primary', 'md', 'mt-3')}>
            <Trans>Register</Trans>
          </Link>
        </div>
      </Card>

      <section aria-labelledby="about-heading">
        <h2 id="about-heading" className="mb-3 text-2xl font-bold">
          <Trans>About Us</Trans>
        </h2>
        <AboutText />
      </section>
    </div>
  );
}
