import { useEffect, useRef } from 'react';
import { matchRoutes, Navigate, Outlet, useLocation, type RouteObject } from 'react-router-dom';
import { routes, type HostKind } from '@/generated/config';
import { NOT_FOUND_PAGE } from './page-modules';
import { PageView } from './page-view';
import { RouteError } from './route-error';

/** The root route: scrolls to the top (or to the #anchor) when the page changes, then shows the page. */
function RootLayout() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
  return <Outlet />;
}

function NotFound({ kind }: { kind: HostKind }) {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`No route matches ${pathname} on a ${kind} host.`);
  }, [pathname, kind]);
  if (kind === 'embed') return <Navigate to="/" replace />;
  return <PageView pageId={NOT_FOUND_PAGE} />;
}

/** The routes of routes.yaml served on a host kind, plus the catch-all (not-found page, or `/` on embed hosts). */
export function appRoutes(kind: HostKind): RouteObject[] {
  const children: RouteObject[] = routes
    .filter((route) => route.hosts.includes(kind))
    .map((route) => ({
      path: route.path,
      handle: { page: route.page },
      element: <PageView key={`${route.page} ${route.branding ?? ''}`} pageId={route.page} branding={route.branding} />,
    }));
  children.push({ path: '*', element: <NotFound kind={kind} /> });
  return [{ element: <RootLayout />, errorElement: <RouteError />, children }];
}

/** The page id a path shows on a host kind: the not-found page when nothing matches (also on embed hosts). */
export function pageIdForPath(kind: HostKind, pathname: string): string {
  const matches = matchRoutes(appRoutes(kind), pathname) ?? [];
  const handle = matches.at(-1)?.route.handle as { page?: string } | undefined;
  return handle?.page ?? NOT_FOUND_PAGE;
}
