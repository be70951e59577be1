// SSR bundle entry: defines globalThis.renderPage(url, propsJson) for the embedded engine.
// No Node or DOM APIs here: the engine is bare deno_core (QuickJS) with a few polyfills.
import "./ssr-shims";
import { renderToString } from "react-dom/server.browser";
import { StaticRouter } from "react-router";
import type { PageProps } from "./api/types";
import { App } from "./app/app";

function render(url: string, props: PageProps): string {
  return renderToString(
    <StaticRouter location={url}>
      <App initial={props} />
    </StaticRouter>,
  );
}

// Exceptions propagate: the server answers 500 with the error page and
// replaces this runtime, whose state the failed render may have corrupted.
function renderPage(url: string, propsJson: string): string {
  return render(url, JSON.parse(propsJson) as PageProps);
}

(globalThis as unknown as { renderPage: typeof renderPage }).renderPage = renderPage;
