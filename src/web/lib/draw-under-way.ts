/**
 * Which of the app's first draws is under way, for the components drawn in it: the first draw over
 * the server's shell (`drawShellFirst`, app/first-draw.tsx) or the hydration of a pre-rendered page
 * (main.tsx). Both draws run synchronously inside `drawAs`.
 */
export type FirstDraw = 'shell' | 'hydration';

let underWay: FirstDraw | null = null;

/** Runs `draw` as the given first draw: `isDrawing(kind)` is true while it runs. */
export function drawAs<T>(kind: FirstDraw, draw: () => T): T {
  underWay = kind;
  try {
    return draw();
  } finally {
    underWay = null;
  }
}

export const isDrawing = (kind: FirstDraw) => underWay === kind;
