import type { ComponentType } from "react";
import type { PageProps } from "../api/types";
import type { ContextLayoutProps } from "../components/layout/context-layout";
import type { ChatTarget } from "../features/chat/types";

/** "context": the default layout plus a discussion (chat) column. */
export type LayoutName = "blank" | "default" | "context";

/** What every ui/src/routes/<name>/page.tsx exports. */
export interface PageModule {
  default: ComponentType;
  /** Defaults to "default" when a user is signed in, else "blank". */
  layout?: LayoutName;
  /** Header title and document title. */
  title?: string | ((props: PageProps) => string);
  /** Context layout: the layout itself, exported by the page so that its chat code
   * travels in the pages' chunks and not in every page's first load. */
  ContextLayout?: ComponentType<ContextLayoutProps>;
  /** Context layout: the discussion shown first (so the server render already shows it). */
  chat?: (props: PageProps) => ChatTarget | null;
  /** Context layout: the note shown while no discussion is open. */
  petunjukChat?: (props: PageProps) => string | undefined;
  /** A failed load of this page's own path (network, 5xx) keeps the page: it reads useMuatGagal()
   * and shows 'NO DATA' in its data section instead of the error page (page-context.tsx). */
  gagalDiBagian?: boolean;
}
