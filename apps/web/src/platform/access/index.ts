export { AccessProvider, Can, useAccessContext, useCan, useCanAction } from './AccessProvider';
export {
  ACCESS_KEYS,
  type AccessKey,
  type AccessRule,
  accessKeyOfRoute,
  isAccessKey,
  ROUTE_ACCESS_KEYS,
  UNSPECIFIED,
} from './access-keys';
export {
  type AccessContext,
  type AccessLink,
  can,
  type FeatureMap,
  hasAction,
  hasLinks,
  isFeatureActive,
  mayEnterZone,
} from './can';
