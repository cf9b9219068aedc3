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
}

function show(type: ToastType, message: string, call: ToastCall = {}) {
  const options: ToastOptions = {
    type,
    position: PLACES[call.position ?? 'topRight'],
    autoClose: call.sticky ? false : (call.duration ?? DEFAULT_TOAST_MS),
    pauseOnHover: true,
    closeOnClick: true,
  };
  const body = call.title ? (
    <div>
      <p className="font-semibold">{call.title}</p>
      <p>{message}</p>
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
