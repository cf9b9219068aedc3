import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { i18n } from '../../lib/i18n';
import { QueryState } from './query-state';

function Names({ load }: { load: () => Promise<string[]> }) {
  const query = useQuery({ queryKey: ['names'], queryFn: load, retry: false });
  return (
    <QueryState query={query} loading="Loading names" isEmpty={(d) => d.length === 0} empty={<p>No names yet</p>}>
      {(names) => (
        <ul>
          {names.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

const show = (load: () => Promise<string[]>) =>
  render(
    // Its Retry button and spinner speak the app's language (English here).
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <Names load={load} />
      </QueryClientProvider>
    </I18nProvider>,
  );

describe('QueryState', () => {
  it('shows what is loading, then the data', async () => {
    let answer: (names: string[]) => void = () => {};
    show(() => new Promise((resolve) => (answer = resolve)));
    expect(screen.getByRole('status')).toHaveTextContent('Loading names');
    answer(['Ada', 'Bola']);
    expect(await screen.findAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the empty state when the data is empty', async () => {
    show(async () => []);
    expect(await screen.findByText('No names yet')).toBeInTheDocument();
  });

  it("shows the server's message and retries on request", async () => {
    let calls = 0;
    show(async () => {
      calls += 1;
      if (calls === 1) throw new ApiError(503, 'The database is not answering');
      return ['Chidi'];
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is not answering');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Chidi')).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
