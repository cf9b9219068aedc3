import {
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import { cx } from './cx';

const controlClass =
  'block w-full rounded-lg border bg-white px-3 py-2 text-sm text-stone-900 shadow-xs placeholder:text-stone-400 ' +
  'focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 disabled:bg-stone-100';

interface FieldProps {
  label: string;
  /** Shown under the control and announced; marks the control invalid. */
  error?: string | undefined;
  hint?: ReactNode;
}

/** Label, control, hint and error: the frame every form control sits in. */
function useField({ id, error }: { id?: string | undefined; error?: string | undefined }) {
  const auto = useId();
  const controlId = id ?? auto;
  return {
    controlId,
    controlProps: {
      id: controlId,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${controlId}-error` : undefined,
      className: cx(controlClass, error ? 'border-red-500' : 'border-stone-300'),
    },
  };
}

function FieldFrame({
  controlId,
  label,
  error,
  hint,
  className,
  children,
}: FieldProps & { controlId: string; className?: string | undefined; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={controlId} className="mb-1 block text-sm font-medium text-stone-700">
        {label}
      </label>
      {children}
      {hint && !error && <p className="mt-1 text-xs text-stone-500">{hint}</p>}
      {error && (
        <p id={`${controlId}-error`} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

export type InputProps = InputHTMLAttributes<HTMLInputElement> & FieldProps;

/** A labelled text input with its error message. */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { label, error, hint, id, className, ...rest },
  ref,
) {
  const { controlId, controlProps } = useField({ id, error });
  return (
    <FieldFrame controlId={controlId} label={label} error={error} hint={hint} className={className}>
      <input ref={ref} {...controlProps} {...rest} />
    </FieldFrame>
  );
});

export type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & FieldProps;

/** A labelled multi-line input with its error message. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, error, hint, id, className, rows = 5, ...rest },
  ref,
) {
  const { controlId, controlProps } = useField({ id, error });
  return (
    <FieldFrame controlId={controlId} label={label} error={error} hint={hint} className={className}>
      <textarea ref={ref} rows={rows} {...controlProps} {...rest} />
    </FieldFrame>
  );
});

export type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & FieldProps;

/** A labelled drop-down with its error message. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, error, hint, id, className, children, ...rest },
  ref,
) {
  const { controlId, controlProps } = useField({ id, error });
  return (
    <FieldFrame controlId={controlId} label={label} error={error} hint={hint} className={className}>
      <select ref={ref} {...controlProps} {...rest}>
        {children}
      </select>
    </FieldFrame>
  );
});
