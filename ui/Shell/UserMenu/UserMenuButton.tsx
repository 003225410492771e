import { Button, Text, type ButtonProps } from '@chakra-ui/react';
import type { User } from '@domain';
import type { Ref } from 'react';
import { UserAvatar } from '../../Account/UserAvatar';

export interface UserMenuButtonProps extends Omit<ButtonProps, 'children'> {
  user: Pick<User, 'first_name' | 'profile_picture'>;
  /** White text for the transparent header over the hero. */
  inverted?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The user menu's trigger as it looks: the avatar (picture or first-name initial) and the first
 * name. It carries no menu code, so the header can show it before the menu's code has arrived.
 */
export function UserMenuButton({ user, inverted = false, ...rest }: UserMenuButtonProps) {
  const initial = user.first_name.trim().charAt(0).toUpperCase();
  return (
    <Button
      variant="ghost"
      px="1.5"
      gap="2"
      color={inverted ? 'white' : 'fg'}
      _hover={{ bg: inverted ? 'whiteAlpha.300' : 'bg.muted' }}
      _expanded={{ bg: inverted ? 'whiteAlpha.300' : 'bg.muted' }}
      {...rest}
    >
      <UserAvatar
        initials={initial}
        src={user.profile_picture}
        size="sm"
        variant="solid"
        colorPalette="accent"
      />
      {/* The name is the visible label from sm up; on a phone only the avatar shows. */}
      <Text as="span" srOnly>
        Account menu:{' '}
      </Text>
      <Text as="span" srOnly={{ base: true, sm: false }} fontWeight="semibold">
        {user.first_name}
      </Text>
    </Button>
  );
}
