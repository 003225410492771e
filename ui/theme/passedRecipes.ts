import {
  accordionSlotRecipe,
  avatarSlotRecipe,
  codeRecipe,
  comboboxSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldsetSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  segmentGroupSlotRecipe,
  skeletonRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  toastSlotRecipe,
} from '@chakra-ui/react/theme';

/**
 * FOR TESTS ONLY: no component, and not the system (`./index.ts`), may import this module, or
 * every recipe below would be back in the entry chunk.
 *
 * The recipes that are not registered in the system (see `./recipes.ts`) but passed where they
 * are used, e.g. `<Tabs.Root recipe={tabsSlotRecipe}>`, by key. `system.test.ts` checks they are
 * not registered, and that the palette roles, colour tokens and keyframes they name exist in the
 * system they render with. eslint.config.js (`passedAtUse`) reports a use that does not pass one.
 */
export const passedRecipes = {
  code: codeRecipe,
  skeleton: skeletonRecipe,
  textarea: textareaRecipe,
};

export const passedSlotRecipes = {
  accordion: accordionSlotRecipe,
  avatar: avatarSlotRecipe,
  combobox: comboboxSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  progress: progressSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  segmentGroup: segmentGroupSlotRecipe,
  stat: statSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  toast: toastSlotRecipe,
};

/** The keys of the recipes passed at use. */
export const PASSED_AT_USE = [
  ...Object.keys(passedRecipes),
  ...Object.keys(passedSlotRecipes),
] as const;
