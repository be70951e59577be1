// 'Aktivasi Akun' (/aktivasi?token=..., issue 35): an account the academic import made has no
// password; its one-time link opens this page, where the person chooses one (twice) and is then
// signed in. A plain form POST to /aktivasi, so it works before (or without) JavaScript. A link
// that is not valid (used, expired, replaced) says so and leads to the login page.
import { usePageData } from "../../app/page-context";
import { INPUT_MASUK as INPUT, KartuMasuk } from "../../components/kartu-masuk";

export const layout = "blank";
export const title = "Aktivasi Akun";

export default function Page() {
  const { app, data, error } = usePageData("aktivasi");
  const akun = data.akun;
  return (
    <KartuMasuk namaKampus={app.nama} judul="Aktivasi Akun">
      {akun ? (
        <form method="post" action="/aktivasi" className="space-y-4">
          {error && (
            <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
              {error.message}
            </div>
          )}
          <p className="text-sm text-slate-600">
            {`Selamat datang, ${akun.nama}. Buat password untuk username `}
            <strong className="font-semibold text-slate-800">{akun.username}</strong>
            {", lalu Anda langsung masuk."}
          </p>
          <input type="hidden" name="token" value={data.token} />
          <input type="hidden" name="username" value={akun.username} autoComplete="username" />
          <div>
            <label htmlFor="password" className="mb-1 block text-sm font-medium text-slate-700">
              Password Baru
            </label>
            <input
              id="password"
              name="password"
              type="password"
              required
              minLength={8}
              maxLength={128}
              autoComplete="new-password"
              aria-describedby="password-aturan"
              className={INPUT}
            />
            <p id="password-aturan" className="mt-1 text-xs text-slate-500">
              Paling sedikit 8 karakter dan tidak sama dengan username.
            </p>
          </div>
          <div>
            <label htmlFor="ulangi" className="mb-1 block text-sm font-medium text-slate-700">
              Ulangi Password
            </label>
            <input
              id="ulangi"
              name="ulangi"
              type="password"
              required
              minLength={8}
              maxLength={128}
              autoComplete="new-password"
              className={INPUT}
            />
          </div>
          <button type="submit" className="tombol-utama w-full py-2.5">
            Aktifkan Akun
          </button>
        </form>
      ) : (
        <div className="space-y-4 text-center">
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
            {error?.message ?? "Tautan aktivasi tidak valid, sudah dipakai, atau kedaluwarsa. Minta tautan baru kepada operator LMS."}
          </p>
          <a href="/" className="tombol-garis inline-flex">
            Ke Halaman Masuk
          </a>
        </div>
      )}
    </KartuMasuk>
  );
}
