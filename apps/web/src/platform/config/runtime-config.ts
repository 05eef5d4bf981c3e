// The runtime project configuration (spec 000 §3): inlined into index.html by the server, or
// fetched once when the page comes from the Vite dev server.
import type { ProjectConfig } from '@fedra/contract/config';

declare global {
  interface Window {
    __FEDRA_CONFIG__?: ProjectConfig;
  }
}

let config: ProjectConfig | undefined;

export async function loadRuntimeConfig(): Promise<ProjectConfig> {
  config = window.__FEDRA_CONFIG__ ?? (await (await fetch('/api/global-zone/config')).json());
  return config!;
}

/** The configuration loaded at start (loadRuntimeConfig must have run). */
export function runtimeConfig(): ProjectConfig {
  if (!config) throw new Error('runtime configuration not loaded yet');
  return config;
}

/** No SMTP server is configured: mail is written to the server's outbox folder, nobody receives it. */
export function mailGoesToOutbox(): boolean {
  return runtimeConfig().mailDelivery === 'outbox';
}

/** For tests. */
export function setRuntimeConfig(value: ProjectConfig): void {
  config = value;
}

export function isModuleEnabled(module: string | undefined): boolean {
  return !module || runtimeConfig().modules.includes(module);
}
