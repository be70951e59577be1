// Server side of `./muat-editor.sisi` (see muat-editor.sisi.d.ts): the SSR bundle carries no editor.
// A server render never opens a question form; were one rendered, its Suspense fallback (the
// plain textarea) stays.
import type { ComponentType } from "react";
import type { EditorTeksProps } from "./editor-teks";

export const muatEditor = () => new Promise<{ default: ComponentType<EditorTeksProps> }>(() => undefined);
