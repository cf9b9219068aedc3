import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PhoneOrWide } from './phone-or-wide';

/** A window whose width answers `(min-width: 768px)` with `wide`, and can be resized across it. */
function windowOfWidth(wide: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return wide;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', (media: string) => {
    expect(media).toBe('(min-width: 768px)');
    return query;
  });
  return {
    resize(toWide: boolean) {
      wide = toWide;
      for (const listener of listeners) listener();
    },
  };
}

const layouts = <PhoneOrWide phone={<ul aria-label="cards" />} wide={<table aria-label="table" />} />;

describe('PhoneOrWide', () => {
  it('draws only the phone list below 768 px and only the table from it, and follows a resize', () => {
    const width = windowOfWidth(false);
    render(layouts);
    expect(screen.getByRole('list', { name: 'cards' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'table' })).not.toBeInTheDocument();
    act(() => width.resize(true));
    expect(screen.getByRole('table', { name: 'table' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'cards' })).not.toBeInTheDocument();
  });

  it('draws both where the width cannot be asked (CSS then shows one)', () => {
    vi.stubGlobal('matchMedia', undefined);
    render(layouts);
    expect(screen.getByRole('list', { name: 'cards' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'table' })).toBeInTheDocument();
  });
});
