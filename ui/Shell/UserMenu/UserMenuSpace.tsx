import { Box, HStack, Text } from '@chakra-ui/react';

export interface UserMenuSpaceProps {
  /** The member's first name, laid out invisibly where the trigger will show it. */
  firstName: string;
}

/**
 * The user menu's trigger's place until its code is there (the header loads UserMenuButton in a
 * chunk of its own), the trigger's size exactly: a medium ghost button with its 1px border and 1.5
 * of padding, the small avatar's circle, and the first name from sm up. The header's links are
 * centred in the space it leaves and the bell sits beside it, so nothing moves when the trigger
 * replaces it. The stories compare the two.
 */
export function UserMenuSpace({ firstName }: UserMenuSpaceProps) {
  return (
    <HStack
      aria-hidden="true"
      flexShrink="0"
      h="10"
      minW="10"
      px="1.5"
      gap="2"
      textStyle="sm"
      borderWidth="1px"
      borderColor="transparent"
    >
      <Box boxSize="9" flexShrink="0" borderRadius="full" bg="bg.muted" />
      <Text
        as="span"
        display={{ base: 'none', sm: 'inline' }}
        fontWeight="semibold"
        visibility="hidden"
      >
        {firstName}
      </Text>
    </HStack>
  );
}
