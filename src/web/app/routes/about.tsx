import { Trans } from '@lingui/react/macro';

/** The About Us text, shown on the About page, the dashboard and the Contact page. */
export function AboutText() {
  return (
    <div className="space-y-3 text-stone-700">
      <p>
        <Trans>
          Kasuwa helps you find the markets nearest to you, compare what your groceries cost at each of them and buy
          from the market you choose. Prices are in naira and come from the markets themselves and from the World Food
          Programme&apos;s monthly market surveys across Nigeria.
        </Trans>
      </p>
      <p>
        <Trans>
          Put rice, beans, garri, oil and tomatoes in your cart once, and see at a glance which market gives you the
          best total. Watch the products you buy often and set the price you are happy to pay; subscribers can open
          price-history charts to see where prices are heading.
        </Trans>
      </p>
    </div>
  );
}

export function AboutPage() {
  return (
    <article className="mx-auto max-w-3xl">
      <h1 className="text-3xl font-bold text-stone-900">
        <Trans>About Kasuwa</Trans>
      </h1>
      <p className="mt-2 text-lg text-brand-800">
        <Trans>Find the nearest markets, compare prices and buy from the market you choose.</Trans>
      </p>
      <div className="mt-6">
        <AboutText />
      </div>
      <h2 className="mt-10 text-xl font-semibold">
        <Trans>Where our prices come from</Trans>
      </h2>
      <p className="mt-2 text-stone-700">
        <Trans>
          Market prices are collected by the World Food Programme (WFP) and published on the Humanitarian Data Exchange
          under the CC BY-IGO licence. Markets on Kasuwa also keep their own prices up to date.
        </Trans>
      </p>
    </article>
  );
}
