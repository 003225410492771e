export {
  REVENUE_SUMMARY_COPY,
  RevenueSummary,
  type RevenueSummaryCopy,
  type RevenueSummaryProps,
} from './RevenueSummary';
