// Spec 001 §2: report/list/age-categories shows the user-defined variant when the admin feature
// `custom-age-categories` is on, and the defined variant goes back when it is off. Decided only
// once the codebook (which holds the features) has loaded, so the wrong page never flashes.
import type { Codebook } from '@fedra/contract/codebook';
import { Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { isFeatureActive } from '../../../platform/access';
import { useSession } from '../../../platform/session/session';

export const CUSTOM_AGE_CATEGORIES = 'custom-age-categories';
export const AGE_CATEGORIES_PATH = 'report/list/age-categories';
export const AGE_BANDS_PATH = 'report/list/age-categories/defined';

/** What the page should do: wait for the codebook, show itself, or go to the other variant. */
export function ageCategoryDecision(
  codebook: Pick<Codebook, 'features'> | null,
  defined: boolean,
): 'wait' | 'show' | 'redirect' {
  if (!codebook) return 'wait';
  const custom = isFeatureActive(codebook.features, 'admin', CUSTOM_AGE_CATEGORIES);
  return custom === defined ? 'show' : 'redirect';
}

/** Renders the page, or sends to the other variant (same zone and search), or waits. */
export function AgeCategoryGate({ defined, children }: { defined: boolean; children: ReactNode }) {
  const { t } = useTranslation('reports');
  const { codebook } = useSession();
  const location = useLocation();
  const decision = ageCategoryDecision(codebook, defined);
  if (decision === 'wait')
    return (
      <Center py="xl">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  if (decision === 'redirect') {
    const [from, to] = defined ? [AGE_BANDS_PATH, AGE_CATEGORIES_PATH] : [AGE_CATEGORIES_PATH, AGE_BANDS_PATH];
    const pathname = location.pathname.replace(new RegExp(`${from}/?$`), to);
    return <Navigate to={{ pathname, search: location.search }} replace />;
  }
  return children;
}
