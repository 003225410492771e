import { Card, chakra } from '@chakra-ui/react';
import { formatDate, formatDateTime, type User } from '@domain';
import { useId, type ReactNode } from 'react';
import { StatusBadge } from '../../Feedback/StatusBadge';

export const ACCOUNT_INFO_COPY = {
  title: 'Account Information',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  status: 'Account status',
  role: 'User type',
  memberSince: 'Member since',
  lastLogin: 'Last login',
  never: 'Never',
  notGiven: 'Not provided',
};

export type AccountInfoCopy = typeof ACCOUNT_INFO_COPY;

export interface AccountInfoCardProps {
  user: User;
  copy?: Partial<AccountInfoCopy>;
}

/** Who the member is and where their account stands; the badges take their colours from the
 * status map (the user type is violet for an admin). */
export function AccountInfoCard({ user, copy }: AccountInfoCardProps) {
  const text = { ...ACCOUNT_INFO_COPY, ...copy };
  const titleId = useId();
  const rows: [string, ReactNode][] = [
    [text.name, user.full_name],
    [text.email, user.email],
    [text.phone, user.phone_number || text.notGiven],
    [text.status, <StatusBadge key="status" kind="account" value={user.account_status} />],
    [text.role, <StatusBadge key="role" kind="role" value={user.user_type} />],
    [text.memberSince, formatDate(user.date_joined)],
    [text.lastLogin, user.last_login ? formatDateTime(user.last_login) : text.never],
  ];

  return (
    <Card.Root as="section" aria-labelledby={titleId}>
      <Card.Header>
        <Card.Title as="h2" id={titleId} textStyle="title">
          {text.title}
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <chakra.dl
          display="grid"
          gridTemplateColumns={{ base: '1fr', sm: 'max-content 1fr' }}
          columnGap="6"
          rowGap={{ base: '1', sm: '3' }}
          m="0"
        >
          {rows.map(([label, value]) => (
            <chakra.div key={label} display="contents">
              <chakra.dt color="fg.muted" mt={{ base: '2', sm: '0' }}>
                {label}
              </chakra.dt>
              <chakra.dd m="0" fontWeight="medium" overflowWrap="anywhere">
                {value}
              </chakra.dd>
            </chakra.div>
          ))}
        </chakra.dl>
      </Card.Body>
    </Card.Root>
  );
}
