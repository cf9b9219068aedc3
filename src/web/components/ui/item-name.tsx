import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { isLocale, LANGUAGES, SOURCE_LOCALE } from '../../../contract/languages';

/**
 * A product's item as its title names it (docs/languages.md, "Item and measure names"): in the
 * app's language when the answer has a name there (`localName`), marked as that language, with the
 * catalogue's English name under it, smaller, since the English is what price boards and the price
 * sources say and no name is shown without it; otherwise the English name alone. `after` follows
 * the first name (the pack: "ìrẹsì ìbílẹ̀ · 2.7 KG").
 */
export function ItemName({ product, after }: { product: { name: string; localName?: string }; after?: ReactNode }) {
  const { i18n } = useLingui();
  if (!product.localName)
    return (
      <>
        {product.name}
        {after}
      </>
    );
  const locale = isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE;
  return (
    <>
      <span lang={LANGUAGES[locale].tag}>{product.localName}</span>
      {after}
      <span lang={LANGUAGES[SOURCE_LOCALE].tag} className="block text-[0.8em] font-normal text-stone-600">
        {product.name}
      </span>
    </>
  );
}
