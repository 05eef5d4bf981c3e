// The page title: "page title | project name" (spec 000 §1).
import { useEffect } from 'react';
import { runtimeConfig } from '../config/runtime-config';

export function pageTitle(title: string | undefined): string {
  const project = runtimeConfig().projectName;
  return title ? `${title} | ${project}` : project;
}

export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
