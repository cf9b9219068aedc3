import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { options } from 'preact';
import { afterEach, vi } from 'vitest';

// Preact runs effects after the next frame: a requestAnimationFrame with a 100 ms timer beside it,
// which then calls cancelAnimationFrame. A timer left by a file's last render fired after jsdom's
// globals were gone (an unhandled ReferenceError). In the tests effects run on the next turn.
options.requestAnimationFrame = (flush: () => void) => setTimeout(flush);

// jsdom has no layout, so it cannot scroll; the router's scroll restoration calls this.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

// findBy… and waitFor wait on their condition up to 3 s: a screen's code loaded for the first time
// in a file takes over the default second on this 2-core machine while other suites run.
configure({ asyncUtilTimeout: 3000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});
