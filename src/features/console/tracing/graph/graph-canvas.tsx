import { Trans, useLingui } from "@lingui/react/macro";
import type { Core } from "cytoscape";
import { useEffect, useRef, useState } from "react";
import type { ChainGraphData } from "../../../../../machines/console/chain-graph.machine.ts";
import { type Box, chainLayout, extentOf, FONT_FAMILY, FONT_SIZE, type LabelFit } from "./chain-layout.ts";
import { chainPeople, exposureEdgeId, graphElements, graphStyle } from "./graph-style.ts";

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

/** Labels a phone's width (under 600 px) shows cut shorter, so a row of people takes fewer screens. */
const PHONE_WIDTH = 600;
const LABEL_WIDTH = { phone: 96, desk: 150 } as const;
/** Below this zoom names are too small to read: a graph too wide to read whole is drawn at it from its top instead of fitted. */
const READABLE_ZOOM = 0.8;
const ZOOM_STEP = 1.4;
const PADDING = 24;
const LAYOUT_STARTED = "chain-graph:layout-started";
const FIRST_LAYOUT = "chain-graph:first-layout";

/** Widths as the canvas draws them, in the font the style gives the labels. */
function labelFit(maxWidth: number): LabelFit {
  const context = document.createElement("canvas").getContext("2d");
  if (context) context.font = `${FONT_SIZE}px ${FONT_FAMILY}`;
  return { measure: (text) => context?.measureText(text).width ?? text.length * FONT_SIZE * 0.6, maxWidth };
}

interface GraphCanvasProps {
  graph: ChainGraphData;
  large: boolean;
  path: { people: string[] };
  onFocus: (personId: string) => void;
}

interface Tip {
  text: string;
  x: number;
  y: number;
}

/** The zoom and pan that fit the drawing's box in view, as cy.fit would without measuring every element again (a second at 5,000 people). */
function fitWhole(cy: Core, extent: Box) {
  const width = Math.max(extent.right - extent.left, 1);
  const height = Math.max(extent.bottom - extent.top, 1);
  const zoom = Math.min(Math.max(Math.min((cy.width() - 2 * PADDING) / width, (cy.height() - 2 * PADDING) / height), cy.minZoom()), cy.maxZoom());
  cy.viewport({
    zoom,
    pan: { x: (cy.width() - (extent.left + extent.right) * zoom) / 2, y: (cy.height() - (extent.top + extent.bottom) * zoom) / 2 },
  });
}

/**
 * The whole graph in view when it reads that way; otherwise its top middle (the index person) at a readable
 * zoom. A large graph thus opens on its first people with their names, and its first picture draws only them.
 */
function showGraph(cy: Core, extent: Box, indexX: number | undefined) {
  fitWhole(cy, extent);
  if (cy.zoom() >= READABLE_ZOOM) return;
  const middle = indexX ?? (extent.left + extent.right) / 2;
  cy.viewport({ zoom: READABLE_ZOOM, pan: { x: cy.width() / 2 - middle * READABLE_ZOOM, y: PADDING - extent.top * READABLE_ZOOM } });
}

/**
 * The drawing, laid out by chain-layout.ts and handed to cytoscape as is. Cytoscape is imported here,
 * when the page first draws, so it is a chunk of its own that no other console page loads. A screen
 * reader or keyboard gets the table below instead of the canvas; the zoom buttons work with either.
 */
