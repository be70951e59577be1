// Every page the server answers and the type of the data its loader sends, read
// from the server's one list (`DataHalaman` in server/src/web/props.rs, generated
// into schema.d.ts): the page's name is the tag, so the data's type follows from
// it. The client and server route-module tables are typed by these names (a page
// missing from either fails tsc), and the server's `every_page_is_in_every_list`
// (server/src/web/pages.rs) fails when a module list or `ui/src/routes/` differs.
import type { components } from "./schema";

/** One page's name and data, as the server sends them together in `PageProps`. */
export type DataHalaman = components["schemas"]["DataHalaman"];

/** Each page's data by its name. */
export type PageDataMap = { [H in DataHalaman as H["page"]]: H["data"] };

/** A page's name, as `PageProps.page` carries it. */
export type PageName = keyof PageDataMap;
