import { BOOKING_HISTORY_RETENTION_YEARS, MIN_AGE_YEARS } from '@domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PRIVACY_SECTIONS, PrivacyScreen } from './Privacy';

const meta = {
  title: 'Screens/Privacy',
  tags: ['!autodocs'],
  component: PrivacyScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PrivacyScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(canvas.getByText('1 Nov 2026')).toBeVisible();

    const titles = [
      'Information we collect',
      'How we use your information',
      'How we share information',
      'How we protect your information',
      'Your rights',
      'Cookies',
      'How long we keep your data',
      'International transfers',
      "Children's privacy",
      'Changes to this policy',
      'Contact us',
    ];
    await expect(PRIVACY_SECTIONS.map((section) => section.title)).toEqual(titles);
    const contents = canvas.getByRole('navigation', { name: 'Contents' });
    for (const title of titles) {
      const region = canvas.getByRole('region', { name: title });
      await expect(within(contents).getByRole('link', { name: title })).toHaveAttribute(
        'href',
        `#${region.id}`,
      );
    }

    await expect(
      canvas.getByRole('region', { name: 'How long we keep your data' }),
    ).toHaveTextContent(
      `Booking history and wallet transactions are kept for ${BOOKING_HISTORY_RETENTION_YEARS} years`,
    );
    await expect(canvas.getByRole('region', { name: "Children's privacy" })).toHaveTextContent(
      `not for children under ${MIN_AGE_YEARS}`,
    );
    const contact = canvas.getByRole('region', { name: 'Contact us' });
    await expect(within(contact).getByRole('link', { name: 'contact page' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(
      within(contact).getByRole('link', { name: 'support@pitchside.ng' }),
    ).toHaveAttribute('href', 'mailto:support@pitchside.ng');
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  },
};

export const DefaultPhone: Story = {
  ...Default,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
