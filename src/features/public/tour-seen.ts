// Device-wide, like the language: the home stops offering the tour once it has been opened here.
const TOUR_SEEN_KEY = "tour-seen";

export function tourSeen(): boolean {
  try {
    return localStorage.getItem(TOUR_SEEN_KEY) === "true";
  } catch {
    return false;
  }
}

export function markTourSeen(): void {
  try {
    localStorage.setItem(TOUR_SEEN_KEY, "true");
  } catch {
    // Private browsing: the home offers the tour again next time.
  }
}
