import {
  configure,
  createEvent,
  fireEvent as domFireEvent,
  getQueriesForElement,
  type queries,
} from '@testing-library/dom';
import { act } from 'preact/test-utils';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/**
 * What the web tests import as '@testing-library/react' (vitest.config.ts points that name here):
 * its render, rerender, cleanup and act over Preact, the renderer the build ships (decision record
 * 018), and @testing-library/dom's queries, waits and events. React Testing Library itself calls
 * React's own act, which Preact does not have.
 *
 * An event (fireEvent, user-event) runs inside act, so the renders and effects it causes have
 * happened when it returns, as with React. A wait (waitFor, findBy…) does not: Preact renders on
 * its own while the wait polls, where inside act nothing would render until the wait ended.
 */
configure({
  eventWrapper: (dispatch) => {
    let result: unknown;
    void act(() => {
      result = dispatch();
    });
    return result;
  },
});

const mounted = new Map<HTMLElement, Root>();

interface RenderOptions {
  container?: HTMLElement;
  /** Drawn around the element (providers, a router), at the first render and every rerender. */
  wrapper?: ComponentType<{ children: ReactNode }>;
}

export function render(ui: ReactNode, { container, wrapper }: RenderOptions = {}) {
  const target = container ?? document.body.appendChild(document.createElement('div'));
  const root = createRoot(target);
  mounted.set(target, root);
  const wrapped = (element: ReactNode) => (wrapper ? createElement(wrapper, null, element) : element);
  void act(() => root.render(wrapped(ui)));
  return {
    container: target,
    baseElement: document.body,
    rerender: (next: ReactNode) => void act(() => root.render(wrapped(next))),
    unmount: () => void act(() => root.unmount()),
    ...getQueriesForElement<typeof queries>(document.body),
  };
}

export function cleanup() {
  for (const [container, root] of mounted) {
    void act(() => root.unmount());
    container.remove();
  }
  mounted.clear();
}

/**
 * @testing-library/dom's events. Preact's compatibility layer listens to `input` for a text field's
 * onChange (React's meaning of it), so a change fired on a text field or text area is an input event.
 */
const textField = (node: Document | Element | Window | Node) =>
  node instanceof HTMLTextAreaElement ||
  (node instanceof HTMLInputElement && !/^(checkbox|radio|file)$/.test(node.type));

export const fireEvent: typeof domFireEvent = Object.assign(
  (node: Document | Element | Window | Node, event: Event) => domFireEvent(node, event),
  domFireEvent,
  {
    change: (node: Document | Element | Window | Node, init?: object) =>
      textField(node) ? domFireEvent(node, createEvent.input(node, init)) : domFireEvent.change(node, init),
  },
);

export { act, configure };
export * from '@testing-library/dom';
