import {
  Alert,
  Box,
  Button,
  Card,
  chakra,
  Container,
  Flex,
  Heading,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { skeletonRecipe } from '@chakra-ui/react/theme';
import { Input, NativeSelect } from '../../Forms/Field';
import {
  AUDIT_ACTIONS,
  formatDateTime,
  type AuditAction,
  type AuditEntry,
  type components,
} from '@domain';
import { EmptyState } from '../../Feedback/EmptyState';
import { FormField } from '../../Forms/FormField';
import { AppLink } from '../../Navigation/AppLink';
import { Pager } from '../../Navigation/Pager';
import type { Remote } from '../../remote';
import { actionLabel } from '../MemberDetail';
import { AUDIT_LOG_COPY, type AuditLogCopy } from './copy';

export type AuditPage = components['schemas']['AuditEntryListPage'];

export interface AuditFilters {
  /** '' for every action. */
  action: AuditAction | '';
  /** Lagos dates 'YYYY-MM-DD', '' for no bound. */
  from: string;
  to: string;
}

export const NO_AUDIT_FILTERS: AuditFilters = { action: '', from: '', to: '' };

export interface AuditLogScreenProps {
  entries: Remote<AuditPage>;
  filters: AuditFilters;
  onFiltersChange: (filters: AuditFilters) => void;
  onPageChange: (page: number) => void;
  onExport: () => void;
  exporting?: boolean;
  onRetry?: () => void;
  copy?: Partial<AuditLogCopy>;
}

/** The target as a link when it is a member, whose page tells the rest. */
function Target({ entry }: { entry: AuditEntry }) {
  if (entry.target_type === 'user') {
    return <AppLink to={`/staff/members/${entry.target_id}`}>{entry.target_label}</AppLink>;
  }
  if (entry.target_user_id !== null) {
    return (
      <>
        {entry.target_label} (
        <AppLink to={`/staff/members/${entry.target_user_id}`}>
          member {entry.target_user_id}
        </AppLink>
        )
      </>
    );
  }
  return <>{entry.target_label}</>;
}

/** /staff/audit, for admins: the audit log, filtered, a page at a time, and its CSV. */
export function AuditLogScreen({
  entries,
  filters,
  onFiltersChange,
  onPageChange,
  onExport,
  exporting = false,
  onRetry,
  copy,
}: AuditLogScreenProps) {
  const text = { ...AUDIT_LOG_COPY, ...copy };
  const page = entries.status === 'success' ? entries.data : null;

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size="3xl">
            {text.title}
          </Heading>
          <Text color="fg.muted">{text.intro}</Text>
        </Stack>

        <Card.Root>
          <Card.Body gap="4">
            <SimpleGrid
              role="search"
              aria-label={text.filters}
              columns={{ base: 1, md: 4 }}
              gap="3"
            >
              <FormField label={text.action}>
                <NativeSelect.Root>
                  <NativeSelect.Field
                    value={filters.action}
                    onChange={(e) =>
                      onFiltersChange({
                        ...filters,
                        action: AUDIT_ACTIONS.find((a) => a === e.target.value) ?? '',
                      })
                    }
                  >
                    <option value="">{text.allActions}</option>
                    {AUDIT_ACTIONS.map((action) => (
                      <option key={action} value={action}>
                        {actionLabel(action)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              <FormField label={text.from}>
                <Input
                  type="date"
                  value={filters.from}
                  max={filters.to || undefined}
                  onChange={(e) => onFiltersChange({ ...filters, from: e.target.value })}
                />
              </FormField>
              <FormField label={text.to}>
                <Input
                  type="date"
                  value={filters.to}
                  min={filters.from || undefined}
                  onChange={(e) => onFiltersChange({ ...filters, to: e.target.value })}
                />
              </FormField>
              <Flex align="end">
                <Button
                  variant="outline"
                  width={{ base: 'full', md: 'auto' }}
                  loading={exporting}
                  loadingText={text.exporting}
                  onClick={onExport}
                >
                  {text.export}
                </Button>
              </Flex>
            </SimpleGrid>

            {entries.status === 'loading' && (
              <Stack gap="2" aria-busy="true">
                <Box as="span" srOnly>
                  {text.loading}
                </Box>
                {[0, 1, 2, 3].map((i) => (
                  <Skeleton recipe={skeletonRecipe} key={i} height="14" />
                ))}
              </Stack>
            )}

            {entries.status === 'error' && (
              <Alert.Root status="error" role="alert" alignItems="center" flexWrap="wrap">
                <Alert.Indicator />
                <Alert.Title flex="1">{entries.message}</Alert.Title>
                {onRetry && (
                  <Button size="sm" variant="outline" colorPalette="red" onClick={onRetry}>
                    {text.retry}
                  </Button>
                )}
              </Alert.Root>
            )}

            {page && page.results.length === 0 && (
              <EmptyState title={text.empty} description={text.emptyDescription} />
            )}

            {page && page.results.length > 0 && (
              <>
                <chakra.ol
                  listStyleType="none"
                  m="0"
                  p="0"
                  display="grid"
                  gap="2"
                  aria-label={text.entries}
                >
                  {page.results.map((entry) => (
                    <chakra.li key={entry.id} borderWidth="1px" borderRadius="l2" p="3">
                      <Flex gap="2" wrap="wrap" justify="space-between">
                        <Text fontWeight="semibold">{actionLabel(entry.action)}</Text>
                        <Text color="fg.muted" textStyle="sm">
                          <time dateTime={entry.created_at}>
                            {formatDateTime(entry.created_at)}
                          </time>
                        </Text>
                      </Flex>
                      <Box overflowWrap="anywhere">
                        <Target entry={entry} /> {text.by(entry)}
                      </Box>
                      {entry.reason && (
                        <Text overflowWrap="anywhere">
                          {text.reason}: {entry.reason}
                        </Text>
                      )}
                      {entry.details && (
                        <Text color="fg.muted" textStyle="sm" overflowWrap="anywhere">
                          {text.details}: {entry.details}
                        </Text>
                      )}
                    </chakra.li>
                  ))}
                </chakra.ol>
                <Pager page={page} onPageChange={onPageChange} label={text.pagination} />
              </>
            )}
          </Card.Body>
        </Card.Root>
      </Stack>
    </Container>
  );
}
