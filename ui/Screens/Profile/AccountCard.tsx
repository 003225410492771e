import { Box, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { formatDate, formatDateTime, isStaff, type User } from '@domain';
import type { ReactNode } from 'react';
import { StatusBadge } from '../../Feedback/StatusBadge';
import { AvatarUpload } from '../../Forms/AvatarUpload';
import type { ProfileCopy } from './copy';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" gap="3" wrap="wrap">
      <Box as="dt" color="fg.muted" fontSize="sm">
        {term}
      </Box>
      <Box as="dd" fontSize="sm" fontWeight="medium" textAlign="end">
        {children}
      </Box>
    </Flex>
  );
}

export interface AccountCardProps {
  user: User;
  /** The profile is being edited: a new picture may be chosen. */
  editing: boolean;
  /** A save is under way: the picture cannot be changed. */
  saving: boolean;
  onAvatarChange: (file: File | undefined) => void;
  words: ProfileCopy;
}

/** The profile's account card: picture, name, e-mail, status, role and dates. */
export function AccountCard({ user, editing, saving, onAvatarChange, words }: AccountCardProps) {
  return (
    <Card.Root>
      <Card.Body gap="5">
        <AvatarUpload
          name={user.full_name}
          src={user.profile_picture}
          editing={editing}
          disabled={saving}
          onFileChange={onAvatarChange}
        />
        <Stack gap="1" textAlign="center">
          <Heading as="h2" size="lg" overflowWrap="anywhere">
            {user.full_name}
          </Heading>
          <Text color="fg.muted" fontSize="sm" overflowWrap="anywhere">
            {user.email}
          </Text>
          {isStaff(user) && (
            <Box>
              <StatusBadge kind="role" value="STAFF" label={words.staffPrivileges} />
            </Box>
          )}
        </Stack>
        <Stack as="dl" gap="3">
          <Detail term={words.accountStatus}>
            <StatusBadge kind="account" value={user.account_status} />
          </Detail>
          <Detail term={words.userType}>
            <StatusBadge kind="role" value={user.user_type} />
          </Detail>
          <Detail term={words.memberSince}>{formatDate(user.date_joined)}</Detail>
          <Detail term={words.lastLogin}>
            {user.last_login === null ? words.neverLoggedIn : formatDateTime(user.last_login)}
          </Detail>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