export function GraphCanvas({ graph, large, path, onFocus }: GraphCanvasProps) {
  const { t } = useLingui();
  const container = useRef<HTMLDivElement>(null);
  const [cy, setCy] = useState<Core>();
  const [loadFailed, setLoadFailed] = useState(false);
  const [phone, setPhone] = useState(() => window.innerWidth < PHONE_WIDTH);
  const [tip, setTip] = useState<Tip>();
  const focusRef = useRef(onFocus);
  focusRef.current = onFocus;

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
          minZoom: 0.02,
          maxZoom: 4,
          hideEdgesOnViewport: large,
          textureOnViewport: large,
          pixelRatio: large ? 1 : "auto",
          boxSelectionEnabled: false,
          autoungrabify: true,
        });
        const element = container.current;
        instance.on("tap", "node", (event) => focusRef.current(event.target.id()));
        instance.on("mouseover", "node, edge", (event) => {
          const full = String(event.target.data("full") ?? "");
          element.style.cursor = event.target.isNode() ? "pointer" : "";
          if (full) setTip({ text: full, x: event.renderedPosition.x, y: event.renderedPosition.y });
        });
        instance.on("mouseout", "node, edge", () => {
          element.style.cursor = "";
          setTip(undefined);
        });
        instance.on("viewport", () => setTip(undefined));
        setCy(instance);
      })
      .catch(() => setLoadFailed(true));
    return () => {
      cancelled = true;
      instance?.destroy();
    };
  }, [large]);

  const indexId = graph.people.find((person) => person.generation === 0)?.id;
  /** Bumped each time the elements are drawn anew, so the focus is drawn on them. */
  const [drawn, setDrawn] = useState(0);
  /** What the drawing covers and where the index person is, for fitting it in view. */
  const shape = useRef<{ extent: Box; indexX: number | undefined }>({ extent: { left: 0, right: 0, top: 0, bottom: 0 }, indexX: undefined });

  // The first layout is measured (user timing "chain-graph:first-layout") from the data in hand to the first picture: `npm run bench -- tracing` reads it.
  useEffect(() => {
    if (!cy) return;
    performance.mark(LAYOUT_STARTED);
    const placed = chainLayout(chainPeople(graph), labelFit(phone ? LABEL_WIDTH.phone : LABEL_WIDTH.desk));
    cy.batch(() => {
      cy.elements().remove();
      cy.add(graphElements(graph, placed));
    });
    shape.current = { extent: extentOf(placed), indexX: placed.get(indexId ?? "")?.x };
    showGraph(cy, shape.current.extent, shape.current.indexX);
    cy.one("render", () => {
      if (performance.getEntriesByName(FIRST_LAYOUT).length === 0) performance.measure(FIRST_LAYOUT, LAYOUT_STARTED);
    });
    setDrawn((count) => count + 1);
  }, [cy, graph, phone, large, indexId]);

  useEffect(() => {
    if (!cy || drawn === 0) return;
    // The focus panel above the drawing grows or shrinks with the focus and moves the drawing down or up the page. Cytoscape
    // finds its box again only after a scroll, a resize or (with a mouse) the hover's cursor; on a touch screen the next tap
    // would land where the drawing was.
    cy.resize();
    const onPath = new Set([...path.people, ...path.people.map(exposureEdgeId)]);
    cy.batch(() => {
      cy.elements(".dimmed, .on-path").removeClass("dimmed on-path");
      if (onPath.size === 0) return;
      cy.elements().forEach((item) => {
        item.addClass(onPath.has(item.id()) ? "on-path" : "dimmed");
      });
    });
  }, [cy, path, drawn]);

  // A resized box (a window resized, a tablet turned) is drawn again; across the phone width the labels are cut anew.
  useEffect(() => {
    const element = container.current;
    if (!cy || !element) return;
    let size = `${element.clientWidth}x${element.clientHeight}`;
    const observer = new ResizeObserver(() => {
      const now = `${element.clientWidth}x${element.clientHeight}`;
      if (now === size) return;
      size = now;
      setPhone(window.innerWidth < PHONE_WIDTH);
      cy.resize();
      showGraph(cy, shape.current.extent, shape.current.indexX);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [cy]);

  if (loadFailed) {
    return <p className="console-failure" role="alert">{t`The drawing could not be loaded. The list below shows the same people and places.`}</p>;
  }
  const zoomBy = (factor: number) => {
    if (!cy) return;
    cy.zoom({ level: cy.zoom() * factor, renderedPosition: { x: cy.width() / 2, y: cy.height() / 2 } });
  };
  return (
    <div className="chain-graph-frame">
      <div className="chain-graph-zoom" role="toolbar" aria-label={t`Zoom`}>
        <button type="button" className="button secondary" onClick={() => zoomBy(ZOOM_STEP)} disabled={!cy}>
          <Trans>Zoom in</Trans>
        </button>
        <button type="button" className="button secondary" onClick={() => zoomBy(1 / ZOOM_STEP)} disabled={!cy}>
          <Trans>Zoom out</Trans>
        </button>
        <button type="button" className="button secondary" onClick={() => cy && fitWhole(cy, shape.current.extent)} disabled={!cy}>
          <Trans>Whole graph</Trans>
        </button>
      </div>
      <div className="chain-graph-stage">
        <div ref={container} className="chain-graph-canvas" role="img" aria-label={t`Chain graph drawing; the same people and places are listed below.`} />
        {tip && (
          <span className="chain-graph-tip" style={{ left: tip.x, top: tip.y }}>
            {tip.text}
          </span>
        )}
      </div>
    </div>
  );
}
