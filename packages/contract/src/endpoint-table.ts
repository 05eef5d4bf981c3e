import type { EndpointDef } from './common/endpoint';
import * as contract from './modules';

type Contract = typeof contract;
type Table = Record<string, EndpointDef>;

/** A table per feature; a `*Endpoints` export that is not one fails the type check here. */
type TablesOnly<T extends Record<string, Table>> = T;

/** `articlesEndpoints` is the table `articles`: each feature's calls under the key its export names. */
export type EndpointTable = TablesOnly<{
  [Name in keyof Contract as Name extends `${infer Key}Endpoints` ? Key : never]: Contract[Name];
}>;

const SUFFIX = 'Endpoints';

/**
 * Every call of the API, by feature: `endpoints.refereeJournal.list`. A contract file joins it by
 * exporting `<key>Endpoints` and being listed in modules.ts, so a new module is one line here.
 */
export const endpoints = Object.fromEntries(
  Object.entries(contract)
    .filter(([name]) => name.endsWith(SUFFIX))
    .map(([name, table]) => [name.slice(0, -SUFFIX.length), table]),
) as EndpointTable;
