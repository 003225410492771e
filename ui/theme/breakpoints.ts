/**
 * The widths at which layouts change (Chakra's `sm`…`xl` conditions are `min-width` queries).
 * Kept apart from the system so that Storybook's viewports and the test-runner, which run in Node,
 * read the same numbers without loading Chakra.
 */
export const breakpoints = { sm: '480px', md: '768px', lg: '1024px', xl: '1280px' } as const;

export type Breakpoint = keyof typeof breakpoints;
