import type { ButtonHTMLAttributes } from 'react';
import { useHydrated } from '../../lib/hydrated';
import { cx } from './cx';
import { Spinner } from './spinner';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'inverse' | 'accent';
type Size = 'sm' | 'md' | 'lg';

/* eslint-disable lingui/no-unlocalized-strings -- class names, not texts */
const VARIANTS: Record<Variant, string> = {
  /** The main action of its screen: 44 px high at least, whatever the size (`main-action` marks it). */
  primary: 'main-action min-h-11 bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-brand-700',
  secondary: 'bg-white text-brand-800 ring-1 ring-inset ring-brand-700/40 hover:bg-brand-50',
  ghost: 'bg-transparent text-stone-700 hover:bg-stone-100',
  danger: 'bg-red-600 text-white hover:bg-red-700 focus-visible:outline-red-600',
  /** On dark or coloured backgrounds. */
  inverse: 'bg-white text-brand-800 hover:bg-brand-50 focus-visible:outline-white',
  accent: 'bg-amber-500 text-stone-900 hover:bg-amber-400 focus-visible:outline-amber-500',
};

const SIZES: Record<Size, string> = {
  sm: 'h-8 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
};
/* eslint-enable lingui/no-unlocalized-strings */

/** Class names of a button, for links that look like buttons. */
export function buttonClass(variant: Variant = 'primary', size: Size = 'md', extra?: string) {
  return cx(
    'inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-50',
    VARIANTS[variant],
    SIZES[size],
    extra,
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: Size;
  /** Shows a spinner and blocks clicks while an action runs. */
  loading?: boolean;
}

export function Button({ variant, size, loading, className, disabled, children, type, ...rest }: ButtonProps) {
  // A submit button works only once the page's code runs (see useHydrated).
  const hydrated = useHydrated();
  return (
    <button
      type={type ?? 'button'}
      className={buttonClass(variant, size, className)}
      disabled={disabled || loading || (type === 'submit' && !hydrated)}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner size="sm" label="" />}
      {children}
    </button>
  );
}
