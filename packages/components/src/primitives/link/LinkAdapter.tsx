import { createContext, useContext, type AnchorHTMLAttributes, type ReactElement, type ReactNode, type Ref } from 'react';

/** What a link renderer receives: a safe, site-internal href plus the usual anchor props. */
export interface RenderLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'> {
  href: string;
  children?: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

export type RenderLink = (props: RenderLinkProps) => ReactElement;

/** Default: a plain anchor (full page navigation). */
export const renderPlainLink: RenderLink = ({ href, ...props }) => <a href={href} {...props} />;

const LinkAdapterContext = createContext<RenderLink>(renderPlainLink);

export interface LinkAdapterProviderProps {
  /**
   * Renders site-internal links. The app passes react-router's `<Link to={href} …/>`; stories pass
   * the same inside their MemoryRouter. Components never import a router themselves.
   */
  renderLink: RenderLink;
  children?: ReactNode;
}

export function LinkAdapterProvider({ renderLink, children }: LinkAdapterProviderProps) {
  return <LinkAdapterContext.Provider value={renderLink}>{children}</LinkAdapterContext.Provider>;
}

export function useRenderLink(): RenderLink {
  return useContext(LinkAdapterContext);
}
