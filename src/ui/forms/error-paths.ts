/** The dot paths of the fields a form's errors name ('contact.email', 'passengers.0.age'). */
export function errorPaths(errors: unknown, prefix = ""): string[] {
  if (typeof errors !== "object" || errors === null) return [];
  const here = typeof (errors as { type?: unknown }).type === "string" && prefix !== "" ? [prefix] : [];
  const nested = Object.entries(errors).flatMap(([key, value]) => {
    if (key === "ref" || key === "type" || key === "message" || key === "types") return [];
    return errorPaths(value, prefix === "" ? key : `${prefix}.${key}`);
  });
  return [...here, ...nested];
}
