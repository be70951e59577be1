// A rich-text row of an activity form ('Deskripsi' of a task, 'Isi' of a text): label, the
// editor (HTML in and out), inline error. The editor is labelled by the label's id and tied to
// the error by aria, as FieldTeks ties its input; the error's id is `${id}-galat`, as Field writes it.
import { EditorTeks } from "../editor/editor-teks";
import { Field } from "./field";

export function FieldKaya({
  id,
  label,
  value,
  onChange,
  galat,
}: {
  /** The id of the editable element (focused when the form refuses this field). */
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  galat?: string | null;
}) {
  return (
    <Field id={id} label={label} galat={galat} idLabel={`${id}-label`}>
      <EditorTeks id={id} labelId={`${id}-label`} value={value} onChange={onChange} idGalat={galat ? `${id}-galat` : null} />
    </Field>
  );
}
