// The rich-text editor itself (TipTap 3): a toolbar (heading, bold, italic, numbered and
// bulleted lists, link, 3x3 table with a header row, undo, redo) over the document. Pasted or
// dropped png/jpeg/gif/webp images are embedded as data URLs (at most 650 KB each). Only
// markup the server keeps is produced: h2/h3, p, strong, em, ul/ol/li, a, table, br, img.
//
// Loaded lazily through ./editor-teks (its own chunk): nothing here may be imported by a route.
import { Table, TableCell, TableHeader, TableRow } from "@tiptap/extension-table";
import Image from "@tiptap/extension-image";
import Placeholder from "@tiptap/extension-placeholder";
import type { EditorView } from "@tiptap/pm/view";
import { type Editor, EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useToast } from "../../components/toast";
import { alamatTautan, ariaEditor, berkasGambar, gambarTerlaluBesar, htmlEditor, PESAN_GAMBAR_BESAR, PESAN_TAUTAN } from "./aturan";
import type { EditorTeksProps } from "./editor-teks";

/** The document area. TipTap's own stylesheet is off (the CSP allows no inline <style>): the
 * few rules ProseMirror needs are restated here, next to the look of lists, tables and images. */
const ISI = [
  "relative min-h-28 max-w-full overflow-x-auto px-2.5 py-1.5 text-sm break-words whitespace-pre-wrap text-slate-800 focus:outline-none [font-variant-ligatures:none]",
  "[&_p]:my-1 [&_h2]:mt-2 [&_h2]:mb-1 [&_h2]:text-base [&_h2]:font-semibold [&_h3]:mt-2 [&_h3]:mb-1 [&_h3]:font-semibold",
  "[&_ul]:list-disc [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:pl-5 [&_li_p]:my-0.5 [&_a]:text-blue-700 [&_a]:underline",
  "[&_table]:my-2 [&_table]:border-collapse [&_td]:min-w-16 [&_td]:border [&_td]:border-slate-400 [&_td]:px-2 [&_td]:py-1 [&_td]:align-top",
  "[&_th]:min-w-16 [&_th]:border [&_th]:border-slate-400 [&_th]:bg-slate-100 [&_th]:px-2 [&_th]:py-1 [&_th]:text-left [&_th]:align-top [&_th_p]:my-0 [&_td_p]:my-0",
  "[&_.selectedCell]:bg-blue-100 [&_.tableWrapper]:max-w-full [&_.tableWrapper]:overflow-x-auto",
  "[&_img]:inline [&_img]:h-auto [&_img]:max-w-full [&_img.ProseMirror-selectednode]:outline-2 [&_img.ProseMirror-selectednode]:outline-blue-600",
  "[&_img.ProseMirror-separator]:!m-0 [&_img.ProseMirror-separator]:!inline [&_img.ProseMirror-separator]:!h-0 [&_img.ProseMirror-separator]:!w-0 [&_img.ProseMirror-separator]:!border-0",
  "[&_[contenteditable=false]]:whitespace-normal [&.ProseMirror-hideselection]:caret-transparent [&.ProseMirror-hideselection_*::selection]:bg-transparent",
  "[&_.ProseMirror-gapcursor]:pointer-events-none [&_.ProseMirror-gapcursor]:absolute [&_.ProseMirror-gapcursor]:hidden [&.ProseMirror-focused_.ProseMirror-gapcursor]:block",
  "[&_.ProseMirror-gapcursor]:after:absolute [&_.ProseMirror-gapcursor]:after:-top-0.5 [&_.ProseMirror-gapcursor]:after:block [&_.ProseMirror-gapcursor]:after:w-5 [&_.ProseMirror-gapcursor]:after:border-t [&_.ProseMirror-gapcursor]:after:border-slate-900 [&_.ProseMirror-gapcursor]:after:content-['']",
  "[&_p.is-editor-empty:first-child]:before:pointer-events-none [&_p.is-editor-empty:first-child]:before:float-left [&_p.is-editor-empty:first-child]:before:h-0 [&_p.is-editor-empty:first-child]:before:text-slate-400 [&_p.is-editor-empty:first-child]:before:content-[attr(data-placeholder)]",
].join(" ");

const TOMBOL =
  "inline-flex h-8 min-w-8 items-center justify-center rounded px-1.5 text-sm text-slate-700 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-blue-700 disabled:cursor-not-allowed disabled:opacity-40 aria-pressed:bg-blue-100 aria-pressed:text-blue-800";

/** Reads an image file as a data URL; null when it is not one the server keeps. */
function bacaGambar(file: File): Promise<string | null> {
  return new Promise((resolve) => {
    const r = new FileReader();
    r.onload = () => {
      const src = typeof r.result === "string" ? r.result : "";
      resolve(/^data:image\/(png|jpeg|gif|webp);base64,/.test(src) ? src : null);
    };
    r.onerror = () => resolve(null);
    r.readAsDataURL(file);
  });
}

