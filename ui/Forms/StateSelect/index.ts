export { StateSelect, type StateSelectProps } from './StateSelect';
