import { Alert } from '@chakra-ui/react';

export interface DemoDataNoticeProps {
  /** Why real data are missing, e.g. 'Failed to load locations'. */
  message: string;
  /** What is shown instead. */
  notice?: string;
}

/**
 * decisions §13: a screen that falls back to demo data (locations, admin figures) says so where the
 * member can see it, so nobody books against figures that are not real.
 */
export function DemoDataNotice({ message, notice = 'Showing demo data' }: DemoDataNoticeProps) {
  return (
    <Alert.Root status="info" variant="surface" role="status" data-demo-data="">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{message}</Alert.Title>
        <Alert.Description>{notice}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
