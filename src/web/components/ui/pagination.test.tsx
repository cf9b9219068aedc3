import { I18nProvider } from '@lingui/react';
import { render as renderBare, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { ReactNode } from 'react';
import { i18n } from '../../lib/i18n';
import { Pagination, paginate } from './pagination';

/** Its labels speak the app's language (English here). */
const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
const render = (ui: ReactNode) => renderBare(ui, { wrapper });

function Pager({ total }: { total: number }) {
  const [page, setPage] = useState(1);
  return <Pagination page={page} totalPages={total} onPageChange={setPage} />;
}

describe('Pagination', () => {
  it('starts on page 1 with Previous disabled and walks to the last page', async () => {
    const user = userEvent.setup();
    render(<Pager total={3} />);
    const prev = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(prev).toBeDisabled();
    expect(next).toBeEnabled();
    await user.click(next);
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(prev).toBeEnabled();
    await user.click(next);
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(next).toBeDisabled();
    await user.click(prev);
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('with more to come, says "Page X of Y+" and keeps Next on page Y', async () => {
    const user = userEvent.setup();
    const pages: number[] = [];
    const { rerender } = render(<Pagination page={3} totalPages={3} more onPageChange={(p) => pages.push(p)} />);
    expect(screen.getByText('Page 3 of 3+')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(pages).toEqual([4]);
    rerender(<Pagination page={3} totalPages={3} onPageChange={(p) => pages.push(p)} />);
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows a new page from the top of the screen when the list was scrolled past its start, and stays put when not', async () => {
    const user = userEvent.setup();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    onTestFinished(() => scrollTo.mockRestore());
    const { container } = render(
      <section>
        <Pager total={3} />
      </section>,
    );
    const list = container.querySelector('section')!;
    const at = (top: number) => vi.spyOn(list, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect);
    at(40);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
    at(-2400);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('disables both buttons when there is a single page', () => {
    render(<Pager total={1} />);
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});

describe('paginate', () => {
  const items = Array.from({ length: 14 }, (_, i) => i + 1);

  it('cuts pages of the given size, the last one short', () => {
    expect(paginate(items, 1, 6)).toEqual({ page: 1, totalPages: 3, items: [1, 2, 3, 4, 5, 6] });
    expect(paginate(items, 3, 6).items).toEqual([13, 14]);
  });

  it('clamps pages out of range and counts an empty list as one page', () => {
    expect(paginate(items, 99, 6).page).toBe(3);
    expect(paginate(items, 0, 6).page).toBe(1);
    expect(paginate([], 1, 3)).toEqual({ page: 1, totalPages: 1, items: [] });
  });
});
