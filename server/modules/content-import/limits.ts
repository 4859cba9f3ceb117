/** Above this a file is refused before its rows are looked at; the bench imports 5,000. */
export const MAX_ROWS = 20_000;

/** The last sheet row an XLSX may use: the header and MAX_ROWS questions. */
export const MAX_SHEET_ROW = MAX_ROWS + 1;

/** The template has 18 columns; the rest leave room for an operator's notes (A to AX). */
export const MAX_SHEET_COLUMNS = 50;

/**
 * What the parts of an XLSX may unpack to, together. An honest workbook of MAX_ROWS questions in
 * the template's columns unpacks to about 18 MB (1.6 MB zipped); the rest is room for longer texts.
 */
export const MAX_UNPACKED_BYTES = 50 * 1024 * 1024;

/** Files inside an XLSX: a workbook of a few sheets holds about 15. */
export const MAX_ZIP_ENTRIES = 1000;

/**
 * Cells that merges, data validations and named ranges may span together: exceljs makes an entry
 * for every cell of each (`A1:XFD1048576` is 17 billion), so they get the sheet's area at most.
 */
export const MAX_SPANNED_CELLS = MAX_SHEET_ROW * MAX_SHEET_COLUMNS;

/** Excel's own widest sheet (XFD): exceljs makes an object for every column a `<col>` spans. */
export const EXCEL_MAX_COLUMNS = 16_384;

/** The heap an import's reader thread may use before it is stopped: about 4 × an honest file's. */
export const READER_HEAP_MB = 1024;
