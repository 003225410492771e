import { Badge, chakra, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { formatDateTime, type SystemHealth as Health } from '@domain';
import { StatTile } from '../../Dashboard/StatTile';
import { FigurePanel, type FigureBlockProps } from '../FigurePanel';
import { formatCount } from '../figures';

type HealthStatus = Health['status'];

export const SYSTEM_HEALTH_COPY = {
  title: 'System health',
  scope: (time: string) => `As of ${time}`,
  scopeLoading: 'Now',
  overall: 'Overall',
  version: 'Version',
  uptime: 'Up for',
  checks: 'Checks',
  status: { ok: 'OK', degraded: 'Degraded', down: 'Down' } satisfies Record<HealthStatus, string>,
  latency: (ms: number) => `${formatCount(ms)} ms`,
  check: (name: string) => {
    const words = name.replace(/_/g, ' ');
    return words.charAt(0).toUpperCase() + words.slice(1);
  },
  days: (n: number) => `${formatCount(n)} ${n === 1 ? 'day' : 'days'}`,
  hours: (n: number) => `${n} h`,
  minutes: (n: number) => `${n} min`,
};

export type SystemHealthCopy = typeof SYSTEM_HEALTH_COPY;

const PALETTE: Record<HealthStatus, string> = { ok: 'green', degraded: 'orange', down: 'red' };

/** '3 days 4 h', '2 h 5 min', '12 min': the largest two units. */
export function formatUptime(seconds: number, text: SystemHealthCopy = SYSTEM_HEALTH_COPY): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (days > 0) return [text.days(days), hours > 0 ? text.hours(hours) : ''].join(' ').trim();
  if (hours > 0) return `${text.hours(hours)} ${text.minutes(minutes)}`;
  return text.minutes(minutes);
}

function StatusText({ status, text }: { status: HealthStatus; text: SystemHealthCopy }) {
  // The word carries the status; the colour only repeats it.
  return (
    <Badge colorPalette={PALETTE[status]} data-status={status} size="md">
      {text.status[status]}
    </Badge>
  );
}

export type SystemHealthProps = FigureBlockProps<Health, SystemHealthCopy>;

/** The platform's overall status and one line per dependency (GET /admin/system/health/). */
export function SystemHealth({ figures: health, onRetry, copy }: SystemHealthProps) {
  const text = { ...SYSTEM_HEALTH_COPY, ...copy };
  const scope =
    health.status === 'success'
      ? text.scope(formatDateTime(health.data.server_time))
      : text.scopeLoading;
  return (
    <FigurePanel title={text.title} scope={scope} figures={health} onRetry={onRetry}>
      {(data) => (
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
            <StatTile
              label={text.overall}
              value={<StatusText status={data.status} text={text} />}
            />
            <StatTile label={text.version} value={data.version} />
            <StatTile label={text.uptime} value={formatUptime(data.uptime_seconds, text)} />
          </SimpleGrid>
          <chakra.ul listStyleType="none" m="0" p="0" aria-label={text.checks}>
            {data.checks.map((check) => (
              <chakra.li
                key={check.name}
                borderTopWidth="1px"
                borderColor="border"
                py="2"
                display="flex"
                flexWrap="wrap"
                gap="2"
                alignItems="baseline"
              >
                <HStack gap="2" minW="40">
                  <Text fontWeight="medium">{text.check(check.name)}</Text>
                  <StatusText status={check.status} text={text} />
                </HStack>
                {check.latency_ms !== null && (
                  <Text color="fg.muted">{text.latency(check.latency_ms)}</Text>
                )}
                {check.detail && <Text color="fg.muted">{check.detail}</Text>}
              </chakra.li>
            ))}
          </chakra.ul>
        </Stack>
      )}
    </FigurePanel>
  );
}
