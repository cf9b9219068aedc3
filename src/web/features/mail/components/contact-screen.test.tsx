import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../testing/fetch-mock';
import { Providers } from '../../../app/providers';
import { ContactScreen } from './contact-screen';

const wrapper = ({ children }: { children: ReactNode }) => (
  <Providers>
    <MemoryRouter>{children}</MemoryRouter>
  </Providers>
);

describe('Contact page', () => {
  it('shows the contact details and the form', () => {
    render(<ContactScreen />, { wrapper });
    expect(screen.getByRole('heading', { name: 'Drop Us A Line' })).toBeInTheDocument();
    expect(screen.getByText('Lagos, Nigeria')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^\+234/ })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
  });

  it('shows each message once its field is touched and invalid', async () => {
    const user = userEvent.setup();
    render(<ContactScreen />, { wrapper });
    expect(screen.queryByText('Please enter your name.')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Name'));
    await user.tab();
    expect(await screen.findByText('Please enter your name.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.tab();
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
  });

  it('marks every invalid field on submit, then sends a valid message', async () => {
    const calls = mockFetch((c) =>
      c.url === '/api/contact'
        ? { status: 202, body: { message: 'Thank you! Your message has been sent.' } }
        : undefined,
    );
    const user = userEvent.setup();
    render(<ContactScreen />, { wrapper });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your message.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Name'), 'Amina Bello');
    await user.type(screen.getByLabelText('Email'), 'amina@example.ng');
    await user.type(screen.getByLabelText('Message'), 'Do you deliver to Ikeja?');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Thank you! Your message has been sent.')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      body: { name: 'Amina Bello', email: 'amina@example.ng', content: 'Do you deliver to Ikeja?' },
    });
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });
});
