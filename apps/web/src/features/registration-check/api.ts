// The public registration-number check call.
import { registrationCheckEndpoints as e } from '@fedra/contract/registration-check';
import { call } from '../../platform/api/client';

export const checkRegistrationNumbers = (text: string) => call(e.check, { body: { text } });
