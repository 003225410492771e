import { Link, type LinkProps } from '@chakra-ui/react';
import {
  createContext,
  useContext,
  useMemo,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
  type Ref,
} from 'react';

/** What ui/ needs of a router's link: a path and the usual anchor attributes. */
export interface RouterLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string;
  /** Takes the place of the current history entry instead of adding one. */
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

export type RouterLinkComponent = ComponentType<RouterLinkProps>;

type RenderLink = (props: RouterLinkProps) => ReactNode;

// Without a router (a unit test, a static page) a link is still a real, followable anchor.
const renderPlainAnchor: RenderLink = ({ to, children, replace: _replace, ...rest }) => (
  <a href={to} {...rest}>
    {children}
  </a>
);

const RouterLinkContext = createContext<RenderLink>(renderPlainAnchor);

export interface LinkProviderProps {
  /** The router's link component: the app passes react-router's `Link`, stories a memory router's. */
  component: RouterLinkComponent;
  children: ReactNode;
}

/** ui/ never imports a router: the app (or a story) provides the link component through this. */
export function LinkProvider({ component: Component, children }: LinkProviderProps) {
  const renderLink = useMemo<RenderLink>(() => (props) => <Component {...props} />, [Component]);
  return <RouterLinkContext.Provider value={renderLink}>{children}</RouterLinkContext.Provider>;
}

/** An unstyled router link, to compose with `asChild` (e.g. `<Button asChild><RouterLink …>`). */
export function RouterLink(props: RouterLinkProps) {
  const renderLink = useContext(RouterLinkContext);
  return renderLink(props);
}

export interface AppLinkProps extends Omit<LinkProps, 'href' | 'asChild'> {
  to: string;
}

/** A text link styled by the theme's link recipe that navigates through the app's router. */
export function AppLink({ to, children, ...rest }: AppLinkProps) {
  return (
    <Link asChild {...rest}>
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
