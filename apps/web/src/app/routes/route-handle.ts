// What the router keeps on each route (its `handle`): read by the guard, the root layout (the
// title) and the side menu (the active item). Apart from router.tsx, which imports those.
export interface RouteHandle {
  name: string;
  /** The page's menu key (highlights its menu item). */
  key?: string;
  titleKey?: string;
  anonymous?: boolean;
  layout?: 'shell' | 'full';
  accessKey?: string;
}
