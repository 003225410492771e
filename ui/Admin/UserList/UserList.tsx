import {
  Alert,
  Box,
  Button,
  Card,
  chakra,
  Flex,
  HStack,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { skeletonRecipe, tableSlotRecipe } from '@chakra-ui/react/theme';
import { Input, NativeSelect } from '../../Forms/Field';
import {
  ACCOUNT_STATUSES,
  USER_TYPES,
  staffActionsFor,
  type AccountStatus,
  type User,
  type UserType,
  type components,
} from '@domain';
import { useId } from 'react';
import { EmptyState } from '../../Feedback/EmptyState';
import { StatusBadge } from '../../Feedback/StatusBadge';
import { FormField } from '../../Forms/FormField';
import { AppLink } from '../../Navigation/AppLink';
import { regionFocusRing } from '../../theme/focus';
import type { Remote } from '../../remote';
import { statusLabel } from '../../theme/status';
import { formatCount } from '../figures';
import { Pager } from '../../Navigation/Pager';
import { USER_LIST_COPY, type UserListCopy } from './copy';
import { RowAction } from './RowAction';

export type UserListPage = components['schemas']['UserListPage'];

export interface UserFilters {
  search: string;
  /** '' for every status. */
  status: AccountStatus | '';
  /** '' for every role. */
  role: UserType | '';
}

export const NO_USER_FILTERS: UserFilters = { search: '', status: '', role: '' };

export interface UserListProps {
  users: Remote<UserListPage>;
  filters: UserFilters;
  /** Called on every change of the search box or a filter; the app decides when to fetch. */
  onFiltersChange: (filters: UserFilters) => void;
  onPageChange: (page: number) => void;
  onSuspend: (user: User) => void;
  onReactivate: (user: User) => void;
  /** The user whose suspension or reactivation is under way. */
  busyUserId?: number | null;
  /** The signed-in staff member, who is offered no action on their own account. */
  currentUserId?: number | null;
  /** The signed-in staff member's role: only the actions it may take are offered. */
  actor?: Pick<User, 'id' | 'user_type' | 'is_staff_user' | 'account_status'> | null;
  /** Whether each name links to the member's page; a server without member pages has none. */
  memberPages?: boolean;
  onRetry?: () => void;
  copy?: Partial<UserListCopy>;
}

/**
 * Every account, searchable and filterable, a page at a time, with suspension for active accounts
 * and reactivation for suspended ones. On a narrow screen the table scrolls sideways inside its
 * own focusable region instead of widening the page.
 */
export function UserList({
  users,
  filters,
  onFiltersChange,
  onPageChange,
  onSuspend,
  onReactivate,
  busyUserId = null,
  currentUserId = null,
  actor = null,
  memberPages = true,
  onRetry,
  copy,
}: UserListProps) {
  const text = { ...USER_LIST_COPY, ...copy };
  const name = (user: User) =>
    memberPages ? (
      <AppLink to={`/staff/members/${user.id}`}>{user.full_name}</AppLink>
    ) : (
      user.full_name
    );
  const titleId = useId();

  return (
    <Card.Root as="section" aria-labelledby={titleId} aria-busy={users.status === 'loading'}>
      <Card.Header>
        <Card.Title as="h2" id={titleId} textStyle="title">
          {text.title}
        </Card.Title>
      </Card.Header>
      <Card.Body gap="4" minWidth="0">
        <SimpleGrid role="search" columns={{ base: 1, md: 3 }} gap="3" aria-label={text.search}>
          <FormField label={text.search}>
            <Input
              type="search"
              placeholder={text.searchPlaceholder}
              value={filters.search}
              onChange={(e) => onFiltersChange({ ...filters, search: e.target.value })}
            />
          </FormField>
          <FormField label={text.status}>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={filters.status}
                onChange={(e) =>
                  onFiltersChange({
                    ...filters,
                    status: ACCOUNT_STATUSES.find((s) => s === e.target.value) ?? '',
                  })
                }
              >
                <option value="">{text.allStatuses}</option>
                {ACCOUNT_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {statusLabel(status)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label={text.role}>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={filters.role}
                onChange={(e) =>
                  onFiltersChange({
                    ...filters,
                    role: USER_TYPES.find((r) => r === e.target.value) ?? '',
                  })
                }
              >
                <option value="">{text.allRoles}</option>
                {USER_TYPES.map((role) => (
                  <option key={role} value={role}>
                    {statusLabel(role)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </SimpleGrid>

        {users.status === 'loading' && (
          <Stack gap="2">
            <Box as="span" srOnly>
              {text.loading}
            </Box>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton recipe={skeletonRecipe} key={i} height="10" />
            ))}
          </Stack>
        )}

        {users.status === 'error' && (
          <Alert.Root status="error" role="alert" alignItems="center" flexWrap="wrap">
            <Alert.Indicator />
            <Alert.Title flex="1">{users.message}</Alert.Title>
            {onRetry && (
              <Button size="sm" variant="outline" colorPalette="red" onClick={onRetry}>
                {text.retry}
              </Button>
            )}
          </Alert.Root>
        )}

        {users.status === 'success' && users.data.results.length === 0 && (
          <EmptyState title={text.empty} description={text.emptyDescription} />
        )}

        {users.status === 'success' && users.data.results.length > 0 && (
          <>
            {/* On a phone each member is a card, its actions in reach; the table is for wider screens. */}
            <chakra.ul
              hideFrom="md"
              listStyleType="none"
              m="0"
              p="0"
              display="grid"
              gap="2"
              aria-label={text.list}
            >
              {users.data.results.map((user) => (
                <chakra.li
                  key={user.id}
                  borderWidth="1px"
                  borderRadius="l2"
                  p="3"
                  aria-busy={busyUserId === user.id}
                >
                  <Flex justify="space-between" gap="2" wrap="wrap" align="baseline">
                    <Text as="span" fontWeight="medium">
                      {name(user)}
                    </Text>
                    <Text as="span" color="fg.muted" textStyle="sm">
                      {text.id} {user.id}
                    </Text>
                  </Flex>
                  <Text overflowWrap="anywhere" color="fg.muted">
                    {user.email}
                  </Text>
                  <Flex mt="2" gap="2" wrap="wrap" align="center" justify="space-between">
                    <HStack gap="2">
                      <StatusBadge kind="account" value={user.account_status} />
                      <StatusBadge kind="role" value={user.user_type} />
                    </HStack>
                    <RowAction
                      user={user}
                      self={user.id === currentUserId || user.id === actor?.id}
                      allowed={actor ? staffActionsFor(actor, user) : null}
                      busy={busyUserId === user.id}
                      onSuspend={onSuspend}
                      onReactivate={onReactivate}
                      text={text}
                    />
                  </Flex>
                </chakra.li>
              ))}
            </chakra.ul>
            <Table.ScrollArea
              hideBelow="md"
              tabIndex={0}
              role="region"
              aria-label={text.table}
              borderWidth="1px"
              borderRadius="l2"
              _focusVisible={regionFocusRing}
            >
              <Table.Root recipe={tableSlotRecipe} size="sm" minWidth="2xl">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{text.id}</Table.ColumnHeader>
                    <Table.ColumnHeader>{text.name}</Table.ColumnHeader>
                    <Table.ColumnHeader>{text.email}</Table.ColumnHeader>
                    <Table.ColumnHeader>{text.status}</Table.ColumnHeader>
                    <Table.ColumnHeader>{text.role}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{text.actions}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {users.data.results.map((user) => (
                    <Table.Row key={user.id} aria-busy={busyUserId === user.id}>
                      <Table.Cell color="fg.muted">{user.id}</Table.Cell>
                      <Table.Cell fontWeight="medium">{name(user)}</Table.Cell>
                      <Table.Cell>{user.email}</Table.Cell>
                      <Table.Cell>
                        <StatusBadge kind="account" value={user.account_status} />
                      </Table.Cell>
                      <Table.Cell>
                        <StatusBadge kind="role" value={user.user_type} />
                      </Table.Cell>
                      <Table.Cell textAlign="end">
                        <RowAction
                          user={user}
                          self={user.id === currentUserId || user.id === actor?.id}
                          allowed={actor ? staffActionsFor(actor, user) : null}
                          busy={busyUserId === user.id}
                          onSuspend={onSuspend}
                          onReactivate={onReactivate}
                          text={text}
                        />
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
            <Pagination page={users.data} onPageChange={onPageChange} text={text} />
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function Pagination({
  page,
  onPageChange,
  text,
}: {
  page: UserListPage;
  onPageChange: (page: number) => void;
  text: UserListCopy;
}) {
  const first = (page.page - 1) * page.page_size + 1;
  const last = first + page.results.length - 1;

  return (
    <Flex
      direction={{ base: 'column', md: 'row' }}
      justify="space-between"
      align={{ base: 'stretch', md: 'center' }}
      gap="3"
    >
      <Text color="fg.muted" textStyle="sm" aria-live="polite">
        {text.showing(formatCount(first), formatCount(last), formatCount(page.count))}
      </Text>
      <Pager page={page} onPageChange={onPageChange} label={text.pagination} numbered />
    </Flex>
  );
}
