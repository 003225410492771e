import { Badge, Box, SimpleGrid, Text } from '@chakra-ui/react';
// Chakra's own tabs, only to compare with the app's (SameAsChakra below).
// eslint-disable-next-line no-restricted-imports
import { Tabs as ChakraTabs } from '@chakra-ui/react';
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectSameDrawing } from '../../fixtures/sameDrawing';
import { Tabs } from './Tabs';

const phone = { viewport: { value: 'phone', isRotated: false } } as const;

const PANELS = [
  { value: 'upcoming', label: 'Upcoming', count: 3, body: 'Three games to come.' },
  { value: 'past', label: 'Past', count: 12, body: 'Twelve games played.' },
  { value: 'cancelled', label: 'Cancelled', count: 1, body: 'One game called off.' },
] as const;

interface DemoProps {
  onValueChange?: (value: string) => void;
  lazyMount?: boolean;
  /** Holds the tab outside the tabs, as a screen that keeps it in the address does. */
  controlled?: boolean;
}

function Demo({ onValueChange, lazyMount, controlled }: DemoProps) {
  const [value, setValue] = useState<string>('upcoming');
  const change = (next: string) => {
    setValue(next);
    onValueChange?.(next);
  };
  return (
    <Box maxW="2xl">
      <Tabs.Root
        {...(controlled ? { value } : { defaultValue: 'upcoming' })}
        onValueChange={change}
        lazyMount={lazyMount ?? false}
        variant="line"
        colorPalette="brand"
        size={{ base: 'sm', md: 'md' }}
      >
        <Tabs.List aria-label="Bookings" overflowX="auto" overflowY="hidden">
          {PANELS.map((panel) => (
            <Tabs.Trigger key={panel.value} value={panel.value} flexShrink="0">
              {panel.label}
              <Badge size="sm" variant="subtle" colorPalette="gray">
                {panel.count}
              </Badge>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {PANELS.map((panel) => (
          <Tabs.Content key={panel.value} value={panel.value} pt="5">
            <Text>{panel.body}</Text>
          </Tabs.Content>
        ))}
      </Tabs.Root>
      {controlled ? <Text mt="4">Selected in the address: {value}</Text> : null}
    </Box>
  );
}

const meta = {
  title: 'Components/Navigation/Tabs',
  component: Demo,
  args: { onValueChange: fn() },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The pattern's roles, names and relations; only the selected panel shows. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist', { name: 'Bookings' });
    const tabs = within(list).getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['Upcoming3', 'Past12', 'Cancelled1']);
    const [upcoming, past] = tabs;
    await expect(upcoming).toHaveAttribute('aria-selected', 'true');
    await expect(past).toHaveAttribute('aria-selected', 'false');
    // Roving tabindex: only the selected tab is in the Tab order.
    await expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    const panel = canvas.getByRole('tabpanel', { name: /Upcoming/ });
    await expect(panel).toHaveTextContent('Three games to come.');
    await expect(panel).toHaveAttribute('tabindex', '0');
    await expect(upcoming).toHaveAttribute('aria-controls', panel.id);
    // The other panels are there but hidden, as they are from a screen reader.
    await expect(canvas.getAllByRole('tabpanel')).toHaveLength(1);
    await expect(canvas.getByText('Twelve games played.')).not.toBeVisible();
  },
};

/** Left, Right, Home and End move the focus and select the focused tab; focus wraps round. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tab = (name: RegExp) => canvas.getByRole('tab', { name });
    await userEvent.tab();
    await expect(tab(/Upcoming/)).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    await expect(tab(/Past/)).toHaveFocus();
    await expect(tab(/Past/)).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: /Past/ })).toHaveTextContent(
      'Twelve games played.',
    );
    await expect(args.onValueChange).toHaveBeenLastCalledWith('past');

    await userEvent.keyboard('{End}');
    await expect(tab(/Cancelled/)).toHaveFocus();
    await expect(tab(/Cancelled/)).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab(/Upcoming/)).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tab(/Cancelled/)).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(tab(/Upcoming/)).toHaveFocus();
    await expect(tab(/Upcoming/)).toHaveAttribute('aria-selected', 'true');

    // Tab leaves the tab list for the selected panel, which takes focus.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: /Upcoming/ })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenCalledTimes(5);
  },
};

/** The caller holds the tab (as /bookings does in its address); a click asks it to change. */
export const Controlled: Story = {
  args: { controlled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: /Cancelled/ }));
    await expect(args.onValueChange).toHaveBeenCalledWith('cancelled');
    await expect(canvas.getByText('Selected in the address: cancelled')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: /Cancelled/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // Selecting the selected tab again asks for nothing.
    await userEvent.click(canvas.getByRole('tab', { name: /Cancelled/ }));
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
  },
};

