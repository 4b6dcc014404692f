// The pay data (issue 45): statistics over the ranges verified employers posted.
export {
  listPayCountryPaths,
  payCellForJob,
  periodFrom,
  periodStart,
  queryPay,
  readPayCells,
  readPayView,
  type PayPageFilters,
  type PayView,
} from "./pay-data";
export { cellsCsv, comparisonLine, countryName, formatAmount, roleWords } from "./pay-format";
export { payQuerySchema, type PayQuery } from "./pay-schemas";
export {
  MIN_EMPLOYERS,
  MIN_POSTINGS,
  PAY_PERIOD_MONTHS,
  quantile,
  type CellKey,
  type PayCell,
} from "./pay-stats";
