export { ChoiceGroup, type Choice, type ChoiceGroupProps, type ChoiceValue } from './ChoiceGroup';
