// Login: a plain form POST to '/', so it works before (or without) JavaScript.
import { useLocation } from "react-router";
import { usePageData } from "../../app/page-context";
import { getQuery } from "../../app/query";
import { INPUT_MASUK as INPUT, KartuMasuk } from "../../components/kartu-masuk";

export interface LoginData {
  username: string;
}

export const layout = "blank";
export const title = "Masuk";

export default function Page() {
  const { app, data, error } = usePageData("login");
  const { search } = useLocation();
  const redirect = getQuery(search, "redirect") ?? "";
  return (
    <KartuMasuk namaKampus={app.nama} judul="Masuk">
      <form method="post" action="/" className="space-y-4">
        {error && (
          <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
            {error.message}
          </div>
        )}
        <input type="hidden" name="redirect" value={redirect} />
        <div>
          <label htmlFor="username" className="mb-1 block text-sm font-medium text-slate-700">
            Username
          </label>
          <input
            id="username"
            name="username"
            type="text"
            required
            autoComplete="username"
            autoCapitalize="none"
            defaultValue={data?.username ?? ""}
            className={INPUT}
          />
        </div>
        <div>
          <label htmlFor="password" className="mb-1 block text-sm font-medium text-slate-700">
            Password
          </label>
          <input id="password" name="password" type="password" required autoComplete="current-password" className={INPUT} />
        </div>
        <button type="submit" className="tombol-utama w-full py-2.5">
          Masuk
        </button>
      </form>
    </KartuMasuk>
  );
}
