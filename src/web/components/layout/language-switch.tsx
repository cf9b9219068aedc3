import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ChangeEvent, useId, useState } from 'react';
import { isLocale, LANGUAGES, LOCALES, SOURCE_LOCALE } from '../../../contract/languages';
import { chooseLanguage } from '../../lib/i18n';
import { cx } from '../ui';
import { GlobeIcon } from '../ui/icons';

const options = LOCALES.map((locale) => (
  // Each language named in itself, and marked as such for screen readers.
  <option key={locale} value={locale} lang={LANGUAGES[locale].tag}>
    {LANGUAGES[locale].name}
  </option>
));

/**
 * The language choice (decision record 019): a native select, so the keyboard, a screen reader and
 * a phone's own picker work as everywhere. `compact` (the top bar) shows a globe and, from 400 px,
 * the language's code, the select lying over them; `labelled` (the drawer) shows its label and the names. The new
 * language is announced in itself; `<html lang>` follows (lib/i18n.ts).
 */
export function LanguageSwitch({ variant = 'compact' }: { variant?: 'compact' | 'labelled' }) {
  const { i18n, t } = useLingui();
  const id = useId();
  const [announcement, setAnnouncement] = useState('');
  const current = isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE;

  const change = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.target.value;
    if (!isLocale(next) || next === current) return;
    void chooseLanguage(next).then(() => {
      const name = LANGUAGES[next].name;
      // Read after the switch: said in the new language.
      setAnnouncement(i18n._(msg`The page is now in ${name}.`));
    });
  };

  const status = (
    <span aria-live="polite" className="sr-only">
      {announcement}
    </span>
  );

  if (variant === 'labelled') {
    return (
      <div>
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-700">
          <Trans>Language</Trans>
        </label>
        <select
          id={id}
          value={current}
          onChange={change}
          className="block h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-sm text-stone-900"
        >
          {options}
        </select>
        {status}
      </div>
    );
  }
  return (
    <div
      className={cx(
        // Below 400 px the globe alone (the top bar of a signed-in phone holds the bell as well).
        'relative inline-flex h-10 items-center gap-1 rounded-full px-1 text-stone-700 hover:bg-stone-100 min-[400px]:px-2',
        'focus-within:outline-2 focus-within:outline-brand-600',
      )}
    >
      <GlobeIcon width={20} height={20} />
      <span aria-hidden className="hidden text-xs font-semibold uppercase min-[400px]:inline">
        {current}
      </span>
      <select
        id={id}
        value={current}
        onChange={change}
        aria-label={t`Language`}
        className="absolute inset-0 h-full w-full cursor-pointer appearance-none opacity-0"
      >
        {options}
      </select>
      {status}
    </div>
  );
}
