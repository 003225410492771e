/**
 * Tables for the Foundations pages (ui/theme/*.mdx), drawn from the theme's own data so that the
 * pages cannot drift from it. They render on Storybook's docs page, outside Chakra: plain elements
 * with the colours written out.
 */
import type { CSSProperties, ReactNode } from 'react';
import { resolveColor, surfaceRoles, type ModeRef } from '../colors';
import { AA_TEXT, TEXT_PAIRS, pairContrast, type TextPair } from '../contrast';
import { chakraScales } from '../scales';
import { STATUS_FALLBACK, STATUS_KINDS, statusLabel, statusPalette, statusValues } from '../status';
import { FONT_STACKS, NAMED_TEXT_STYLES, textStyles } from '../typography';

const cell: CSSProperties = { padding: '6px 10px', verticalAlign: 'middle' };
const mono: CSSProperties = { fontFamily: 'ui-monospace, Menlo, Consolas, monospace' };

function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <thead>
        <tr>
          {head.map((label) => (
            <th key={label} style={{ ...cell, textAlign: 'left' }}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

function Swatch({ hex }: { hex: string }) {
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-block',
        width: 16,
        height: 16,
        marginRight: 8,
        verticalAlign: 'middle',
        borderRadius: 4,
        background: hex,
        border: '1px solid rgba(0, 0, 0, 0.2)',
      }}
    />
  );
}

function ModeValue({ value }: { value: ModeRef[keyof ModeRef] }) {
  const hex = resolveColor(value);
  return (
    <>
      <Swatch hex={hex} />
      <code>{value}</code> <span style={mono}>{hex}</span>
    </>
  );
}

/** Every surface, text and border token with its value in each mode. */
export function SemanticColorTable() {
  const rows = Object.entries(surfaceRoles).flatMap(([group, roles]) =>
    Object.entries(roles).map(([role, ref]) => ({
      token: role === 'DEFAULT' ? group : `${group}.${role}`,
      ref: ref as ModeRef,
    })),
  );
  return (
    <Table head={['Token', 'Light', 'Dark']}>
      {rows.map(({ token, ref }) => (
        <tr key={token}>
          <td style={cell}>
            <code>{token}</code>
          </td>
          <td style={cell}>
            <ModeValue value={ref.light} />
          </td>
          <td style={cell}>
            <ModeValue value={ref.dark} />
          </td>
        </tr>
      ))}
    </Table>
  );
}

function Sample({ pair, mode }: { pair: TextPair; mode: 'light' | 'dark' }) {
  const ratio = pairContrast(pair, mode);
  const passes = ratio >= AA_TEXT;
  return (
    <td style={cell}>
      <span
        style={{
          display: 'inline-block',
          minWidth: 48,
          marginRight: 8,
          padding: '2px 8px',
          borderRadius: 4,
          color: resolveColor(pair.colors.fg[mode]),
          background: resolveColor(pair.colors.bg[mode]),
          border: '1px solid rgba(128, 128, 128, 0.4)',
        }}
      >
        Aa
      </span>
      <span style={mono}>{ratio.toFixed(2)}:1</span> {passes ? 'AA' : `below ${AA_TEXT}:1`}
    </td>
  );
}

/** The contrast of every pair of colours the theme draws text with, in both modes. */
export function ContrastTable({ group }: { group: TextPair['group'] }) {
  const pairs = TEXT_PAIRS.filter((pair) => pair.group === group);
  return (
    <Table head={['Text', 'On', 'Light', 'Dark']}>
      {pairs.map((pair) => (
        <tr key={`${pair.fg} on ${pair.bg}`}>
          <td style={cell}>
            <code>{pair.fg}</code>
          </td>
          <td style={cell}>
            <code>{pair.bg}</code>
          </td>
          <Sample pair={pair} mode="light" />
          <Sample pair={pair} mode="dark" />
        </tr>
      ))}
    </Table>
  );
}

const px = (value: string) =>
  value.endsWith('rem') ? `${Number.parseFloat(value) * 16}px` : value;

