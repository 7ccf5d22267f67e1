import { Trans, useLingui } from "@lingui/react/macro";
import { useActorRef } from "@xstate/react";
import { type FormEvent, type ReactNode, type RefObject, useLayoutEffect, useRef, useState } from "react";
import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import type { FormPage } from "../../../../machines/form-pages.machine.ts";
import { errorPaths } from "../../../ui/forms/error-paths.ts";
import { ErrorSummary } from "../../../ui/forms/error-summary.tsx";
import { formPagesMachineFor } from "./form-pages-effects.ts";
import { useFormPages } from "./use-form-pages.ts";

/** A page as shown: its title and fields, with the paths its check covers. */
export interface PageView extends FormPage {
  title: ReactNode;
  content: ReactNode;
}

interface PagedFormProps<Input extends FieldValues, Output> {
  form: UseFormReturn<Input, unknown, Output>;
  formRef: RefObject<HTMLFormElement | null>;
  className: string;
  pages: readonly PageView[];
  submitLabel: ReactNode;
  submitting: boolean;
  serverErrors: Record<string, string[]>;
  onSubmit: (values: Output) => void;
  /** Focuses the first field at fault once the errors of a check have rendered. */
  focusErrors: () => void;
}

/**
 * A declaration form a page a screen (decision 033): the progress (pages done, the one shown),
 * the page's title, its problems listed at its top, Back and Next, and on the last page the
 * submit of the whole form. The paging is the form pages machine's; this only shows it.
 */
export function PagedForm<Input extends FieldValues, Output>(props: PagedFormProps<Input, Output>) {
  const { form, formRef, className, pages, submitLabel, submitting, serverErrors, onSubmit, focusErrors } = props;
  const { t } = useLingui();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const pageRef = useRef<HTMLDivElement>(null);
  const pageShown = useRef(false);
  const [machine] = useState(() =>
    formPagesMachineFor({
      checkFields: (fields) => form.trigger(fields as FieldPath<Input>[]),
      showPage: () => {
        pageShown.current = true;
      },
      showErrors: focusErrors,
    }),
  );
  const paging = useFormPages(useActorRef(machine, { input: { pages: pages.map(({ name, fields }) => ({ name, fields })) } }), serverErrors);
  const { index, checking } = paging;
  const page = pages[index] ?? pages[0];
  const last = index === pages.length - 1;

  // A new page starts at the top, its title focused so that a screen reader says where the reader is.
  useLayoutEffect(() => {
    if (!pageShown.current) return;
    pageShown.current = false;
    window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, [index]);

  const submitPage = (event: FormEvent<HTMLFormElement>) => {
    if (last) {
      void form.handleSubmit(onSubmit, (errors) => paging.refused(errorPaths(errors)))(event);
    } else {
      event.preventDefault();
      paging.next();
    }
  };

  if (!page) return null;
  const number = index + 1;
  const count = pages.length;
  return (
    <form ref={formRef} className={`declaration-form paged-form ${className}`} noValidate onSubmit={submitPage}>
      <div className="form-page-head">
        <ol className="form-page-progress" aria-hidden="true">
          {pages.map((each, at) => (
            <li key={each.name} className={at < index ? "done" : at === index ? "current" : undefined} />
          ))}
        </ol>
        <p className="form-page-count">{t`Page ${number} of ${count}`}</p>
        <h3 className="form-page-title" ref={headingRef} tabIndex={-1}>
          {page.title}
        </h3>
      </div>
      <div className="form-page" ref={pageRef}>
        <ErrorSummary scope={pageRef} headingLevel={4} />
        {page.content}
      </div>
      <div className="button-row form-page-actions">
        {index > 0 && (
          <button type="button" className="button secondary" onClick={paging.back}>
            <Trans>Back</Trans>
          </button>
        )}
        {last ? (
          <button type="submit" className="button primary" disabled={submitting}>
            {submitting ? <Trans>Submitting…</Trans> : submitLabel}
          </button>
        ) : (
          <button type="submit" className="button primary" disabled={checking}>
            <Trans>Next</Trans>
          </button>
        )}
      </div>
    </form>
  );
}
