import { Trans } from "@lingui/react/macro";
import { type RefObject, useEffect, useState } from "react";
import { controlOf, focusControl } from "./focus-field.ts";
import "./error-summary.css";

interface Problem {
  controlId: string;
  label: string;
  message: string;
}

/** A field's label as read, without its Required/Optional marks. */
function labelOf(field: HTMLElement): string {
  const title = field.querySelector(":scope > label, :scope > legend > span:first-child, :scope > legend");
  if (!title) return "";
  const copy = title.cloneNode(true) as HTMLElement;
  copy.querySelectorAll(".required-mark, .field-need").forEach((mark) => mark.remove());
  return copy.textContent?.trim() ?? "";
}

/** Every field at fault in the scope, in page order, with the message it shows. */
function problemsIn(scope: HTMLElement): Problem[] {
  return [...scope.querySelectorAll<HTMLElement>(".has-error")].flatMap((field) => {
    const message = field.querySelector(":scope > .field-error")?.textContent?.trim();
    const control = controlOf(field);
    if (!message || !control.id) return [];
    return [{ controlId: control.id, label: labelOf(field), message }];
  });
}

const sameProblems = (a: Problem[], b: Problem[]) => JSON.stringify(a) === JSON.stringify(b);

interface ErrorSummaryProps {
  /** The part of the page whose fields it lists. */
  scope: RefObject<HTMLElement | null>;
  headingLevel?: 2 | 3 | 4;
}

/**
 * The problems of a form page, listed at its top as links that focus their fields (decision 033
 * item 3). It reads what the fields show ('.form-field.has-error' with its '.field-error'), so any
 * form built from those fields gets one, in page order and in the reader's language.
 */
export function ErrorSummary({ scope, headingLevel = 2 }: ErrorSummaryProps) {
  const [problems, setProblems] = useState<Problem[]>([]);
  useEffect(() => {
    const element = scope.current;
    if (!element) return;
    const update = () =>
      setProblems((shown) => {
        const found = problemsIn(element);
        return sameProblems(shown, found) ? shown : found;
      });
    update();
    const observer = new MutationObserver(update);
    observer.observe(element, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ["class"] });
    return () => observer.disconnect();
  }, [scope]);

  if (problems.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="error-summary" role="alert">
      <Heading className="error-summary-title">
        <Trans>There is a problem</Trans>
      </Heading>
      <ul>
        {problems.map((problem) => (
          <li key={problem.controlId}>
            <a
              href={`#${problem.controlId}`}
              onClick={(event) => {
                // The address stays as it is: a hash would add a history entry the leave guard would ask about.
                event.preventDefault();
                const control = document.getElementById(problem.controlId);
                if (control) focusControl(control);
              }}
            >
              {problem.label && <span className="error-summary-label">{problem.label}</span>} {problem.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
