/**
 * Global CSS for a visitor who asks for less motion (`prefers-reduced-motion: reduce`): every
 * animation and transition (the skeleton's pulse, dialogs and drawers scaling and sliding, toasts,
 * the FAQ's answers, menus) runs to its end at once, so what it shows appears without moving.
 * They still run, for 0.01 ms, rather than being removed: Chakra's components wait for an
 * animation's end before unmounting what closes. A spinner keeps turning, slower: it is the only
 * sign that something is under way, and it turns in place.
 *
 * Global CSS sits in the cascade layer before the recipes', and an `!important` declaration of an
 * earlier layer wins over every later one, so these win over the recipes and style props.
 */
export const reducedMotionGlobalCss = {
  '*, *::before, *::after': {
    _motionReduce: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      animationDelay: '0s !important',
      transitionDuration: '0.01ms !important',
      transitionDelay: '0s !important',
      scrollBehavior: 'auto !important',
    },
  },
  '.chakra-spinner': {
    _motionReduce: {
      animationDuration: '1.5s !important',
      animationIterationCount: 'infinite !important',
    },
  },
};
