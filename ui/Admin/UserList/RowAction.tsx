import { Button, Text } from '@chakra-ui/react';
import type { User, staffActionsFor } from '@domain';
import type { UserListCopy } from './copy';
import { ActionFor } from './ActionFor';

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
        loadingText={<ActionFor verb={text.suspending} name={user.full_name} />}
        onClick={() => onSuspend(user)}
      >
        <ActionFor verb={text.suspend} name={user.full_name} />
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
        loadingText={<ActionFor verb={text.reactivating} name={user.full_name} />}
        onClick={() => onReactivate(user)}
      >
        <ActionFor verb={text.reactivate} name={user.full_name} />
      </Button>
    );
  }
  return (
    <Text as="span" color="fg.muted" textStyle="sm">
      {text.noAction}
    </Text>
  );
}
