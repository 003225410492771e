import { chakra, useSlotRecipe } from '@chakra-ui/react';
import { avatarSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';

export interface UserAvatarProps {
  /** The first name's initial, shown until the picture has loaded and if it cannot be. */
  initial: string;
  src?: string | null | undefined;
}

/**
 * The header's avatar, as Chakra's `Avatar` (size sm, solid, accent) draws it, with the same
 * recipe, without its state machine: it shows the initial until the picture has loaded and keeps
 * it when the picture fails. The machine and its runtime were 10 KB gzipped of every member page
 * whose screen has no other use for them.
 */
export function UserAvatar({ initial, src }: UserAvatarProps) {
  const recipe = useSlotRecipe({ recipe: avatarSlotRecipe });
  const styles = recipe({ size: 'sm', variant: 'solid' });
  const [loadedSrc, setLoadedSrc] = useState<string>();
  const loaded = Boolean(src) && loadedSrc === src;
  return (
    <chakra.span
      className="chakra-avatar__root"
      css={styles['root']}
      colorPalette="accent"
      aria-hidden="true"
    >
      {src ? (
        <chakra.img
          className="chakra-avatar__image"
          css={styles['image']}
          src={src}
          alt=""
          hidden={!loaded}
          onLoad={() => setLoadedSrc(src)}
          onError={() => setLoadedSrc(undefined)}
        />
      ) : null}
      <chakra.span className="chakra-avatar__fallback" css={styles['fallback']} hidden={loaded}>
        {initial}
      </chakra.span>
    </chakra.span>
  );
}
