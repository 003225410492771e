export {
  QUOTE_SUMMARY_COPY,
  QuoteSummary,
  type QuoteSummaryCopy,
  type QuoteSummaryProps,
} from './QuoteSummary';
