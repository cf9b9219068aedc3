import { type ReactNode, useLayoutEffect, useState } from 'react';
import { Spinner } from '../components/ui';
import { drawAs, isDrawing } from '../lib/draw-under-way';

/**
 * Lets the browser run what waits (a tap, a paint) before the next step: each step of the app's
 * start is its own task on a phone's main thread, not one long one. `scheduler.yield` where the
 * browser has it, else a new task.
 */
export const nextTask = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
};

/**
 * Makes the app's first draw over the server's shell and spinner: the screen in it follows a task
 * later. The pre-render draws the server's shell the same way (prerender.tsx), so the two match:
 * the first draw changes nothing on screen, and the shell has nothing the first draw would take away.
 */
export const drawShellFirst = <T,>(draw: () => T): T => drawAs('shell', draw);

/**
 * A screen, drawn in a task after the shell's on the app's first draw over the server's shell
 * (a page that could not be pre-rendered): the first draw puts the spinner the server's page
 * already shows in the screen's place, so nothing on screen changes, and the screen is drawn
 * next, the two halves of the work each a shorter task. Every other time, the screen at once.
 * `meanwhile` is what stands in its place until then (the spinner; nothing for what is out of
 * sight below a screen-tall main area, the footer).
 */
export function AfterShell({ children, meanwhile = <Spinner /> }: { children: ReactNode; meanwhile?: ReactNode }) {
  const [waiting, setWaiting] = useState(() => isDrawing('shell'));
  useLayoutEffect(() => {
    if (!waiting) return;
    let live = true;
    void nextTask().then(() => live && setWaiting(false));
    return () => {
      live = false;
    };
  }, [waiting]);
  return waiting ? meanwhile : children;
}
