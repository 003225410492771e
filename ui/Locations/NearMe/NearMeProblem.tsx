import { Button, HStack, Text } from '@chakra-ui/react';

/** Why the browser gave no position. */
export type LocateProblem = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

export const NEAR_ME_PROBLEMS: Record<LocateProblem, string> = {
  denied: "Location is off for Pitchside. Allow it in your browser's settings, or pick a city.",
  unavailable: "We couldn't find your location. Try again, or pick a city.",
  timeout: 'Finding your location took too long. Try again, or pick a city.',
  unsupported: "This browser can't share your location. Pick a city instead.",
};

// Asking again helps only where the browser might answer next time: not after a refusal (it
// refuses again without asking) nor where there is no geolocation at all.
const RETRYABLE: ReadonlySet<LocateProblem> = new Set(['unavailable', 'timeout']);

export interface NearMeProblemProps {
  problem: LocateProblem;
  onRetry: () => void;
  retryLabel: string;
}

/** Why "Near me" found no position, and the way on; an alert, so it is heard when it appears. */
export function NearMeProblem({ problem, onRetry, retryLabel }: NearMeProblemProps) {
  return (
    <HStack
      role="alert"
      gap="3"
      wrap="wrap"
      p="3"
      borderWidth="1px"
      borderColor="border.warning"
      bg="bg.warning"
      borderRadius="l2"
    >
      <Text flex="1 1 16rem">{NEAR_ME_PROBLEMS[problem]}</Text>
      {RETRYABLE.has(problem) ? (
        <Button size="sm" variant="outline" onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </HStack>
  );
}
