/**
 * The sign-in identity whose unique index refused a write, if that is why it failed. SQLite says
 * "UNIQUE constraint failed: users.email"; PostgreSQL names the constraint "users_email_key".
 */
export function violatedIdentity(error: unknown): "email" | "mobile_number" | undefined {
  const message = error instanceof Error ? error.message : "";
  if (/users\.email\b|users_email_key/.test(message)) return "email";
  if (/users\.mobile_number\b|users_mobile_number_key/.test(message)) return "mobile_number";
  return undefined;
}
