// Types of `./route-modules`. The build resolves that import to route-modules.client.ts
// (lazy chunks) in the browser bundle and route-modules.server.ts (static) in the SSR bundle.
import type { PageModule } from "./route-types";

/** The module of a route if it is already available (always, on the server). */
export declare function getRoute(name: string): PageModule | undefined;
/** Loads (client) or returns (server) the module of a route; undefined for unknown names. */
export declare function loadRoute(name: string): Promise<PageModule | undefined>;
export declare const routeNames: readonly string[];
