import { type ToastOptions, type ToastPosition, toast as toastify } from 'react-toastify/unstyled';

export type ToastType = 'error' | 'success' | 'warning' | 'info';

/** The six positions of the spec, by their spec names. */
export type ToastPlace = 'topRight' | 'topLeft' | 'bottomRight' | 'bottomLeft' | 'topCenter' | 'bottomCenter';

const PLACES: Record<ToastPlace, ToastPosition> = {
  topRight: 'top-right',
  topLeft: 'top-left',
  bottomRight: 'bottom-right',
  bottomLeft: 'bottom-left',
  topCenter: 'top-center',
  bottomCenter: 'bottom-center',
};

/** Default life of a toast; callers pass the spec's per-message durations (3000, 5000, 7000). */
export const DEFAULT_TOAST_MS = 4000;

export interface ToastCall {
  /** Bold first line, e.g. 'SUCCESS' or 'ERROR'. */
  title?: string;
  /** Milliseconds before it hides itself (held while hovered). */
  duration?: number;
  position?: ToastPlace;
  /** Stays until closed. */
  sticky?: boolean;
  /** A link under the message, e.g. { label: 'Reactivate Email', to: '/reactivate' }. */
  link?: { label: string; to: string };
}

let navigateTo: ((to: string) => void) | null = null;
/** Lets toast links move inside the app (set by the layout) instead of reloading the page. */
export function setToastNavigator(navigate: ((to: string) => void) | null) {
  navigateTo = navigate;
}

function ToastLink({ label, to }: { label: string; to: string }) {
  return (
    <a
      href={to}
      className="mt-1 inline-block font-semibold underline"
      onClick={(e) => {
        if (!navigateTo) return;
        e.preventDefault();
        navigateTo(to);
      }}
    >
      {label}
    </a>
  );
}

function show(type: ToastType, message: string, call: ToastCall = {}) {
  const options: ToastOptions = {
    type,
    position: PLACES[call.position ?? 'topRight'],
    autoClose: call.sticky ? false : (call.duration ?? DEFAULT_TOAST_MS),
    pauseOnHover: true,
    closeOnClick: true,
  };
  const body =
    call.title || call.link ? (
      <div>
        {call.title && <p className="font-semibold">{call.title}</p>}
        <p>{message}</p>
        {call.link && <ToastLink {...call.link} />}
      </div>
    ) : (
      message
    );
  return toastify(body, options);
}

/** The app-wide toast: four types, six positions, per-call durations, hold on hover, tap to close. */
export const toast = {
  error: (message: string, call?: ToastCall) => show('error', message, call),
  success: (message: string, call?: ToastCall) => show('success', message, call),
  warning: (message: string, call?: ToastCall) => show('warning', message, call),
  info: (message: string, call?: ToastCall) => show('info', message, call),
  dismissAll: () => toastify.dismiss(),
};
