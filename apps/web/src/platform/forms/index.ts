// Shared form and list building blocks: validation messages, server errors, unsaved-changes guard,
// async button, debounced input, lazy rich-text editor and the server-paged list.
export { ASYNC_RESULT_DURATION, AsyncButton, type AsyncButtonProps, type AsyncButtonStatus } from './AsyncButton';
export { type Confirmation, confirmAction, confirmDelete, type Deletion } from './confirm-action';
export { DEBOUNCE_DELAY, DebouncedInput, type DebouncedInputProps } from './DebouncedInput';
export { FormActions, showSaveError, useFormSave } from './FormActions';
export { ListExportMenu, type ListExportMenuProps, saveFile } from './ListExportMenu';
export { DEFAULT_PAGE_SIZES, type ListColumn, ListView, type ListViewProps, type OutsideFilters } from './ListView';
export {
  EMPTY_SELECTION,
  isRowSelected,
  type ListSelection,
  type ListSelectionState,
  pageSelection,
  selectionCount,
  toggleRow,
  useListSelection,
} from './list-selection';
export { type FieldLabels, issueMessage, validationMessages, zodFieldErrors, zodValidate } from './messages';
export { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';
export {
  type FilterInput,
  type FilterValues,
  filtersToFields,
  hasActiveFilters,
  type ListController,
  type ListFilter,
  type ListLoadState,
  type ListStateValue,
  type ListUrlBinding,
  listStateFromSearchParams,
  listStateToSearchParams,
  nextSort,
  parseSort,
  type SortDirection,
  type SortItem,
  sortToParam,
  toListQuery,
  type UseListStateOptions,
  useListState,
} from './use-list-state';
export {
  applyServerErrors,
  type ServerErrorsOptions,
  type ServerErrorsResult,
  type ServerErrorTarget,
  useServerErrors,
} from './use-server-errors';
export { confirmLeave, type UnsavedChanges, useGuardedClose, useUnsavedChanges } from './use-unsaved-changes';
export { type Rule, rules } from './validators';
