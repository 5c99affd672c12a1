/**
 * Characters no one types into a form: C0/C1 control codes (tab and line breaks excepted) and the bidirectional
 * overrides that make text display differently from what it holds (e.g. in the operators' dashboard). Joiners
 * (U+200C/U+200D), which Devanagari needs, are allowed.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTERS.test(text);
}

/** The message for a field holding such characters, e.g. "Name contains characters that are not allowed". */
export function notAllowedCharacters(label: string): string {
  return `${label} contains characters that are not allowed`;
}
