// Dates and times typed as DD/MM/YYYY and JJ:MM (24 hours) whatever the browser's locale; the
// native date/time pickers show the browser's own format (11/26/2026, 12:00 AM on an English
// system), which spec 1 §2 rules out. Each field holds its text; the parent gets the native
// input's value ('YYYY-MM-DDTHH:MM', 'YYYY-MM-DD', 'HH:MM') when the text is a real date or
// time, or the raw text otherwise (which the parent's check refuses as missing). A value the
// parent changes (a session sets the times) replaces the text. In a GET form sent before
// scripts load the text itself is sent; the server reads that form too. Once the page runs,
// a button beside the field opens a calendar and a 24-hour time list (pemilih-tanggal.tsx)
// whose choice fills the text as if typed.
import { useId, useState } from "react";
import { FORMAT_KETIK, type JenisKetik, pesanKetik, teksUntukNilai } from "../lib/tanggal-ketik";
import { PemilihTanggal } from "./pemilih-tanggal";

export interface InputKetikProps {
  id?: string;
  name?: string;
  /** aria-label, for a field without its own <label> */
  label?: string;
  /** the native input's value in the college's zone, or '' */
  value: string;
  onChange: (v: string) => void;
  className?: string;
  disabled?: boolean;
  /** the earliest value, in the value's form (the native pickers' min) */
  min?: string;
  /** required: left empty, the field says 'Harap isi bidang ini' (unless galatLuar is set) */
  wajib?: boolean;
  /** the form shows its own message for this field: the field says nothing of its own */
  galatLuar?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}

function InputKetik({
  jenis,
  id,
  label,
  value,
  onChange,
  min,
  wajib = false,
  galatLuar,
  className,
  ...rest
}: InputKetikProps & { jenis: JenisKetik }) {
  const f = FORMAT_KETIK[jenis];
  const [teks, setTeks] = useState(() => f.keKetik(value));
  const [ditinggal, setDitinggal] = useState(false);
  const idPesan = useId();
  const tampil = teksUntukNilai(jenis, teks, value);
  const pesan = ditinggal && !galatLuar && !rest.disabled ? pesanKetik(jenis, tampil, wajib, min) : null;
  const describedBy = [rest["aria-describedby"], idPesan].filter(Boolean).join(" ");
  const pilih = (v: string) => {
    setTeks(f.keKetik(v));
    onChange(v);
  };
  return (
    <div className="min-w-0">
      <PemilihTanggal jenis={jenis} nilai={value} min={min} disabled={rest.disabled} onPilih={pilih}>
        <input
          {...rest}
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          aria-label={label}
          required={wajib || undefined}
          placeholder={f.contoh}
          title={`Format ${f.contoh}, misalnya ${f.misal}`}
          value={tampil}
          onChange={(e) => {
            setTeks(e.target.value);
            const t = e.target.value.trim();
            onChange(t === "" ? "" : (f.dariKetik(t) ?? t));
          }}
          onBlur={() => setDitinggal(true)}
          onInvalid={(e) => e.currentTarget.setCustomValidity(pesanKetik(jenis, e.currentTarget.value, wajib, min) ?? "")}
          onInput={(e) => e.currentTarget.setCustomValidity("")}
          aria-invalid={rest["aria-invalid"] || Boolean(pesan) || undefined}
          aria-describedby={describedBy}
          className={`${className ?? ""} min-w-0 flex-1`}
        />
      </PemilihTanggal>
      {/* Always one line under the field, the format until there is something to say: a message
          appearing on blur would move the button being clicked from under the pointer. */}
      <span id={idPesan} role={pesan ? "alert" : undefined} className={`mt-1 block text-xs ${pesan ? "text-red-700" : "text-slate-500"}`}>
        {pesan ?? `Format ${f.contoh}`}
      </span>
    </div>
  );
}

/** DD/MM/YYYY JJ:MM; the value is 'YYYY-MM-DDTHH:MM'. */
export const InputTanggalJam = (p: InputKetikProps) => <InputKetik jenis="tanggal_jam" {...p} />;
/** DD/MM/YYYY; the value is 'YYYY-MM-DD'. */
export const InputTanggal = (p: InputKetikProps) => <InputKetik jenis="tanggal" {...p} />;
/** JJ:MM (24 hours); the value is 'HH:MM'. */
export const InputJam = (p: InputKetikProps) => <InputKetik jenis="jam" {...p} />;
