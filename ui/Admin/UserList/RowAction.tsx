import { Box, Button, Text } from '@chakra-ui/react';
import type { User, staffActionsFor } from '@domain';
import type { UserListCopy } from './copy';

/** What staff may do to one account in the list, named for screen readers. */
export function RowAction({
  user,
  self,
  busy,
  onSuspend,
  onReactivate,
  text,
  allowed,
}: {
  user: User;
  self: boolean;
  allowed: ReturnType<typeof staffActionsFor> | null;
  busy: boolean;
  onSuspend: (user: User) => void;
  onReactivate: (user: User) => void;
  text: UserListCopy;
}) {
  if (self) {
    return (
      <Text as="span" color="fg.muted" textStyle="sm">
        {text.self}
      </Text>
    );
  }
  if (user.account_status === 'ACTIVE' && (allowed?.suspend ?? true)) {
    return (
      <Button
        size="xs"
        variant="outline"
        colorPalette="red"
        loading={busy}
        loadingText={<Named label={text.suspending} user={user} />}
        onClick={() => onSuspend(user)}
      >
        <Named label={text.suspend} user={user} />
      </Button>
    );
  }
  if (
    (user.account_status === 'SUSPENDED' || user.account_status === 'REJECTED') &&
    (allowed?.reactivate ?? user.account_status === 'SUSPENDED')
  ) {
    return (
      <Button
        size="xs"
        variant="outline"
        colorPalette="brand"
        loading={busy}
        loadingText={<Named label={text.reactivating} user={user} />}
        onClick={() => onReactivate(user)}
      >
        <Named label={text.reactivate} user={user} />
      </Button>
    );
  }
  return (
    <Text as="span" color="fg.muted" textStyle="sm">
      {text.noAction}
    </Text>
  );
}

/** The visible verb, then the user's name for screen readers (see PendingApprovals). */
function Named({ label, user }: { label: string; user: User }) {
  return (
    <>
      {label}
      <Box as="span" srOnly>
        {' '}
        {user.full_name}
      </Box>
    </>
  );
}
