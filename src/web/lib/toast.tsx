import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type { toast as reactToastify, ToastOptions, ToastPosition } from 'react-toastify/unstyled';

type Toastify = typeof reactToastify;

export type ToastType = 'error' | 'success' | 'warning' | 'info';

/** The six positions of the spec, by their spec names. */
type ToastPlace = 'topRight' | 'topLeft' | 'bottomRight' | 'bottomLeft' | 'topCenter' | 'bottomCenter';

/* eslint-disable lingui/no-unlocalized-strings -- react-toastify's positions, not texts */
const PLACES: Record<ToastPlace, ToastPosition> = {
  topRight: 'top-right',
  topLeft: 'top-left',
  bottomRight: 'bottom-right',
  bottomLeft: 'bottom-left',
  topCenter: 'top-center',
  bottomCenter: 'bottom-center',
};
/* eslint-enable lingui/no-unlocalized-strings */

/** Default life of a toast; callers pass the spec's per-message durations (3000, 5000, 7000). */
const DEFAULT_TOAST_MS = 4000;

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
  /**
   * The event this toast tells of ('signup': the sign-up form's outcome): a toast of the same event
   * still on screen is replaced, never stacked. Without it the message is the event, so the same
   * words twice make one toast.
   */
  id?: string;
  /**
   * The message is for the page the app goes to next (a sign-up's success, for the login page): it
   * stays through that one change of page. Every other toast goes when the page changes.
   */
  forNextPage?: boolean;
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

/** The toasts shown since the page last changed, by event, with the id react-toastify knows each by. */
const onScreen = new Map<string, string>();
/** Events whose toast is for the next page. */
const forNextPage = new Set<string>();
let serial = 0;

/**
 * react-toastify and its container load with the first toast (no screen needs them to open): until
 * the container is on screen, what each event would show waits here, the latest per event.
 */
let toastify: Toastify | null = null;
const waiting = new Map<string, (t: Toastify) => void>();
let wanted = false;
const wantedListeners = new Set<() => void>();

function whenReady(event: string, work: (t: Toastify) => void) {
  if (toastify) return work(toastify);
  waiting.set(event, work);
  if (wanted) return;
  wanted = true;
  for (const l of wantedListeners) l();
}

/**
 * The container is on screen (toaster.tsx): the toasts asked for meanwhile show, in order. Until
 * another is, toasts wait again.
 */
function ready(t: Toastify) {
  toastify = t;
  for (const work of waiting.values()) work(t);
  waiting.clear();
  return () => {
    toastify = null;
  };
}

/** The app is gone (a test's render unmounted): what it asked to show goes with it. */
function forget() {
  toastify = null;
  waiting.clear();
  onScreen.clear();
  forNextPage.clear();
}

function show(type: ToastType, message: string, call: ToastCall = {}) {
  const event = call.id ?? `${type}:${message}`;
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
  if (call.forNextPage) forNextPage.add(event);
  else forNextPage.delete(event);
  whenReady(event, (t) => {
    const shown = onScreen.get(event);
    if (shown !== undefined && t.isActive(shown)) {
      // The same event again: its toast says the latest and starts its time again.
      t.update(shown, { ...options, render: body });
      return;
    }
    // A fresh id each time: react-toastify ignores an id whose toast is still leaving the screen.
    const id = `${event}#${++serial}`;
    onScreen.set(event, id);
    t(body, { ...options, toastId: id });
  });
}

/**
 * The app moved to another page (the layout calls this): the toasts of the page left go, except
 * those shown for this page, which stay until the next change.
 */
export function pageChanged() {
  for (const event of waiting.keys()) if (!forNextPage.has(event)) waiting.delete(event);
  for (const [event, id] of onScreen) {
    if (forNextPage.has(event)) continue;
    toastify?.dismiss(id);
    onScreen.delete(event);
  }
  forNextPage.clear();
}

/**
 * The app-wide toast: four types, six positions, per-call durations, hold on hover, tap to close;
 * one toast per event, cleared when the page changes unless it is for the next page.
 */
export const toast = {
  error: (message: string, call?: ToastCall) => show('error' as const, message, call),
  success: (message: string, call?: ToastCall) => show('success' as const, message, call),
  warning: (message: string, call?: ToastCall) => show('warning' as const, message, call),
  info: (message: string, call?: ToastCall) => show('info' as const, message, call),
  dismissAll: () => {
    waiting.clear();
    toastify?.dismiss();
  },
};

const Toaster = lazy(() => import('./toaster'));

function subscribeWanted(listener: () => void) {
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
}

/** The app-wide toast container (top right, 4 s, held on hover, tap to close), loaded with the first toast. */
export function Toasts() {
  useEffect(() => forget, []);
  // Named here, in the first download: the container's code, loaded with the first toast, has no messages of its own.
  const { t } = useLingui();
  const on = useSyncExternalStore(
    subscribeWanted,
    () => wanted,
    () => false,
  );
  if (!on) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        autoClose={DEFAULT_TOAST_MS}
        onReady={ready}
        labels={{
          container: t({
            message: 'Notifications Alt+T',
            comment: 'The pop-up messages; Alt+T is the key that reaches them',
          }),
          close: t({ message: 'Close', comment: 'Closes a message that popped up' }),
        }}
      />
    </Suspense>
  );
}
