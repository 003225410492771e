import { chakra, useSlotRecipe, type HTMLChakraProps } from '@chakra-ui/react';
import { accordionSlotRecipe } from '@chakra-ui/react/theme';
import { useId, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { partId } from '../../Navigation/partId';

// The app's own, not Chakra's: Chakra's Accordion brings zag's accordion machine and runtime
// onto /contact, its only page. It is the WAI-ARIA accordion pattern
// (https://www.w3.org/WAI/ARIA/apg/patterns/accordion/): each trigger is a button inside a
// heading, which Chakra's is not. Drawn with Chakra's accordion recipe (outline, md), except that
// an answer fades in rather than growing to its height, which needs the machine's measurement;
// the story "Same As Chakra" compares it with Chakra's own.

export interface AccordionItem {
  /** Unique among the items: names the item and its parts' ids. */
  value: string;
  /** What the trigger says (the question). */
  title: ReactNode;
  /** What opens under it (the answer). */
  content: ReactNode;
}

export type AccordionProps = Omit<HTMLChakraProps<'div'>, 'defaultValue' | 'children'> & {
  items: readonly AccordionItem[];
  /** Several items open at once; otherwise opening one closes the others. */
  multiple?: boolean;
  /** The items open at first. */
  defaultValue?: readonly string[];
  /** The level of the headings that hold the triggers: one below the section's heading. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
};

/** Arrow keys, Home and End move among the triggers, as the pattern suggests. */
function onRootKeyDown(event: KeyboardEvent<HTMLDivElement>) {
  if (event.defaultPrevented || event.nativeEvent.isComposing) return;
  const triggers = [
    ...event.currentTarget.querySelectorAll<HTMLButtonElement>('[data-part="item-trigger"]'),
  ].filter((trigger) => !trigger.disabled);
  const at = triggers.findIndex((trigger) => trigger === event.target);
  if (at === -1) return;
  const target = {
    ArrowDown: triggers[(at + 1) % triggers.length],
    ArrowUp: triggers[(at - 1 + triggers.length) % triggers.length],
    Home: triggers[0],
    End: triggers[triggers.length - 1],
  }[event.key];
  if (!target) return;
  event.preventDefault();
  target.focus();
}

/** Questions that each open on their answer: any item can be opened and closed again. */
export function Accordion({
  items,
  multiple = false,
  defaultValue = [],
  headingLevel = 3,
  className,
  css,
  onKeyDown,
  ...rest
}: AccordionProps) {
  const recipe = useSlotRecipe({ recipe: accordionSlotRecipe });
  const styles = useMemo(() => recipe({}), [recipe]);
  const classNames = recipe.classNameMap;
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(defaultValue));
  const baseId = useId();
  const toggle = (value: string) =>
    setOpen((current) => {
      if (current.has(value)) {
        const next = new Set(current);
        next.delete(value);
        return next;
      }
      return multiple ? new Set(current).add(value) : new Set([value]);
    });
  const part = (name: keyof typeof classNames, own?: string) =>
    [classNames[name], own].filter(Boolean).join(' ') || undefined;

  return (
    <chakra.div
      data-scope="accordion"
      data-part="root"
      className={part('root', className)}
      css={[styles['root'], css]}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        onRootKeyDown(event);
      }}
      {...rest}
    >
      {items.map((item) => {
        const isOpen = open.has(item.value);
        const state = isOpen ? 'open' : 'closed';
        const triggerId = partId('accordion', baseId, 'trigger', item.value);
        const contentId = partId('accordion', baseId, 'content', item.value);
        return (
          <chakra.div
            key={item.value}
            data-scope="accordion"
            data-part="item"
            data-state={state}
            className={part('item')}
            css={styles['item']}
          >
            <chakra.h3 as={`h${headingLevel}`}>
              <chakra.button
                type="button"
                id={triggerId}
                aria-expanded={isOpen}
                aria-controls={contentId}
                data-scope="accordion"
                data-part="item-trigger"
                data-state={state}
                className={part('itemTrigger')}
                css={styles['itemTrigger']}
                onClick={() => toggle(item.value)}
              >
                {item.title}
                <chakra.span
                  aria-hidden="true"
                  data-scope="accordion"
                  data-part="item-indicator"
                  data-state={state}
                  className={part('itemIndicator')}
                  css={styles['itemIndicator']}
                >
                  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
                    <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                </chakra.span>
              </chakra.button>
            </chakra.h3>
            <chakra.div
              id={contentId}
              role="region"
              aria-labelledby={triggerId}
              hidden={!isOpen}
              data-scope="accordion"
              data-part="item-content"
              data-state={state}
              className={part('itemContent')}
              // Fades in only: growing to its height needs the content measured (see above).
              css={[styles['itemContent'], { _open: { animationName: 'fade-in' } }]}
            >
              <chakra.div
                data-scope="accordion"
                data-part="item-body"
                className={part('itemBody')}
                css={styles['itemBody']}
              >
                {item.content}
              </chakra.div>
            </chakra.div>
          </chakra.div>
        );
      })}
    </chakra.div>
  );
}
