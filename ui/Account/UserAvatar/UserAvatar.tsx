import { createSlotRecipeContext, defineSlotRecipe, type HTMLChakraProps } from '@chakra-ui/react';
import { useState } from 'react';

/**
 * Chakra's avatar recipe as the app draws it: round, small (the header), xl (the about page's
 * team) or 2xl (the profile), solid or subtle. Chakra's in full has five more sizes, two more shapes, the outline variant and
 * Ark's avatar anatomy behind it, downloaded by every member page for the header's avatar.
 */
const avatarRecipe = defineSlotRecipe({
  slots: ['root', 'image', 'fallback'],
  className: 'chakra-avatar',
  base: {
    root: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      fontWeight: 'medium',
      position: 'relative',
      verticalAlign: 'top',
      flexShrink: '0',
      userSelect: 'none',
      width: 'var(--avatar-size)',
      height: 'var(--avatar-size)',
      fontSize: 'var(--avatar-font-size)',
      '--avatar-radius': 'radii.full',
      borderRadius: 'var(--avatar-radius)',
    },
    image: {
      width: '100%',
      height: '100%',
      objectFit: 'cover',
      borderRadius: 'var(--avatar-radius)',
    },
    fallback: {
      lineHeight: '1',
      textTransform: 'uppercase',
      fontWeight: 'medium',
      fontSize: 'var(--avatar-font-size)',
      borderRadius: 'var(--avatar-radius)',
    },
  },
  variants: {
    size: {
      sm: { root: { '--avatar-font-size': 'fontSizes.sm', '--avatar-size': 'sizes.9' } },
      xl: { root: { '--avatar-font-size': 'fontSizes.lg', '--avatar-size': 'sizes.12' } },
      '2xl': { root: { '--avatar-font-size': 'fontSizes.xl', '--avatar-size': 'sizes.16' } },
    },
    variant: {
      solid: { root: { bg: 'colorPalette.solid', color: 'colorPalette.contrast' } },
      subtle: { root: { bg: 'colorPalette.muted', color: 'colorPalette.fg' } },
    },
  },
  defaultVariants: { size: 'sm', variant: 'subtle' },
});

// Chakra's Avatar parts, styled by that recipe, on plain elements.
const { withProvider, withContext } = createSlotRecipeContext({ recipe: avatarRecipe });
type RootProps = HTMLChakraProps<'span'> & {
  size?: 'sm' | 'xl' | '2xl' | undefined;
  variant?: 'solid' | 'subtle' | undefined;
};
const Root = withProvider<HTMLSpanElement, RootProps>('span', 'root');
const Image = withContext<HTMLImageElement, HTMLChakraProps<'img'>>('img', 'image');
const Fallback = withContext<HTMLSpanElement, HTMLChakraProps<'span'>>('span', 'fallback');

/** A name's initials as Chakra's Avatar makes them: the first and last words' first letters. */
export function initialsOf(name: string): string {
  const words = name.trim().split(' ');
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1] ?? '') : '';
  return first && last ? `${first.charAt(0)}${last.charAt(0)}` : first.charAt(0);
}

export interface UserAvatarProps extends Omit<RootProps, 'children'> {
  /** Shown until the picture has loaded, and when there is none or it cannot be loaded. */
  initials: string;
  src?: string | null | undefined;
  /** The picture's text alternative ('' when the avatar sits beside the name). */
  alt?: string;
  /** `data-*` attributes of the picture itself. */
  imageProps?: Record<`data-${string}`, string | boolean>;
}

/**
 * A user's avatar as Chakra's `Avatar` draws it, with its parts and its recipe's styles, without
 * its state machine: the initials until the picture has loaded, and still when it fails. The machine
 * and the runtime it brings were 7–9 KB gzipped of every member page with an avatar and no other
 * use for them (docs/page-weight.md).
 */
export function UserAvatar({ initials, src, alt = '', imageProps, ...root }: UserAvatarProps) {
  const [loadedSrc, setLoadedSrc] = useState<string>();
  const loaded = Boolean(src) && loadedSrc === src;
  return (
    <Root {...root}>
      <Fallback hidden={loaded}>{initials}</Fallback>
      {src ? (
        <Image
          draggable="false"
          referrerPolicy="no-referrer"
          {...imageProps}
          src={src}
          alt={alt}
          hidden={!loaded}
          onLoad={() => setLoadedSrc(src)}
          onError={() => setLoadedSrc((current) => (current === src ? undefined : current))}
        />
      ) : null}
    </Root>
  );
}
