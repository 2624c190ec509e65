// The e-mail field rule shared by every form that asks for an address.
import { z } from 'zod';
import { validationMessages } from './messages';

export const emailField = (label = 'E-mail') =>
  z
    .string()
    .trim()
    .min(1, validationMessages.required(label))
    .max(254, validationMessages.max(label, 254))
    .pipe(z.email(validationMessages.email(label)));
