// The current PageProps, and client-side navigation that fetches the next page's props.
import { createContext, type MouseEvent, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate, useNavigationType } from "react-router";
import type { PageDataMap, PageName } from "../api/halaman";
import type { PageProps } from "../api/types";
import { HEADER_DISIMPAN } from "../sw/aturan";
import { configureApi, redirectToLogin } from "./api-client";
import { tampilkanSpanduk } from "./luring";
import type { PageModule } from "./route-types";

interface Nav {
  loading: boolean;
  /** The last load of this page's own path failed and the page stayed (see tetapDiHalaman). */
  gagal: boolean;
  navigate: (to: string, opts?: { replace?: boolean }) => void;
  reload: () => void;
}

const PropsContext = createContext<PageProps | null>(null);
const NavContext = createContext<Nav | null>(null);

/** The props of the page being shown, whichever it is (layout, menus: not its data). */
export function usePage(): PageProps {
  const p = useContext(PropsContext);
  if (!p) throw new Error("usePage() outside <PageProvider>");
  return p;
}

/** What a plain form sent that the server refused (`PageProps.kiriman`), and why. */
export interface KirimanDitolak {
  teks: string;
  pesan: string | null;
}

/** The page's refused plain-form text (server/src/web/formulir.rs): its form shows it again. */
export function useKirimanDitolak(): KirimanDitolak | null {
  const { kiriman, error } = usePage();
  return kiriman != null ? { teks: kiriman, pesan: error?.message ?? null } : null;
}

/** The props of page `name`: the server's page list types its data by the name. */
export type PropsHalaman<N extends PageName> = Extract<PageProps, { page: N }>;

function halamanIni<N extends PageName>(p: PageProps, name: N): p is PropsHalaman<N> {
  return p.page === name;
}

/**
 * The props of page `name`. A page module (and the pieces only it renders) asks
 * for its own name; props of another page are a wiring bug and fail loudly
 * instead of being read as the wrong shape.
 */
export function usePageData<N extends PageName>(name: N): PropsHalaman<N> {
  const p = usePage();
  if (!halamanIni(p, name)) throw new Error(`Halaman "${p.page}" dibaca sebagai "${name}".`);
  return p;
}

/** `p.data` as page `name`'s data (for a page module's `title` and `chat`, which get the props). */
export function dataHalaman<N extends PageName>(p: PageProps, name: N): PageDataMap[N] {
  if (!halamanIni(p, name)) throw new Error(`Halaman "${p.page}" dibaca sebagai "${name}".`);
  return p.data as PageDataMap[N];
}

function useNav(): Nav {
  const n = useContext(NavContext);
  if (!n) throw new Error("navigation hook outside <PageProvider>");
  return n;
}

/** Client navigation to an app path: changes the URL, then loads that page's props. */
export function useNavigatePage(): Nav["navigate"] {
  return useNav().navigate;
}

/** Fetches the props of the current URL again (e.g. after a change was saved). */
export function useReloadPage(): () => void {
  return useNav().reload;
}

/** True while the props of the next page are being fetched. */
export function usePageLoading(): boolean {
  return useNav().loading;
}

/**
 * True when reading this page again (a reload, a filter or tab in the query) failed and the page
 * stayed on screen with the data it had: its data section shows 'NO DATA' and 'Coba lagi'
 * (useReloadPage) instead. Only pages whose module sets `gagalDiBagian` ever see it.
 */
export function useMuatGagal(): boolean {
  return useNav().gagal;
}

