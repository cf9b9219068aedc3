import type { HTMLAttributes } from 'react';
import { cx } from './cx';

export function Card({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={cx('rounded-xl border border-stone-200 bg-white p-4 shadow-xs sm:p-6', className)} {...rest} />
  );
}
