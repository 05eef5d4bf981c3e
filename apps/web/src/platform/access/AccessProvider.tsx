// Puts the access context (user, zone, modules, features) where useCan() reads it.
import { createContext, type ReactNode, useCallback, useContext } from 'react';
import { type AccessContext, can, hasAction } from './can';

const Ctx = createContext<AccessContext | null>(null);

export function AccessProvider({ value, children }: { value: AccessContext; children: ReactNode }) {
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

/** The access context; anonymous in the public zone when no provider is rendered. */
export function useAccessContext(): AccessContext {
  return useContext(Ctx) ?? { user: null, zone: 'public', modules: [], features: {} };
}

/** `const allowed = useCan(); allowed('BOARD__LIST')`. */
export function useCan(): (accessKey: string | null | undefined) => boolean {
  const ctx = useAccessContext();
  return useCallback((accessKey) => can(accessKey, ctx), [ctx]);
}

/** `const holds = useCanAction(); holds('board.create')` in the current zone. */
export function useCanAction(): (action: string) => boolean {
  const ctx = useAccessContext();
  return useCallback((action) => hasAction(ctx.user, ctx.zone, action), [ctx]);
}

/** Renders its children only when the access key allows the user. */
export function Can({
  accessKey,
  children,
  fallback = null,
}: {
  accessKey: string;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return useCan()(accessKey) ? children : fallback;
}
