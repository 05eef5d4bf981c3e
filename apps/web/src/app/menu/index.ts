export {
  buildMenu,
  CMS_KEY,
  findActivePath,
  flattenMenu,
  type MenuContext,
  type MenuNode,
  type MenuNodeKind,
} from './build-menu';
export { MENU_ICONS, MenuIcon } from './icons';
export { SideMenu, type SideMenuProps } from './SideMenu';
