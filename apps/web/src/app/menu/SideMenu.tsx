// The side menu (spec 000 §2.2): nested Mantine NavLinks built from buildMenu's nodes. Groups are
// buttons that expand and collapse (open by themselves when a child route is active), internal
// routes are router links with aria-current on the active one, external links open in a new tab,
// disabled items are not links at all. A group that is also a route lists its own link first.
// The width (230 px) is the caller's.
import { Box, NavLink, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { type MouseEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MenuNode } from './build-menu';
import { MenuIcon } from './icons';

export interface SideMenuProps {
  nodes: readonly MenuNode[];
  /** Called when an enabled link is followed (e.g. to close the drawer on narrow screens). */
  onNavigate?: (href: string, node: MenuNode) => void;
  /** Render the labelled <nav> landmark (default); false when the caller provides one. */
  withNav?: boolean;
}

export function SideMenu({ nodes, onNavigate, withNav = true }: SideMenuProps) {
  const { t } = useTranslation('menu');
  return (
    <Box component={withNav ? 'nav' : 'div'} aria-label={withNav ? t('label') : undefined}>
      {nodes.map((node) => (
        <MenuEntry key={node.id} node={node} onNavigate={onNavigate} />
      ))}
    </Box>
  );
}

function MenuEntry({ node, onNavigate }: { node: MenuNode; onNavigate: SideMenuProps['onNavigate'] }) {
  const { t } = useTranslation('menu');
  // A group opens by itself when the active route is inside it (or is its own route).
  const shouldOpen = node.opened || (node.active && node.children.length > 0);
  const [opened, setOpened] = useState(shouldOpen);
  useEffect(() => {
    if (shouldOpen) setOpened(true);
  }, [shouldOpen]);

  const common = {
    label: node.title,
    title: node.description ?? undefined,
    leftSection: <MenuIcon name={node.icon} />,
    'data-menu-key': node.key,
  };

  if (node.disabled) {
    // Not a link and not focusable; still announced, as unavailable, and says why on hover.
    const reason = t(node.disabledReason === 'off' ? 'disabledOff' : 'disabledAccess');
    return <NavLink {...common} title={reason} component="a" disabled aria-disabled="true" aria-description={reason} />;
  }

  if (node.children.length) {
    return (
      <NavLink {...common} component="button" type="button" opened={opened} onChange={setOpened} aria-expanded={opened}>
        {node.href && <MenuEntry node={{ ...node, id: `${node.id}.self`, children: [] }} onNavigate={onNavigate} />}
        {node.children.map((child) => (
          <MenuEntry key={child.id} node={child} onNavigate={onNavigate} />
        ))}
      </NavLink>
    );
  }

  const href = node.href!;
  const followed = (_event: MouseEvent) => onNavigate?.(href, node);

  if (node.kind === 'route') {
    return (
      <NavLink
        {...common}
        component={Link}
        to={href}
        active={node.active}
        aria-current={node.active ? 'page' : undefined}
        onClick={followed}
      />
    );
  }

  const newTab = node.target === '_blank';
  return (
    <NavLink
      {...common}
      component="a"
      href={href}
      target={node.target ?? undefined}
      rel={node.rel ?? undefined}
      onClick={followed}
      label={
        <>
          {node.title}
          {newTab && (
            <>
              {' '}
              <VisuallyHidden>{t('newTab')}</VisuallyHidden>
            </>
          )}
        </>
      }
      rightSection={newTab ? <IconExternalLink size={14} aria-hidden /> : undefined}
    />
  );
}
