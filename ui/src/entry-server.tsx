// SSR bundle entry: defines globalThis.renderPage(url, propsJson) for the embedded engine.
// No Node or DOM APIs here: the engine is bare deno_core (QuickJS) with a few polyfills.
import "./ssr-shims";
import { renderToString } from "react-dom/server.browser";
import { StaticRouter } from "react-router";
import type { PageProps } from "./api/types";
import { App, ErrorFallback } from "./app/app";

function render(url: string, props: PageProps): string {
  return renderToString(
    <StaticRouter location={url}>
      <App initial={props} />
    </StaticRouter>,
  );
}

function renderPage(url: string, propsJson: string): string {
  const props = JSON.parse(propsJson) as PageProps;
  try {
    return render(url, props);
  } catch (e) {
    // Keep the runtime warm: answer with the error page instead of throwing.
    // The browser re-renders the real page on hydration (and shows its own error if it fails too).
    console.error("renderPage failed", url, e instanceof Error ? e.stack || e.message : String(e));
    try {
      const message = e instanceof Error ? e.message : String(e);
      return render(url, { ...props, page: "error", status: 500, data: null, error: { code: "RENDER", message } });
    } catch {
      return renderToString(<ErrorFallback />);
    }
  }
}

(globalThis as unknown as { renderPage: typeof renderPage }).renderPage = renderPage;
