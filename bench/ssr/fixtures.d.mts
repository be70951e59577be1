// Types of fixtures.mjs for the vitest that renders the fixtures (ui/src/bench-fixtures.test.ts).
export interface Kasus {
  case: string;
  /** PageProps as the server sends them. */
  props: { url: string; page: string } & Record<string, unknown>;
  iterations_scale: number;
}
export function cases(): Kasus[];
export function writeFixtures(dir: string): Promise<{ case: string; file: string; url: string; iterations_scale: number }[]>;
