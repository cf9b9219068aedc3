import { Link } from 'react-router';
import { buttonClass, Card, Carousel } from '../../components/ui';
import { FeaturedStrip } from '../../features/catalogue/components/featured-strip';
import { formatTotal } from '../../lib/format';
import { AboutText } from './about';
import { paths } from '../paths';

const SLIDES = [
  {
    title: 'Find the market nearest to you',
    text: 'See markets around you with the time it takes to get there.',
    tone: 'from-brand-800 to-brand-600',
  },
  {
    title: 'Compare your cart across markets',
    text: 'Fill your cart once and see what it costs at every market.',
    tone: 'from-amber-700 to-amber-500',
  },
  {
    title: 'Watch the prices you care about',
    text: 'Set a threshold price and know when it is time to buy.',
    tone: 'from-stone-800 to-stone-600',
  },
];

function Slide({ title, text, tone }: (typeof SLIDES)[number]) {
  return (
    <div className={`bg-gradient-to-br ${tone} px-6 pt-10 pb-14 text-white sm:px-12 sm:pt-16 sm:pb-20`}>
      <h2 className="max-w-xl text-2xl font-bold sm:text-4xl">{title}</h2>
      <p className="mt-3 max-w-lg text-white/90 sm:text-lg">{text}</p>
      <Link to={paths.markets} className={buttonClass('inverse', 'lg', 'mt-6')}>
        Shop Now
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
        Shop Now
      </Link>
    </div>
  );
}

export function DashboardPage() {
  return (
    <div className="space-y-10">
      <h1 className="sr-only">Kasuwa: compare grocery prices at the markets near you</h1>
      <Carousel
        label="Highlights"
        slides={SLIDES.map((s) => (
          <Slide key={s.title} {...s} />
        ))}
      />

      <section className="grid gap-4 md:grid-cols-2" aria-label="Offers">
        <Promo
          eyebrow="Men's Collections"
          title="Up to 50% Off"
          text="Everyday essentials for him."
          tone="bg-sky-100 text-sky-950"
        />
        <Promo
          eyebrow="Groceries"
          title="Mid Season: up to 70% Off"
          text="Staples, fresh produce and more."
          tone="bg-amber-100 text-amber-950"
        />
      </section>

      <FeaturedStrip />

      <Card className="grid gap-6 md:grid-cols-2 md:items-center">
        <div>
          <p className="text-sm font-semibold tracking-wide text-amber-800 uppercase">Exclusive Offer</p>
          <h2 className="mt-1 text-2xl font-bold">20% Off on All Exotic Fruits</h2>
          <p className="mt-2 text-stone-700">
            From <span className="font-semibold">{formatTotal(3875)}</span> per kg.
          </p>
        </div>
        <div className="rounded-xl bg-brand-50 p-4">
          <h3 className="font-semibold text-brand-900">Run a market? Sell on Kasuwa</h3>
          <p className="mt-1 text-sm text-brand-900/80">
            Register and we will help you list your market, its categories and its products.
          </p>
          <Link to={paths.signup} className={buttonClass('primary', 'md', 'mt-3')}>
            Register
          </Link>
        </div>
      </Card>

      <section aria-labelledby="about-heading">
        <h2 id="about-heading" className="mb-3 text-2xl font-bold">
          About Us
        </h2>
        <AboutText />
      </section>
    </div>
  );
}
