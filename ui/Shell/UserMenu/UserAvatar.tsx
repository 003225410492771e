import { createSlotRecipeContext, type HTMLChakraProps } from '@chakra-ui/react';
import { avatarSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';

// Chakra's Avatar parts, styled by the same recipe, on plain elements.
const { withProvider, withContext } = createSlotRecipeContext({ recipe: avatarSlotRecipe });
const Root = withProvider<
  HTMLSpanElement,
  HTMLChakraProps<'span'> & { size?: 'sm'; variant?: 'solid' }
>('span', 'root');
const Image = withContext<HTMLImageElement, HTMLChakraProps<'img'>>('img', 'image');
const Fallback = withContext<HTMLSpanElement, HTMLChakraProps<'span'>>('span', 'fallback');

export interface UserAvatarProps {
  /** The first name's initial, shown until the picture has loaded and if it cannot be. */
  initial: string;
  src?: string | null | undefined;
}

/**
 * The header's avatar, as Chakra's `Avatar` (size sm, solid, accent) draws it, with the same
 * recipe, without its state machine: it shows the initial until the picture has loaded and keeps
 * it when the picture fails. The machine and its runtime were 9 KB gzipped of every member page
 * whose screen has no other use for them.
 */
export function UserAvatar({ initial, src }: UserAvatarProps) {
  const [loadedSrc, setLoadedSrc] = useState<string>();
  const loaded = Boolean(src) && loadedSrc === src;
  return (
    <Root size="sm" variant="solid" colorPalette="accent" aria-hidden="true">
      {src ? (
        <Image
          src={src}
          alt=""
          hidden={!loaded}
          onLoad={() => setLoadedSrc(src)}
          onError={() => setLoadedSrc(undefined)}
        />
      ) : null}
      <Fallback hidden={loaded}>{initial}</Fallback>
    </Root>
  );
}
