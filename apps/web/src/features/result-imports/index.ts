// The result imports feature's door: the import actions of a discipline's standings page.
export { default as ResultImportActions, type ResultImportActionsProps } from './ResultImportActions';
