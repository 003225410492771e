import { createSlotRecipeContext, type HTMLChakraProps } from '@chakra-ui/react';
import { avatarSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';

// Chakra's Avatar parts, styled by the same recipe, on plain elements.
const { withProvider, withContext } = createSlotRecipeContext({ recipe: avatarSlotRecipe });
type RootProps = HTMLChakraProps<'span'> & {
  size?: 'sm' | '2xl' | undefined;
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
 * A user's avatar as Chakra's `Avatar` draws it, with the same recipe and parts, without its
 * state machine: the initials until the picture has loaded, and still when it fails. The machine
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
