// Browser side of `./muat-editor.sisi` (see muat-editor.sisi.d.ts): the editor is its own chunk.
export const muatEditor = () => import("./editor-tiptap");
