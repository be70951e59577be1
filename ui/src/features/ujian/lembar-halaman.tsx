// The answer sheet page's state (/ujian/{id}/soal): the sheet as last read from the server, a
// running attempt (LembarKerja) or, once finished, the review (LembarUlasan) with the reason
// it ended while the page was open (handed in, or closed by the server at the deadline).
import { useCallback, useState } from "react";
import { panggil } from "../../app/panggil";
import { LembarKerja } from "./lembar-kerja";
import { useJamServer } from "./lembar-sinkron";
import type { LembarUjian } from "./lembar-types";
import { LembarUlasan, type PesanAkhir } from "./lembar-ulasan";

const WAKTU_HABIS: PesanAkhir = { teks: "Waktu pengerjaan sudah habis. Jawaban yang sudah tersimpan dikumpulkan otomatis.", jenis: "awas" };

export function HalamanLembar({ awal }: { awal: LembarUjian }) {
  const [lembar, setLembar] = useState(awal);
  const [pesan, setPesan] = useState<PesanAkhir | null>(null);
  const jam = useJamServer(awal.waktu_server);
  const idUjian = awal.ujian.id;
  const muatUlang = useCallback(async () => {
    const l = await panggil("/lms/ujian/{id}/pengerjaan/me/soal", "get", { path: { id: idUjian } });
    jam.setel(l.waktu_server);
    // Read again while running and found closed: the deadline passed (or was moved before now).
    if (l.pengerjaan.selesai) setPesan((p) => p ?? WAKTU_HABIS);
    setLembar(l);
    return l;
  }, [idUjian, jam]);
  const selesai = useCallback(
    (alasan: PesanAkhir, l: LembarUjian | null) => {
      setPesan(alasan);
      if (l) setLembar(l);
      else muatUlang().catch((e: unknown) => console.warn("lembar ujian tidak dapat dimuat ulang:", e));
    },
    [muatUlang],
  );
  if (lembar.pengerjaan.selesai) return <LembarUlasan lembar={lembar} pesan={pesan} />;
  return <LembarKerja lembar={lembar} jam={jam} muatUlang={muatUlang} onSelesai={selesai} />;
}
