/** Settings fixed when the web app is built (README "Configuration"); the landing address is the server's (GET /api/v2/site-info). */
export const buildConfig = {
  maintenance: import.meta.env.VITE_MAINTENANCE === "true",
} as const;
