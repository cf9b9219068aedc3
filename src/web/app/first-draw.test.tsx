import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n';
import { AfterShell, drawShellFirst } from './first-draw';

const drawn = () =>
  render(
    <I18nProvider i18n={i18n}>
      <AfterShell>
        <h1>Cart</h1>
      </AfterShell>
    </I18nProvider>,
  );

describe('AfterShell', () => {
  it("on the first draw over the server's shell, shows the spinner first and the screen in a later task", async () => {
    drawShellFirst(drawn);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('heading', { name: 'Cart' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Cart' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('puts what it is given in the meanwhile, nothing for the footer', async () => {
    drawShellFirst(() =>
      render(
        <AfterShell meanwhile={null}>
          <footer>Links</footer>
        </AfterShell>,
      ),
    );
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toHaveTextContent('Links');
  });

  it('draws the screen at once every other time', () => {
    drawn();
    expect(screen.getByRole('heading', { name: 'Cart' })).toBeInTheDocument();
  });
});
