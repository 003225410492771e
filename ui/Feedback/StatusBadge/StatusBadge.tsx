import { Badge, type BadgeProps } from '@chakra-ui/react';
import { statusLabel, statusPalette, type StatusKind } from '../../theme/status';

export interface StatusBadgeProps extends Omit<BadgeProps, 'colorPalette' | 'children'> {
  /** Which status family the value belongs to; it decides the colour map. */
  kind: StatusKind;
  /** The raw value from the API, e.g. 'NO_SHOW' or 'gold'. */
  value: string;
  /** The visible text; defaults to the value made readable ('NO_SHOW' → 'No show'). */
  label?: string;
}

/**
 * An account, booking or payment status, a role or a package type as a coloured badge. The
 * colour comes from the theme's status map; `data-status` and `data-palette` expose the value
 * and the colour to tests.
 */
export function StatusBadge({ kind, value, label, ...badgeProps }: StatusBadgeProps) {
  const palette = statusPalette(kind, value);
  return (
    <Badge {...badgeProps} colorPalette={palette} data-status={value} data-palette={palette}>
      {label ?? statusLabel(value)}
    </Badge>
  );
}
