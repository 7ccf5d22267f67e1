/** Settings fixed when the web app is built (README "Configuration"). */
export const buildConfig = {
  /** Where "/" and the back-to-home button lead: the external landing site. */
  landingUrl: import.meta.env.VITE_LANDING_URL || "/help",
  maintenance: import.meta.env.VITE_MAINTENANCE === "true",
} as const;
