// Default layout: the shared shell (kerangka.tsx) around the page: sidebar, header with
// title, user name and menu; below 1024 px a hamburger opens the sidebar full screen.
import type { ReactNode } from "react";
import { Kerangka } from "./kerangka";

export function DefaultLayout({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Kerangka title={title} layout="default">
      {children}
    </Kerangka>
  );
}
