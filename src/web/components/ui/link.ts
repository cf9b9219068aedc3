import { cx } from './cx';

/**
 * Class names of a text link (or a button that looks like one) standing on its own, not inside a
 * sentence: underlined (in navigation lists, on hover only), and at least 24 px high so a thumb can
 * hit it (WCAG 2.2, 2.5.8). The caller gives the colour and size of text.
 */
export function linkClass(extra?: string, { underline = 'always' }: { underline?: 'always' | 'hover' } = {}) {
  return cx(
    'inline-flex min-h-6 items-center underline-offset-2',
    underline === 'always' ? 'underline' : 'hover:underline',
    extra,
  );
}
