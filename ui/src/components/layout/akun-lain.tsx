// 'Login Akun Lain': an operator with write on kelas_kuliah signs in as a lecturer
// or student; the banner shows it and leads back. Both call the JSON API (which
// needs the college-id header), then load /beranda as the new account.
import { type FormEvent, useState } from "react";
import { panggil } from "../../app/panggil";
import { usePage } from "../../app/page-context";
import { Modal } from "../modal";

async function gantiAkun(masuk: Promise<unknown>): Promise<void> {
  await masuk;
  window.location.assign("/beranda");
}

export function AkunLainDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [username, setUsername] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await gantiAkun(panggil("/lms/login_akun_lain", "post", { body: { username: username.trim() } }));
    } catch (err) {
      setError(err instanceof Error ? err.message : "Terjadi kesalahan");
      setBusy(false);
    }
  };
  return (
    <Modal open={open} onClose={onClose} title="Login Akun Lain" width={440}>
      <form className="space-y-3" onSubmit={submit}>
        {error && (
          <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
            {error}
          </div>
        )}
        <div>
          <label htmlFor="akun-lain-username" className="mb-1 block text-sm font-medium text-slate-700">
            Username, NIM, atau NIDN
          </label>
          <input
            id="akun-lain-username"
            name="username"
            required
            autoComplete="off"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-blue-700 focus:outline-none"
          />
        </div>
        <div className="flex justify-end gap-2">
          <button type="button" className="tombol-garis" onClick={onClose}>
            Batal
          </button>
          <button type="submit" className="tombol-utama" disabled={busy || !username.trim()}>
            Masuk
          </button>
        </div>
      </form>
    </Modal>
  );
}

export function ActingBanner() {
  const { user } = usePage();
  const [error, setError] = useState<string | null>(null);
  if (!user?.acting_operator) return null;
  const kembali = () =>
    gantiAkun(panggil("/lms/login_akun_lain/kembali", "post")).catch((err: unknown) =>
      setError(err instanceof Error ? err.message : "Terjadi kesalahan"),
    );
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 bg-yellow-100 px-4 py-2 text-sm text-yellow-900" role="status">
      <span>{`Anda sedang login sebagai ${user.nama} oleh operator ${user.acting_operator.nama}`}</span>
      {error && <span className="text-red-700">{error}</span>}
      <button type="button" onClick={kembali} className="tombol border border-yellow-400 bg-white text-yellow-900 hover:bg-yellow-50">
        Kembali ke akun operator
      </button>
    </div>
  );
}
