import { Heading, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageFrame } from './PageFrame';

const phone = { viewport: { value: 'phone', isRotated: false } };

const meta = {
  title: 'Components/Shell/PageFrame',
  component: PageFrame,
  parameters: { layout: 'fullscreen' },
  args: {
    py: '6',
    children: (
      <>
        <Heading as="h1">Page title</Heading>
        <Text>Every page starts here, where the logo starts.</Text>
      </>
    ),
  },
} satisfies Meta<typeof PageFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const titleLeft = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('heading', { name: 'Page title' }).getBoundingClientRect().left;

/** Wide screens: the content sits in the page width, centred, inside the gutter. */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const frameWidth = Math.min(window.innerWidth, 1280);
    await expect(Math.round(titleLeft(canvasElement))).toBe(
      Math.round((window.innerWidth - frameWidth) / 2) + 24,
    );
  },
};

/** A phone: the narrower gutter. */
export const Phone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    await expect(Math.round(titleLeft(canvasElement))).toBe(16);
  },
};

/** A reading width (a form, a policy) narrows the content, not where it starts. */
export const WithMeasure: Story = {
  args: { measure: 'sm' },
  play: async ({ canvasElement }) => {
    const frameWidth = Math.min(window.innerWidth, 1280);
    const heading = within(canvasElement).getByRole('heading', { name: 'Page title' });
    await expect(Math.round(heading.getBoundingClientRect().left)).toBe(
      Math.round((window.innerWidth - frameWidth) / 2) + 24,
    );
    await expect(heading.getBoundingClientRect().width).toBeLessThanOrEqual(384);
  },
};
