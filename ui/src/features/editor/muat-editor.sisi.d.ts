// Types of `./muat-editor.sisi`. ui/build.mjs resolves a `.sisi` import to its .client.ts in the
// browser bundle and its .server.ts in the SSR bundle: the browser loads the TipTap editor as
// its own chunk, the SSR bundle (parsed by every QuickJS runtime) does not carry it at all.
import type { ComponentType } from "react";
import type { EditorTeksProps } from "./editor-teks";

/** The editor module: a lazily loaded chunk in the browser; never resolves on the server. */
export declare function muatEditor(): Promise<{ default: ComponentType<EditorTeksProps> }>;
