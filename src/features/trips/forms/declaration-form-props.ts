import type { FamilyMember } from "#domain/accounts.ts";

/** What the trip flow gives each declaration form (survey, customs, health declaration, attestation). */
export interface DeclarationFormProps<Input, Output> {
  /** The draft typed before, else what was submitted (editing), else the prefill from the profile. */
  initialValues: Partial<Input>;
  /** Every change, as typed; the flow keeps it as the draft so a reload or an offline spell loses nothing. */
  onChange: (values: Partial<Input>) => void;
  /** Called only with values the shared schema accepted. */
  onSubmit: (values: Output) => void;
  submitting: boolean;
  /** A 422 from the server: messages by dot path ('contact.email'), shown on those fields. */
  serverErrors: Record<string, string[]>;
  /** The profile's family members, whom the customs declaration offers as its passengers. */
  family: readonly FamilyMember[];
}
