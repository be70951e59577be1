// Login: a plain form POST to '/', so it works before (or without) JavaScript.
import { useLocation } from "react-router";
import { usePageData } from "../../app/page-context";
import { getQuery } from "../../app/query";
import { Logo } from "../../components/layout/sidebar";

export interface LoginData {
  username: string;
}

export const layout = "blank";
export const title = "Masuk";

const INPUT =
  "w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm focus:border-blue-700 focus:ring-2 focus:ring-blue-700/20 focus:outline-none";

export default function Page() {
  const { app, data, error } = usePageData("login");
  const { search } = useLocation();
  const redirect = getQuery(search, "redirect") ?? "";
  return (
    <div className="flex min-h-screen items-center justify-center px-4 py-10">
      <div className="kartu w-full max-w-sm p-6 sm:p-8">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <Logo size="size-16" />
          <div className="text-sm font-semibold text-slate-700">{app.nama}</div>
          <h1 className="text-2xl font-bold text-slate-900">Masuk</h1>
        </div>
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
      </div>
    </div>
  );
}
