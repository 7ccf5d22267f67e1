import { useLingui } from "@lingui/react/macro";
import type { Core } from "cytoscape";
import { useEffect, useRef, useState } from "react";
import type { ChainGraphData } from "../../../../../machines/console/chain-graph.machine.ts";
import { graphElements, graphStyle, treeLayout } from "./graph-style.ts";

/** The id of the <style> cytoscape adds to the page unless an element with it is there already. */
const CYTOSCAPE_STYLESHEET_ID = "__________cytoscape_stylesheet";

/**
 * The app's content security policy refuses inline <style>, so cytoscape's own (which only makes its
 * container `position: relative`) would be blocked with an error; chain-graph.css does that instead.
 */
function preventInlineStylesheet() {
  if (document.getElementById(CYTOSCAPE_STYLESHEET_ID)) return;
  const marker = document.createElement("meta");
  marker.id = CYTOSCAPE_STYLESHEET_ID;
  document.head.append(marker);
}

interface GraphCanvasProps {
  graph: ChainGraphData;
  large: boolean;
  onOpen: (personId: string) => void;
}

/**
 * The drawing. Cytoscape is imported here, when the page first draws, so it is a chunk of its own
 * that no other console page loads. A screen reader gets the table below instead of the canvas.
 */
export function GraphCanvas({ graph, large, onOpen }: GraphCanvasProps) {
  const { t } = useLingui();
  const container = useRef<HTMLDivElement>(null);
  const [cy, setCy] = useState<Core>();
  const [loadFailed, setLoadFailed] = useState(false);
  const openRef = useRef(onOpen);
  openRef.current = onOpen;

  useEffect(() => {
    preventInlineStylesheet();
    let instance: Core | undefined;
    let cancelled = false;
    import("cytoscape")
      .then(({ default: cytoscape }) => {
        if (cancelled || !container.current) return;
        instance = cytoscape({
          container: container.current,
          style: graphStyle(large),
          minZoom: 0.05,
          maxZoom: 4,
          hideEdgesOnViewport: large,
          textureOnViewport: large,
          pixelRatio: large ? 1 : "auto",
        });
        const element = container.current;
        instance.on("tap", "node[kind = 'person']", (event) => openRef.current(event.target.id()));
        instance.on("mouseover", "node[kind = 'person']", () => (element.style.cursor = "pointer"));
        instance.on("mouseout", "node[kind = 'person']", () => (element.style.cursor = ""));
        setCy(instance);
      })
      .catch(() => setLoadFailed(true));
    return () => {
      cancelled = true;
      instance?.destroy();
    };
  }, [large]);

  useEffect(() => {
    if (!cy) return;
    cy.batch(() => {
      cy.elements().remove();
      cy.add(graphElements(graph, large));
    });
    // Fitting the nodes alone spares measuring thousands of edges.
    if (large) cy.fit(cy.nodes(), 20);
    else cy.layout(treeLayout(graph)).run();
  }, [cy, graph, large]);

  // The drawing keeps the size it was made at when its box changes (a window resized, a tablet turned): fitted again.
  useEffect(() => {
    const element = container.current;
    if (!cy || !element) return;
    let size = `${element.clientWidth}x${element.clientHeight}`;
    const observer = new ResizeObserver(() => {
      const now = `${element.clientWidth}x${element.clientHeight}`;
      if (now === size) return;
      size = now;
      cy.resize();
      cy.fit(cy.nodes(), 20);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [cy]);

  if (loadFailed) {
    return <p className="console-failure" role="alert">{t`The drawing could not be loaded. The list below shows the same people and places.`}</p>;
  }
  return <div ref={container} className="chain-graph-canvas" role="img" aria-label={t`Chain graph drawing; the same people and places are listed below.`} />;
}