/** Embeds the images of a paste or drop at `pos` (else at the selection); false when there are none. */
function sisipkanGambar(view: EditorView, files: ArrayLike<File> | null | undefined, tolak: () => void, pos?: number): boolean {
  const gambar = berkasGambar(files);
  if (gambar.length === 0) return false;
  void (async () => {
    for (const file of gambar) {
      if (gambarTerlaluBesar(file.size)) {
        tolak();
        continue;
      }
      const src = await bacaGambar(file);
      const jenis = view.state.schema.nodes.image;
      if (!src || !jenis || view.isDestroyed) continue;
      // A pasted picture has no description of its own and the editor no field for one: it is named a picture.
      const node = jenis.create({ src, alt: "Gambar" });
      const tr =
        pos === undefined
          ? view.state.tr.replaceSelectionWith(node)
          : view.state.tr.insert(Math.min(pos, view.state.doc.content.size), node);
      view.dispatch(tr.scrollIntoView());
      if (pos !== undefined) pos += node.nodeSize;
    }
  })();
  return true;
}

export default function EditorTiptap({ value, onChange, labelId, placeholder = "Tulis di sini", id, idGalat }: EditorTeksProps) {
  const toast = useToast();
  // The latest props for the editor's callbacks, which are set once when it is made.
  const terbaru = useRef({ onChange, tolak: () => toast.error(PESAN_GAMBAR_BESAR) });
  const dikirim = useRef(value);
  useEffect(() => {
    terbaru.current = { onChange, tolak: () => toast.error(PESAN_GAMBAR_BESAR) };
  });

  const editor = useEditor({
    immediatelyRender: true,
    injectCSS: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: {
          openOnClick: false,
          autolink: true,
          linkOnPaste: true,
          defaultProtocol: "https",
          protocols: ["http", "https", "mailto"],
          isAllowedUri: (url) => alamatTautan(url) !== null,
          shouldAutoLink: (url) => alamatTautan(url) !== null,
        },
      }),
      Image.configure({ inline: true, allowBase64: true }),
      Table.configure({ resizable: false }),
      TableRow,
      TableHeader,
      TableCell,
      Placeholder.configure({ placeholder }),
    ],
    content: value,
    editorProps: {
      attributes: {
        ...(id ? { id } : {}),
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        "aria-placeholder": placeholder,
        // useEditor hands the options of every render to the editor: the error's marks follow it.
        ...ariaEditor(idGalat),
        class: ISI,
      },
      handlePaste: (view, event) => {
        if (!sisipkanGambar(view, event.clipboardData?.files, () => terbaru.current.tolak())) return false;
        event.preventDefault();
        return true;
      },
      handleDrop: (view, event, _slice, moved) => {
        if (moved) return false;
        const pos = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos;
        if (!sisipkanGambar(view, event.dataTransfer?.files, () => terbaru.current.tolak(), pos)) return false;
        event.preventDefault();
        return true;
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = htmlEditor(e.isEmpty, e.getHTML());
      dikirim.current = html;
      terbaru.current.onChange(html);
    },
  });

  // A value set from outside (not typed here) replaces the document.
  useEffect(() => {
    if (!editor || value === dikirim.current) return;
    dikirim.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className="min-w-0 rounded-md border border-slate-300 bg-white focus-within:border-blue-700">
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}

function Tombol({
  label,
  onClick,
  aktif,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  aktif?: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={aktif === undefined ? undefined : aktif}
      disabled={disabled}
      // Keeps the selection in the document while the button is pressed.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      className={TOMBOL}
    >
      {children}
    </button>
  );
}

const Garis = () => <span aria-hidden="true" className="mx-0.5 h-5 w-px self-center bg-slate-300" />;

function Toolbar({ editor }: { editor: Editor }) {
  const s = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      judul: e.isActive("heading", { level: 2 }) ? "2" : e.isActive("heading", { level: 3 }) ? "3" : "0",
      tebal: e.isActive("bold"),
      miring: e.isActive("italic"),
      bernomor: e.isActive("orderedList"),
      berbutir: e.isActive("bulletList"),
      tautan: e.isActive("link"),
      tabel: e.can().insertTable({ rows: 3, cols: 3, withHeaderRow: true }),
      urungkan: e.can().undo(),
      ulangi: e.can().redo(),
    }),
  });
  const [tautan, setTautan] = useState<string | null>(null);
  const c = () => editor.chain().focus();
  return (
    <div className="border-b border-slate-200 bg-slate-50 rounded-t-md">
      <div role="toolbar" aria-label="Format teks" className="flex flex-wrap items-center gap-0.5 p-1">
        <select
          // Not "Judul": the forms around the editor have a 'Judul' field of their own.
          aria-label="Gaya teks"
          title="Gaya teks"
          value={s.judul}
          onChange={(e) => {
            const level = Number(e.target.value);
            if (level === 2 || level === 3) c().setHeading({ level }).run();
            else c().setParagraph().run();
          }}
          className="h-8 rounded border border-slate-300 bg-white px-1 text-sm text-slate-700 focus:border-blue-700 focus:outline-none"
        >
          <option value="0">Teks biasa</option>
          <option value="2">Judul besar</option>
          <option value="3">Judul kecil</option>
        </select>
        <Garis />
        <Tombol label="Tebal" aktif={s.tebal} onClick={() => c().toggleBold().run()}>
          <b>B</b>
        </Tombol>
        <Tombol label="Miring" aktif={s.miring} onClick={() => c().toggleItalic().run()}>
          <i className="font-serif">I</i>
        </Tombol>
        <Garis />
        <Tombol label="Daftar Bernomor" aktif={s.bernomor} onClick={() => c().toggleOrderedList().run()}>
          <Ikon d="M10 6h10M10 12h10M10 18h10M4 4.5h1.5V9M4 9h3M4 14.5a1.5 1.5 0 0 1 3 .5L4 19.5h3" />
        </Tombol>
        <Tombol label="Daftar Berbutir" aktif={s.berbutir} onClick={() => c().toggleBulletList().run()}>
          <Ikon d="M10 6h10M10 12h10M10 18h10M5 6h.01M5 12h.01M5 18h.01" tebal />
        </Tombol>
        <Tombol
          label="Tautan"
          aktif={s.tautan || tautan !== null}
          onClick={() => setTautan(tautan === null ? ((editor.getAttributes("link").href as string | undefined) ?? "") : null)}
        >
          <Ikon d="M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1" />
        </Tombol>
        <Tombol label="Tabel" disabled={!s.tabel} onClick={() => c().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}>
          <Ikon d="M4 5h16v14H4zM4 10h16M4 15h16M10 5v14M15 5v14" />
        </Tombol>
        <Garis />
        <Tombol label="Urungkan" disabled={!s.urungkan} onClick={() => c().undo().run()}>
          <Ikon d="M9 14 4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3" />
        </Tombol>
        <Tombol label="Ulangi" disabled={!s.ulangi} onClick={() => c().redo().run()}>
          <Ikon d="m15 14 5-5-5-5M20 9H10a6 6 0 0 0 0 12h3" />
        </Tombol>
      </div>
      {tautan !== null && <IsianTautan editor={editor} awal={tautan} ada={s.tautan} tutup={() => setTautan(null)} />}
    </div>
  );
}

