import { useEffect } from 'react';
import { toast, ToastContainer } from 'react-toastify/unstyled';
import './toaster.css';

interface ToasterProps {
  /** The container's and the close button's names, in the active language (given by toast.tsx, in the first download). */
  labels: { container: string; close: string };
  /** How long a toast stays by default (ms). */
  autoClose: number;
  /** Called once the container is on screen, with react-toastify's calls; what it returns, when it goes. */
  onReady: (t: typeof toast) => () => void;
}

/** react-toastify's close button (it does not export it), named in the active language. */
function CloseButton({
  label,
  theme,
  onClose,
}: {
  label: string;
  theme: string;
  onClose: (removedByUser: boolean) => void;
}) {
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label={label}
      onClick={(e) => {
        e.stopPropagation();
        onClose(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}

/**
 * react-toastify's container and styles, loaded with the first toast (lib/toast.tsx): top right,
 * held on hover, tap to close.
 */
export default function Toaster({ autoClose, onReady, labels }: ToasterProps) {
  // After the container's own effects: it listens for toasts by then.
  useEffect(() => onReady(toast), [onReady]);
  return (
    <ToastContainer
      aria-label={labels.container}
      closeButton={({ closeToast, theme }) => <CloseButton label={labels.close} theme={theme} onClose={closeToast} />}
      position="top-right"
      autoClose={autoClose}
      pauseOnHover
      closeOnClick
      newestOnTop
      limit={5}
      // A focus change would restart a toast held open by the pointer; hover alone decides.
      pauseOnFocusLoss={false}
    />
  );
}
