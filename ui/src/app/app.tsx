// The application root shared by the server and the browser: providers, layout, page by name.
import { Component, type ErrorInfo, type ReactNode, useEffect } from "react";
import type { PageProps } from "../api/types";
import { BlankLayout } from "../components/layout/blank-layout";
import { DefaultLayout } from "../components/layout/default-layout";
import { ToastProvider } from "../components/toast";
import { PageProvider, usePage, usePageLoading } from "./page-context";
import { PengirimKiriman } from "../components/kiriman-tertunda";
import { daftarkanPekerja, laporHalaman } from "./luring";
import { getRoute, loadRoute } from "./route-modules";
import { useMuatTertunda } from "../lib/tunda-muat";
import type { LayoutName, PageModule } from "./route-types";

export function App({ initial }: { initial: PageProps }) {
  return (
    <PageProvider initial={initial} loadRoute={loadRoute}>
      <ToastProvider>
        <ProgressBar />
        <Shell />
        <PengirimKiriman />
      </ToastProvider>
    </PageProvider>
  );
}

/** The module for props.page; unknown names fall back to not_found. */
export function pageModule(name: string): PageModule | undefined {
  return getRoute(name) ?? getRoute(name === "error" ? "error" : "not_found");
}

export function pageTitle(mod: PageModule | undefined, props: PageProps): string {
  const t = mod?.title;
  return typeof t === "function" ? t(props) : (t ?? "");
}

function Shell() {
  const props = usePage();
  const mod = pageModule(props.page);
  const title = pageTitle(mod, props);
  useEffect(() => {
    // Browser tests wait for this: effects run only once hydration committed.
    (window as unknown as { __LMS_HYDRATED__?: boolean }).__LMS_HYDRATED__ = true;
    // Offline reading (issue 38): the worker and what it fetches wait until the page works and
    // the browser is idle, never sharing a slow line with the page's own files.
    const senggang = window.requestIdleCallback ?? ((f: () => void) => setTimeout(f, 200));
    senggang(daftarkanPekerja);
  }, []);
  useEffect(() => {
    const app = props.app.judul || props.app.nama;
    document.title = title ? `${title} | ${app}` : app;
  }, [title, props.app.judul, props.app.nama]);
  // Every page shown is handed to the service worker for offline reading (app/luring.ts).
  useEffect(() => laporHalaman(props, document.title), [props]);
  if (!mod) return <ErrorFallback />;
  const Page = mod.default;
  const layout = mod.layout ?? (props.user ? "default" : "blank");
  return (
    <ErrorBoundary key={props.page} resetKey={props.url}>
      <PageLayout layout={layout} mod={mod} props={props} title={title}>
        <Page />
      </PageLayout>
    </ErrorBoundary>
  );
}

interface PageLayoutProps {
  layout: LayoutName;
  mod: PageModule;
  props: PageProps;
  title: string;
  children: ReactNode;
}

function PageLayout({ layout, mod, props, title, children }: PageLayoutProps) {
  if (layout === "blank") return <BlankLayout title={title}>{children}</BlankLayout>;
  const ContextLayout = mod.ContextLayout;
  if (layout === "default" || !ContextLayout) return <DefaultLayout title={title}>{children}</DefaultLayout>;
  return (
    <ContextLayout title={title} chat={mod.chat?.(props) ?? null} petunjuk={mod.petunjukChat?.(props)}>
      {children}
    </ContextLayout>
  );
}

/** The page's loading bar: only for a load that lasts over 200 ms (lib/tunda-muat.ts). */
function ProgressBar() {
  const tampil = useMuatTertunda(usePageLoading());
  if (!tampil) return null;
  return (
    <div className="fixed inset-x-0 top-0 z-[100] h-0.5 overflow-hidden bg-blue-100" role="progressbar" aria-label="Memuat halaman">
      <div className="bar-muat h-full w-full origin-left bg-blue-700" />
    </div>
  );
}

/** Last-resort page when rendering a page (or the error page) itself fails. */
export function ErrorFallback() {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-lg font-semibold text-slate-800">An error occurred while showing the error page</p>
      <a href="/beranda" className="tombol-utama">
        Kembali ke Beranda
      </a>
    </div>
  );
}

/** Catches a page's render error; a navigation to another URL tries again. The
 * page itself is not remounted on navigation (typing and timers survive). */
export class ErrorBoundary extends Component<{ resetKey: string; children: ReactNode }, { failed: boolean; key: string }> {
  state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): Partial<{ failed: boolean }> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { failed: boolean; key: string }) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error("render failed", error, info.componentStack);
  }

  render(): ReactNode {
    return this.state.failed ? <ErrorFallback /> : this.props.children;
  }
}
