// digital-link.js ships no types; this is the part the shop uses.
declare module 'digital-link.js' {
  interface DigitalLinkInstance {
    toWebUriString(): string;
    isValid(): boolean;
    getIdentifier(): Record<string, string>;
    getKeyQualifiers(): Record<string, string>;
  }
  export function DigitalLink(
    options:
      | string
      | {
          domain: string;
          identifier: Record<string, string>;
          keyQualifiers?: Record<string, string>;
          attributes?: Record<string, string>;
        },
  ): DigitalLinkInstance;
}
