import { createSlotRecipeContext, type HTMLChakraProps } from '@chakra-ui/react';
import { avatarSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';

// The app's own, not Chakra's: Chakra's Avatar brings zag's avatar machine and runtime onto
// every member page, for a picture that replaces the initials once loaded. Drawn
// with Chakra's avatar recipe; the story "Same As Chakra" compares it with Chakra's own.

const { withProvider, withContext } = createSlotRecipeContext({ recipe: avatarSlotRecipe });
type RootProps = HTMLChakraProps<'span'> & {
  /** The header's (sm), the about page's team (xl), the profile's (2xl). */
  size: 'sm' | 'xl' | '2xl';
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
  /**
   * What the avatar says to assistive technology: '' (the default) when it sits beside the name,
   * and then it says nothing, not even its initials; otherwise the person's name.
   */
  alt?: string;
  /** `data-*` attributes of the picture itself. */
  imageProps?: Record<`data-${string}`, string | boolean>;
}

/**
 * A user's avatar as Chakra's `Avatar` draws it, with its parts and its recipe's styles: the
 * initials until the picture has loaded, and still when it fails. The initials are drawn, never
 * read: a named avatar is an image with the name as its text alternative.
 */
export function UserAvatar({ initials, src, alt = '', imageProps, ...root }: UserAvatarProps) {
  const [loadedSrc, setLoadedSrc] = useState<string>();
  const loaded = Boolean(src) && loadedSrc === src;
  const named = alt !== '';
  const drawn = named && !loaded ? { role: 'img', 'aria-label': alt } : {};
  return (
    <Root aria-hidden={named ? undefined : true} {...drawn} {...root}>
      <Fallback hidden={loaded} aria-hidden="true">
        {initials}
      </Fallback>
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
