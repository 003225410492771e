import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useEffect, useEffectEvent, useRef } from 'react';
import { CLOSE, RELOAD_PAGE } from '../../copy';

export const CODE_LOAD_FAILED_COPY = {
  title: "This couldn't be opened",
  message: "Part of the app didn't download. Check your connection, then reload the page.",
};

export interface CodeLoadFailedProps {
  onReload: () => void;
  onClose: () => void;
  /**
   * The element to take focus back when it closes, asked then, in place of the one focused before
   * it (which the failure may have drawn again: a boundary draws its part afresh when it catches).
   */
  returnFocusTo?: () => HTMLElement | null;
}

/**
 * In place of something the member opened whose code did not download: an alert at the foot of
 * the screen that says so, takes focus as the dialog it stands for would, and offers the one
 * thing that mends it (a new page) or closing. Drawn with boxes: Chakra's dialog may be the very
 * code that did not arrive. Escape closes it, and focus goes back to where it was (or to
 * `returnFocusTo`).
 */
export function CodeLoadFailed({ onReload, onClose, returnFocusTo }: CodeLoadFailedProps) {
  const box = useRef<HTMLDivElement>(null);
  const whereToReturn = useEffectEvent(() => returnFocusTo?.());
  useEffect(() => {
    const before = document.activeElement;
    box.current?.focus();
    return () => {
      const back = whereToReturn() ?? before;
      if (back instanceof HTMLElement && back.isConnected) back.focus();
    };
  }, []);
  return (
    <Box
      ref={box}
      role="alert"
      tabIndex={-1}
      data-code-load-failed=""
      position="fixed"
      insetX="4"
      bottom="max(1rem, env(safe-area-inset-bottom))"
      zIndex="toast"
      maxW="md"
      mx="auto"
      px="4"
      py="3"
      bg="bg.error"
      color="fg"
      borderWidth="1px"
      borderColor="border.error"
      borderRadius="l3"
      boxShadow="lg"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <Text fontWeight="semibold">{CODE_LOAD_FAILED_COPY.title}</Text>
      <Text textStyle="sm">{CODE_LOAD_FAILED_COPY.message}</Text>
      <HStack mt="3" gap="2" wrap="wrap">
        <Button size="sm" onClick={onReload}>
          {RELOAD_PAGE}
        </Button>
        <Button size="sm" variant="outline" onClick={onClose}>
          {CLOSE}
        </Button>
      </HStack>
    </Box>
  );
}
