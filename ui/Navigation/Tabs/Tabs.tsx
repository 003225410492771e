import {
  chakra,
  useSlotRecipe,
  type ConditionalValue,
  type HTMLChakraProps,
} from '@chakra-ui/react';
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import {
  createContext,
  useCallback,
  useContext,
  useId,
  useMemo,
  useState,
  type KeyboardEvent,
} from 'react';
import { partId } from '../partId';

// The app's own, not Chakra's: Chakra's Tabs bring zag's tabs machine, presence and focus
// helpers, onto every page with tabs. The WAI-ARIA tabs pattern
// (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/) with automatic activation, across the page,
// drawn with Chakra's tabs recipe; the story "Same As Chakra" compares it with Chakra's own.

/** The recipe's variants this component draws: across the page, without a moving indicator. */
interface TabsVariants {
  variant?: 'line';
  size?: ConditionalValue<'sm' | 'md' | 'lg'>;
}
type TabsStyles = ReturnType<ReturnType<typeof useSlotRecipe>>;

interface TabsContextValue {
  value: string;
  select: (value: string) => void;
  /** Whether the panel of `value` is in the document (selected, or kept after a first visit). */
  rendered: (value: string) => boolean;
  triggerId: (value: string) => string;
  contentId: (value: string) => string;
  styles: TabsStyles;
  classNames: Record<string, string>;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(part: string): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error(`Tabs.${part} must be inside Tabs.Root.`);
  return context;
}

export type TabsRootProps = Omit<HTMLChakraProps<'div'>, 'defaultValue' | 'onChange'> &
  TabsVariants & {
    /** The selected tab, when the caller holds it (e.g. in the address). */
    value?: string;
    /** The tab selected first, when the tabs hold their own state. */
    defaultValue?: string;
    onValueChange?: (value: string) => void;
    /**
     * Mount a panel when its tab is first selected, and keep it then; otherwise every panel is
     * in the document from the start, hidden until selected.
     */
    lazyMount?: boolean;
  };

/** The tabs: a tab list and one panel per tab, of which only the selected one shows. */
function Root({
  value: controlled,
  defaultValue,
  onValueChange,
  lazyMount = false,
  variant = 'line',
  size,
  className,
  css,
  children,
  ...rest
}: TabsRootProps) {
  const recipe = useSlotRecipe({ recipe: tabsSlotRecipe });
  const styles = useMemo(() => recipe({ variant, size }), [recipe, variant, size]);
  const [own, setOwn] = useState(defaultValue ?? '');
  const value = controlled ?? own;
  const baseId = useId();
  // Panels already shown stay mounted (a lazily mounted panel keeps its state when left).
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set([value]));
  if (lazyMount && !visited.has(value)) setVisited(new Set(visited).add(value));

  const select = useCallback(
    (next: string) => {
      if (next === value) return;
      if (controlled === undefined) setOwn(next);
      onValueChange?.(next);
    },
    [value, controlled, onValueChange],
  );
  const context = useMemo<TabsContextValue>(
    () => ({
      value,
      select,
      rendered: (panel) => !lazyMount || panel === value || visited.has(panel),
      triggerId: (tab) => partId('tabs', baseId, 'trigger', tab),
      contentId: (tab) => partId('tabs', baseId, 'content', tab),
      styles,
      classNames: recipe.classNameMap,
    }),
    [value, select, lazyMount, visited, baseId, styles, recipe],
  );

  return (
    <TabsContext.Provider value={context}>
      <chakra.div
        data-scope="tabs"
        data-part="root"
        data-orientation="horizontal"
        className={[recipe.classNameMap['root'], className].filter(Boolean).join(' ')}
        css={[styles['root'], css]}
        {...rest}
      >
        {children}
      </chakra.div>
    </TabsContext.Provider>
  );
}

/** A tab list is named, by `aria-label` or by `aria-labelledby`. */
export type TabsListProps = HTMLChakraProps<'div'> &
  ({ 'aria-label': string } | { 'aria-labelledby': string });

function tabsOf(list: HTMLElement): HTMLButtonElement[] {
  return [...list.querySelectorAll<HTMLButtonElement>('[role="tab"]')].filter(
    (tab) => tab.closest('[role="tablist"]') === list && !tab.disabled,
  );
}

/** Moves focus among the tabs and selects the focused one, as the pattern's automatic activation. */
function onListKeyDown(event: KeyboardEvent<HTMLDivElement>) {
  if (event.defaultPrevented || event.nativeEvent.isComposing) return;
  const list = event.currentTarget;
  const tabs = tabsOf(list);
  const at = tabs.findIndex((tab) => tab === event.target);
  if (at === -1) return;
  const target = {
    ArrowLeft: tabs[(at - 1 + tabs.length) % tabs.length],
    ArrowRight: tabs[(at + 1) % tabs.length],
    Home: tabs[0],
    End: tabs[tabs.length - 1],
  }[event.key];
  if (!target) return;
  event.preventDefault();
  target.focus();
  target.click();
}

function List({ className, css, onKeyDown, ...rest }: TabsListProps) {
  const { styles, classNames } = useTabs('List');
  return (
    <chakra.div
      role="tablist"
      aria-orientation="horizontal"
      data-scope="tabs"
      data-part="list"
      data-orientation="horizontal"
      className={[classNames['list'], className].filter(Boolean).join(' ')}
      css={[styles['list'], css]}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        onListKeyDown(event);
      }}
      {...rest}
    />
  );
}

export type TabsTriggerProps = Omit<HTMLChakraProps<'button'>, 'value'> & { value: string };

function Trigger({ value, className, css, onClick, disabled, ...rest }: TabsTriggerProps) {
  const tabs = useTabs('Trigger');
  const selected = tabs.value === value;
  return (
    <chakra.button
      type="button"
      role="tab"
      id={tabs.triggerId(value)}
      aria-selected={selected}
      aria-controls={tabs.rendered(value) ? tabs.contentId(value) : undefined}
      tabIndex={selected ? 0 : -1}
      disabled={disabled}
      data-scope="tabs"
      data-part="trigger"
      data-orientation="horizontal"
      data-value={value}
      data-selected={selected ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      className={[tabs.classNames['trigger'], className].filter(Boolean).join(' ')}
      css={[tabs.styles['trigger'], css]}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || disabled) return;
        // Safari does not focus a button on click; the pattern moves on from the focused tab.
        event.currentTarget.focus();
        tabs.select(value);
      }}
      {...rest}
    />
  );
}

export type TabsContentProps = Omit<HTMLChakraProps<'div'>, 'value'> & { value: string };

function Content({ value, className, css, ...rest }: TabsContentProps) {
  const tabs = useTabs('Content');
  if (!tabs.rendered(value)) return null;
  const selected = tabs.value === value;
  return (
    <chakra.div
      role="tabpanel"
      id={tabs.contentId(value)}
      aria-labelledby={tabs.triggerId(value)}
      tabIndex={0}
      hidden={!selected}
      data-scope="tabs"
      data-part="content"
      data-orientation="horizontal"
      data-selected={selected ? '' : undefined}
      className={[tabs.classNames['content'], className].filter(Boolean).join(' ')}
      css={[tabs.styles['content'], css]}
      {...rest}
    />
  );
}

/** Tabs without a state machine: `Tabs.Root`, `Tabs.List`, `Tabs.Trigger`, `Tabs.Content`. */
export const Tabs = { Root, List, Trigger, Content };
