// The words of server-rendered markup as a reader sees them, for the unit tests that render a component to a string
// (React's renderToStaticMarkup): tags become spaces, React's text separators go, runs of white space are one space.
// Entities are left as React writes them.
export function markupText(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}
