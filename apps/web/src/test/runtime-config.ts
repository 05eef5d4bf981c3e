// The runtime project configuration web tests start from (spec 000 §3), with the modules a test
// needs: one definition instead of a copy in every test file.
import type { ProjectConfig } from '@fedra/contract/config';
import { setRuntimeConfig } from '../platform/config/runtime-config';

export function testRuntimeConfig(overrides: Partial<ProjectConfig> = {}): ProjectConfig {
  return {
    configName: 't',
    projectName: 'Fedra',
    images: { logo: null },
    modules: [],
    routerBase: '/',
    apiUrl: '/api',
    featureFlags: [],
    cmsUrl: null,
    legacyAppUrl: null,
    vapidPublicKey: null,
    mailDelivery: 'smtp',
    ...overrides,
  };
}

/** Sets the test configuration as the application's runtime configuration. */
export function setTestRuntimeConfig(overrides: Partial<ProjectConfig> = {}): void {
  setRuntimeConfig(testRuntimeConfig(overrides));
}
