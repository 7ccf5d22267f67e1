/** /app signed in: the traveller's home. Its content comes with the profile work. */
export function SignedInHome() {
  return null;
}
