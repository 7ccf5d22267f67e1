import { useEffect, useRef } from "react";
import { useNavigate } from "react-router-dom";
import { SESSION_KEYS, sessionStore } from "../../lib/storage.ts";

/**
 * 'Continue with Web App' at a venue keeps its uuid in this tab (the guest check-in page writes it
 * there, so that this module stays off its first load). Once the sign-in it led to succeeds, the
 * venue's check-in opens again, which hands a signed-in traveller to the scan page with the branch.
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
