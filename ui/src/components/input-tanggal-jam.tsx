// A date and time typed as DD/MM/YYYY JJ:MM (24 hours) whatever the browser's locale; the
// native datetime-local picker shows the browser's own format (11/26/2026, 12:00 AM on an
// English system). It holds its text; the parent gets the datetime-local value when the text
// is a real date and time, or the raw text otherwise (which the parent's check refuses). In a
// GET form sent before scripts load the text itself is sent; the server reads that form too.
import { useState } from "react";
import { CONTOH_KETIK, ketikDariLokal, lokalDariKetik } from "../lib/tanggal-ketik";

export function InputTanggalJam({
  id,
  name,
  label,
  value,
  onChange,
  className,
}: {
  id?: string;
  name?: string;
  label: string;
  /** 'YYYY-MM-DDTHH:MM' in the college's zone, or '' */
  value: string;
  onChange: (v: string) => void;
  className?: string;
}) {
  const [teks, setTeks] = useState(() => ketikDariLokal(value));
  return (
    <input
      id={id}
      name={name}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      aria-label={label}
      placeholder={CONTOH_KETIK}
      title={`Format ${CONTOH_KETIK}, misalnya 26/11/2026 08:00`}
      value={teks}
      onChange={(e) => {
        setTeks(e.target.value);
        const t = e.target.value.trim();
        onChange(t === "" ? "" : (lokalDariKetik(t) ?? t));
      }}
      className={className}
    />
  );
}
