// The email address a shopper may give at checkout, for the shop's checks. Written once, in
// pocketbase/pb_hooks/lib/email-address.js, because the order hook refuses the same addresses and cannot import from
// src/.
import emailAddress from '../../pocketbase/pb_hooks/lib/email-address.js';

export const { EMAIL_MAX, EMAIL_PATTERN, isEmailAddress } = emailAddress;
