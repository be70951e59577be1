// Rich-text field (an HTML string in, an HTML string out) for the lecturer's forms. The editor
// library (./editor-tiptap, TipTap) is its own chunk, fetched only when a form renders this
// field, and absent from the SSR bundle (./muat-editor.sisi); until it arrives — and in a server
// render — a plain textarea holding the same HTML stands in. Label it through `labelId` (aria-labelledby) on both.
import { lazy, Suspense } from "react";
import { INPUT } from "../pertemuan/field";
import { ariaEditor } from "./aturan";
import { muatEditor } from "./muat-editor.sisi";

export interface EditorTeksProps {
  /** The HTML; '' when empty. */
  value: string;
  onChange: (html: string) => void;
  /** The id of the visible label. */
  labelId: string;
  placeholder?: string;
  /** The id of the editable element. */
  id?: string;
  /** The id of the field's error message while there is one: the field is then marked invalid
   * (aria-invalid) and described by it (aria-describedby). */
  idGalat?: string | null;
}

const EditorTiptap = lazy(muatEditor);

export function EditorTeks(props: EditorTeksProps) {
  return (
    <Suspense fallback={<Cadangan {...props} />}>
      <EditorTiptap {...props} />
    </Suspense>
  );
}

function Cadangan({ value, onChange, labelId, placeholder = "Tulis di sini", id, idGalat }: EditorTeksProps) {
  return (
    <textarea
      id={id}
      rows={5}
      value={value}
      placeholder={placeholder}
      aria-labelledby={labelId}
      aria-busy="true"
      {...ariaEditor(idGalat)}
      onChange={(e) => onChange(e.target.value)}
      className={INPUT}
    />
  );
}
