export {
  NEAR_ME_COPY,
  NO_ORIGIN,
  NearMe,
  isSortedByDistance,
  type NearMeCopy,
  type NearMeProps,
  type NearOrigin,
  type PositionState,
} from './NearMe';
export { NEAR_ME_PROBLEMS, type LocateProblem } from './NearMeProblem';
