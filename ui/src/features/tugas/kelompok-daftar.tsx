// The 'Kelompok' section of a group task's page for teachers and operators: every group's
// card, who is in none, 'Tambah Kelompok', and the calls behind the cards (delete after
// confirmation, make leader, remove a member); each answer is a toast and a reload.
// 'Chat' opens the group's discussion in the context layout's column.
import { useState } from "react";
import { panggil } from "../../app/panggil";
import { useReloadPage } from "../../app/page-context";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { useToast } from "../../components/toast";
import { useChatArea, useLayarLebar } from "../chat/chat-area";
import { KartuKelompok } from "./kartu-kelompok";
import { type AksiAnggota, judulChatKelompok, PESAN_KELOMPOK, TANPA_KELOMPOK_TAMPIL, tanpaKelompokLabel } from "./kelompok-aturan";
import { KelompokForm } from "./kelompok-form";
import type { AnggotaKelompok, DaftarKelompok, KelompokTugas, TugasDetail } from "./types";

/** Opening a group's chat, and its unread count as the 'Chat' button shows it. */
export function useChatKelompok() {
  const { target, pilih } = useChatArea();
  const lebar = useLayarLebar();
  const [dibuka, setDibuka] = useState<ReadonlySet<string>>(new Set());
  const aktif = (k: KelompokTugas) => target?.id === k.id_chat;
  return {
    aktif,
    /** No badge once opened here, nor while it is the column beside the page. */
    belumDibaca: (k: KelompokTugas) => (dibuka.has(k.id_chat) || (lebar && aktif(k)) ? 0 : k.belum_dibaca),
    buka: (k: KelompokTugas) => {
      pilih({ id: k.id_chat, judul: judulChatKelompok(k) }, { buka: true });
      setDibuka((s) => new Set(s).add(k.id_chat));
    },
    /** A deleted group's chat leaves the column. */
    lupakan: (k: KelompokTugas) => {
      if (target?.id === k.id_chat) pilih(null);
    },
  };
}

type Form = { kelompok: KelompokTugas | null };

export function BagianKelompok({ tugas, daftar }: { tugas: TugasDetail; daftar: DaftarKelompok }) {
  const chat = useChatKelompok();
  const [form, setForm] = useState<Form | null>(null);
  const [hapusan, setHapusan] = useState<KelompokTugas | null>(null);
  const [sibuk, setSibuk] = useState<number | null>(null);
  const toast = useToast();
  const reload = useReloadPage();
  const bolehUbah = tugas.isAllowUbah;
  const [semua, setSemua] = useState(false);
  const belum = tanpaKelompokLabel(daftar.tanpa_kelompok, semua ? Infinity : TANPA_KELOMPOK_TAMPIL);
  const bisaSemua = !semua && daftar.tanpa_kelompok.length > TANPA_KELOMPOK_TAMPIL;

  const kirim = async (gid: number, jalan: () => Promise<unknown>, pesan: string, sesudah?: () => void) => {
    setSibuk(gid);
    try {
      await jalan();
      toast.success(pesan);
      sesudah?.();
      reload();
    } catch (e) {
      toast.error(e instanceof Error ? e.message : "Terjadi kesalahan");
    } finally {
      setSibuk(null);
    }
  };
  const aksiAnggota = (k: KelompokTugas, aksi: AksiAnggota, a: AnggotaKelompok) => {
    const path = { id: tugas.id, id_kelompok: k.id, id_mahasiswa: a.mahasiswa.id_user };
    if (aksi === "ketua")
      void kirim(
        k.id,
        () => panggil("/lms/tugas/{id}/kelompok/{id_kelompok}/anggota/{id_mahasiswa}/ketua", "put", { path }),
        "Data berhasil disimpan",
      );
    else
      void kirim(
        k.id,
        () => panggil("/lms/tugas/{id}/kelompok/{id_kelompok}/anggota/{id_mahasiswa}", "delete", { path }),
        "Data berhasil disimpan",
      );
  };

  return (
    <section aria-labelledby="kelompok-judul" className="kartu space-y-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="kelompok-judul" className="font-semibold text-slate-900">
          Kelompok
        </h3>
        {bolehUbah && (
          <button type="button" className="tombol-utama" onClick={() => setForm({ kelompok: null })}>
            Tambah Kelompok
          </button>
        )}
      </div>
      {daftar.data.length === 0 ? (
        <p className="text-sm text-slate-500">Belum ada kelompok pada tugas ini.</p>
      ) : (
        <div className="grid gap-3 sm:grid-cols-[repeat(auto-fill,minmax(16rem,1fr))]">
          {daftar.data.map((k) => (
            <KartuKelompok
              key={k.id}
              k={k}
              bolehUbah={bolehUbah}
              aktif={chat.aktif(k)}
              belumDibaca={chat.belumDibaca(k)}
              sibuk={sibuk === k.id}
              onChat={() => chat.buka(k)}
              onUbahData={() => setForm({ kelompok: k })}
              onHapus={() => setHapusan(k)}
              onAksi={(aksi, a) => aksiAnggota(k, aksi, a)}
            />
          ))}
        </div>
      )}
      {belum && (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-sm break-words text-amber-800">
          {belum}
          {bisaSemua && (
            <>
              {" "}
              <button type="button" className="font-medium underline underline-offset-2" onClick={() => setSemua(true)}>
                Tampilkan semua
              </button>
            </>
          )}
        </p>
      )}
      {form && (
        <KelompokForm idTugas={tugas.id} kelompok={form.kelompok} tanpaKelompok={daftar.tanpa_kelompok} onClose={() => setForm(null)} />
      )}
      <ConfirmDialog
        open={hapusan !== null}
        message={PESAN_KELOMPOK.hapus}
        busy={sibuk !== null}
        danger
        onCancel={() => setHapusan(null)}
        onOk={() =>
          hapusan &&
          void kirim(
            hapusan.id,
            () => panggil("/lms/tugas/{id}/kelompok/{id_kelompok}", "delete", { path: { id: tugas.id, id_kelompok: hapusan.id } }),
            "Kelompok berhasil dihapus",
            () => {
              chat.lupakan(hapusan);
              setHapusan(null);
            },
          )
        }
      />
    </section>
  );
}
