/** The source of the page's only script, which asks for `entryUrl` after the first paint. */
export function skripAwal(entryUrl: string): string;
