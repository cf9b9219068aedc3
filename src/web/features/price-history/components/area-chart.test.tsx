import { I18nProvider } from '@lingui/react';
import { fireEvent, render as renderBare, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { AreaSeries } from '../../../../contract/areas';
import { i18n } from '../../../lib/i18n';
import AreaChart, { priceMarks } from './area-chart';

const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;

/** `count` months from `from` (YYYY-MM), the price rising by `step` a month. */
const months = (from: string, count: number, price: number, step: number): AreaSeries =>
  Array.from({ length: count }, (_, i) => {
    const n = Number(from.slice(0, 4)) * 12 + Number(from.slice(5, 7)) - 1 + i;
    const month = `${Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`;
    return { month, price: price + i * step, source: 'nbs' };
  });

const LAGOS = months('2016-01', 83, 250, 5); // to Nov 2022, 250 → 660
const NATION = months('2016-01', 106, 240, 4); // to Oct 2024, 240 → 660

/** Lagos against the nation, as the state prices page draws them. */
const renderChart = (summary: string) =>
  renderBare(
    <AreaChart
      lines={[
        { label: 'Lagos average', series: LAGOS },
        { label: 'National average', series: NATION },
      ]}
      summary={summary}
    />,
    { wrapper },
  );

describe('priceMarks', () => {
  it('runs from zero in round steps to the first mark at or above the highest price', () => {
    expect(priceMarks(612.5)).toEqual([0, 200, 400, 600, 800]);
    expect(priceMarks(1000)).toEqual([0, 250, 500, 750, 1000]);
    expect(priceMarks(38)).toEqual([0, 10, 20, 30, 40]);
    expect(priceMarks(0)).toEqual([0, 1]);
  });
});

describe('AreaChart', () => {
  it('draws a line per area on a price axis from zero, a mark each January, and says what it shows', () => {
    const { container } = renderChart('Monthly average price of Rice in Lagos and in Nigeria');
    const chart = screen.getByRole('img', { name: 'Monthly average price of Rice in Lagos and in Nigeria' });
    expect(chart).toHaveTextContent('Lagos average');
    expect(chart).toHaveTextContent('National average');
    for (const mark of ['N0', 'N200', 'N400', 'N600', 'N800']) expect(chart).toHaveTextContent(mark);
    for (let year = 2016; year <= 2024; year++) expect(chart).toHaveTextContent(String(year));
    expect(chart).not.toHaveTextContent('2025');

    const lines = container.querySelectorAll('polyline');
    expect(lines).toHaveLength(2);
    const points = (i: number) => lines[i]!.getAttribute('points')!.split(' ');
    expect(points(0)).toHaveLength(83);
    // Jan 2016 at the left; 250 of the axis' 800 is 312.5 units up from the foot (1000).
    expect(points(0)[0]).toBe('0.0,687.5');
    // Oct 2024, the last month of either, at the right: 660 of 800.
    expect(points(1).at(-1)).toBe('1000.0,175.0');
  });

  it('shows the months’ prices where the pointer is, and a dash for an area without that month', () => {
    renderChart('chart');
    const plot = document.querySelector('svg')!.parentElement!;
    plot.getBoundingClientRect = () => ({ left: 100, width: 1050, top: 0, height: 200 }) as DOMRect;
    // 105 months across 1050 px: 10 px a month. 100 px in: 10 months after Jan 2016.
    fireEvent(plot, new MouseEvent('pointermove', { bubbles: true, clientX: 200 }));
    expect(screen.getByText('Nov 2016')).toBeInTheDocument();
    expect(screen.getByText('Lagos average: N300')).toBeInTheDocument();
    expect(screen.getByText('National average: N280')).toBeInTheDocument();
    // Past Lagos' last month (Nov 2022) only the nation has a price.
    fireEvent(plot, new MouseEvent('pointermove', { bubbles: true, clientX: 1130 }));
    expect(screen.getByText('Aug 2024')).toBeInTheDocument();
    expect(screen.getByText('Lagos average: —')).toBeInTheDocument();
    fireEvent(plot, new MouseEvent('pointerleave', { clientX: 1130 }));
    expect(screen.queryByText('Aug 2024')).not.toBeInTheDocument();
  });
});
