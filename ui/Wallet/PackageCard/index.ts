export {
  HIGHLIGHTED_PACKAGE_TYPE,
  PACKAGE_CARD_COPY,
  PackageCard,
  packageFeatureList,
  type PackageCardCopy,
  type PackageCardProps,
} from './PackageCard';
