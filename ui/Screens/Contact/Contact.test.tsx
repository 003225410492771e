import { MESSAGES, NETWORK_ERROR } from '@domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../tests/renderWithTheme';
import { ContactForm, type ContactFormValues } from './ContactForm';

const filled: ContactFormValues = {
  name: 'Adaeze Okafor',
  email: 'adaeze.okafor@example.ng',
  phone: '',
  subject: 'Lost property',
  category: 'help',
  message: 'I left a water bottle at Lekki on Saturday.',
};

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

describe('ContactForm', () => {
  it('sends nothing and marks each invalid field when the form is empty', async () => {
    const onSubmit = vi.fn();
    renderWithTheme(<ContactForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText(MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.categoryRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.subjectRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.messageRequired)).toBeInTheDocument();
    expect(field('Phone')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('submits the trimmed values without a phone when none was given', async () => {
    const onSubmit = vi.fn();
    renderWithTheme(
      <ContactForm
        onSubmit={onSubmit}
        initialValues={{ ...filled, subject: '  Lost property  ' }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: filled.name,
      email: filled.email,
      subject: 'Lost property',
      category: 'help',
      message: filled.message,
    });
  });

  it('rejects an optional phone that is not a phone number', async () => {
    const onSubmit = vi.fn();
    renderWithTheme(<ContactForm onSubmit={onSubmit} initialValues={{ ...filled, phone: '12' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText(MESSAGES.phoneInvalid)).toBeInTheDocument();
  });

  it('clears the form when the status turns to sent, and shows Message Sent!', async () => {
    const { rerender } = renderWithTheme(
      <ContactForm onSubmit={vi.fn()} status="sending" initialValues={filled} />,
    );
    expect(screen.queryByText('Message Sent!')).not.toBeInTheDocument();
    rerender(<ContactForm onSubmit={vi.fn()} status="sent" initialValues={filled} />);
    // The notice's code loads with the first outcome.
    expect(await screen.findByText('Message Sent!')).toBeInTheDocument();
    expect(field('Name')).toHaveValue('');
    expect(field('Message')).toHaveValue('');
  });

  it('keeps what was typed when sending fails', async () => {
    const { rerender } = renderWithTheme(
      <ContactForm onSubmit={vi.fn()} status="sending" initialValues={filled} />,
    );
    rerender(
      <ContactForm
        onSubmit={vi.fn()}
        status="failed"
        errorMessage={NETWORK_ERROR}
        initialValues={filled}
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(NETWORK_ERROR);
    expect(field('Name')).toHaveValue(filled.name);
    expect(field('Message')).toHaveValue(filled.message);
    expect(screen.queryByText('Message Sent!')).not.toBeInTheDocument();
  });

  it('does not submit twice while sending', async () => {
    const onSubmit = vi.fn();
    renderWithTheme(<ContactForm onSubmit={onSubmit} status="sending" initialValues={filled} />);
    expect(screen.getByRole('button', { name: /Sending/ })).toBeDisabled();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
