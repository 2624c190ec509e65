// Validation shared by forms and the API.
export { validationMessages } from './messages';
export { emailField } from './email';
export { maskedPhoneField, phoneField, PHONE_INPUT_MASK } from './phone';
export {
  decimalRule,
  minDecimalRule,
  maxDecimalRule,
  integerCustomRule,
  parseDecimal,
  decimalToHundredths,
  formatDecimalInput,
  decimalText,
  integerText,
  type NumberTextOptions,
} from './decimal';
