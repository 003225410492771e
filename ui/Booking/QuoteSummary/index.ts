export {
  QUOTE_SUMMARY_COPY,
  QuoteSummary,
  type QuoteSummaryCopy,
  type QuoteSummaryProps,
  type SummarisedPrice,
} from './QuoteSummary';
