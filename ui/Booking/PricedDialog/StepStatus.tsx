import { Alert, Flex, Spinner, Text } from '@chakra-ui/react';

/** A step waiting for the server. */
export function Pending({ label }: { label: string }) {
  return (
    <Flex role="status" align="center" gap="2" color="fg.muted" py="2">
      <Spinner size="sm" aria-hidden="true" />
      <Text>{label}</Text>
    </Flex>
  );
}

/** A step the server could not answer: its message. */
export function Failure({ message }: { message: string }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}

/** A warning about the choice under its price (it starts inside the cancellation cut-off). */
export function Notice({ message }: { message: string }) {
  return (
    <Alert.Root status="warning" size="sm">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
