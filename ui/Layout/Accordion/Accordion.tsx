import { chakra, defineSlotRecipe, useSlotRecipe, type HTMLChakraProps } from '@chakra-ui/react';
import { useId, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { partId } from '../../Navigation/partId';

// The WAI-ARIA accordion pattern (https://www.w3.org/WAI/ARIA/apg/patterns/accordion/), drawn
// with Chakra's own accordion recipe (trimmed below), so it looks as Chakra's Accordion does without zag's
// accordion machine and the runtime behind it (about 12 KB gzipped on /contact, its only page).
// An answer fades in rather than growing to its height: that needed the machine's measurement.

/**
 * Chakra's accordion recipe (`accordionSlotRecipe`) as the FAQ draws it: the `outline` variant at
 * size `md`, an answer fading in (it does not grow: that needs the machine's measurement).
 */
export const accordionRecipe = defineSlotRecipe({
  className: 'chakra-accordion',
  slots: ['root', 'item', 'itemTrigger', 'itemContent', 'itemBody', 'itemIndicator'],
  base: {
    root: {
      width: 'full',
      '--accordion-radius': 'radii.l2',
      '--accordion-padding-x': 'spacing.4',
      '--accordion-padding-y': 'spacing.2',
    },
    item: { overflowAnchor: 'none', borderBottomWidth: '1px' },
    itemTrigger: {
      display: 'flex',
      alignItems: 'center',
      textAlign: 'start',
      width: 'full',
      outline: '0',
      gap: '3',
      fontWeight: 'medium',
      borderRadius: 'var(--accordion-radius)',
      _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing' },
      _disabled: { layerStyle: 'disabled' },
      textStyle: 'md',
      py: 'var(--accordion-padding-y)',
    },
    itemBody: {
      pt: 'var(--accordion-padding-y)',
      pb: 'calc(var(--accordion-padding-y) * 2)',
    },
    itemContent: {
      overflow: 'hidden',
      borderRadius: 'var(--accordion-radius)',
      _open: { animationName: 'fade-in', animationDuration: 'moderate' },
    },
    itemIndicator: {
      transition: 'rotate 0.2s',
      transformOrigin: 'center',
      color: 'fg.subtle',
      _open: { rotate: '180deg' },
      _icon: { width: '1.2em', height: '1.2em' },
    },
  },
});

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
  className,
  css,
  onKeyDown,
  ...rest
}: AccordionProps) {
  const recipe = useSlotRecipe({ recipe: accordionRecipe });
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
            <chakra.div
              id={contentId}
              role="region"
              aria-labelledby={triggerId}
              hidden={!isOpen}
              data-scope="accordion"
              data-part="item-content"
              data-state={state}
              className={part('itemContent')}
              css={styles['itemContent']}
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
