/** The staff console at /console: its own routes, loaded only when a staff member opens it. */
export function ConsoleApp() {
  return null;
}
