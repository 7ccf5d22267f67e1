import type { ReactNode } from "react";
import { SiteFooter } from "../site-footer/site-footer.tsx";
import { PublicNav } from "./public-nav.tsx";
import "./public-page.css";

/** A public page's frame: its content, then the public site's links and the footer (the contact page uses it too). */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="public-layout">
      <article className="public-page">{children}</article>
      <PublicNav />
      <SiteFooter />
    </div>
  );
}
