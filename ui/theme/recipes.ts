import {
  alertSlotRecipe,
  badgeRecipe,
  buttonRecipe,
  cardSlotRecipe,
  fieldSlotRecipe,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  linkRecipe,
  separatorRecipe,
  spinnerRecipe,
} from '@chakra-ui/react/theme';

/**
 * The core recipes, registered in the system: those of the components the shell and the public
 * pages (landing, home for visitors, sign-in) render, plus a few small ones used everywhere. Every
 * recipe registered here lands in the entry chunk a visitor's first page downloads, so the others
 * are not: the components that use them pass them where they are used
 * (`<Menu.Root recipe={menuSlotRecipe}>`, `<Dialog.Root recipe={dialogSlotRecipe}>`) and they travel
 * with those lazily loaded screens. ESLint (eslint.config.js) reports a use that forgets its
 * recipe; `system.test.ts` lists them. A component whose key is neither here nor
 * passed renders unstyled. Text, Box and the layout components have no recipe.
 */
export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  heading: {
    ...headingRecipe,
    base: { ...headingRecipe.base, fontWeight: 'bold', letterSpacing: '-0.01em' },
  },
  icon: iconRecipe,
  input: inputRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  spinner: spinnerRecipe,
};

export const slotRecipes = {
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  field: fieldSlotRecipe,
};
