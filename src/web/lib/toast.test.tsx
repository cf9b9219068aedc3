import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Providers } from '../app/providers';
import { toast } from './toast';

describe('toast', () => {
  it.each(['error', 'success', 'warning', 'info'] as const)(
    'shows a %s toast with its title and message',
    async (type) => {
      render(<Providers>{null}</Providers>);
      toast[type](`A ${type} message`, { title: type.toUpperCase() });
      const alert = await screen.findByText(`A ${type} message`);
      expect(alert).toBeInTheDocument();
      expect(screen.getByText(type.toUpperCase())).toBeInTheDocument();
      toast.dismissAll();
    },
  );
});