const jalur = (url: string) => url.split(/[?#]/, 1)[0];

/**
 * Whether a failed load keeps the page on screen ('NO DATA' in its section, spec 2 §8, spec 3
 * §8) instead of the error page: the page shown asks for it (`diminta`, its module's
 * `gagalDiBagian`), the load is of the same path (`urlTampil` is the URL of the props on
 * screen), and it failed where another try may help: a server error (5xx) or no answer at all
 * (the network, which the provider records as 503). A 4xx (a class gone, a page forbidden) is
 * the server's answer about the page itself and stays the error page.
 */
export function tetapDiHalaman(urlTampil: string, url: string, status: number, diminta: boolean): boolean {
  return diminta && status >= 500 && jalur(urlTampil) === jalur(url);
}

/**
 * One click handler for a container of plain `<a data-nav href="/...">` links, so big
 * server-rendered lists need no <Link> per row yet still navigate client-side.
 */
export function useNavClick(): (e: MouseEvent) => void {
  const navigate = useNavigatePage();
  return useCallback(
    (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const a = (e.target as Element | null)?.closest?.("a[data-nav]");
      const href = a?.getAttribute("href");
      if (!a || !href || a.getAttribute("target")) return;
      e.preventDefault();
      navigate(href);
    },
    [navigate],
  );
}

function errorProps(base: PageProps, url: string, status: number, code: string, message: string): PageProps {
  return { ...base, url, page: "error", status, data: null, error: { code, message } };
}

function isPageProps(v: unknown): v is PageProps {
  return v !== null && typeof v === "object" && typeof (v as PageProps).page === "string" && "app" in v;
}

const CHUNK_RELOAD_KEY = "lms:chunk-reload";

/** A failed route-chunk load reloads the page, at most once per 60 s (spec 1 §8). */
function reloadAfterChunkError(url: string): boolean {
  try {
    const last = Number(sessionStorage.getItem(CHUNK_RELOAD_KEY) ?? 0);
    if (Date.now() - last < 60_000) return false;
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
  } catch {
    /* storage blocked: reload anyway */
  }
  window.location.assign(url);
  return true;
}

export interface PageProviderProps {
  initial: PageProps;
  /** Loads a route's module before its props are shown (route-modules.loadRoute). */
  loadRoute: (name: string) => Promise<PageModule | undefined>;
  children: ReactNode;
}

export function PageProvider({ initial, loadRoute, children }: PageProviderProps) {
  const [props, setProps] = useState(initial);
  const [loading, setLoading] = useState(false);
  const [gagal, setGagal] = useState(false);
  const location = useLocation();
  const navType = useNavigationType();
  const routerNavigate = useNavigate();
  const current = location.pathname + location.search;
  /** The URL whose props are shown or being fetched. */
  const shown = useRef(current);
  const inFlight = useRef<AbortController | null>(null);
  const propsRef = useRef(props);
  propsRef.current = props;

  const load = useCallback(
    async (url: string, scrollTop: boolean) => {
      inFlight.current?.abort();
      const ctrl = new AbortController();
      inFlight.current = ctrl;
      setLoading(true);
      const base = propsRef.current;
      /** A failed load of the page's own path that the page shows itself: it stays, with gagal set. */
      const diHalaman = async (status: number): Promise<boolean> => {
        const mod = base.page === "error" ? undefined : await loadRoute(base.page).catch(() => undefined);
        if (!tetapDiHalaman(base.url, url, status, mod?.gagalDiBagian === true)) return false;
        if (!ctrl.signal.aborted) {
          inFlight.current = null;
          setGagal(true);
          setLoading(false);
        }
        return true;
      };
      let next: PageProps;
      try {
        const res = await fetch(url, {
          headers: { "x-lms-data": "1", "college-id": base.app.college_id, accept: "application/json" },
          credentials: "same-origin",
          signal: ctrl.signal,
        });
        if (res.status === 401) {
          redirectToLogin(url);
          return;
        }
        const body: unknown = (res.headers.get("content-type") ?? "").includes("json") ? await res.json().catch(() => null) : null;
        if (!isPageProps(body)) {
          if (res.status >= 500 && (await diHalaman(res.status))) return;
          // Not a page the server can answer as data (a file, a legacy path...): load it fully.
          window.location.assign(url);
          return;
        }
        next = body;
        // The service worker answered offline with the page's kept props: say how old they are.
        tampilkanSpanduk(res.headers.get(HEADER_DISIMPAN));
        if (res.redirected) {
          const final = new URL(res.url);
          const path = final.pathname + final.search;
          if (final.origin === window.location.origin && path !== url) {
            shown.current = path;
            routerNavigate(path, { replace: true });
          }
        }
      } catch (e) {
        if (ctrl.signal.aborted) return;
        // Offline with a service worker: it answers a whole-page load with its offline page.
        if (navigator.serviceWorker?.controller) {
          window.location.assign(url);
          return;
        }
        next = errorProps(base, url, 503, "NETWORK_ERROR", "Network Error");
        void e;
      }
      if (next.page === "error" && (await diHalaman(next.status))) return;
      try {
        if (!(await loadRoute(next.page))) await loadRoute(next.page === "error" ? "error" : "not_found");
      } catch {
        if (ctrl.signal.aborted || reloadAfterChunkError(url)) return;
        await loadRoute("error").catch(() => undefined);
        next = errorProps(base, url, 500, "CHUNK_LOAD", "Gagal memuat halaman");
      }
      if (ctrl.signal.aborted) return;
      inFlight.current = null;
      configureApi({ collegeId: next.app.college_id });
      setProps(next);
      setGagal(false);
      setLoading(false);
      if (scrollTop) window.scrollTo(0, 0);
    },
    [routerNavigate, loadRoute],
  );

  useEffect(() => {
    if (current === shown.current) return;
    shown.current = current;
    void load(current, navType !== "POP");
  }, [current, navType, load]);

  useEffect(() => () => inFlight.current?.abort(), []);

  const nav = useMemo<Nav>(
    () => ({
      loading,
      gagal,
      navigate: (to, opts) => routerNavigate(to, { replace: opts?.replace }),
      reload: () => void load(shown.current, false),
    }),
    [loading, gagal, routerNavigate, load],
  );

  return (
    <NavContext.Provider value={nav}>
      <PropsContext.Provider value={props}>{children}</PropsContext.Provider>
    </NavContext.Provider>
  );
}
