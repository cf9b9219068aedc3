import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { drawAs } from '../../lib/draw-under-way';
import { useMinWidth } from './use-min-width';

/** A window whose width answers `(min-width: 1280px)` with `wide`, and can be resized across it. */
function windowOfWidth(wide: boolean) {
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (media: string) => {
    expect(media).toBe('(min-width: 1280px)');
    return {
      get matches() {
        return wide;
      },
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    };
  });
  return {
    resize(toWide: boolean) {
      wide = toWide;
      for (const listener of listeners) listener();
    },
  };
}

function Width() {
  return <p>{String(useMinWidth(1280))}</p>;
}

describe('useMinWidth', () => {
  it('answers at once when drawn, and follows a resize', () => {
    const width = windowOfWidth(false);
    render(<Width />);
    expect(screen.getByText('false')).toBeInTheDocument();
    act(() => width.resize(true));
    expect(screen.getByText('true')).toBeInTheDocument();
  });

  it('answers null while a pre-rendered page is hydrated, as the pre-render did, until the width crosses', () => {
    const width = windowOfWidth(false);
    drawAs('hydration', () => render(<Width />));
    expect(screen.getByText('null')).toBeInTheDocument();
    act(() => width.resize(true));
    expect(screen.getByText('true')).toBeInTheDocument();
    act(() => width.resize(false));
    expect(screen.getByText('false')).toBeInTheDocument();
  });

  it('answers null where the width cannot be asked', () => {
    vi.stubGlobal('matchMedia', undefined);
    render(<Width />);
    expect(screen.getByText('null')).toBeInTheDocument();
  });
});
