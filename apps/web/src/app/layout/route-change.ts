// The window event announcing each route change (spec 000 §2.1), fired by the application's root
// layout and by the small sign-in screen.

export const ROUTE_CHANGE_EVENT = 'fedra:route-change';

export interface RouteChangeDetail {
  name: string;
  params: Record<string, string | undefined>;
  query: Record<string, string>;
  fullPath: string;
}

export function announceRouteChange(detail: RouteChangeDetail): void {
  window.dispatchEvent(new CustomEvent(ROUTE_CHANGE_EVENT, { detail }));
}
