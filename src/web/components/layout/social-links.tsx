import { Trans, useLingui } from '@lingui/react/macro';
import { SITE } from '../../lib/site';

/** Kasuwa's social accounts, opening in a new tab. */
export function SocialLinks() {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Kasuwa on social media`} className="mt-6 border-t border-stone-100 pt-4">
      <p className="text-sm text-stone-600">
        <Trans>Follow Kasuwa</Trans>
      </p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {SITE.social.map(({ name, href }) => (
          <li key={name}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex h-8 items-center rounded-full border border-stone-300 px-3 text-sm text-stone-700 hover:bg-stone-50"
            >
              {name}
              <span className="sr-only">
                {' '}
                <Trans>(opens in a new tab)</Trans>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
