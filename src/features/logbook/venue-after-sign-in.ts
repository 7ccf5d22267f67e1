import { useEffect, useRef } from "react";
import { useNavigate } from "react-router-dom";
import { SESSION_KEYS, sessionStore } from "../../lib/storage.ts";

/** 'Continue with Web App' at a venue: the venue is kept in this tab while the traveller signs in. */
export function keepVenueForSignIn(uuid: string): void {
  sessionStore.setDebounced(SESSION_KEYS.venue, uuid);
}

/**
 * Once the sign-in that 'Continue with Web App' led to succeeds, the venue's check-in opens again
 * (it hands a signed-in traveller to the scan page with the branch), once.
 */
export function useVenueAfterSignIn(signedIn: boolean): void {
  const navigate = useNavigate();
  const wasSignedIn = useRef(signedIn);
  useEffect(() => {
    const justSignedIn = signedIn && !wasSignedIn.current;
    wasSignedIn.current = signedIn;
    if (!justSignedIn) return;
    const venue = sessionStore.get(SESSION_KEYS.venue);
    sessionStore.remove(SESSION_KEYS.venue);
    if (venue) void navigate(`/g/logbook/${encodeURIComponent(venue)}`, { replace: true });
  }, [signedIn, navigate]);
}
