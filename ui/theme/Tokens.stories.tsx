import {
  Badge,
  Box,
  Code,
  Heading,
  HStack,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Theme,
} from '@chakra-ui/react';
import { codeRecipe, tableSlotRecipe } from '@chakra-ui/react/theme';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { PALETTE_NAMES, SHADES, palettes, surfaceRoles } from './colors';
import { getSystem } from './index';
import {
  STATUS_COLORS,
  STATUS_FALLBACK,
  STATUS_KINDS,
  statusLabel,
  statusPalette,
  statusValues,
} from './status';
import { FONT_STACKS, NAMED_TEXT_STYLES } from './typography';

const system = getSystem();

const meta = {
  title: 'Foundations/Tokens',
  // The Foundations pages (Colours, Typography…) show these stories with the tables beside them.
  tags: ['!autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" aria-label={title} gap="4">
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** 'rgb(r, g, b)' as getComputedStyle reports a #rrggbb colour. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** A length token in px, as getComputedStyle reports it (1rem = 16px in Storybook). */
function px(token: string): string {
  const value = system.token(token);
  if (typeof value !== 'string') throw new Error(`No token ${token}`);
  return value.endsWith('rem') ? `${parseFloat(value) * 16}px` : value;
}

function Chip({ bg, color, children }: { bg: string; color: string; children: ReactNode }) {
  return (
    <Box bg={bg} color={color} px="3" py="1.5" borderRadius="l2" textStyle="sm" fontWeight="medium">
      {children}
    </Box>
  );
}

function Swatch({ token, label }: { token: string; label: string }) {
  return (
    <HStack gap="2">
      <Box boxSize="5" borderRadius="l1" bg={token} borderWidth="1px" borderColor="border" />
      <Text textStyle="xs">{label}</Text>
    </HStack>
  );
}

/** Every palette's roles and the surfaces, as they look in one colour mode. */
function SemanticTokens({ appearance }: { appearance: 'light' | 'dark' }) {
  return (
    <Theme appearance={appearance} p="4" borderRadius="l3" borderWidth="1px">
      <Stack as="section" aria-label={`Semantic tokens, ${appearance} mode`} gap="5">
        <Heading as="h3" size="md">
          {appearance === 'light' ? 'Light mode' : 'Dark mode'}
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="3">
          {(['DEFAULT', 'subtle', 'muted', 'panel'] as const).map((role) => {
            const token = role === 'DEFAULT' ? 'bg' : `bg.${role}`;
            return (
              <Box
                key={role}
                data-surface={token}
                bg={token}
                p="3"
                borderRadius="l2"
                borderWidth="1px"
              >
                <Text fontWeight="semibold">{token}</Text>
                <Text textStyle="sm" color="fg.muted">
                  fg.muted on {token}
                </Text>
              </Box>
            );
          })}
        </SimpleGrid>
        <HStack gap="4" wrap="wrap">
          {(['error', 'warning', 'success', 'info'] as const).map((role) => (
            <Text key={role} color={`fg.${role}`} textStyle="sm" fontWeight="medium">
              fg.{role}
            </Text>
          ))}
          <Chip bg="bg.inverted" color="fg.inverted">
            fg.inverted on bg.inverted
          </Chip>
          {Object.keys(surfaceRoles.border).map((role) => (
            <Swatch
              key={role}
              token={role === 'DEFAULT' ? 'border' : `border.${role}`}
              label={role === 'DEFAULT' ? 'border' : `border.${role}`}
            />
          ))}
        </HStack>
        {PALETTE_NAMES.map((palette) => (
          <HStack key={palette} colorPalette={palette} gap="3" wrap="wrap">
            <Text w="16" fontWeight="semibold">
              {palette}
            </Text>
            <Chip bg="colorPalette.solid" color="colorPalette.contrast">
              solid
            </Chip>
            <Chip bg="colorPalette.subtle" color="colorPalette.fg">
              subtle
            </Chip>
            <Chip bg="colorPalette.muted" color="colorPalette.fg">
              muted
            </Chip>
            <Text color="colorPalette.fg" textStyle="sm" fontWeight="medium">
              fg
            </Text>
            <Swatch token="colorPalette.emphasized" label="emphasized" />
            <Swatch token="colorPalette.focusRing" label="focusRing" />
            <Swatch token="colorPalette.border" label="border" />
          </HStack>
        ))}
      </Stack>
    </Theme>
  );
}

export const Colors: Story = {
  render: () => (
    <Stack gap="10">
      <Section title="Palettes">
        {PALETTE_NAMES.map((palette) => (
          <Stack key={palette} gap="2">
            <Heading as="h3" size="md">
              {palette}
            </Heading>
            <SimpleGrid columns={{ base: 4, md: 11 }} gap="2">
              {SHADES.map((shade) => (
                <Stack key={shade} gap="1">
                  <Box
                    data-token={`${palette}.${shade}`}
                    h="10"
                    bg={`${palette}.${shade}`}
                    borderRadius="l2"
                    borderWidth="1px"
                    borderColor="border"
                  />
                  <Text textStyle="xs" fontWeight="medium">
                    {shade}
                  </Text>
                  <Text textStyle="xs" color="fg.muted" fontFamily="mono">
                    {palettes[palette][shade]}
                  </Text>
                </Stack>
              ))}
            </SimpleGrid>
          </Stack>
        ))}
      </Section>
      <Section title="Semantic tokens">
        <Text color="fg.muted">
          Use these, not the palettes: they follow the colour mode. Set colorPalette to any palette
          name and the recipes draw with its roles.
        </Text>
        <SemanticTokens appearance="light" />
        <SemanticTokens appearance="dark" />
      </Section>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const palettesSection = canvas.getByRole('region', { name: 'Palettes' });
    for (const palette of PALETTE_NAMES) {
      await expect(within(palettesSection).getByRole('heading', { name: palette })).toBeVisible();
    }
    const swatches = palettesSection.querySelectorAll('[data-token]');
    await expect(swatches).toHaveLength(PALETTE_NAMES.length * SHADES.length);
    const brandSolid = palettesSection.querySelector('[data-token="brand.600"]');
    await expect(brandSolid).toHaveStyle({ backgroundColor: rgb(palettes.brand['600']) });

    // The same semantic token resolves per colour mode.
    for (const [appearance, page] of [
      ['light', '#ffffff'],
      ['dark', '#09090b'],
    ] as const) {
      const section = canvas.getByRole('region', { name: `Semantic tokens, ${appearance} mode` });
      await expect(section.querySelector('[data-surface="bg"]')).toHaveStyle({
        backgroundColor: rgb(page),
      });
      for (const palette of PALETTE_NAMES) {
        await expect(within(section).getByText(palette)).toBeVisible();
      }
    }
  },
};

const statusRows = STATUS_KINDS.flatMap((kind) => [
  ...statusValues(kind).map((value) => ({
    kind,
    value: value as string,
    label: statusLabel(value),
    palette: statusPalette(kind, value),
    fallback: false,
  })),
  { kind, value: 'any other', label: 'Other', palette: STATUS_FALLBACK[kind], fallback: true },
]);

export const StatusColors: Story = {
  render: () => (
    <Table.Root recipe={tableSlotRecipe} size="sm" variant="outline" maxW="2xl">
      <Table.Caption captionSide="top" textAlign="start" pb="3" color="fg.muted">
        Status colours: the one map in ui/theme/status.ts that every status badge reads.
      </Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Kind</Table.ColumnHeader>
          <Table.ColumnHeader>Value</Table.ColumnHeader>
          <Table.ColumnHeader>Palette</Table.ColumnHeader>
          <Table.ColumnHeader>Badge</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {statusRows.map(({ kind, value, label, palette, fallback }) => (
          <Table.Row key={`${kind}-${value}`}>
            <Table.Cell>{kind}</Table.Cell>
            <Table.Cell>
              {fallback ? (
                <Text as="span" fontStyle="italic" color="fg.muted">
                  {value}
                </Text>
              ) : (
                <Code recipe={codeRecipe}>{value}</Code>
              )}
            </Table.Cell>
            <Table.Cell>{palette}</Table.Cell>
            <Table.Cell>
              <Badge colorPalette={palette}>{label}</Badge>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  ),
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    const expected = STATUS_KINDS.flatMap((kind) => [
      ...statusValues(kind).map((value) => [
        kind,
        value,
        (STATUS_COLORS[kind] as Record<string, string>)[value],
      ]),
      [kind, 'any other', STATUS_FALLBACK[kind]],
    ]);
    await expect(rows.map(([kind, value, palette]) => [kind, value, palette])).toEqual(expected);
    // Spot checks straight from the specification.
    await expect(rows).toContainEqual(['account', 'REJECTED', 'red', 'Rejected']);
    await expect(rows).toContainEqual(['account', 'any other', 'gray', 'Other']);
    await expect(rows).toContainEqual(['booking', 'NO_SHOW', 'gray', 'No show']);
    await expect(rows).toContainEqual(['payment', 'any other', 'yellow', 'Other']);
    await expect(rows).toContainEqual(['role', 'ADMIN', 'violet', 'Admin']);
    await expect(rows).toContainEqual(['package', 'platinum', 'violet', 'Platinum']);
  },
};

const SAMPLE = 'Book a five-a-side pitch in Lekki for Saturday, 18:00.';

export const Typography: Story = {
  render: () => (
    <Stack gap="10">
      <Section title="Fonts">
        {(['heading', 'body', 'mono'] as const).map((font) => (
          <Stack key={font} gap="1">
            <Text textStyle="overline" color="fg.muted">
              {font}
            </Text>
            <Text
              data-font={font}
              fontFamily={font}
              textStyle="xl"
              fontWeight={font === 'heading' ? 'bold' : 'normal'}
            >
              {SAMPLE}
            </Text>
            <Code recipe={codeRecipe} alignSelf="start" whiteSpace="normal">
              {FONT_STACKS[font]}
            </Code>
          </Stack>
        ))}
      </Section>
      <Section title="Text styles">
        {NAMED_TEXT_STYLES.map((style) => (
          <HStack key={style} gap="6" align="baseline">
            <Code recipe={codeRecipe} flexShrink="0" w="24">
              {style}
            </Code>
            <Text textStyle={style}>{style === 'figure' ? '₦25,000 · 1,250 coins' : SAMPLE}</Text>
          </HStack>
        ))}
      </Section>
      <Section title="Headings">
        {(['4xl', '3xl', '2xl', 'xl', 'lg', 'md', 'sm'] as const).map((size) => (
          <HStack key={size} gap="6" align="baseline">
            <Code recipe={codeRecipe} flexShrink="0" w="24">
              {size}
            </Code>
            <Heading as="h3" size={size}>
              Heading {size}
            </Heading>
          </HStack>
        ))}
      </Section>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { name: 'Heading 2xl' });
    await expect(getComputedStyle(heading).fontFamily).toContain('Bahnschrift');
    await expect(getComputedStyle(heading).fontWeight).toBe('700');
    const body = canvasElement.querySelector('[data-font="body"]');
    await expect(body && getComputedStyle(body).fontFamily).toContain('system-ui');
    const styles = within(canvas.getByRole('region', { name: 'Text styles' }));
    for (const style of NAMED_TEXT_STYLES) {
      await expect(styles.getByText(style)).toBeVisible();
    }
  },
};

const SPACING = ['1', '2', '3', '4', '6', '8', '12', '16', '24'] as const;
const RADII = ['none', 'xs', 'sm', 'md', 'lg', 'xl', '2xl', 'full', 'l1', 'l2', 'l3'] as const;

export const SpacingAndRadii: Story = {
  name: 'Spacing and radii',
  render: () => (
    <Stack gap="10">
      <Section title="Spacing">
        {SPACING.map((space) => (
          <HStack key={space} gap="4">
            <Code recipe={codeRecipe} w="10">
              {space}
            </Code>
            <Box data-spacing={space} h="4" ps={space} bg="brand.solid" borderRadius="l1" />
            <Text textStyle="sm" color="fg.muted">
              {system.token(`spacing.${space}`)}
            </Text>
          </HStack>
        ))}
      </Section>
      <Section title="Radii">
        <Text color="fg.muted">
          l1, l2 and l3 are the component radii (small parts, controls, panels) that the recipes
          use.
        </Text>
        <HStack gap="6" wrap="wrap" align="start">
          {RADII.map((radius) => (
            <Stack key={radius} align="center" gap="2">
              <Box
                data-radius={radius}
                boxSize="16"
                borderRadius={radius}
                bg="brand.subtle"
                borderWidth="2px"
                borderColor="brand.solid"
              />
              <Code recipe={codeRecipe}>{radius}</Code>
            </Stack>
          ))}
        </HStack>
      </Section>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    for (const space of SPACING) {
      const bar = canvasElement.querySelector(`[data-spacing="${space}"]`);
      await expect(bar).toHaveStyle({ paddingLeft: px(`spacing.${space}`) });
      await expect(bar?.getBoundingClientRect().width).toBe(parseFloat(px(`spacing.${space}`)));
    }
    for (const [radius, token] of [
      ['md', 'radii.md'],
      ['l1', 'radii.sm'],
      ['l2', 'radii.md'],
      ['l3', 'radii.lg'],
    ] as const) {
      await expect(canvasElement.querySelector(`[data-radius="${radius}"]`)).toHaveStyle({
        borderTopLeftRadius: px(token),
      });
    }
  },
};
