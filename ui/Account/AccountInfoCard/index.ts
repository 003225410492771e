export {
  ACCOUNT_INFO_COPY,
  AccountInfoCard,
  type AccountInfoCardProps,
  type AccountInfoCopy,
} from './AccountInfoCard';
