import { MESSAGES, NO_RESPONSE, cutoffPhrase } from '@domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expectSeen } from '../../Feedback/PageNotice/seen';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { faqItems } from '../../fixtures/content';
import { ContactScreen, type ContactScreenProps } from './Contact';
import type { ContactFormValues, ContactStatus } from './ContactForm';

const phone = { viewport: { value: 'phone', isRotated: false } };

const typed: ContactFormValues = {
  name: 'Adaeze Okafor',
  email: 'adaeze.okafor@example.ng',
  phone: '+234 803 123 4567',
  subject: 'Team booking for December',
  category: 'business',
  message: 'We would like to book a pitch every Saturday in December for our staff league.',
};

/**
 * The app's part in the flow: on submit the status goes to 'sending', then to the answer the
 * story names (its `status` arg), as the container does when the server replies.
 */
function ContactFlow({ status = 'idle', onSubmit, ...rest }: ContactScreenProps) {
  const [shown, setShown] = useState<ContactStatus>('idle');
  return (
    <ContactScreen
      {...rest}
      status={shown}
      onSubmit={(values) => {
        onSubmit(values);
        setShown('sending');
        setTimeout(() => setShown(status), 150);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Contact',
  tags: ['!autodocs'],
  component: ContactScreen,
  args: { onSubmit: fn(), status: 'idle', faq: faqItems },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ContactScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

// Labels carry a required marker after the word, so match on how they start.
const field = (canvas: Canvas, label: string) => canvas.getByLabelText(new RegExp(`^${label}`));

async function fillForm(canvas: Canvas, values: ContactFormValues = typed) {
  await userEvent.type(field(canvas, 'Name'), values.name);
  await userEvent.type(field(canvas, 'Email'), values.email);
  if (values.phone) await userEvent.type(field(canvas, 'Phone'), values.phone);
  await userEvent.type(field(canvas, 'Subject'), values.subject);
  await userEvent.selectOptions(field(canvas, 'Category'), values.category);
  await userEvent.type(field(canvas, 'Message'), values.message);
}

async function expectValues(canvas: Canvas, values: ContactFormValues) {
  await expect(field(canvas, 'Name')).toHaveValue(values.name);
  await expect(field(canvas, 'Email')).toHaveValue(values.email);
  await expect(field(canvas, 'Phone')).toHaveValue(values.phone);
  await expect(field(canvas, 'Subject')).toHaveValue(values.subject);
  await expect(field(canvas, 'Category')).toHaveValue(values.category);
  await expect(field(canvas, 'Message')).toHaveValue(values.message);
}

/** The page, the FAQ it is given, and a valid message handed to `onSubmit`. */
export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();

    await step('four ways to reach us, offices and response times', async () => {
      const methods = canvas.getByRole('region', { name: 'Ways to reach us' });
      await expect(
        within(methods)
          .getAllByRole('heading', { level: 3 })
          .map((heading) => heading.textContent),
      ).toEqual(['Email', 'Phone', 'WhatsApp', 'Office']);
      await expect(
        within(methods).getByRole('link', { name: 'support@pitchside.ng' }),
      ).toHaveAttribute('href', 'mailto:support@pitchside.ng');
      await expect(
        within(methods).getByRole('link', { name: '+234 201 555 0100' }),
      ).toHaveAttribute('href', 'tel:+2342015550100');
      await expect(
        within(methods).getByRole('link', { name: '+234 803 555 0199' }),
      ).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\//));
      const offices = canvas.getByRole('region', { name: 'Our offices' });
      await expect(within(offices).getAllByRole('heading', { level: 3 })).toHaveLength(3);
      const times = canvas.getByRole('region', { name: 'Response times' });
      await expect(times).toHaveTextContent('EmailWithin 24 hours');
      await expect(times).toHaveTextContent('WhatsAppWithin 1 hour');
    });

    await step('every question it is given, each opening on its answer', async () => {
      const faq = canvas.getByRole('region', { name: 'Frequently asked questions' });
      const questions = within(faq).getAllByRole('button');
      await expect(questions.map((question) => question.textContent)).toEqual(
        faqItems.map((item) => item.question),
      );
      const cancel = within(faq).getByRole('button', {
        name: 'Can I cancel or reschedule a booking?',
      });
      await userEvent.click(cancel);
      await expect(cancel).toHaveAttribute('aria-expanded', 'true');
      const answer = await within(faq).findByText(
        new RegExp(`until ${cutoffPhrase()} before it starts`),
      );
      await waitFor(() => expect(answer).toBeVisible());
    });

    await step('a valid message goes to onSubmit, trimmed', async () => {
      await fillForm(canvas, { ...typed, name: `  ${typed.name} ` });
      await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
      await expect(args.onSubmit).toHaveBeenCalledTimes(1);
      await expect(args.onSubmit).toHaveBeenCalledWith(typed);
      await expect(canvas.queryByText('Message Sent!')).toBeNull();
    });
  },
};

/** Nothing is sent until every required field is valid; each error sits under its field. */
export const ValidationErrors: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();

    const expected = [
      ['Name', MESSAGES.nameRequired],
      ['Email', MESSAGES.emailRequired],
      ['Category', MESSAGES.categoryRequired],
      ['Subject', MESSAGES.subjectRequired],
      ['Message', MESSAGES.messageRequired],
    ] as const;
    for (const [label, message] of expected) {
      const input = field(canvas, label);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(message);
    }
    await expect(field(canvas, 'Phone')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(field(canvas, 'Name')).toHaveFocus();

    await userEvent.type(field(canvas, 'Email'), 'adaeze@');
    await userEvent.type(field(canvas, 'Phone'), '0803');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(canvas.getByText(MESSAGES.emailInvalid)).toBeVisible();
    await expect(canvas.getByText(MESSAGES.phoneInvalid)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // Correcting a field clears its error at once.
    await userEvent.type(field(canvas, 'Name'), 'Adaeze');
    await expect(canvas.queryByText(MESSAGES.nameRequired)).toBeNull();
  },
};

/** While the message is on its way the button is busy and cannot be pressed again. */
export const Sending: Story = {
  args: { status: 'sending', initialValues: typed },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Sending/ });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('data-loading');
    await expectValues(canvas, typed);
    await expect(canvas.queryByText('Message Sent!')).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Once the server accepts the message: 'Message Sent!' and an empty form. */
export const Sent: Story = {
  args: { status: 'sent' },
  render: (args) => <ContactFlow {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Message Sent!')).toBeNull();
    await fillForm(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(typed);
    const notice = await canvas.findByRole('status');
    await expect(notice).toHaveTextContent('Message Sent!');
    await expect(notice).toHaveTextContent('We will reply within 24 hours.');
    await expectSeen(notice);
    await expectValues(canvas, {
      name: '',
      email: '',
      phone: '',
      subject: '',
      category: '',
      message: '',
    });
  },
};

/** The server refused or could not be reached: the error shows and the message is kept. */
export const SendFailed: Story = {
  args: { status: 'failed', errorMessage: NO_RESPONSE },
  render: (args) => <ContactFlow {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillForm(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(NO_RESPONSE);
    await expectSeen(alert);
    await expect(canvas.queryByText('Message Sent!')).toBeNull();
    await expectValues(canvas, typed);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Send Message' })).toBeEnabled());
  },
};

/** Field errors the server returned are shown under their fields until the field is edited. */
export const ServerFieldErrors: Story = {
  args: {
    status: 'failed',
    errorMessage: 'Please correct the highlighted fields.',
    initialValues: typed,
    serverErrors: { email: ['This e-mail address cannot receive mail.'] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = field(canvas, 'Email');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('This e-mail address cannot receive mail.');
    await userEvent.type(email, 'x');
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  },
};

export const SentPhone: Story = { ...Sent, globals: phone };

export const SendFailedPhone: Story = { ...SendFailed, globals: phone };

export const DefaultPhone: Story = {
  ...Default,
  globals: phone,
};
