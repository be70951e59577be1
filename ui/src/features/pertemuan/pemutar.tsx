// Video and audio player. For a student not yet recorded it measures the time actually
// played (small forward steps between timeupdate events; seeks do not count) and reports
// once when the share reaches the threshold. Collapsing the card pauses it.
import { type SyntheticEvent, useEffect, useRef } from "react";
import { capaiAmbang, persenPutar, PUTAR_AWAL, tambahPutar } from "./aturan";

export interface PemutarProps {
  tipe: "video" | "audio";
  src: string;
  terbuka: boolean;
  /** Percent to reach. */
  ambang: number;
  /** Called once with the rounded played percent; absent: nothing is measured. */
  onCapai?: (persen: number) => void;
}

export function Pemutar({ tipe, src, terbuka, ambang, onCapai }: PemutarProps) {
  const media = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  const putar = useRef(PUTAR_AWAL);
  const lapor = useRef(false);
  useEffect(() => {
    if (!terbuka) media.current?.pause();
  }, [terbuka]);

  const onTimeUpdate = (e: SyntheticEvent<HTMLMediaElement>) => {
    if (!onCapai || lapor.current) return;
    const m = e.currentTarget;
    putar.current = tambahPutar(putar.current, m.currentTime);
    if (capaiAmbang(putar.current.detik, m.duration, ambang)) {
      lapor.current = true;
      onCapai(Math.round(persenPutar(putar.current.detik, m.duration)));
    }
  };
  const onSeeking = () => {
    putar.current = { ...putar.current, terakhir: null };
  };
  const props = { ref: media, src, controls: true, preload: "metadata", onTimeUpdate, onSeeking };
  return tipe === "video" ? (
    <video {...props} playsInline className="max-h-[60vh] w-full rounded-md bg-black" />
  ) : (
    <audio {...props} className="w-full" />
  );
}
