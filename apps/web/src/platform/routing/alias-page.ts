// A page that only sends the browser on to a native page: for the legacy application's menu keys
// whose screen Fedra already has (contracts/{statusId}, documents, competitions, ...), so that
// their menu items appear and open the native page, with the legacy address's parameters applied.
import { type ComponentType, createElement } from 'react';
import { Navigate, useParams } from 'react-router';
import { useCurrentZone, zoneHref } from './zone';

/** `load` of a page that redirects to `target(params)`, a path inside the same zone. */
export function aliasPage(
  target: (params: Readonly<Record<string, string | undefined>>) => string,
): () => Promise<{ default: ComponentType }> {
  function Alias() {
    const params = useParams();
    return createElement(Navigate, { to: zoneHref(useCurrentZone(), target(params)), replace: true });
  }
  return () => Promise.resolve({ default: Alias });
}
