import { useEffect } from 'react';
import { toast, ToastContainer } from 'react-toastify/unstyled';
import './toaster.css';

interface ToasterProps {
  /** How long a toast stays by default (ms). */
  autoClose: number;
  /** Called once the container is on screen, with react-toastify's calls; what it returns, when it goes. */
  onReady: (t: typeof toast) => () => void;
}

/**
 * react-toastify's container and styles, loaded with the first toast (lib/toast.tsx): top right,
 * held on hover, tap to close.
 */
export default function Toaster({ autoClose, onReady }: ToasterProps) {
  // After the container's own effects: it listens for toasts by then.
  useEffect(() => onReady(toast), [onReady]);
  return (
    <ToastContainer
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
