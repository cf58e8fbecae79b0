import type { ComponentType, LazyExoticComponent } from 'react';

/**
 * plain: no session, no layout and no MUI, the page brings its own CSS (the sign-in page, whose
 * first load must stay small). public: no session needed. staff: top bar layout. owner: side menu layout (routes under
 * /client/ and /well/client-edit/).
 */
export type RouteLayout = 'plain' | 'public' | 'staff' | 'owner';

export interface AppRoute {
  path: string;
  /** Every page is its own chunk. */
  page: LazyExoticComponent<ComponentType>;
  layout: RouteLayout;
  /** Lowest access level that may open the page; a lower level is sent to '/'. 0 for public pages. */
  level: number;
}

/** A record id from the route: a positive whole number, or null when the text is not one. */
export function routeId(text: string | undefined): number | null {
  return text && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null;
}
