/* Generated from schemas/forms/ and config/forms/ by scripts/config. Do not edit: change those and rebuild. */
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

export declare const validateFns: ValidatorFunctions;
export default validateFns;