function IsianTautan({ editor, awal, ada, tutup }: { editor: Editor; awal: string; ada: boolean; tutup: () => void }) {
  const [url, setUrl] = useState(awal);
  const [galat, setGalat] = useState(false);
  const id = useId();
  const pasang = () => {
    const href = alamatTautan(url);
    if (!href) return setGalat(true);
    const { empty } = editor.state.selection;
    if (empty && !editor.isActive("link")) {
      editor
        .chain()
        .focus()
        .insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] })
        .run();
    } else {
      editor.chain().focus().extendMarkRange("link").setLink({ href }).run();
    }
    tutup();
  };
  return (
    <div className="flex flex-wrap items-center gap-1.5 border-t border-slate-200 p-1.5">
      <input
        type="url"
        inputMode="url"
        autoFocus
        value={url}
        placeholder="https://"
        aria-label="Alamat tautan"
        aria-invalid={galat || undefined}
        aria-describedby={galat ? `${id}-galat` : undefined}
        onChange={(e) => {
          setUrl(e.target.value);
          setGalat(false);
        }}
        onKeyDown={(e) => {
          // Enter would submit the question form.
          if (e.key === "Enter") {
            e.preventDefault();
            pasang();
          } else if (e.key === "Escape") {
            e.preventDefault();
            tutup();
            editor.commands.focus();
          }
        }}
        className="h-8 min-w-0 flex-1 basis-40 rounded border border-slate-300 bg-white px-2 text-sm focus:border-blue-700 focus:outline-none"
      />
      <button type="button" className="tombol-utama" onClick={pasang}>
        Pasang
      </button>
      {ada && (
        <button
          type="button"
          className="tombol-garis"
          onClick={() => {
            editor.chain().focus().extendMarkRange("link").unsetLink().run();
            tutup();
          }}
        >
          Hapus Tautan
        </button>
      )}
      <button type="button" className="tombol-garis" aria-label="Batal tautan" onClick={tutup}>
        Batal
      </button>
      {galat && (
        <p id={`${id}-galat`} role="alert" className="w-full text-xs text-red-700">
          {PESAN_TAUTAN}
        </p>
      )}
    </div>
  );
}

function Ikon({ d, tebal }: { d: string; tebal?: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth={tebal ? 3 : 2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}
