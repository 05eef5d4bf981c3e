// Tables in and out: the one interface that imports read uploaded CSV/XLSX files with, and list
// exports write them with. Everything streams; nothing holds a whole file or result in memory.
export { TABLE_ENCODINGS, type TableEncoding } from './charset';
export { type BirthNumber, parseBirthNumber, parseBoolean, parseDate, parseNumber } from './parse-values';
export {
  type CsvDelimiter,
  type ReadTableOptions,
  readTable,
  type TableColumn,
  type TableFormat,
  type TableReader,
  type TableReadResult,
  type TableRow,
} from './read-table';
export { normalizeHeader } from './table-header';
export {
  columnLetter,
  TableError,
  type TableProblem,
  type TableProblemCode,
  tableProblemsError,
} from './table-problems';
export {
  type CellType,
  type CellValue,
  inertText,
  TABLE_TIME_ZONE,
  type TableOutColumn,
  tableStream,
  todayIn,
  type WriteTableOptions,
  writeTable,
} from './write-table';