/** The type scale: each size token, its value, and a line set in it. */
export function TypeScaleTable({ sample }: { sample: string }) {
  return (
    <Table head={['Token', 'Size', 'Sample']}>
      {Object.entries(chakraScales.fontSizes).map(([name, { value }]) => (
        <tr key={name}>
          <td style={cell}>
            <code>{name}</code>
          </td>
          <td style={{ ...cell, ...mono, whiteSpace: 'nowrap' }}>
            {value} · {px(value)}
          </td>
          <td style={{ ...cell, fontSize: value, lineHeight: 1.2, fontFamily: FONT_STACKS.body }}>
            {sample}
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** The named text styles screens use, with what each is for. */
export function TextStyleTable() {
  return (
    <Table head={['Style', 'For', 'Font, size, weight']}>
      {NAMED_TEXT_STYLES.map((name) => {
        const style = textStyles[name] as {
          description?: string;
          value: Record<string, unknown>;
        };
        const { fontFamily, fontSize, fontWeight } = style.value;
        const size = typeof fontSize === 'object' ? JSON.stringify(fontSize) : fontSize;
        return (
          <tr key={name}>
            <td style={cell}>
              <code>{name}</code>
            </td>
            <td style={cell}>{style.description ?? 'Form labels (Chakra)'}</td>
            <td style={{ ...cell, ...mono }}>
              {[fontFamily ?? 'body', size, fontWeight ?? 'normal']
                .filter((part) => part !== undefined)
                .map(String)
                .join(' · ')}
            </td>
          </tr>
        );
      })}
    </Table>
  );
}

/** The spacing scale, each step drawn as a bar of its length. */
export function SpacingTable() {
  return (
    <Table head={['Token', 'Value', '']}>
      {Object.entries(chakraScales.spacing).map(([name, { value }]) => (
        <tr key={name}>
          <td style={cell}>
            <code>{name}</code>
          </td>
          <td style={{ ...cell, ...mono, whiteSpace: 'nowrap' }}>
            {value} · {px(value)}
          </td>
          <td style={cell}>
            <span
              aria-hidden="true"
              style={{
                display: 'block',
                width: value,
                height: 12,
                borderRadius: 2,
                background: resolveColor('brand.600'),
              }}
            />
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** The corner radii, and the three the recipes use (l1 small parts, l2 controls, l3 panels). */
export function RadiusTable() {
  const semantic = { l1: 'sm', l2: 'md', l3: 'lg' } as const;
  const rows: [string, string][] = [
    ...Object.entries(chakraScales.radii).map(([name, { value }]): [string, string] => [
      name,
      value,
    ]),
    ...Object.entries(semantic).map(([name, base]): [string, string] => [
      `${name} (= ${base})`,
      chakraScales.radii[base].value,
    ]),
  ];
  return (
    <Table head={['Token', 'Value', '']}>
      {rows.map(([name, value]) => (
        <tr key={name}>
          <td style={cell}>
            <code>{name}</code>
          </td>
          <td style={{ ...cell, ...mono }}>{value}</td>
          <td style={cell}>
            <span
              aria-hidden="true"
              style={{
                display: 'block',
                width: 48,
                height: 32,
                borderRadius: value,
                border: `2px solid ${resolveColor('brand.600')}`,
                background: resolveColor('brand.100'),
              }}
            />
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** The one status colour map (ui/theme/status.ts): each kind's values and their palettes. */
export function StatusColorTable() {
  return (
    <Table head={['Kind', 'Value', 'Palette', 'Label']}>
      {STATUS_KINDS.flatMap((kind) => [
        ...statusValues(kind).map((value) => (
          <tr key={`${kind}-${value}`}>
            <td style={cell}>{kind}</td>
            <td style={cell}>
              <code>{value}</code>
            </td>
            <td style={cell}>
              <Swatch hex={resolveColor(`${statusPalette(kind, value)}.600`)} />
              {statusPalette(kind, value)}
            </td>
            <td style={cell}>{statusLabel(value)}</td>
          </tr>
        )),
        <tr key={`${kind}-other`}>
          <td style={cell}>{kind}</td>
          <td style={{ ...cell, fontStyle: 'italic' }}>any other value</td>
          <td style={cell}>
            <Swatch hex={resolveColor(`${STATUS_FALLBACK[kind]}.600`)} />
            {STATUS_FALLBACK[kind]}
          </td>
          <td style={cell}>the value, in words</td>
        </tr>,
      ])}
    </Table>
  );
}
