/**
 * Stands in for `hoist-non-react-statics` in the app's production build (vite.config.ts).
 * @emotion/react imports it for `withTheme` alone, which neither Chakra nor the app uses, yet the
 * import kept it and `react-is` (1 KB gzipped) in the entry of every page. Should `withTheme` be
 * used after all, it still works, without copying the wrapped component's statics.
 */
export default function hoistNonReactStatics<T>(target: T): T {
  return target;
}
