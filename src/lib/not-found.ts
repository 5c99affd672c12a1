/**
 * Marks an on-demand page's answer as "404 Not Found". Setting only Astro.response.status leaves the status text at
 * its default "OK", so the status line read "404 OK".
 */
export function markNotFound(response: ResponseInit): void {
  response.status = 404;
  response.statusText = 'Not Found';
}
