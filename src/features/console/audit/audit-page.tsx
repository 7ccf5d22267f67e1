/** The admin's audit viewer: filter by staff member, person and time; check the chain. */
export function AuditPage() {
  return null;
}
