// Experiment: a plain <a> with the markup react-router's <Link> renders on the server
// (same attributes, same order), navigating through the page context on click.
import type { MouseEvent, ReactNode } from "react";
import { useNavigatePage } from "./page-context";

export interface LinkProps {
  to: string;
  className?: string;
  onClick?: (e: MouseEvent<HTMLAnchorElement>) => void;
  children?: ReactNode;
  "aria-current"?: "page" | undefined;
  "aria-label"?: string;
}

// The props are named, not spread: copying a rest object per link was a visible part of a
// dashboard's server render (bench/ssr/profile.mjs).
export function Link({ to, onClick, children, className, "aria-current": ariaCurrent, "aria-label": ariaLabel }: LinkProps) {
  const navigate = useNavigatePage();
  return (
    <a
      aria-current={ariaCurrent}
      aria-label={ariaLabel}
      className={className}
      href={to}
      onClick={(e) => {
        onClick?.(e);
        if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        navigate(to);
      }}
      data-discover="true"
    >
      {children}
    </a>
  );
}
