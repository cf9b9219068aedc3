import { Trans, useLingui } from '@lingui/react/macro';
import { forwardRef, useState } from 'react';
import { Input, type InputProps } from '../../../components/ui';

/** A password field with a show/hide toggle. */
export const PasswordInput = forwardRef<HTMLInputElement, Omit<InputProps, 'type'>>(function PasswordInput(props, ref) {
  const { t } = useLingui();
  const [shown, setShown] = useState(false);
  return (
    <div className="relative">
      <Input ref={ref} type={shown ? 'text' : 'password'} {...props} />
      <button
        type="button"
        onClick={() => setShown((s) => !s)}
        className="absolute top-7 right-2 rounded px-2 py-1 text-xs font-medium text-brand-700 hover:bg-brand-50"
        aria-label={shown ? t`Hide password` : t`Show password`}
        aria-pressed={shown}
      >
        {shown ? <Trans>Hide</Trans> : <Trans>Show</Trans>}
      </button>
    </div>
  );
});