/** A lazily mounted panel enters the document when first chosen, and stays (hidden) after. */
export const LazyMount: Story = {
  args: { lazyMount: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Twelve games played.')).not.toBeInTheDocument();
    // No tab points at a panel that is not in the document.
    await expect(canvas.getByRole('tab', { name: /Past/ })).not.toHaveAttribute('aria-controls');
    await userEvent.click(canvas.getByRole('tab', { name: /Past/ }));
    await expect(canvas.getByText('Twelve games played.')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: /Upcoming/ }));
    await expect(canvas.getByText('Twelve games played.')).not.toBeVisible();
    await expect(canvas.getByRole('tab', { name: /Past/ })).toHaveAttribute('aria-controls');
  },
};

/** At phone width the list scrolls sideways within itself; the page does not. */
export const Phone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist', { name: 'Bookings' });
    await expect(list.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await userEvent.click(canvas.getByRole('tab', { name: /Cancelled/ }));
    await expect(canvas.getByRole('tabpanel', { name: /Cancelled/ })).toHaveTextContent(
      'One game called off.',
    );
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: /Past/ })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: /Past/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

const TRIGGER_DRAWN = [
  'height',
  'padding-left',
  'padding-right',
  'font-size',
  'font-weight',
  'color',
] as const;

/**
 * The app's tabs draw as Chakra's do (line, md): the list's rule, each tab's box, type and
 * colour, and the selected tab's underline, read from the browser for each pair.
 */
export const SameAsChakra: Story = {
  render: () => (
    <SimpleGrid columns={2} gap="6" maxW="2xl">
      <Tabs.Root defaultValue="one" variant="line" size="md" colorPalette="brand">
        <Tabs.List aria-label="Own">
          <Tabs.Trigger value="one">Own one</Tabs.Trigger>
          <Tabs.Trigger value="two">Own two</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="one">Own panel</Tabs.Content>
        <Tabs.Content value="two">Own second panel</Tabs.Content>
      </Tabs.Root>
      <ChakraTabs.Root
        recipe={tabsSlotRecipe}
        defaultValue="one"
        variant="line"
        size="md"
        colorPalette="brand"
      >
        <ChakraTabs.List aria-label="Chakra">
          <ChakraTabs.Trigger value="one">Chakra one</ChakraTabs.Trigger>
          <ChakraTabs.Trigger value="two">Chakra two</ChakraTabs.Trigger>
        </ChakraTabs.List>
        <ChakraTabs.Content value="one">Chakra panel</ChakraTabs.Content>
        <ChakraTabs.Content value="two">Chakra second panel</ChakraTabs.Content>
      </ChakraTabs.Root>
    </SimpleGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectSameDrawing(
      'list',
      canvas.getByRole('tablist', { name: 'Own' }),
      canvas.getByRole('tablist', { name: 'Chakra' }),
      ['display', 'border-bottom-width', 'border-bottom-color', 'min-height'],
    );
    for (const [own, chakra] of [
      ['Own one', 'Chakra one'],
      ['Own two', 'Chakra two'],
    ] as const) {
      const ownTab = canvas.getByRole('tab', { name: own });
      const chakraTab = canvas.getByRole('tab', { name: chakra });
      await expectSameDrawing(own, ownTab, chakraTab, TRIGGER_DRAWN);
      await expectSameDrawing(
        `${own} underline`,
        ownTab,
        chakraTab,
        ['content', 'height', 'background-color', 'bottom'],
        '::before',
      );
    }
    await expectSameDrawing(
      'panel',
      canvas.getByRole('tabpanel', { name: 'Own one' }),
      canvas.getByRole('tabpanel', { name: 'Chakra one' }),
      ['padding-top'],
    );
  },
};
